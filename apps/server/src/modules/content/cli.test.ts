import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSeededPglite } from '../../../test/pglite-template.ts';
import { ContentCliError, contentCommand } from './cli.ts';
import { createContentContext } from './context.ts';
import { unwrap } from './failures.ts';
import { getPage } from './operations/get-page.ts';

/** `cli.ts content ...` as an operator runs it (in-process on a seeded database). */
describe('content CLI', () => {
  let database: Database;
  let dir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openSeededPglite();
    dir = mkdtempSync(join(tmpdir(), 'casino-content-cli-'));
    vi.spyOn(console, 'log').mockImplementation((line: string) => {
      lines.push(line);
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
    await database?.close();
  });
  const page = async (identity: string, locale: string) =>
    unwrap(
      await getPage(createContentContext({ db: database.db, previewToken: null, cacheTtlMs: 0 }), {
        type: 'static',
        identity,
        locale,
      }),
    );

  it('saves a draft from a Markdown file, publishes it, and lists it', async () => {
    const file = join(dir, 'bonus-rules.md');
    writeFileSync(file, '---\ntitle: Bonusregeln\ndescription: Kurz\n---\n## Regeln\n\nText.');
    await contentCommand(database.db, ['put', 'pages.static', 'bonus-rules', 'de', file]);
    expect(lines.at(-1)).toBe('saved pages.static/bonus-rules/de (draft)');
    await expect(page('bonus-rules', 'de')).rejects.toMatchObject({ statusCode: 404 });

    await contentCommand(database.db, ['publish', 'pages.static', 'bonus-rules', 'de']);
    const { value } = await page('bonus-rules', 'de');
    expect(value).toMatchObject({ title: 'Bonusregeln', locale: 'de' });
    expect(value.html).toContain('<h2>Regeln</h2>');

    await contentCommand(database.db, ['list', 'pages.static', 'de']);
    expect(lines).toContain('pages.static\tbonus-rules\tde\tpublished\toperator');
  });

  it('refuses bad input with the reason', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ text: '' }));
    await expect(contentCommand(database.db, ['put', 'alerts', 'x', 'en', file])).rejects.toThrow(
      /data\.text/,
    );
    await expect(
      contentCommand(database.db, ['publish', 'nope', 'x', 'en']),
    ).rejects.toBeInstanceOf(ContentCliError);
  });

  it('import --overwrite brings back shipped content an operator changed', async () => {
    const file = join(dir, 'terms.md');
    writeFileSync(file, '---\ntitle: Changed terms\n---\nBody');
    await contentCommand(database.db, ['put', 'pages.static', 'terms', 'en', file, '--publish']);
    expect((await page('terms', 'en')).value.title).toBe('Changed terms');
    await contentCommand(database.db, ['import']);
    expect((await page('terms', 'en')).value.title).toBe('Changed terms');
    await contentCommand(database.db, ['import', '--overwrite']);
    expect((await page('terms', 'en')).value.title).toBe('Terms and conditions');
  });
});
