import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { countries, countryStates, currencies, locales, settingsEntries } from '../schema/index.ts';
import { seedCountries } from './countries.ts';
import { SEED_CURRENCIES } from './currencies.ts';
import { SEED_LOCALES } from './locales.ts';
import { SEED_PAYMENT_METHODS } from './payment.ts';
import { SEED_LIMIT_SETTINGS, SEED_PLAYER_FIELDS, seedTimeZones } from './settings.ts';

/** Bump when the seed adds rows, so existing databases receive them on next boot. */
export const SEED_VERSION = 3;
const VERSION_KEY = 'seed.version';

/**
 * Loads reference data. Idempotent: existing rows are left as operators edited them, and a
 * database already at SEED_VERSION is skipped with one query.
 */
export async function seed(db: Db, { force = false } = {}): Promise<boolean> {
  const [current] = await db
    .select({ value: settingsEntries.value })
    .from(settingsEntries)
    .where(eq(settingsEntries.key, VERSION_KEY));
  if (!force && current?.value === SEED_VERSION) return false;

  await db.transaction(async (tx) => {
    await tx.insert(currencies).values(SEED_CURRENCIES).onConflictDoNothing();
    await tx.insert(locales).values(SEED_LOCALES).onConflictDoNothing();
    const all = seedCountries();
    await tx
      .insert(countries)
      .values(all.map(({ states: _states, ...country }) => country))
      .onConflictDoNothing();
    const states = all.flatMap((c) => c.states.map((s) => ({ ...s, countryCode: c.code })));
    for (let i = 0; i < states.length; i += 1000) {
      await tx
        .insert(countryStates)
        .values(states.slice(i, i + 1000))
        .onConflictDoNothing();
    }
    await tx
      .insert(settingsEntries)
      .values([
        { key: 'player.timeZone', value: seedTimeZones() },
        { key: 'player.limit', value: SEED_LIMIT_SETTINGS },
        { key: 'player.fields.registration', value: SEED_PLAYER_FIELDS.registration },
        { key: 'player.fields.profile', value: SEED_PLAYER_FIELDS.profile },
        { key: 'payment.methods', value: SEED_PAYMENT_METHODS },
      ])
      .onConflictDoNothing();
    await tx
      .insert(settingsEntries)
      .values({ key: VERSION_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: settingsEntries.key, set: { value: SEED_VERSION } });
  });
  return true;
}
