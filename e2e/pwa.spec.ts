import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerPlayer } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import { hasChromium, PHONE, type RunningSite, useSiteAndBrowser } from './support/site.ts';

/** Paths of every request the page's origin keeps in its caches. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

/** The installable site (docs/decisions/022): manifest, icons, service worker, offline page. */
describe.skipIf(!hasChromium)('installable site', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser({}, (started) => {
    ({ site, browser } = started);
  });

  it('links a valid web app manifest with its icons, in the page’s language', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${site.url}/de/games`);
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(href).toBe('/manifest.webmanifest?locale=de');
    const response = await fetch(`${site.url}${href}`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Aurora Casino',
      short_name: 'Aurora Casino',
      lang: 'de',
      start_url: '/de',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b1020',
      background_color: '#0b1020',
    });
    const purposes = new Set<string>();
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; purpose: string }>) {
      const file = await fetch(`${site.url}${icon.src}`);
      expect(file.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(pngSize(bytes).join('x')).toBe(icon.sizes);
      expect(bytes.length).toBeLessThan(20_000);
      purposes.add(`${icon.sizes} ${icon.purpose}`);
    }
    expect([...purposes].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    // The page's policy lets our own worker and manifest load.
    const policy = (await fetch(`${site.url}/`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    const worker = await fetch(`${site.url}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toContain('javascript');
    await context.close();
  });

  it('registers its worker once idle, never keeps API replies or a player’s pages, and shows the offline page in the page’s language', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${site.url}/games`, { waitUntil: 'load' });
    // Not during the first visit's loading: only well after `load`, when the page is idle.
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r ?? null)),
    ).toBeNull();
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${site.url}/`);
    expect(Date.now() - started).toBeGreaterThan(8000);
    // A navigation under the worker's control: the guest page is kept, assets too.
    await page.goto(`${site.url}/games`);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await page.evaluate(() => fetch('/api/game/games?perPage=3').then((r) => r.json()));
    await page.evaluate(() => fetch('/api/player/init').then((r) => r.json()));

    await expect.poll(() => keptPaths(page)).toContain('/games');

    // A signed-in player's pages are never kept.
    const player = await registerPlayer(site.url, 'pwa');
    await context.addCookies(sessionCookies(site.url, player));
    await page.goto(`${site.url}/profile`);
    await page.goto(`${site.url}/games`);

    const kept = await keptPaths(page);
    expect(kept).toContain('/offline.html');
    expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(kept).not.toContain('/profile');
    // The guest copy of /games went when the player's /games came from the network.
    expect(kept).not.toContain('/games');

    // Offline: a page never kept shows the offline page, in German under /de.
    // (A new tab: the open page's own code must not navigate meanwhile.)
    await page.close();
    await context.clearCookies();
    await context.setOffline(true);
    const tab = await context.newPage();
    await tab.goto(`${site.url}/de/static/terms`);
    expect(await tab.getAttribute('html', 'lang')).toBe('de');
    await expect.poll(() => tab.locator('section[lang="de"] h1').isVisible()).toBe(true);
    expect(await tab.locator('section[lang="de"] h1').textContent()).toBe('Sie sind offline');
    expect(await tab.locator('section[lang="en"]').isVisible()).toBe(false);
    await tab.goto(`${site.url}/nothing-kept-here`);
    expect(await tab.locator('section[lang="en"] h1').textContent()).toBe('You are offline');
    await context.close();
  });
});
