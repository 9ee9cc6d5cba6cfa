import type { Db } from '@casino/db';
import { findSettingsEntries } from './repository.ts';

/** Settings entry of the operators' list (docs/decisions/024); absent: RESTRICTED_COUNTRIES. */
export const RESTRICTED_COUNTRIES_KEY = 'site.restrictedCountries';

/**
 * The countries closed to registration, deposits and real-money play. Operators edit the list
 * in the back office (stored in the settings); until they do, the configured
 * RESTRICTED_COUNTRIES apply. Read on every such call, so kept for `ttlMs`: a change made on
 * this instance applies at once (`adopt`), on others within the TTL.
 */
export interface RestrictedCountries {
  get(): Promise<{ countries: string[]; isDefault: boolean }>;
  includes(country: string | null): Promise<boolean>;
  /** A list just stored (in a transaction that committed) applies here at once. */
  adopt(countries: string[]): void;
}

export function createRestrictedCountries(
  db: Db,
  fallback: readonly string[],
  ttlMs = 5000,
): RestrictedCountries {
  let cached: { countries: string[]; isDefault: boolean; at: number } | null = null;
  const get = async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached;
    const stored = (await findSettingsEntries(db, [RESTRICTED_COUNTRIES_KEY])).get(
      RESTRICTED_COUNTRIES_KEY,
    ) as string[] | undefined;
    const isDefault = !Array.isArray(stored);
    cached = { countries: isDefault ? [...fallback] : stored, isDefault, at: Date.now() };
    return cached;
  };
  return {
    async get() {
      const { countries, isDefault } = await get();
      return { countries: [...countries], isDefault };
    },
    async includes(country) {
      return country !== null && (await get()).countries.includes(country);
    },
    adopt(countries) {
      cached = { countries: [...countries], isDefault: false, at: Date.now() };
    },
  };
}
