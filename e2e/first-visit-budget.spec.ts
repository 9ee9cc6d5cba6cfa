import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, type RunningSite, useSiteAndBrowser } from './support/site.ts';

/**
 * Issue 28's first-visit target: a guest's first visit to `/` on a phone downloads at most
 * 150 KB of JavaScript (gzip -9, KB = 1000 bytes) and makes at most 25 requests until the network
 * is idle. `npm run bench` prints the same figures with the largest files.
 */
describe('first visit budget', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser({}, (started) => {
    ({ site, browser } = started);
  });

  it('a guest opening / on a phone loads at most 150 KB of JavaScript and 25 requests until idle', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const scripts = new Set<string>();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded'))
      .not.toBeNull();
    // What the visit loaded until idle: counted before the context closes, since closing it runs
    // the accessibility check (support/axe.ts), which keeps the page open past the live feed's
    // idle-time start.
    const loaded = [...scripts];
    const requested = [...requests];
    await context.close();
    let gzip = 0;
    const sizes: string[] = [];
    for (const url of loaded) {
      const body = Buffer.from(
        await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      );
      const size = gzipSync(body, { level: 9 }).length;
      gzip += size;
      sizes.push(`${new URL(url).pathname} ${size}`);
    }
    // The page hydrated, so its scripts were counted (a visit measured before them would pass empty).
    expect(loaded.length).toBeGreaterThan(3);
    expect(gzip, `scripts (gzip bytes): ${sizes.join(', ')}`).toBeLessThanOrEqual(150_000);
    expect(requested.length, requested.join('\n')).toBeLessThanOrEqual(25);
  });

  it("a game page's hydration data is a few hundred values: the texts travel as one string", async () => {
    const games = (await (
      await fetch(`${site.url}/api/game/games?perPage=1&sort=popular`)
    ).json()) as { items: Array<{ identity: string }> };
    const identity = games.items[0]?.identity;
    const html = await (await fetch(`${site.url}/games/${identity}`)).text();
    // React Router's turbo-stream: the first line is the flattened array the browser decodes
    // value by value before hydration (ADR 034: its decode was the game page's longest task).
    const enqueued = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1];
    expect(enqueued, 'the page streams its loader data').toBeDefined();
    const values = JSON.parse(JSON.parse(enqueued ?? '""').split('\n')[0] ?? '[]') as unknown[];
    expect(values.length).toBeLessThanOrEqual(600);
  });
});
