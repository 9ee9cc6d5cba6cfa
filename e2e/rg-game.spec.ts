import { mkdirSync } from 'node:fs';
import type { Browser, Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundByCard, type RegisteredPlayer, registerPlayer } from './support/players.ts';
import { playSlotRounds, SLOT } from './support/seamless.ts';
import { sessionCookies, TEST_PASSWORD } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = process.env.LIMITS_SHOTS_DIR;
const SECRET = 'rg-game-journey-builtin-secret-0123456789abcdef';

// Issue 15 inside an open game, on a phone (docs/decisions/026): a bet a limit refuses shows
// the "game limit reached" modal (game:bets#{id}); a time-out started on another device refuses
// the very next bet of the game already open and closes the page's realtime socket.
describe.skipIf(!hasChromium)('responsible gaming inside an open game', () => {
  let site: RunningSite;
  let browser: Browser;

  // No wait for a raise on this site, so a journey reaches the confirm step after "the wait"
  // (the 24-hour wait itself: e2e/limits.spec.ts and the API tests).
  useSiteAndBrowser(
    {
      ...FAST_ARGON2,
      RATE_LIMIT_REGISTER_PER_MINUTE: 100,
      RG_RAISE_DELAY_HOURS: 0,
      BUILTIN_PROVIDER_SECRET: SECRET,
    },
    (started) => {
      ({ site, browser } = started);
    },
  );

  const api = (token: string, path: string, body?: object) =>
    fetch(`${site.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  /** A second session of the player, as another device signs in. */
  async function otherDevice(player: RegisteredPlayer) {
    const res = await fetch(`${site.url}/api/player/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: player.email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { accessToken: string }).accessToken;
  }

  /** The built-in slot open for real money on a phone; the site's realtime sockets recorded. */
  async function openSlot(player: RegisteredPlayer) {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await context.addCookies([
      { name: 'cookie-consent', value: '1', url: site.url },
      ...sessionCookies(site.url, player),
    ]);
    const page = await context.newPage();
    const sockets: WebSocket[] = [];
    const siteOrigin = site.url.replace(/^http/, 'ws');
    page.on('websocket', (ws) => {
      if (ws.url().startsWith(siteOrigin)) sockets.push(ws);
    });
    await page.goto(`${site.url}/games/${SLOT.identity}?real=true`);
    const frame = page.getByTestId('game-frame');
    await expect.poll(() => frame.getAttribute('data-mode'), { timeout: 20_000 }).toBe('real');
    const game = page.frameLocator('[data-testid="game-frame"]');
    await game.getByTestId('play').waitFor({ timeout: 20_000 });
    // The page is live: its realtime socket is open (it carries game:bets#{id}).
    await expect.poll(() => sockets.some((ws) => !ws.isClosed()), { timeout: 10_000 }).toBe(true);
    return { context, page, game, sockets };
  }

  /** Taps away the toasts (the deposit just made) that would sit over the game's own notice. */
  async function dismissToasts(page: Page) {
    const close = page.locator('.toasts').getByRole('button', { name: 'Close' });
    // A toast may close on its own between the count and the click: that one needs no click.
    while ((await close.count()) > 0) {
      await close
        .first()
        .click({ timeout: 2_000 })
        .catch(() => {});
    }
  }

  async function shot(page: Page, name: string) {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    // Let the notice finish sliding in (the screenshot only, no assertion waits on it).
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  }

  it('a bet limit set while the game is open refuses the next bet with the "game limit reached" modal', async () => {
    const player = await registerPlayer(site.url, 'gamelimit');
    await fundByCard(site.url, player.accessToken, 1_000);
    const { context, page, game } = await openSlot(player);
    // Set from another tab or device while the game is open: a daily bet limit of $5.00 and a
    // weekly one of a single default stake, $1.00. The stricter (weekly) wins.
    for (const [period, amount] of [
      ['daily', 500],
      ['weekly', 100],
    ] as const) {
      const set = await api(player.accessToken, '/api/player/limits', {
        action: 'set',
        definition: 1,
        period,
        currency: 'USD',
        amount,
      });
      expect(set.status).toBe(200);
    }
    const used = async () => {
      const reply = await api(player.accessToken, '/api/player/limits');
      const { items } = (await reply.json()) as { items: { definition: number; used: number }[] };
      return items.filter((l) => l.definition === 1).map((l) => l.used);
    };

    // The first $1.00 spin fits the limit.
    await game.getByTestId('play').click();
    await expect.poll(used, { timeout: 20_000 }).toEqual([100, 100]);
    expect(await page.getByTestId('game-limit-reached').count()).toBe(0);

    // The next one is refused: the site shows why, over the game, and links to the limits.
    await expect.poll(() => game.getByTestId('play').isEnabled(), { timeout: 20_000 }).toBe(true);
    await dismissToasts(page);
    await game.getByTestId('play').click();
    const modal = page.getByTestId('game-limit-reached');
    await modal.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('dialog', { name: 'Game limit reached' }).count()).toBe(1);
    expect(await modal.textContent()).toContain('limit');
    const notice = game.getByRole('alert');
    await expect.poll(() => notice.textContent()).toContain('Your bet was refused');
    expect(await notice.textContent()).toContain('A responsible gaming limit stops this bet.');
    expect(await used()).toEqual([100, 100]);
    await shot(page, 'game-limit-reached');
    // Behind the modal, the game's own notice says the same.
    await page
      .getByRole('dialog', { name: 'Game limit reached' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect.poll(() => modal.count()).toBe(0);
    await shot(page, 'game-limit-notice');
    await expect.poll(() => game.getByTestId('play').isEnabled()).toBe(true);
    await game.getByTestId('play').click();
    await modal.waitFor({ timeout: 20_000 });
    await modal.getByRole('link', { name: 'See my limits' }).click();
    await page.waitForURL(/\/profile\/limits/);
    await hydrated(page);
    const rows = page.getByTestId('limit-row');
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([
        expect.stringContaining('$1.00 of $5.00 used'),
        expect.stringContaining('$1.00 of $1.00 used'),
      ]);
    await context.close();
  });

  it('a time-out started on another device mid-game closes the socket and signs the phone out of the game', async () => {
    const player = await registerPlayer(site.url, 'midgame');
    await fundByCard(site.url, player.accessToken, 1_000);
    const phone = await openSlot(player);
    const laptop = await otherDevice(player);
    const spins = async () => {
      const reply = await api(laptop, '/api/game/spins');
      return ((await reply.json()) as { items: unknown[] }).items.length;
    };
    await phone.game.getByTestId('play').click();
    await expect.poll(spins, { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() => phone.game.getByTestId('play').isEnabled(), { timeout: 20_000 })
      .toBe(true);
    const live = phone.sockets.filter((ws) => !ws.isClosed());
    expect(live.length).toBeGreaterThan(0);
    expect(await phone.page.getByTestId('game-bar').textContent()).toContain('$');

    // On the laptop: a 24-hour time-out, at once.
    const started = await api(laptop, '/api/player/limits', {
      action: 'exclude',
      definition: 5,
      periodId: '24h',
    });
    expect(started.status).toBe(200);
    // The phone's socket is closed by the server, and the phone leaves the game signed out:
    // home page, no balance, Sign in offered, and why.
    await expect.poll(() => live.every((ws) => ws.isClosed()), { timeout: 10_000 }).toBe(true);
    await phone.page.waitForURL(`${site.url}/`, { timeout: 20_000 });
    await expect
      .poll(() => phone.page.locator('.toasts').textContent(), { timeout: 10_000 })
      .toContain('Your session has ended. Sign in again to continue.');
    expect(await phone.page.getByTestId('game-frame').count()).toBe(0);
    expect(await phone.page.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(true);
    await shot(phone.page, 'game-timeout-signed-out');

    // Nothing was staked after the time-out (signed in again, allowed, to withdraw): one spin.
    const again = await otherDevice(player);
    const reply = await api(again, '/api/game/spins');
    expect(((await reply.json()) as { items: unknown[] }).items).toHaveLength(1);
    await phone.context.close();
  });
  it('a loss limit counts the net loss, and a raise is confirmed once its wait is over', async () => {
    const player = await registerPlayer(site.url, 'netloss');
    await fundByCard(site.url, player.accessToken, 1_000);
    const set = await api(player.accessToken, '/api/player/limits', {
      action: 'set',
      definition: 2,
      period: 'daily',
      currency: 'USD',
      amount: 500,
    });
    expect(set.status).toBe(200);
    // Three rounds of $2.00 staked and $1.50 won back: $6.00 staked, $1.50 lost.
    await playSlotRounds(site.url, SECRET, player.accessToken, {
      rounds: 3,
      stake: 200,
      win: 150,
    });
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await context.addCookies([
      { name: 'cookie-consent', value: '1', url: site.url },
      ...sessionCookies(site.url, player),
    ]);
    const page = await context.newPage();
    await page.goto(`${site.url}/profile/limits`);
    await hydrated(page);
    const row = page.getByTestId('limit-row');
    await expect.poll(() => row.textContent()).toContain('$1.50 of $5.00 used');
    await shot(page, 'loss-limit-net');

    // Raise it to $10.00: it waits (no wait on this site), then the player confirms it.
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('limit-form').getByLabel('Amount (USD)').fill('10');
    await page.getByTestId('limit-form').getByRole('button', { name: 'Save limit' }).click();
    await page
      .getByTestId('confirm-update')
      .getByRole('button', { name: 'Request change' })
      .click();
    await expect.poll(() => row.textContent()).toContain('Raise to $10.00 waiting');
    expect(await row.textContent()).toContain('$1.50 of $5.00 used');
    const confirm = row.getByRole('button', { name: 'Confirm' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await shot(page, 'loss-limit-raise-ready');
    await confirm.click();
    await expect.poll(() => row.textContent()).toContain('$1.50 of $10.00 used');
    expect(await row.textContent()).not.toContain('waiting');
    await context.close();
  });
});
