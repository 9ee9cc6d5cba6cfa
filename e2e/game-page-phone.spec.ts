import { GAME_TITLES } from '@casino/game-engine';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundByCard, type RegisteredPlayer, registerPlayer } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SIZES = [
  { name: 'portrait 390x844', viewport: { width: 390, height: 844 } },
  { name: 'portrait 360x640', viewport: { width: 360, height: 640 } },
  { name: 'landscape 844x390', viewport: { width: 844, height: 390 } },
  { name: 'landscape 640x360', viewport: { width: 640, height: 360 } },
] as const;
interface Viewport {
  width: number;
  height: number;
}

const titleOf = (kind: string) => GAME_TITLES.find((t) => t.kind === kind)!;

/**
 * Issue 13, "Game page" on phones: the game fills the screen under one slim bar, with no header,
 * sandbox strip, email banner or bottom navigation over it; the play button is in view without
 * scrolling; full screen is labelled.
 */
describe.skipIf(!hasChromium)('the game page on a phone', () => {
  let site: RunningSite;
  let browser: Browser;
  let player: RegisteredPlayer;

  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });
  beforeAll(async () => {
    // A player who never confirmed the email address: the banner shows on other pages.
    player = await registerPlayer(site.url, 'phone');
    await fundByCard(site.url, player.accessToken, 5_000);
  });

  async function openPage(viewport: Viewport, path: string, signedIn: boolean) {
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
    await context.addCookies([
      { name: 'cookie-consent', value: '1', url: site.url },
      ...(signedIn ? sessionCookies(site.url, player) : []),
    ]);
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    await page.waitForFunction(() =>
      document.documentElement.style.getPropertyValue('--app-height'),
    );
    return page;
  }

  /** Where `selector` sits on the page (null when it is not rendered or has no box). */
  const boxOf = (page: Page, selector: string) =>
    page.evaluate((s) => {
      const el = document.querySelector(s);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return r.width && r.height
        ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right }
        : null;
    }, selector);

  /** Everything the issue asks of a game page at this size, once the game has loaded. */
  async function expectGameFillsScreen(page: Page, viewport: Viewport, mode: 'demo' | 'real') {
    const frame = page.getByTestId('game-frame');
    await expect.poll(() => frame.getAttribute('data-mode'), { timeout: 20_000 }).toBe(mode);
    const game = page.frameLocator('[data-testid="game-frame"]');
    const play = game.getByTestId('play');
    await play.waitFor({ timeout: 20_000 });
    await page.waitForTimeout(300);

    // No page chrome over or above the game: the header, the sandbox strip, the notices
    // (email, password, country) and the bottom navigation are all off.
    for (const selector of ['.header', '.sandbox-ribbon', '.notice-bar', '.bottom-nav']) {
      expect(await boxOf(page, selector), `${selector} is on screen`).toBeNull();
    }
    expect(await page.getByTestId('email-notice').count()).toBe(0);

    // Exactly one bar above the frame: the game bar, from the top edge to the frame's top.
    const bar = await boxOf(page, '[data-testid="game-bar"]');
    const stage = await boxOf(page, '[data-testid="game-frame"]');
    expect(bar).not.toBeNull();
    expect(stage).not.toBeNull();
    expect(bar!.top).toBe(0);
    expect(Math.abs(stage!.top - bar!.bottom)).toBeLessThanOrEqual(1);
    expect(bar!.bottom - bar!.top, 'a slim bar').toBeLessThanOrEqual(64);
    const stack = await page.evaluate(
      ({ top }) =>
        [2, top / 2, top - 2].map(
          (y) =>
            document
              .elementFromPoint(window.innerWidth / 2, y)
              // A message takes the bar's place for its few seconds, never the game's.
              ?.closest('[data-testid="game-bar"], .toasts') !== null,
        ),
      { top: stage!.top },
    );
    expect(stack, 'only the game bar (or a message in its place) is above the frame').toEqual([
      true,
      true,
      true,
    ]);
    // The sandbox notice stays on screen, as a badge in the bar.
    expect(await page.getByTestId('game-bar-sandbox').isVisible()).toBe(true);

    // Nothing wider than the screen (a phone would zoom the page out), and the frame fills the rest.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    expect(stage!.bottom).toBeLessThanOrEqual(viewport.height);
    expect(stage!.bottom).toBeGreaterThanOrEqual(viewport.height - 1);
    expect(stage!.left).toBe(0);
    expect(stage!.right).toBe(viewport.width);

    // Inside the frame the game itself gets most of the height, beside or above its controls.
    const gameStage = await game.locator('#stage').boundingBox();
    const frameHeight = stage!.bottom - stage!.top;
    expect(gameStage!.height, 'the game stage has room').toBeGreaterThanOrEqual(frameHeight / 2);

    // The play button is wholly on screen without scrolling, and nothing covers it.
    const button = await play.boundingBox();
    expect(button).not.toBeNull();
    expect(button!.y).toBeGreaterThanOrEqual(stage!.top);
    expect(button!.y + button!.height).toBeLessThanOrEqual(viewport.height);
    expect(button!.x).toBeGreaterThanOrEqual(0);
    expect(button!.x + button!.width).toBeLessThanOrEqual(viewport.width);
    const isOnTop = await play.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return el.contains(hit) && document.scrollingElement?.scrollTop === 0;
    });
    expect(isOnTop, 'the play button is the top element at its centre').toBe(true);
    const pageHit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('data-testid'),
      { x: button!.x + button!.width / 2, y: button!.y + button!.height / 2 },
    );
    expect(pageHit, 'nothing of the page covers the frame there').toBe('game-frame');
  }

  for (const { name, viewport } of SIZES) {
    it(`${name}: a guest's demo game fills the screen under one bar, the play button in view`, async () => {
      const kind = viewport.width > viewport.height ? 'roulette' : 'slot';
      const page = await openPage(viewport, `/games/${titleOf(kind).identity}`, false);
      await expectGameFillsScreen(page, viewport, 'demo');
      const fullscreen = page.getByRole('button', { name: 'Full screen' });
      expect(await fullscreen.isVisible()).toBe(true);
      expect(await fullscreen.getAttribute('title')).toBe('Full screen');
      await page.context().close();
    });

    it(`${name}: a player's real-money game has the balance in the bar and no email banner`, async () => {
      // The banner is there on the lobby, so its absence on the game page means something.
      const page = await openPage(viewport, '/games', true);
      await expect
        .poll(() => page.getByTestId('email-notice').isVisible(), { timeout: 10_000 })
        .toBe(true);
      await page.goto(`${site.url}/games/${titleOf('dice').identity}?real=true`);
      await expectGameFillsScreen(page, viewport, 'real');
      await expect
        .poll(() => page.getByTestId('balance-button').textContent(), { timeout: 10_000 })
        .toContain('50.00');
      await page.context().close();
    });
  }

  it('a deposit made while a game is open shows its message in the bar, never over the game', async () => {
    const viewport = { width: 390, height: 844 };
    const page = await openPage(viewport, `/games/${titleOf('slot').identity}?real=true`, true);
    await expectGameFillsScreen(page, viewport, 'real');
    await expect
      .poll(() => page.locator('html').getAttribute('data-realtime'), { timeout: 20_000 })
      .toBe('live');
    const stageBefore = await boxOf(page, '[data-testid="game-frame"]');

    // Paid from another device: the balance moves and a "Deposit received" toast comes in live.
    const accounts = await fetch(`${site.url}/api/wallet/accounts`, {
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    const { items } = (await accounts.json()) as { items: { balance: number }[] };
    await fundByCard(site.url, player.accessToken, 1_000, items[0]!.balance + 1_000);
    const toast = page.locator('.toasts .toast');
    await toast.first().waitFor({ timeout: 20_000 });
    expect(await toast.first().textContent()).toContain('Deposit');
    const box = await boxOf(page, '.toasts .toast');
    const stage = await boxOf(page, '[data-testid="game-frame"]');
    expect(stage).toEqual(stageBefore);
    expect(box!.top).toBeGreaterThanOrEqual(0);
    expect(box!.bottom, 'the toast stays within the bar').toBeLessThanOrEqual(stage!.top + 1);
    expect(box!.right).toBeLessThanOrEqual(viewport.width);
    // The game's play button is still the top element, and the close button gives the bar back.
    const play = page.frameLocator('[data-testid="game-frame"]').getByTestId('play');
    await play.click({ trial: true });
    await page.locator('.toasts').getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => toast.count()).toBe(0);
    expect(await page.getByTestId('game-bar').isVisible()).toBe(true);
    await page.context().close();
  });

  it('the crash game and a German page at 640x360: the play button in view, full screen labelled in German', async () => {
    const viewport = { width: 640, height: 360 };
    const page = await openPage(viewport, `/de/games/${titleOf('crash').identity}`, false);
    await expectGameFillsScreen(page, viewport, 'demo');
    expect(await page.getByRole('button', { name: 'Vollbild' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('at 640x360 an unfunded player sees the whole no-funds panel, Deposit in view', async () => {
    const viewport = { width: 640, height: 360 };
    const unfunded = await registerPlayer(site.url, 'unfunded');
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
    await context.addCookies([
      { name: 'cookie-consent', value: '1', url: site.url },
      ...sessionCookies(site.url, unfunded),
    ]);
    const page = await context.newPage();
    await page.goto(`${site.url}/pt-br/games/${titleOf('crash').identity}?real=true`);
    const deposit = page.getByTestId('no-funds-deposit');
    await deposit.waitFor({ timeout: 20_000 });
    const box = await deposit.boundingBox();
    expect(box!.y).toBeGreaterThan(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    await context.close();
  });

  it('on a first visit the cookie notice leaves the play button free, and Accept hides it', async () => {
    const viewport = { width: 390, height: 844 };
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${site.url}/games/${titleOf('slot').identity}`);
    const play = page.frameLocator('[data-testid="game-frame"]').getByTestId('play');
    await play.waitFor({ timeout: 20_000 });
    const notice = await page.getByTestId('cookie-popup').boundingBox();
    const button = await play.boundingBox();
    expect(notice && button).toBeTruthy();
    const overlaps =
      notice!.y < button!.y + button!.height && button!.y < notice!.y + notice!.height;
    expect(overlaps, 'the cookie notice covers the play button').toBe(false);
    await page.getByTestId('cookie-popup').getByRole('button').tap();
    await expect.poll(() => page.getByTestId('cookie-popup').count()).toBe(0);
    await context.close();
  });

  it('an unknown game is a 404 page with the header and the bottom navigation', async () => {
    const page = await openPage({ width: 390, height: 844 }, '/games/no-such-game', false);
    expect(await page.locator('.header').isVisible()).toBe(true);
    expect(await page.locator('.bottom-nav').isVisible()).toBe(true);
    expect(await page.getByTestId('game-bar').count()).toBe(0);
    await page.context().close();
  });

  /** Full screen on, the game pinned over the page to the screen's foot, then off again. */
  async function toggleFullScreen(page: Page, viewport: Viewport, pinnedBy: 'api' | 'css') {
    await page.getByTestId('game-frame').waitFor();
    // The button is in the server's page; a tap before React hydrates it does nothing.
    await hydrated(page);
    await page.getByRole('button', { name: 'Full screen' }).click();
    const leave = page.getByRole('button', { name: 'Leave full screen' });
    await leave.waitFor({ timeout: 5_000 });
    expect(await leave.getAttribute('aria-pressed')).toBe('true');
    const pinned = () =>
      page.evaluate(() => {
        const player = document.querySelector('.game-player');
        if (document.fullscreenElement === player) return 'api';
        return player?.hasAttribute('data-fullscreen') ? 'css' : null;
      });
    expect(await pinned()).toBe(pinnedBy);
    const stage = await boxOf(page, '[data-testid="game-frame"]');
    expect(stage!.bottom).toBeGreaterThanOrEqual(viewport.height - 1);
    expect(await page.getByTestId('game-bar-sandbox').isVisible()).toBe(true);
    await leave.click();
    await page.getByRole('button', { name: 'Full screen' }).waitFor({ timeout: 5_000 });
    expect(await pinned()).toBeNull();
  }

  it('full screen pins the game over the page and leaves on a second tap', async () => {
    const viewport = { width: 390, height: 844 };
    const page = await openPage(viewport, `/games/${titleOf('slot').identity}`, false);
    await toggleFullScreen(page, viewport, 'api');
    await page.context().close();
  });

  it('without the Fullscreen API (iPhone Safari) the game fills the viewport by CSS instead', async () => {
    const viewport = { width: 844, height: 390 };
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
    await context.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
      Object.defineProperty(Element.prototype, 'requestFullscreen', { value: undefined });
    });
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    const page = await context.newPage();
    await page.goto(`${site.url}/games/${titleOf('dice').identity}`);
    await toggleFullScreen(page, viewport, 'css');
    await context.close();
  });

  it("a guest's demo game is in the server's page: it loads while the scripts are still on their way", async () => {
    const identity = titleOf('slot').identity;
    const html = await (await fetch(`${site.url}/games/${identity}`)).text();
    expect(html).toMatch(/<iframe[^>]+data-testid="game-frame"[^>]+data-mode="demo"/);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The site's scripts held back 6 s (not the game's): the frame loads before React hydrates.
    let isHeld = true;
    await page.route(`${site.url}/assets/*.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      isHeld = false;
      await route.continue();
    });
    await page.goto(`${site.url}/games/${identity}`);
    await page.frameLocator('[data-testid="game-frame"]').getByTestId('play').waitFor();
    // The loading veil leaves with the frame's load, before hydration (the preloader marks the
    // frame, CSS hides the veil), and stays away once React has hydrated.
    await expect
      .poll(() => page.locator('.game-stage__loading:visible').count(), { timeout: 3_000 })
      .toBe(0);
    expect(isHeld, 'the veil left before the scripts were let through').toBe(true);
    await hydrated(page);
    expect(await page.locator('.game-stage__loading:visible').count()).toBe(0);
    await context.close();
  });
});
