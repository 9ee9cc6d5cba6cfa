import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_LOCALES } from '@casino/contracts/locale';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestDatabase } from '../../../../apps/server/test/databases.ts';
import type { Db } from '../client.ts';
import {
  contentEntries,
  countries,
  countryStates,
  currencies,
  locales,
  settingsEntries,
} from '../schema/index.ts';
import { CONTENT_DIR, contentFilesHash, readContentDir } from './content.ts';
import { SEED_VERSION, seed } from './index.ts';

type Opened = Awaited<ReturnType<TestDatabase['open']>>;

const TABLES = { currencies, locales, countries, countryStates, settingsEntries, contentEntries };
type RowCounts = Record<keyof typeof TABLES, number>;

async function rowCounts(db: Db): Promise<RowCounts> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? -1] as const;
    }),
  );
  return Object.fromEntries(entries) as RowCounts;
}

async function eurRate(db: Db) {
  const [row] = await db
    .select({ rate: currencies.rate })
    .from(currencies)
    .where(eq(currencies.code, 'EUR'));
  return Number(row?.rate);
}

describe.each(TEST_DATABASES)('seed on $name', (testDb) => {
  let database: Opened;
  let db: Db;
  let seeded: RowCounts;
  beforeAll(async () => {
    // open() migrates and runs the first seed, as the server does on boot
    database = await testDb.open();
    db = database.db;
    seeded = await rowCounts(db);
  });
  afterAll(() => database?.dispose());

  it('loads the reference data', () => {
    expect(seeded.currencies).toBeGreaterThanOrEqual(8);
    expect(seeded.locales).toBeGreaterThanOrEqual(5);
    expect(seeded.countries).toBeGreaterThanOrEqual(249);
    expect(seeded.countryStates).toBeGreaterThan(1000);
    expect(seeded.settingsEntries).toBeGreaterThanOrEqual(3);
  });

  it('records the seed version', async () => {
    const [row] = await db
      .select({ value: settingsEntries.value })
      .from(settingsEntries)
      .where(eq(settingsEntries.key, 'seed.version'));
    expect(row?.value).toBe(SEED_VERSION);
  });

  it('skips a database already at the seed version and changes no rows', async () => {
    expect(await seed(db)).toBe(false);
    expect(await rowCounts(db)).toEqual(seeded);
  });

  it('re-runs on force without duplicating rows and keeps operator edits', async () => {
    await db.update(currencies).set({ rate: '2' }).where(eq(currencies.code, 'EUR'));
    await db.update(locales).set({ isEnabled: false }).where(eq(locales.code, 'fr'));
    await db
      .update(settingsEntries)
      .set({ value: { cashPeriods: [], coolingOffPeriods: [], selfExclusionPeriods: [] } })
      .where(eq(settingsEntries.key, 'player.limit'));

    expect(await seed(db, { force: true })).toBe(true);

    expect(await rowCounts(db)).toEqual(seeded);
    expect(await eurRate(db)).toBe(2);
    const [fr] = await db.select().from(locales).where(eq(locales.code, 'fr'));
    expect(fr?.isEnabled).toBe(false);
    const [limit] = await db
      .select({ value: settingsEntries.value })
      .from(settingsEntries)
      .where(eq(settingsEntries.key, 'player.limit'));
    expect(limit?.value).toEqual({
      cashPeriods: [],
      coolingOffPeriods: [],
      selfExclusionPeriods: [],
    });
  });

  it('restores a deleted reference row on force', async () => {
    await db.delete(currencies).where(eq(currencies.code, 'CAD'));
    expect((await rowCounts(db)).currencies).toBe(seeded.currencies - 1);
    // without force the version marker says "done", so nothing comes back
    expect(await seed(db)).toBe(false);
    expect((await rowCounts(db)).currencies).toBe(seeded.currencies - 1);
    expect(await seed(db, { force: true })).toBe(true);
    expect(await rowCounts(db)).toEqual(seeded);
  });

  it('seeds a database whose version marker is older', async () => {
    await db
      .update(settingsEntries)
      .set({ value: SEED_VERSION - 1 })
      .where(eq(settingsEntries.key, 'seed.version'));
    await db.delete(locales).where(eq(locales.code, 'es'));
    expect(await seed(db)).toBe(true);
    expect(await rowCounts(db)).toEqual(seeded);
    expect(await seed(db)).toBe(false);
  });

  it('ships every content entry in every site language', async () => {
    const rows = await db
      .select({
        group: contentEntries.group,
        key: contentEntries.key,
        locale: contentEntries.locale,
      })
      .from(contentEntries);
    const keysOf = (locale: string) =>
      rows
        .filter((r) => r.locale === locale && r.group !== 'redirects')
        .map((r) => `${r.group}/${r.key}`)
        .sort();
    expect(keysOf('en').length).toBeGreaterThan(60);
    for (const { code } of SITE_LOCALES) expect(keysOf(code), code).toEqual(keysOf('en'));
    const faq = rows.filter((r) => r.group === 'pages.questions' && r.locale === 'en');
    expect(faq.length).toBeGreaterThanOrEqual(8);
  });

  it('refreshes untouched content from changed files but never an operator edit', async () => {
    const where = (key: string) =>
      and(
        eq(contentEntries.group, 'pages.static'),
        eq(contentEntries.key, key),
        eq(contentEntries.locale, 'en'),
      );
    await db
      .update(contentEntries)
      .set({ published: { title: 'Edited by an operator', body: '' }, origin: 'operator' })
      .where(where('privacy'));
    const files = readContentDir().map((entry) =>
      entry.group === 'pages.static' &&
      entry.locale === 'en' &&
      ['terms', 'privacy'].includes(entry.key)
        ? { ...entry, data: { title: `Shipped ${entry.key} v2`, body: '' } }
        : entry,
    );
    // the content changed, so the seed runs without force
    expect(await seed(db, { content: files })).toBe(true);
    const title = async (key: string) => {
      const [row] = await db.select().from(contentEntries).where(where(key));
      return (row?.published as { title?: string } | undefined)?.title;
    };
    expect(await title('terms')).toBe('Shipped terms v2');
    expect(await title('privacy')).toBe('Edited by an operator');
    expect(await seed(db, { content: files })).toBe(false);
  });
});

describe('content check at boot', () => {
  it('sees a changed byte, a new file and a renamed file of content/ without parsing it', () => {
    const dir = `${mkdtempSync(join(tmpdir(), 'casino-content-'))}/`;
    try {
      cpSync(CONTENT_DIR, dir, { recursive: true });
      const shipped = contentFilesHash(dir);
      expect(contentFilesHash(dir)).toBe(shipped);
      expect(contentFilesHash(CONTENT_DIR)).toBe(shipped);
      const page = join(dir, 'en/pages/static/terms.md');
      const text = readFileSync(page, 'utf8');
      writeFileSync(page, `${text} `);
      expect(contentFilesHash(dir)).not.toBe(shipped);
      writeFileSync(page, text);
      expect(contentFilesHash(dir)).toBe(shipped);
      renameSync(page, join(dir, 'en/pages/static/terms2.md'));
      expect(contentFilesHash(dir)).not.toBe(shipped);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
