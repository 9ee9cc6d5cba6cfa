import {
  countries,
  countryStates,
  currencies,
  type Db,
  locales,
  settingsEntries,
} from '@casino/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

export function findEnabledCurrencies(db: Db, { onlyVisible }: { onlyVisible: boolean }) {
  const where = onlyVisible
    ? and(eq(currencies.isEnabled, true), eq(currencies.isVisible, true))
    : eq(currencies.isEnabled, true);
  return db
    .select()
    .from(currencies)
    .where(where)
    .orderBy(asc(currencies.sortOrder), asc(currencies.code));
}

export function findCurrencyUnits(db: Db) {
  return db
    .select({
      code: currencies.code,
      rate: currencies.rate,
      subunitToUnit: currencies.subunitToUnit,
      isBase: currencies.isBase,
    })
    .from(currencies);
}

export function findLocales(db: Db) {
  return db.select().from(locales).orderBy(asc(locales.sortOrder), asc(locales.code));
}

export function findEnabledCountries(db: Db) {
  return db
    .select()
    .from(countries)
    .where(eq(countries.isEnabled, true))
    .orderBy(asc(countries.code));
}

export function findStates(db: Db, countryCodes: string[]) {
  return db
    .select()
    .from(countryStates)
    .where(inArray(countryStates.countryCode, countryCodes))
    .orderBy(asc(countryStates.countryCode), asc(countryStates.name));
}

export async function findSettingsEntries(db: Db, keys: string[]) {
  const rows = await db.select().from(settingsEntries).where(inArray(settingsEntries.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function findEnabledCountry(db: Db, code: string) {
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(and(eq(countries.code, code), eq(countries.isEnabled, true)));
  return row ?? null;
}

/** Inserts unless the key exists; returns the stored value either way (first writer wins). */
export async function insertSettingsEntryIfAbsent(db: Db, key: string, value: unknown) {
  await db.insert(settingsEntries).values({ key, value }).onConflictDoNothing();
  const [row] = await db
    .select({ value: settingsEntries.value })
    .from(settingsEntries)
    .where(eq(settingsEntries.key, key));
  return row?.value;
}

/** Inserts or replaces the value under `key`. */
export async function upsertSettingsEntry(db: Db, key: string, value: unknown, now: Date) {
  await db
    .insert(settingsEntries)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settingsEntries.key, set: { value, updatedAt: now } });
}
