import type { Db } from '@casino/db';
import { listCurrencyUnits } from '../settings/service.ts';

/**
 * Today's rates: the base currency and a converter of minor units of a currency into minor
 * units of the base currency (dashboard and reports; not the rate of the day of the money).
 */
export async function baseCurrencyRates(db: Db) {
  const rates = await listCurrencyUnits(db);
  const base = rates.find((r) => r.isBase) ?? rates[0]!;
  const byCode = new Map(rates.map((r) => [r.code, r]));
  const toBase = (amount: number, currency: string) => {
    const r = byCode.get(currency);
    if (!r) return 0;
    const major = (amount / r.subunitToUnit) * r.rate;
    return Math.round((major / base.rate) * base.subunitToUnit);
  };
  /** Minor units per major unit of a currency (100 for USD). */
  const subunits = (currency: string) => byCode.get(currency)?.subunitToUnit ?? 100;
  return { base: base.code, toBase, subunits };
}
