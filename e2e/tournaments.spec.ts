import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdminApiKey } from './support/backoffice.ts';
import { openPhone } from './support/phone.ts';
import { fundByCard } from './support/players.ts';
import { playSlotRounds, SLOT } from './support/seamless.ts';
import { TEST_PASSWORD } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SECRET = 'tournament-journey-builtin-secret-0123456789abcdef';
const SHOTS = process.env.SCREENSHOT_DIR;

describe.skipIf(!hasChromium)('tournaments on a phone', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, BUILTIN_PROVIDER_SECRET: SECRET }, (started) => {
    ({ site, browser } = started);
  });

  const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
    const { token, ...rest } = init;
    const res = await fetch(`${site.url}${path}`, {
      ...rest,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return res;
  };

  async function register(prefix: string) {
    const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
    const res = await api('/api/player/register', {
      method: 'POST',
      body: JSON.stringify({
        email,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
        currency: 'USD',
        country: 'DE',
        agreements: true,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const tokens = (await res.json()) as { accessToken: string; refreshToken: string };
    return { email, ...tokens };
  }

  const fund = (accessToken: string, amount: number) => fundByCard(site.url, accessToken, amount);

  /** Hydrated (the menu button has its state), waited for up to 15 s on a loaded machine. */
  const ready = (page: Page) =>
    expect
      .poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded'), {
        timeout: 15_000,
      })
      .not.toBeNull();

  const shot = async (page: Page, name: string) => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  it('a player opts in, plays, sees the leaderboard move live and is paid once when it ends; an excluded player sees none', async () => {
    const key = await demoAdminApiKey(site.url, ['admin']);
    const bo = (path: string, body?: object) =>
      fetch(`${site.url}/api/backoffice${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const endsAt = Date.now() + 45_000;
    const identity = `sprint-${randomUUID().slice(0, 6)}`;
    const created = await bo('/tournaments', {
      identity,
      title: 'Lightning Sprint',
      description: 'The biggest total win on the slot takes the top prize.',
      currency: 'USD',
      scoring: 'total_win',
      games: [SLOT.identity],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
      prizeKind: 'cash',
      prizes: [
        { fromRank: 1, toRank: 1, amount: 5000 },
        { fromRank: 2, toRank: 3, amount: 1000 },
      ],
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const { id } = (await created.json()) as { id: string };

    const player = await register('racer');
    const rival = await register('rival');
    await fund(player.accessToken, 10_000);
    await fund(rival.accessToken, 10_000);
    // A rival opts in and scores first.
    expect(
      (
        await api(`/api/retention/tournaments/${identity}/participate`, {
          method: 'POST',
          token: rival.accessToken,
        })
      ).status,
    ).toBe(200);
    await playSlotRounds(site.url, SECRET, rival.accessToken, { stake: 100, win: 300 });

    const { context, page } = await openPhone(browser, site.url, { player });
    await page.goto(`${site.url}/tournaments`);
    await ready(page);
    const card = page.getByRole('link', { name: /Lightning Sprint/ });
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain('$70.00');
    await shot(page, 'tournaments-list-phone');
    await card.tap();
    await page.waitForURL(`**/tournaments/${identity}`);
    await expect
      .poll(() => page.getByTestId('prize-pool').textContent(), { timeout: 15_000 })
      .toBe('$70.00');
    const board = page.getByTestId('leaderboard');
    await expect.poll(() => board.textContent(), { timeout: 15_000 }).toContain('$3.00');
    await page.getByRole('button', { name: 'Join tournament' }).tap();
    await expect
      .poll(() => page.getByTestId('my-rank').textContent(), { timeout: 15_000 })
      .toContain('Play a listed game');
    await expect
      .poll(() => page.getByTestId('participants').textContent(), { timeout: 15_000 })
      .toBe('2');

    // Plays (the provider reports the rounds): the board moves without a reload.
    await playSlotRounds(site.url, SECRET, player.accessToken, { stake: 100, win: 900 });
    await expect
      .poll(() => board.locator('.tnm-row--rank1').textContent(), { timeout: 15_000 })
      .toContain('$9.00');
    await expect
      .poll(() => page.getByTestId('my-rank').textContent(), { timeout: 15_000 })
      .toContain('#1');
    await shot(page, 'tournament-live-phone');

    // An excluded player sees no tournaments at all.
    const excluded = await register('paused');
    const timeOut = await api('/api/player/limits', {
      method: 'POST',
      token: excluded.accessToken,
      body: JSON.stringify({ action: 'exclude', definition: 5, periodId: '24h' }),
    });
    expect(timeOut.status, await timeOut.clone().text()).toBe(200);
    const again = await api('/api/player/sessions', {
      method: 'POST',
      body: JSON.stringify({ email: excluded.email, password: TEST_PASSWORD }),
    });
    const excludedTokens = (await again.json()) as { accessToken: string; refreshToken: string };
    const paused = await openPhone(browser, site.url, { player: excludedTokens });
    await paused.page.goto(`${site.url}/tournaments`);
    await ready(paused.page);
    await expect
      .poll(() => paused.page.locator('main').textContent(), { timeout: 15_000 })
      .toContain('No tournaments right now');
    expect(await paused.page.getByRole('link', { name: /Lightning Sprint/ }).count()).toBe(0);
    await paused.context.close();

    // The end: settled twice (and by the job too), paid once.
    const balance = async () => {
      const res = await api('/api/wallet/accounts', { token: player.accessToken });
      const { items } = (await res.json()) as {
        items: Array<{ currency: string; balance: number }>;
      };
      return items.find((a) => a.currency === 'USD')!.balance;
    };
    await new Promise((r) => setTimeout(r, Math.max(0, endsAt - Date.now() + 500)));
    const settles = await Promise.all([
      bo(`/tournaments/${id}/settle`, {}),
      bo(`/tournaments/${id}/settle`, {}),
    ]);
    for (const res of settles) expect(res.status, await res.clone().text()).toBe(200);
    const third = (await (await bo(`/tournaments/${id}/settle`, {})).json()) as object;
    expect(third).toMatchObject({ state: 'settled', paidNow: 0, payouts: 2 });
    // $100 deposited, $1 staked, $9 won, the $50 prize once (the job may have paid it already).
    expect(await balance()).toBe(15_800);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('my-payout').textContent(), { timeout: 15_000 })
      .toContain('You won $50.00 (rank 1)');
    await expect
      .poll(() => page.getByTestId('balance-pill').textContent(), { timeout: 15_000 })
      .toContain('$158.00');
    await shot(page, 'tournament-won-phone');
    const standings = (await (await bo(`/tournaments/${id}`)).json()) as {
      paid: number;
      payouts: Array<{ rank: number; amount: number; paidAt: string | null }>;
    };
    expect(standings.paid).toBe(6000);
    expect(standings.payouts.map((p) => [p.rank, p.amount, Boolean(p.paidAt)])).toEqual([
      [1, 5000, true],
      [2, 1000, true],
    ]);
    if (SHOTS) {
      await page.setViewportSize(DESKTOP);
      await shot(page, 'tournament-desktop');
      await page.setViewportSize({ width: 360, height: 640 });
      await shot(page, 'tournament-360');
    }
    await context.close();
  }, 150_000);
});
