import { countries, currencies, type Db } from '@casino/db';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  type AuditWriter,
  inOperatorChange,
  type OperatorChangeDeps,
  refuseChange,
} from '../../shared/operator-change.ts';
import { lockKey } from '../../shared/transaction.ts';
import { RESTRICTED_COUNTRIES_KEY, type RestrictedCountries } from './restricted-countries.ts';
import { setSetting } from './service.ts';

// The back office's settings screens for currencies and restricted countries (docs/decisions/024).
// Each change is written with the caller's audit entry in one transaction; the readers
// (registration, payments, the country check) read the stored values.

type CurrencyRow = typeof currencies.$inferSelect;

const toCurrency = (row: CurrencyRow) => ({
  code: row.code,
  name: row.name,
  type: row.type,
  isEnabled: row.isEnabled,
  isBase: row.isBase,
  rate: Number(row.rate),
  rateUpdatedAt: row.rateUpdatedAt.toISOString(),
});

/** Every currency, enabled or not, in the site's order. */
export async function listAllCurrencies(db: Db) {
  const rows = await db
    .select()
    .from(currencies)
    .orderBy(asc(currencies.sortOrder), asc(currencies.code));
  return rows.map(toCurrency);
}

/** Enable or disable a currency, or set its rate to the base currency (the base stays 1, on). */
export function updateCurrency(
  deps: OperatorChangeDeps,
  audit: AuditWriter,
  code: string,
  input: { isEnabled?: boolean; rate?: number },
) {
  const now = deps.clock.now();
  return inOperatorChange(deps.db, async (tx) => {
    const [row] = await tx.select().from(currencies).where(eq(currencies.code, code)).for('update');
    if (!row) return refuseChange({ kind: 'not_found', what: 'Currency' });
    if (row.isBase && input.isEnabled === false) {
      return refuseChange({
        kind: 'invalid',
        field: 'isEnabled',
        message: 'The base currency cannot be disabled',
      });
    }
    if (row.isBase && input.rate !== undefined && input.rate !== 1) {
      return refuseChange({
        kind: 'invalid',
        field: 'rate',
        message: 'The base currency is worth 1',
      });
    }
    const [updated] = await tx
      .update(currencies)
      .set({
        ...(input.isEnabled !== undefined ? { isEnabled: input.isEnabled } : {}),
        ...(input.rate !== undefined ? { rate: String(input.rate), rateUpdatedAt: now } : {}),
      })
      .where(eq(currencies.code, code))
      .returning();
    const before = toCurrency(row);
    const after = toCurrency(updated!);
    await audit(tx, {
      action: 'settings.currency',
      targetType: 'currency',
      targetId: code,
      before,
      after,
    });
    return after;
  });
}

/** Replaces the restricted list; registration, deposits and real-money launches follow. */
export async function updateRestrictedCountries(
  deps: OperatorChangeDeps & { restrictedCountries: RestrictedCountries },
  audit: AuditWriter,
  list: string[],
) {
  const sorted = [...list].sort();
  const result = await inOperatorChange(deps.db, async (tx) => {
    await lockKey(tx, RESTRICTED_COUNTRIES_KEY);
    if (sorted.length > 0) {
      const known = await tx
        .select({ code: countries.code })
        .from(countries)
        .where(inArray(countries.code, sorted));
      const unknown = sorted.filter((code) => !known.some((k) => k.code === code));
      if (unknown.length > 0) {
        return refuseChange({
          kind: 'invalid',
          field: 'countries',
          message: `Unknown country: ${unknown.join(', ')}`,
        });
      }
    }
    const before = await deps.restrictedCountries.get();
    await setSetting(tx, RESTRICTED_COUNTRIES_KEY, sorted, deps.clock.now());
    const after = { countries: sorted, isDefault: false };
    await audit(tx, {
      action: 'settings.restricted_countries',
      targetType: 'settings',
      targetId: RESTRICTED_COUNTRIES_KEY,
      before,
      after,
    });
    return after;
  });
  if (result.ok) deps.restrictedCountries.adopt(result.value.countries);
  return result;
}
