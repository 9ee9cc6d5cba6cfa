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

  it("a game page's hydration is not followed by a re-render of its content", async () => {
    const games = (await (
      await fetch(`${site.url}/api/game/games?perPage=1&sort=popular`)
    ).json()) as { items: Array<{ identity: string }> };
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // React reports each commit to a devtools hook (production builds too): the components that
    // rendered again in it (fibers with a previous version that performed work) are counted.
    await page.addInitScript(() => {
      const commits: number[] = [];
      Object.assign(window, { __commits: commits });
      const walk = (fiber: Fiber | null): number => {
        let count = 0;
        for (let f = fiber; f; f = f.sibling) {
          if (f.alternate && f.flags & 1 && typeof f.type === 'function') count++;
          count += walk(f.child);
        }
        return count;
      };
      interface Fiber {
        alternate: Fiber | null;
        flags: number;
        type: unknown;
        child: Fiber | null;
        sibling: Fiber | null;
      }
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          onScheduleFiberRoot() {},
          onCommitFiberRoot(_id: number, root: { current: Fiber }) {
            commits.push(walk(root.current.child));
          },
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
    });
    await page.goto(`${site.url}/games/${games.items[0]?.identity}`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded'))
      .not.toBeNull();
    await page.waitForTimeout(1_000);
    const commits = await page.evaluate(
      () => (window as unknown as { __commits: number[] }).__commits,
    );
    await context.close();
    // The first commit is the hydration (every fiber new); after it only the menu button takes
    // its expanded state (and draws its icon again). The game stage (its launch query's result
    // made again) and the whole bottom bar used to render again at once: 5 components counted
    // in the production build.
    expect(commits.length).toBeGreaterThanOrEqual(2);
    const after = commits.slice(1).reduce((sum, count) => sum + count, 0);
    expect(
      after,
      `components rendered again per commit: ${commits.slice(1).join(', ')}`,
    ).toBeLessThanOrEqual(3);
  });
});
