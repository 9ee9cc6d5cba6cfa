import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: ['fiat', 'crypto'] }).notNull(),
  symbol: text('symbol').notNull(),
  subunitToUnit: bigint('subunit_to_unit', { mode: 'number' }).notNull(),
  subCurrencies: jsonb('sub_currencies')
    .$type<{ code: string; subunitToUnit: number }[]>()
    .notNull()
    .default([]),
  /** Units of the base currency that one unit of this currency is worth. */
  rate: numeric('rate', { precision: 30, scale: 12 }).notNull(),
  rateUpdatedAt: timestamp('rate_updated_at', { withTimezone: true }).notNull().defaultNow(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  isBase: boolean('is_base').notNull().default(false),
  isVisible: boolean('is_visible').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Each currency's rate to the base currency and minor units per major unit: a read-only view
 * other modules' SQL may join (the limits' windows convert with it; docs/decisions/036).
 */
export const currencyRates = pgView('currency_rates', {
  code: text('code').notNull(),
  rate: numeric('rate', { precision: 30, scale: 12 }).notNull(),
  subunitToUnit: bigint('subunit_to_unit', { mode: 'number' }).notNull(),
  isBase: boolean('is_base').notNull(),
}).as(sql`select code, rate, subunit_to_unit, is_base from currencies`);

export const locales = pgTable('locales', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  locale: text('locale').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

export const countryStates = pgTable(
  'country_states',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
);

/** Operator-tunable settings groups (limit periods, time zones), keyed by dotted name. */
export const settingsEntries = pgTable('settings_entries', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each SITE_MODE the database has been booted in (server start): a live boot refuses a
 * database that ever ran in sandbox (docs/decisions/015).
 */
export const siteBoots = pgTable('site_boots', {
  mode: text('mode', { enum: ['sandbox', 'live'] }).primaryKey(),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  boots: integer('boots').notNull().default(1),
});
