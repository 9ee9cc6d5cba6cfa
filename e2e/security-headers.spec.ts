import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerPlayer } from './support/players.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/** Issue 12 (docs/decisions/017): the nonce policy in a real browser, and the game's own origin. */
describe.skipIf(!hasChromium)('security headers in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  /** A context recording every CSP refusal: console lines and securitypolicyviolation events. */
  async function watchedContext(cookies: Record<string, string> = {}) {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies(
      Object.entries({ 'cookie-consent': '1', ...cookies }).map(([name, value]) => ({
        name,
        value,
        url: site.url,
      })),
    );
    // Runs in every frame before its own scripts (the game frame too).
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const refusals: string[] = [];
    const watch = (page: Page) =>
      page.on('console', (message) => {
        if (/Refused to|Content.Security.Policy/i.test(message.text()))
          refusals.push(message.text());
      });
    return { context, refusals, watch };
  }

  const violations = (page: Page) =>
    Promise.all(
      page
        .frames()
        .map((f) =>
          f.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []),
        ),
    ).then((lists) => lists.flat());

  /** Hydrated: React owns the document (entry.client ran, loaded by the nonced module script). */
  const hydrated = (page: Page) =>
    page.waitForFunction(
      () => Object.keys(document).some((key) => key.startsWith('__reactContainer')),
      undefined,
      { timeout: 20_000 },
    );

  async function visit(context: BrowserContext, watch: (page: Page) => void, path: string) {
    const page = await context.newPage();
    watch(page);
    const response = await page.goto(`${site.url}${path}`);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("'nonce-");
    await hydrated(page);
    return page;
  }

  it('home, lobby, a game and the profile hydrate with no CSP violation', async () => {
    const guest = await watchedContext();
    const expectClean = async (page: Page, refusals: string[]) => {
      expect(await violations(page), page.url()).toEqual([]);
      expect(refusals, page.url()).toEqual([]);
    };
    await expectClean(await visit(guest.context, guest.watch, '/'), guest.refusals);
    const game = await visit(guest.context, guest.watch, '/games');
    await expectClean(game, guest.refusals);
    // A client-side navigation into a game page, its frame loaded from the game origin.
    await game
      .getByTestId('game-tile')
      .first()
      .locator('.game-tile__link')
      .click({ position: { x: 12, y: 12 } });
    await game.waitForURL(/\/games\/[^/?]+/);
    await expect
      .poll(() => game.frames().some((f) => f.url().includes('/provider/games/')), {
        timeout: 20_000,
      })
      .toBe(true);
    await game
      .frames()
      .find((f) => f.url().includes('/provider/games/'))!
      .locator('button.action')
      .waitFor({ timeout: 20_000 });
    await expectClean(game, guest.refusals);

    const player = await registerPlayer(site.url, 'csp');
    const signedIn = await watchedContext({
      access_token: player.accessToken,
      refresh_token: player.refreshToken,
    });
    await expectClean(await visit(signedIn.context, signedIn.watch, '/profile'), signedIn.refusals);
    await guest.context.close();
    await signedIn.context.close();
  });

  it('the game runs sandboxed on another origin; a message from a wrong origin is ignored', async () => {
    const { context, watch } = await watchedContext();
    const page = await visit(context, watch, '/games');
    const tile = page.getByTestId('game-tile').first();
    const identity = await tile.getAttribute('data-game');
    await page.goto(`${site.url}/games/${identity}`);
    await hydrated(page);
    const frameElement = page.getByTestId('game-frame');
    await expect
      .poll(() => frameElement.getAttribute('data-mode'), { timeout: 20_000 })
      .toBe('demo');
    expect((await frameElement.getAttribute('sandbox'))?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(await frameElement.getAttribute('allow')).toBe('fullscreen');

    await expect
      .poll(() => page.frames().some((f) => f.url().includes('/provider/games/')), {
        timeout: 20_000,
      })
      .toBe(true);
    const game = page.frames().find((f) => f.url().includes('/provider/games/'))!;
    const gameOrigin = new URL(game.url()).origin;
    expect(gameOrigin).not.toBe(new URL(site.url).origin);
    await game.locator('button.action').waitFor({ timeout: 20_000 });
    // The game's script cannot touch the casino page.
    expect(
      await game.evaluate(() => {
        try {
          return window.parent.document.title;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');

    // "Back to the lobby" from the frame's window but another origin: ignored.
    const post = (origin: string) =>
      page.evaluate((from) => {
        const source = document.querySelector('iframe')?.contentWindow ?? null;
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'casino:lobby' }, origin: from, source }),
        );
      }, origin);
    const gamePath = new URL(page.url()).pathname;
    await post('http://evil.example');
    await post(new URL(site.url).origin);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(gamePath);
    // The same message from the game's origin is heard.
    await post(gameOrigin);
    await page.waitForURL((url) => url.pathname === '/games');
    await context.close();
  });
});
