import { backofficeApi } from '@casino/contracts/api/backoffice';
import { queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { CSRF, type SignedIn, signIn } from '../../../test/factories/operators.ts';

const PREVIEW_TOKEN = 'preview-token-for-tests-0123456789abcdef';
const ENTRY = '/api/backoffice/content/entries/pages.questions/withdrawal-time/de';

/** Draft → preview → publish, Markdown preview, redirects (issue 14, docs/decisions/025). */
describe.each(TEST_DATABASES)('content workflow in the back office ($name)', (database) => {
  let t: TestApp;
  let editor: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp(database, { CONTENT_PREVIEW_TOKEN: PREVIEW_TOKEN });
    editor = await signIn(t.app, 'content');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: editor.cookie, ...CSRF },
      ...(payload ? { payload } : {}),
    });
  const summaryOnSite = async (preview?: string) =>
    (
      await t.app.inject({
        url: `/api/content/pages/questions/withdrawal-time?locale=de${preview ? `&preview=${preview}` : ''}`,
      })
    ).json().summary;

  it('lists every group and key with each locale’s status', async () => {
    const res = await call('GET', backofficeApi.getContentOverview.path);
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json();
    expect(overview.locales).toEqual(expect.arrayContaining(['en', 'de', 'es', 'pt-br']));
    const questions = overview.groups.find((g: { group: string }) => g.group === 'pages.questions');
    const item = questions.items.find((i: { key: string }) => i.key === 'withdrawal-time');
    expect(item.locales).toMatchObject({
      en: 'published',
      de: 'published',
      es: 'published',
      'pt-br': 'published',
    });
    // content/ also ships languages the site has yet to offer (issue 35), published alike
    expect(Object.values(item.locales).every((status) => status === 'published')).toBe(true);
  });

  it('saves a draft the preview link shows and the site does not, until it is published', async () => {
    const entry = (await call('GET', ENTRY)).json();
    const draft = { ...(entry.published as object), summary: 'Entwurf: sofort ausgezahlt.' };
    expect((await call('PUT', ENTRY, { data: draft })).statusCode).toBe(200);
    const version = t.app.content.cache.version;

    const link = await call('GET', `${ENTRY}/preview`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().url).toBe(`/de/questions/withdrawal-time?preview=${PREVIEW_TOKEN}`);
    expect(await summaryOnSite(PREVIEW_TOKEN)).toBe('Entwurf: sofort ausgezahlt.');
    expect(await summaryOnSite()).not.toBe('Entwurf: sofort ausgezahlt.');

    expect((await call('POST', `${ENTRY}/publish`)).statusCode).toBe(200);
    expect(await summaryOnSite()).toBe('Entwurf: sofort ausgezahlt.');
    // The guest page cache keys on this version: the next page request renders afresh.
    expect(t.app.content.cache.version).toBeGreaterThan(version);
    const audit = await queryRows<{ action: string }>(
      t.app.db,
      sql`select action from audit_log where target_id = 'pages.questions/withdrawal-time/de' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['content.save', 'content.publish']);
  });

  it('renders Markdown as the site does: raw HTML escaped, script links refused, site links localized', async () => {
    const res = await call('POST', backofficeApi.renderContentMarkdown.path, {
      markdown: '**Fett** <script>alert(1)</script> [x](javascript:alert(1)) [FAQ](/questions)',
      locale: 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { html } = res.json();
    expect(html).toContain('<strong>Fett</strong>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('href="/de/questions"');
  });

  it('creates a redirect the site answers, and deletes it (both audited)', async () => {
    const match = async (path: string) =>
      (await t.app.inject({ url: `/api/content/redirects/match?path=${path}` })).json().redirect;
    const rule = '/api/backoffice/content/entries/redirects/summer-sale/en';
    const bad = await call('PUT', rule, {
      data: { from: 'no-slash', to: '/games' },
      publish: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain('data.from');
    const saved = await call('PUT', rule, {
      data: { from: '/summer-sale', to: '/bonus/weekend-reload', status: 302 },
      publish: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await match('/de/summer-sale')).toEqual({ to: '/de/bonus/weekend-reload', status: 302 });
    expect((await call('DELETE', rule)).statusCode).toBe(200);
    expect(await match('/summer-sale')).toBeNull();
    expect((await call('DELETE', rule)).statusCode).toBe(404);
    const audit = await queryRows<{ action: string }>(
      t.app.db,
      sql`select action from audit_log where target_id = 'redirects/summer-sale/en' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['content.publish', 'content.delete']);
  });

  it('says previews are off when no preview token is set', async () => {
    const plain = await buildTestApp(database);
    try {
      const operator = await signIn(plain.app, 'admin');
      const res = await plain.app.inject({
        url: `${ENTRY}/preview`,
        headers: { cookie: operator.cookie },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toContain('CONTENT_PREVIEW_TOKEN');
    } finally {
      await plain.close();
    }
  });
});
