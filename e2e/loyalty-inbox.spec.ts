import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdminApiKey } from './support/backoffice.ts';
import { openPhone } from './support/phone.ts';
import { fundByCard, type RegisteredPlayer, registerPlayer } from './support/players.ts';
import { playSlotRounds, SLOT } from './support/seamless.ts';
import { sessionCookies, TEST_PASSWORD } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  hydrated,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = process.env.LOYALTY_SHOTS_DIR;
const SECRET = 'loyalty-journey-builtin-secret-0123456789abcdef';

// Issue 33 on a phone: a player plays and watches points and the level move live on /loyalty and
// in the user menu; an operator's message lands in the inbox live and the counter drops when it
// is read; a player in a time-out sees none of it.
describe.skipIf(!hasChromium)('loyalty and the inbox on a phone', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser({ ...FAST_ARGON2, BUILTIN_PROVIDER_SECRET: SECRET }, (started) => {
    ({ site, browser } = started);
  });

  const api = async (token: string, path: string, body?: object) =>
    fetch(`${site.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  // The demo admin enrols once per site: one marketing key for the suite.
  let marketingKey: Promise<string> | undefined;
  const operatorKey = () => {
    marketingKey ??= demoAdminApiKey(site.url, ['marketing']);
    return marketingKey;
  };
  const idOf = async (player: RegisteredPlayer) =>
    ((await (await api(player.accessToken, '/api/player/profile')).json()) as { id: string }).id;

  async function signIn(player: RegisteredPlayer) {
    const login = await fetch(`${site.url}/api/player/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: player.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    return (await login.json()) as { accessToken: string; refreshToken: string };
  }

  async function shot(page: Page, name: string) {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    await page.waitForTimeout(300);
    const { width } = page.viewportSize()!;
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }

  /** The page's realtime subscriptions are up (html[data-realtime=live]). */
  const live = (page: Page) =>
    expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.realtime), {
        timeout: 15_000,
      })
      .toBe('live');
  const toNext = (page: Page) =>
    page.getByTestId('loyalty-hero').getByTestId('loyalty-to-next').textContent();
  const badge = (page: Page) =>
    page
      .getByTestId('inbox-badge')
      .textContent({ timeout: 1_000 })
      .catch(() => null);

  it('points, level and inbox move live while the player plays; reading drops the counter', async () => {
    const player = await registerPlayer(site.url, 'loyal');
    await fundByCard(site.url, player.accessToken, 20_000);
    const { context, page } = await openPhone(browser, site.url, { player });
    await page.goto(`${site.url}/loyalty`);
    await hydrated(page);
    await live(page);
    await expect
      .poll(() => page.getByTestId('loyalty-level').textContent(), { timeout: 15_000 })
      .toBe('Bronze');
    expect(await page.getByTestId('loyalty-points').textContent()).toBe('0');
    expect(await toNext(page)).toBe('500 points to Silver');
    await shot(page, 'loyalty-start');

    // The player spins the built-in slot in another tab: $1.00 a spin, 10 points at slot rate.
    const game = await context.newPage();
    await game.goto(`${site.url}/games/${SLOT.identity}?real=true`);
    const frame = game.frameLocator('[data-testid="game-frame"]');
    await frame.getByTestId('play').waitFor({ timeout: 20_000 });
    await frame.getByTestId('play').click();
    // The loyalty page, never reloaded, shows the points of the settled spin.
    await expect
      .poll(() => page.getByTestId('loyalty-points').textContent(), { timeout: 20_000 })
      .toBe('10');
    expect(await toNext(page)).toBe('490 points to Silver');
    await game.close();

    // More rounds reported by the provider: 49 USD staked reaches Silver (500 points).
    await playSlotRounds(site.url, SECRET, player.accessToken, { stake: 4_900, win: 0 });
    await expect
      .poll(() => page.getByTestId('loyalty-level').textContent(), { timeout: 15_000 })
      .toBe('Silver');
    expect(await page.getByTestId('loyalty-points').textContent()).toBe('500');
    expect(await toNext(page)).toBe('2,000 points to Gold');
    // The level-up message arrived in the inbox, counted in the header.
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('1');
    await shot(page, 'loyalty-silver');

    // The user menu shows the level and the points too.
    await page.getByTestId('user-menu').tap();
    const menu = page.getByTestId('menu-loyalty');
    await expect.poll(() => menu.isVisible(), { timeout: 5_000 }).toBe(true);
    expect(await menu.textContent()).toContain('Silver');
    expect(await page.getByTestId('menu-loyalty-points').textContent()).toBe('500 points');
    await shot(page, 'user-menu');
    await page.getByTestId('user-menu').tap();

    // An operator writes to the player from the back office's API: it arrives live.
    const key = await operatorKey();
    const sent = await fetch(`${site.url}/api/backoffice/retention/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        segment: { kind: 'player', playerId: await idOf(player) },
        title: 'Weekend reload',
        body: 'Your Silver perks are waiting: 2% cashback on this week’s losses.',
        link: '/loyalty',
      }),
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('2');

    await page.getByTestId('inbox-bell').tap();
    await page.waitForURL(/\/inbox$/);
    const items = page.getByTestId('inbox-item');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(2);
    expect(await items.first().textContent()).toContain('Weekend reload');
    expect(await items.nth(1).textContent()).toContain('Level up: Silver');
    await shot(page, 'inbox');
    await items.first().getByTestId('inbox-read').tap();
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe('1');
    await page.getByTestId('inbox-read-all').tap();
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe(null);
    expect(await page.locator('.inbox-item[data-unread]').count()).toBe(0);

    // The German site writes the level-up message in German from its key, not the stored English.
    await page.goto(`${site.url}/de/inbox`);
    await expect
      .poll(() => items.nth(1).textContent(), { timeout: 10_000 })
      .toContain('Neue Stufe: Silver');
    expect(await items.nth(1).textContent()).toContain('Sie haben Silver erreicht.');
    expect(await items.nth(1).textContent()).not.toContain('Level up');
    await context.close();
  }, 180_000);

  it('lays the loyalty and inbox pages out without clipping on a small phone and a desktop', async () => {
    const player = await registerPlayer(site.url, 'layout');
    await fundByCard(site.url, player.accessToken, 5_000);
    await playSlotRounds(site.url, SECRET, player.accessToken, { stake: 3_000, win: 0 });
    for (const viewport of [{ width: 360, height: 640 }, DESKTOP]) {
      const context = await browser.newContext({ viewport, hasTouch: viewport.width < 1024 });
      // A session per device (one session's refresh token used twice would end it).
      await context.addCookies([
        { name: 'cookie-consent', value: '1', url: site.url },
        ...sessionCookies(site.url, await signIn(player)),
      ]);
      const page = await context.newPage();
      await page.goto(`${site.url}/loyalty`);
      await expect
        .poll(() => page.getByTestId('loyalty-points').textContent(), { timeout: 15_000 })
        .toBe('300');
      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, 'loyalty');
      await page.goto(`${site.url}/inbox`);
      await page.getByText('No messages yet', { exact: false }).waitFor();
      await shot(page, 'inbox-empty');
      await context.close();
    }
  }, 120_000);

  it('shows a player in a time-out no points, no ladder and no messages', async () => {
    const player = await registerPlayer(site.url, 'paused');
    await fundByCard(site.url, player.accessToken, 5_000);
    await playSlotRounds(site.url, SECRET, player.accessToken, { stake: 1_000, win: 0 });
    const id = await idOf(player);
    const key = await operatorKey();
    const timeOut = await api(player.accessToken, '/api/player/limits', {
      action: 'exclude',
      definition: 5,
      periodId: '24h',
    });
    expect(timeOut.status).toBe(200);
    const sent = await fetch(`${site.url}/api/backoffice/retention/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        segment: { kind: 'player', playerId: id },
        title: 'Offer',
        body: 'x',
      }),
    });
    expect(await sent.json()).toMatchObject({ recipients: 0, skipped: 1 });
    // Signed in again during the time-out (the time-out ended the old sessions).
    const tokens = await signIn(player);
    const { context, page } = await openPhone(browser, site.url, { player: tokens });
    await page.goto(`${site.url}/loyalty`);
    await hydrated(page);
    await page.getByText('Loyalty is paused', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('loyalty-points').count()).toBe(0);
    expect(await page.getByTestId('inbox-badge').count()).toBe(0);
    await shot(page, 'loyalty-paused');
    await page.getByTestId('user-menu').tap();
    await page.getByTestId('menu-deposit').waitFor();
    expect(await page.getByTestId('menu-loyalty').count()).toBe(0);
    await page.goto(`${site.url}/inbox`);
    await page.getByText('No messages yet', { exact: false }).waitFor();
    expect(await page.getByTestId('inbox-item').count()).toBe(0);
    await context.close();
  }, 120_000);
});
