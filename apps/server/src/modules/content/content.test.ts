import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApiOn,
  buildTestApp,
  type TestApp,
  type TestServer,
} from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { listSitemapPaths } from './operations/list-sitemap-paths.ts';

const KEY = 'test-operator-key-0123456789';
const PREVIEW = 'preview-token-0123456789';
const operator = { 'x-operator-key': KEY };

describe.each(TEST_DATABASES)('content store on $name', (db) => {
  let t: TestApp;
  let app: TestServer;
  beforeAll(async () => {
    t = await buildTestApp(db, { CONTENT_PREVIEW_TOKEN: PREVIEW });
    app = t.app;
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const save = (path: string, data: unknown, publish = false) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/content/entries/${path}`,
      headers: operator,
      payload: { data, publish },
    });
  const post = (path: string) =>
    app.inject({ method: 'POST', url: `/api/admin/content/entries/${path}`, headers: operator });

  it('serves the seeded pages in each language', async () => {
    const de = await get('/api/content/pages/static/terms?locale=de');
    expect(de.statusCode).toBe(200);
    expect(de.json()).toMatchObject({ locale: 'de', identity: 'terms', isDraft: false });
    expect(de.json().title).toMatch(/Geschäftsbedingungen/);
    // site links in the Markdown get the page's locale prefix
    expect(de.json().html).toContain('href="/de/static/contact"');

    const questions = await get('/api/content/pages/questions?locale=pt-br');
    expect(questions.json().items.length).toBeGreaterThanOrEqual(8);
    expect(questions.json().items.every((q: { locale: string }) => q.locale === 'pt-br')).toBe(
      true,
    );
  });

  it('falls back to the default locale, per entry, for what a locale lacks', async () => {
    const created = await save(
      'pages.static/only-english/en',
      {
        title: 'Only in English',
        body: 'Hello **world** <script>alert(1)</script>',
      },
      true,
    );
    expect(created.statusCode).toBe(200);

    const page = await get('/api/content/pages/static/only-english?locale=es');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ locale: 'en', title: 'Only in English' });
    expect(page.json().html).toContain('<strong>world</strong>');
    expect(page.json().html).not.toContain('<script>');

    await save('alerts/test.fallback/en', { text: 'English alert' }, true);
    const group = await get('/api/content/groups/alerts?locale=de');
    expect(group.json().items['test.fallback']).toEqual({
      locale: 'en',
      data: { text: 'English alert' },
    });
    expect(group.json().items['global.somethingWrong'].locale).toBe('de');

    const missing = await get('/api/content/pages/static/no-such-page?locale=de');
    expect(missing.statusCode).toBe(404);
  });

  it('hides drafts without the preview token and shows them with it', async () => {
    const draft = await save('pages.questions/draft-question/de', {
      title: 'Entwurf',
      body: 'Noch geheim',
    });
    expect(draft.json()).toMatchObject({ status: 'draft', published: null, origin: 'operator' });

    expect((await get('/api/content/pages/questions/draft-question?locale=de')).statusCode).toBe(
      404,
    );
    const list = await get('/api/content/pages/questions?locale=de');
    expect(list.json().items.map((i: { identity: string }) => i.identity)).not.toContain(
      'draft-question',
    );

    const preview = await get(
      `/api/content/pages/questions/draft-question?locale=de&preview=${PREVIEW}`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ title: 'Entwurf', isDraft: true });
    expect(preview.headers['cache-control']).toBe('private, no-store');

    const wrong = await get('/api/content/pages/questions/draft-question?locale=de&preview=nope');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_preview_token');

    // a draft of a published page: the site keeps the published text until publish
    await save('pages.static/terms/de', { title: 'Neue AGB', body: 'Neu' });
    expect((await get('/api/content/pages/static/terms?locale=de')).json().title).not.toBe(
      'Neue AGB',
    );
    expect(
      (await get(`/api/content/pages/static/terms?locale=de&preview=${PREVIEW}`)).json().title,
    ).toBe('Neue AGB');
    const published = await post('pages.static/terms/de/publish');
    expect(published.json()).toMatchObject({ status: 'published', draft: null });
    // publishing clears the cache at once
    expect((await get('/api/content/pages/static/terms?locale=de')).json().title).toBe('Neue AGB');
  });

  it('answers with an ETag and 304 for a matching If-None-Match', async () => {
    const first = await get('/api/content/groups?locale=es');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/public, max-age=60/);
    expect(Object.keys(first.json().groups).sort()).toEqual([
      'alerts',
      'fields-settings',
      'global-components',
      'layout',
      'modals',
    ]);
    const etag = String(first.headers.etag);
    const again = await get('/api/content/groups?locale=es', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await save('modals/register/es', { title: 'Nuevo título' }, true);
    const changed = await get('/api/content/groups?locale=es', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().groups.modals.register.data.title).toBe('Nuevo título');
  });

  it('unpublishes (another locale shows through) and deletes entries', async () => {
    await save('pages.questions/short-lived/en', { title: 'EN version' }, true);
    await save('pages.questions/short-lived/de', { title: 'DE Version' }, true);
    expect((await get('/api/content/pages/questions/short-lived?locale=de')).json().title).toBe(
      'DE Version',
    );

    const off = await post('pages.questions/short-lived/de/unpublish');
    expect(off.json()).toMatchObject({ status: 'draft', draft: { title: 'DE Version' } });
    expect((await get('/api/content/pages/questions/short-lived?locale=de')).json().title).toBe(
      'EN version',
    );
    expect((await post('pages.questions/short-lived/de/unpublish')).statusCode).toBe(409);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/admin/content/entries/pages.questions/short-lived/en',
      headers: operator,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get('/api/content/pages/questions/short-lived?locale=en')).statusCode).toBe(404);
    expect(
      (await get('/api/admin/content/entries/pages.questions/short-lived/en', operator)).statusCode,
    ).toBe(404);
  });

  it('refuses operator calls without the key, and bad entries naming the field', async () => {
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/admin/content/entries/alerts/x/en',
      payload: { data: { text: 'x' } },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await get('/api/admin/content/entries', { 'x-operator-key': 'wrong-key-0123456789' }))
        .statusCode,
    ).toBe(401);

    const bad = await save('redirects/bad/en', { from: 'no-slash', to: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['data.from', 'data.to']);
    const badPage = await save('pages.static/bad/en', { body: 'no title' });
    expect(badPage.json().error.fields).toHaveProperty('data.title');
    const badGroup = await save('nope/x/en', { text: 'x' });
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().error.fields).toHaveProperty('group');

    const list = await get('/api/admin/content/entries?group=alerts&locale=de&perPage=5', operator);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, perPage: 5 });
    expect(list.json().total).toBeGreaterThanOrEqual(15);
    expect(list.json().items).toHaveLength(5);
  });

  it('matches redirect rules in every locale, and a locale may override one', async () => {
    const match = async (path: string) =>
      (await get(`/api/content/redirects/match?path=${encodeURIComponent(path)}`)).json().redirect;
    expect(await match('/faq')).toEqual({ to: '/questions', status: 301 });
    expect(await match('/de/faq/')).toEqual({ to: '/de/questions', status: 301 });
    expect(await match('/questions')).toBeNull();

    await save(
      'redirects/old-promo/en',
      { from: '/old-promo', to: '/bonus/weekend-reload', status: 302 },
      true,
    );
    await save(
      'redirects/old-promo/pt-br',
      { from: '/old-promo', to: 'https://example.com/promo' },
      true,
    );
    expect(await match('/old-promo')).toEqual({ to: '/bonus/weekend-reload', status: 302 });
    expect(await match('/es/old-promo')).toEqual({ to: '/es/bonus/weekend-reload', status: 302 });
    expect(await match('/pt-br/old-promo')).toEqual({
      to: 'https://example.com/promo',
      status: 301,
    });
  });

  it('lists content pages in the sitemap source', async () => {
    const paths = await listSitemapPaths(app.content);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/static/terms',
        '/questions/withdrawal-time',
        '/bonus/weekend-reload',
      ]),
    );
    expect(paths).not.toContain('/bonus/welcome-package');
  });

  it('keeps previews off when no token is configured', async () => {
    const closed = await buildApiOn(t.database.db, { CONTENT_PREVIEW_TOKEN: undefined });
    try {
      const res = await closed.inject({ url: '/api/content/pages/static/terms?preview=anything' });
      expect(res.statusCode).toBe(401);
    } finally {
      await closed.close();
    }
  });
});
