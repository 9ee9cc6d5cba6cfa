import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  bonusDefinitions,
  contentEntries,
  countries,
  countryStates,
  currencies,
  locales,
  settingsEntries,
} from '../schema/index.ts';
import { SEED_BONUS_DEFINITIONS } from './bonus.ts';
import { type ContentFileEntry, contentFilesHash, contentHash, readContentDir } from './content.ts';
import { seedCountries } from './countries.ts';
import { SEED_CURRENCIES } from './currencies.ts';
import { SEED_LOCALES } from './locales.ts';
import { SEED_PAYMENT_METHODS } from './payment.ts';
import { SEED_LIMIT_SETTINGS, SEED_PLAYER_FIELDS, seedTimeZones } from './settings.ts';

/** Bump when the seed adds rows, so existing databases receive them on next boot. */
export const SEED_VERSION = 6;
const VERSION_KEY = 'seed.version';
const CONTENT_KEY = 'seed.contentHash';

/**
 * Loads reference data and the content of content/. Idempotent: existing rows are left as
 * operators edited them, and a database already at SEED_VERSION with the same content is
 * skipped with one query. Content entries still as shipped (origin 'seed') are refreshed
 * when their file changes; entries an operator edited or deleted are never touched.
 *
 * Without `content`, "the same content" is the same bytes in content/ (`contentFilesHash`):
 * a boot on a seeded database reads the files but parses and checks none (a third of a second
 * of every start); they are parsed only when the seed runs.
 */
export async function seed(
  db: Db,
  { force = false, content }: { force?: boolean; content?: ContentFileEntry[] } = {},
): Promise<boolean> {
  const hash = content ? contentHash(content) : contentFilesHash();
  const markers = await db
    .select({ key: settingsEntries.key, value: settingsEntries.value })
    .from(settingsEntries)
    .where(inArray(settingsEntries.key, [VERSION_KEY, CONTENT_KEY]));
  const marker = (key: string) => markers.find((m) => m.key === key)?.value;
  if (!force && marker(VERSION_KEY) === SEED_VERSION && marker(CONTENT_KEY) === hash) return false;

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
    await seedContent(tx, content ?? readContentDir());
    await tx.insert(bonusDefinitions).values(SEED_BONUS_DEFINITIONS).onConflictDoNothing();
    for (const [key, value] of [
      [VERSION_KEY, SEED_VERSION],
      [CONTENT_KEY, hash],
    ] as const) {
      await tx
        .insert(settingsEntries)
        .values({ key, value })
        .onConflictDoUpdate({ target: settingsEntries.key, set: { value } });
    }
  });
  return true;
}

/**
 * Inserts missing content entries as published, and refreshes those still as shipped
 * (origin 'seed') whose data changed. Rows an operator touched (origin 'operator', including
 * soft-deleted ones) keep their data.
 */
export async function seedContent(db: Db, content: ContentFileEntry[]): Promise<void> {
  const rows = content.map(({ group, key, locale, data }) => ({
    group,
    key,
    locale,
    published: data,
    publishedAt: sql`now()`,
    origin: 'seed' as const,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(contentEntries)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({
        target: [contentEntries.group, contentEntries.key, contentEntries.locale],
        set: {
          published: sql`excluded.published`,
          publishedAt: sql`now()`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${contentEntries.origin} = 'seed' and ${contentEntries.published} is distinct from excluded.published`,
      });
  }
}
