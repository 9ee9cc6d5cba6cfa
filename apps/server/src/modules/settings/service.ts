import {
  ACCOUNT_STATUS,
  BET_STATUS,
  BONUS_CODE_STATUS,
  BONUS_CODE_TRIGGER,
  type Constants,
  type Country,
  type Currency,
  DOCUMENT_STATUS,
  INVOICE_STATUS,
  INVOICE_TYPE,
  LIMIT_DEFINITION,
  LIMIT_PERIODS,
  LIMIT_STATUS,
  type Locale,
  PLAYER_BONUS_RESULT,
  PLAYER_BONUS_STATUS,
  PLAYER_FREESPIN_RESULT,
  PLAYER_FREESPIN_STATUS,
  PLAYER_STATUS,
} from '@casino/contracts';
import type { Db } from '@casino/db';
import type { SecretStore } from '../../shared/lazy-secret.ts';
import * as repo from './repository.ts';

export async function listCurrencies(db: Db, onlyVisible = false): Promise<Currency[]> {
  const rows = await repo.findEnabledCurrencies(db, { onlyVisible });
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    type: row.type,
    symbol: row.symbol,
    subunitToUnit: row.subunitToUnit,
    subCurrencies: row.subCurrencies,
    rate: { rate: Number(row.rate), updatedAt: row.rateUpdatedAt.toISOString() },
    isEnabled: row.isEnabled,
    isBase: row.isBase,
    isVisible: row.isVisible,
    sortOrder: row.sortOrder,
  }));
}

/**
 * Every currency's rate to the base currency and minor units per major unit, enabled or not
 * (money already held in a currency switched off still needs converting).
 */
export async function listCurrencyUnits(db: Db) {
  const rows = await repo.findCurrencyUnits(db);
  return rows.map((row) => ({ ...row, rate: Number(row.rate) }));
}

/** Whether `code` is a currency of the platform (enabled or not). */
export async function currencyExists(db: Db, code: string): Promise<boolean> {
  return (await repo.findCurrencyUnits(db)).some((c) => c.code === code);
}

export async function listLocales(db: Db, { onlyEnabled = true } = {}): Promise<Locale[]> {
  const rows = await repo.findLocales(db);
  return rows
    .filter((row) => !onlyEnabled || row.isEnabled)
    .map(({ code, name, nativeName, isDefault, isEnabled }) => ({
      code,
      name,
      nativeName,
      isDefault,
      isEnabled,
    }));
}

const displayNames = new Map<string, Intl.DisplayNames>();
function countryName(code: string, fallback: string, locale: string | undefined) {
  if (!locale || locale === 'en') return fallback;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? fallback;
}

/** All enabled countries, names in `locale` (Intl), with their states when asked. */
export async function listCountries(
  db: Db,
  { withStates = false, locale }: { withStates?: boolean; locale?: string } = {},
): Promise<Country[]> {
  const rows = await repo.findEnabledCountries(db);
  const collator = new Intl.Collator(locale ?? 'en');
  const items: Country[] = rows.map((row) => ({
    code: row.code,
    name: countryName(row.code, row.name, locale),
    locale: row.locale,
  }));
  items.sort((a, b) => collator.compare(a.name, b.name));
  if (!withStates) return items;
  const states = await repo.findStates(
    db,
    items.map((c) => c.code),
  );
  const byCountry = Map.groupBy(states, (s) => s.countryCode);
  return items.map((c) => ({
    ...c,
    states: (byCountry.get(c.code) ?? []).map(({ code, name }) => ({ code, name })),
  }));
}

type LimitSettings = Constants['player']['limit'];

/** '(UTC+01:00) Europe/Berlin', with the offset in force today (it moves with daylight saving). */
const labelCache = new Map<string, string>();
let labelCacheHour = -1;

function timeZoneLabel(id: string, now = new Date()): string {
  // Offsets change at most hourly; labelling ~430 zones costs tens of ms, so keep them an hour.
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (hour !== labelCacheHour) {
    labelCache.clear();
    labelCacheHour = hour;
  }
  const cached = labelCache.get(id);
  if (cached) return cached;
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const label = `(${offset === 'GMT' ? 'UTC+00:00' : offset.replace('GMT', 'UTC')}) ${id.replaceAll('_', ' ')}`;
  labelCache.set(id, label);
  return label;
}

/** Status maps from the contracts plus operator-tuned groups from the database. */
export async function getConstants(db: Db): Promise<Constants> {
  const entries = await repo.findSettingsEntries(db, ['player.timeZone', 'player.limit']);
  const limit = (entries.get('player.limit') ?? {}) as Partial<LimitSettings>;
  return {
    player: {
      timeZone: ((entries.get('player.timeZone') ?? []) as string[]).map((id) => ({
        id,
        name: timeZoneLabel(id),
      })),
      playerStatuses: PLAYER_STATUS,
      document: { status: DOCUMENT_STATUS },
      limit: {
        definitions: LIMIT_DEFINITION,
        statuses: LIMIT_STATUS,
        periods: [...LIMIT_PERIODS],
        cashPeriods: limit.cashPeriods ?? [],
        coolingOffPeriods: limit.coolingOffPeriods ?? [],
        selfExclusionPeriods: limit.selfExclusionPeriods ?? [],
      },
    },
    wallet: { accountStatuses: ACCOUNT_STATUS },
    payment: { invoiceStatuses: INVOICE_STATUS, invoiceTypes: INVOICE_TYPE },
    game: {
      bet: { status: BET_STATUS },
      playerBonus: { status: PLAYER_BONUS_STATUS, result: PLAYER_BONUS_RESULT },
      playerFreespin: { status: PLAYER_FREESPIN_STATUS, result: PLAYER_FREESPIN_RESULT },
      bonusCode: { status: BONUS_CODE_STATUS, trigger: BONUS_CODE_TRIGGER },
    },
  };
}

/** An enabled country with this ISO code exists. */
export async function isCountryAvailable(db: Db, code: string): Promise<boolean> {
  return (await repo.findEnabledCountry(db, code)) !== null;
}

/** One operator-tunable settings entry, or undefined when absent. */
export async function getSetting<T>(db: Db, key: string): Promise<T | undefined> {
  return (await repo.findSettingsEntries(db, [key])).get(key) as T | undefined;
}

/**
 * The entry under `key`, created with `make()` when absent. Concurrent first boots agree on
 * one value because the insert does nothing when another instance was first.
 */
export async function getOrCreateSetting<T>(db: Db, key: string, make: () => T): Promise<T> {
  const existing = await getSetting<T>(db, key);
  if (existing !== undefined) return existing;
  return (await repo.insertSettingsEntryIfAbsent(db, key, make())) as T;
}

/** Stores `value` under `key` (replacing it). */
export async function setSetting(db: Db, key: string, value: unknown, now = new Date()) {
  await repo.upsertSettingsEntry(db, key, value, now);
}

/** Generated secrets kept in the settings, shared by every instance (shared/lazy-secret.ts). */
export const settingsSecretStore =
  (db: Db): SecretStore =>
  (key, make) =>
    getOrCreateSetting(db, key, make);

// The restricted countries in force, edited on the back office's settings screen (ADR 024).
export {
  createRestrictedCountries,
  RESTRICTED_COUNTRIES_KEY,
  type RestrictedCountries,
} from './restricted-countries.ts';
