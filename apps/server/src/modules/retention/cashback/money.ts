import type { Db } from '@casino/db';
import { listCurrencyUnits } from '../../settings/service.ts';

export interface Units {
  /** Base-currency minor units in `currency`'s minor units (0 stays 0; else at least 1). */
  fromBase(baseMinor: number, currency: string): number | null;
}

/** The currencies' rates, read once per call site (a run, a summary). */
export async function currencyUnits(db: Db): Promise<Units> {
  const rows = await listCurrencyUnits(db);
  const base = rows.find((r) => r.isBase) ?? { rate: 1, subunitToUnit: 100 };
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return {
    fromBase(baseMinor, currency) {
      const to = byCode.get(currency);
      if (!to) return null;
      if (baseMinor === 0) return 0;
      const major = (baseMinor / base.subunitToUnit) * (base.rate / to.rate);
      return Math.max(1, Math.floor(major * to.subunitToUnit + 1e-9));
    },
  };
}

/** The cashback of a net loss: `rateBps` of it, rounded down, at most `max`. */
export function cashbackOf(netLoss: number, rateBps: number, max: number | null): number {
  if (netLoss <= 0) return 0;
  const amount = Math.floor((netLoss * rateBps) / 10_000);
  return max === null ? amount : Math.min(amount, max);
}
