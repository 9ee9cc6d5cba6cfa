import * as siteApi from '@casino/contracts/api';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedSite, serveBuiltSite } from './support/served.ts';
import { DESKTOP, hasChromium, launchBrowser, PHONE } from './support/site.ts';

/**
 * One process under test (issue 28): the server started the way `npm run serve` starts it, the
 * built site loaded beside the API in the same process, sandbox defaults, a fresh embedded
 * database. What ships is what this file checks: every page route of the spec, the API's
 * OpenAPI document and its docs page, the back office, the web manifest and the sitemap.
 */

type Endpoint = { method: string; path: string };

/** Every call declared in packages/contracts/src/api/* (site groups and the back office). */
const contractEndpoints: Array<{ name: string; endpoint: Endpoint }> = [
  ...Object.entries(siteApi as unknown as Record<string, Record<string, Endpoint>>),
  ['backofficeApi', backofficeApi as unknown as Record<string, Endpoint>] as const,
].flatMap(([group, members]) =>
  Object.entries(members).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })),
);

/** `/api/wallet/accounts/:id/switch` → `/api/wallet/accounts/{id}/switch` (OpenAPI's form). */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** The first `<h1>` of the page as a reader sees it (tags stripped), or '' when there is none. */
const headingOf = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
const langOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

interface PageCase {
  /** The path without locale prefix. */
  path: string;
  status: number;
  /** For a redirect: where to, without locale prefix. */
  location?: string;
  /** Exists behind a locale prefix too (everything but /verify and /reset-password). */
  prefixed?: boolean;
}

describe('the served site (npm run serve: one process, built site, fresh database)', () => {
  let site: ServedSite;
  let pages: PageCase[] = [];

  beforeAll(async () => {
    site = await serveBuiltSite();
    // Real identities from the running site: the first content pages its sitemap lists, one game.
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const firstOf = (prefix: string) => {
      const match = new RegExp(`<loc>${site.url}/${prefix}/([a-z0-9-]+)</loc>`).exec(sitemap);
      expect(match, `the sitemap lists a /${prefix}/ page`).not.toBeNull();
      return match![1];
    };
    const games = await fetch(`${site.url}${siteApi.gameApi.listGames.path}?limit=1`);
    const game = ((await games.json()) as { items: Array<{ identity: string }> }).items[0];
    expect(game, 'the seeded catalog has a game').toBeDefined();

    const profile = ['info', 'wallet', 'payments', 'bonuses', 'history', 'limits', 'verification'];
    const tabs = ['transactions', 'bets', 'bonuses', 'sessions', 'spins'];
    pages = [
      { path: '/', status: 200 },
      { path: '/main', status: 302, location: '/' },
      { path: '/games', status: 200 },
      { path: `/games/${game!.identity}`, status: 200 },
      { path: '/providers', status: 200 },
      { path: '/favorites', status: 200 },
      { path: '/recently-played', status: 200 },
      { path: '/welcome-package', status: 200 },
      { path: `/bonus/${firstOf('bonus')}`, status: 200 },
      { path: '/bonus/no-such-offer', status: 404 },
      { path: '/sbt-token', status: 200 },
      { path: `/static/${firstOf('static')}`, status: 200 },
      { path: '/static/no-such-page', status: 404 },
      { path: '/questions', status: 200 },
      { path: `/questions/${firstOf('questions')}`, status: 200 },
      { path: '/profile', status: 302, location: '/profile/info' },
      ...profile.map((screen) => ({ path: `/profile/${screen}`, status: 200 })),
      ...tabs.map((tab) => ({ path: `/profile/history/${tab}`, status: 200 })),
      { path: '/profile/history/no-such-tab', status: 404 },
      { path: '/betting', status: 200 },
      // Not in maintenance: the notice sends visitors home.
      { path: '/maintenance', status: 302, location: '/' },
      { path: '/auth/callback?code=c&state=s', status: 200 },
      { path: '/auth/autologin?state=s', status: 200 },
      { path: '/verify/some-code', status: 200, prefixed: false },
      { path: '/reset-password/some-code', status: 200, prefixed: false },
      { path: '/no-such-page', status: 404 },
    ].map((page) => ({ prefixed: true, ...page }));
  });

  afterAll(async () => {
    await site?.close();
  });

  it('answers every page route of the spec with its status and a heading, in English', async () => {
    for (const { path, status, location } of pages) {
      const res = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      expect(res.status, `GET ${path}`).toBe(status);
      if (location) {
        expect(new URL(res.headers.get('location')!, site.url).pathname, path).toBe(location);
        continue;
      }
      const html = await res.text();
      expect(langOf(html), path).toBe('en');
      expect(headingOf(html), `the heading of ${path}`).not.toBe('');
      if (status === 404) expect(html, path).toContain(`Page Not Found: ${path}`);
    }
  });

  it('answers every page route behind a locale prefix, in that language', async () => {
    const german = new Map<string, string>();
    for (const { path, status, location, prefixed } of pages) {
      if (!prefixed) continue;
      const localized = path === '/' ? '/de' : `/de${path}`;
      const res = await fetch(`${site.url}${localized}`, { redirect: 'manual' });
      expect(res.status, `GET ${localized}`).toBe(status);
      if (location) {
        const to = location === '/' ? '/de' : `/de${location}`;
        expect(new URL(res.headers.get('location')!, site.url).pathname, localized).toBe(to);
        continue;
      }
      const html = await res.text();
      expect(langOf(html), localized).toBe('de');
      expect(headingOf(html), `the heading of ${localized}`).not.toBe('');
      german.set(path, headingOf(html));
    }
    // The German pages are German: the lobby's heading is not the English one.
    const lobby = await (await fetch(`${site.url}/games`)).text();
    expect(german.get('/games')).not.toBe(headingOf(lobby));
  });

  it('sends /en/… to the bare URL and an unknown prefix to the not-found page', async () => {
    const en = await fetch(`${site.url}/en/games`, { redirect: 'manual' });
    expect(en.status).toBe(301);
    expect(new URL(en.headers.get('location')!, site.url).pathname).toBe('/games');
    const unknown = await fetch(`${site.url}/xx/games`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page Not Found: /xx/games');
  });

  it('serves a valid OpenAPI 3.1 document with every contract endpoint', async () => {
    const res = await fetch(`${site.url}/api/openapi.json`);
    expect(res.status, 'GET /api/openapi.json').toBe(200);
    const document = (await res.json()) as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
      components?: { schemas?: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();

    expect(contractEndpoints.length).toBeGreaterThan(100);
    const missing = contractEndpoints
      .filter(
        ({ endpoint }) =>
          !document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()],
      )
      .map(({ name, endpoint }) => `${name}: ${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);

    // Every operation answers something, and every reference points at a schema of the document.
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).not.toEqual([]);
      }
    }
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    const dangling = [...new Set(refs)].filter((ref) => {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
      return !name || !document.components?.schemas?.[decodeURIComponent(name)];
    });
    expect(dangling).toEqual([]);
  });

  it('serves the API docs page, which points at the document', async () => {
    const res = await fetch(`${site.url}/api/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const initializer = /src="([^"]*swagger-initializer\.js)"/.exec(html)?.[1];
    expect(initializer, 'the docs page loads its initializer').toBeDefined();
    const script = await fetch(new URL(initializer!, `${site.url}/api/docs`));
    expect(script.status).toBe(200);
    const specUrl = /url: resolveUrl\('([^']+)'\)/.exec(await script.text())?.[1];
    expect(specUrl, 'the initializer names the document').toBeDefined();
    const json = await fetch(new URL(specUrl!, `${site.url}/api/docs/`));
    expect(json.status, `GET ${specUrl} (the document the docs page loads)`).toBe(200);
    expect(((await json.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
  });

  it('serves the back office app', async () => {
    const res = await fetch(`${site.url}/backoffice`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Back office');
    const script = /<script[^>]+src="(\/backoffice\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the app script').toBeDefined();
    expect((await fetch(`${site.url}${script}`)).status).toBe(200);
  });

  it('serves the web app manifest in each language', async () => {
    for (const [query, lang] of [
      ['', 'en'],
      ['?locale=de', 'de'],
    ]) {
      const res = await fetch(`${site.url}/manifest.webmanifest${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/manifest+json');
      const manifest = (await res.json()) as { name: string; lang: string; icons: unknown[] };
      expect(manifest).toMatchObject({ name: 'Aurora Casino', lang });
      expect(manifest.icons.length).toBeGreaterThan(0);
    }
  });

  it('serves the sitemap with every language of the pages', async () => {
    const res = await fetch(`${site.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of ['/', '/de', '/games', '/de/games', '/pt-br/games', '/questions']) {
      expect(locs, path).toContain(path);
    }
    // Every page the sitemap lists answers 200.
    for (const path of locs) {
      expect((await fetch(`${site.url}${path}`, { redirect: 'manual' })).status, path).toBe(200);
    }
  });

  it.skipIf(!hasChromium)(
    'shows the API docs with their operations in a browser',
    async () => {
      const browser = await launchBrowser();
      try {
        for (const [name, viewport] of [
          ['phone', PHONE],
          ['small-phone', { width: 360, height: 640 }],
          ['desktop', DESKTOP],
        ] as const) {
          const page = await browser.newPage({ viewport });
          const errors: string[] = [];
          page.on('response', (response) => {
            if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`);
          });
          const messages: string[] = [];
          page.on('console', (message) => messages.push(message.text()));
          page.on('pageerror', (error) => messages.push(error.message));
          await page.goto(`${site.url}/api/docs`);
          try {
            await expect
              .poll(() => page.locator('.opblock').count(), { timeout: 30_000 })
              .toBeGreaterThan(0);
            await expect.poll(() => page.locator('.info .title').textContent()).toContain('Casino');
            await expect.poll(() => page.getByText('OAS 3.1').isVisible()).toBe(true);
            // Swagger UI's own failure box ("Failed to load API definition") never shows.
            expect(await page.locator('.errors-wrapper').count()).toBe(0);
            expect(await page.getByText('Failed to load API definition').count()).toBe(0);
            expect(errors).toEqual([]);
            // Nothing wider than the screen (a phone scrolls the page only up and down).
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
            ).toBe(true);
          } catch (error) {
            console.error(messages.join('\n'));
            throw error;
          } finally {
            await page.screenshot({ path: `screenshots/served-api-docs-${name}.png` });
          }
          await page.close();
        }
      } finally {
        await browser.close();
      }
    },
    300_000,
  );
});
