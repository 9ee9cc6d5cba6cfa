import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signSeamless } from '../apps/server/src/modules/game/seamless/signature.ts';
import { newOperatorSession } from './support/backoffice.ts';
import { fundByCard, type RegisteredPlayer, registerPlayer } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SECRET = 'e2e-sportsbook-secret-0123456789abcdef';
const SHOTS = '/tmp/i20-sportsbook';

/** A win for each kind of leg the journey may pick from the event cards (match result). */
const WINNING = { home: [2, 0], draw: [1, 1], away: [0, 2] } as const;

/**
 * Issue 20 on a phone: the sportsbook loads on /betting, a funded player places an accumulator
 * with real money (sandbox card deposit), the operator settles its events (the sandbox result
 * command), and the header balance and the bets history show the payout without a reload.
 */

/** Minor units as the site shows dollars, without the sign: 2,835.22. */
const amount = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe.skipIf(!hasChromium)('sportsbook on a phone', () => {
  let site: RunningSite;
  let browser: Browser;
  let player: RegisteredPlayer;

  useSiteAndBrowser(
    {
      ...FAST_ARGON2,
      SPORTSBOOK_SECRET: SECRET,
      SPORTSBOOK_ENABLED: true,
    },
    (started) => {
      ({ site, browser } = started);
    },
  );
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    player = await registerPlayer(site.url, 'bettor');
    await fundByCard(site.url, player.accessToken, 10_000);
  });

  async function settle(eventId: string, home: number, away: number) {
    const body = JSON.stringify({ eventId, outcome: 'score', home, away });
    const res = await fetch(`${site.url}/sportsbook/api/operator/results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signSeamless(SECRET, body) },
      body,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }

  it('places an accumulator, the operator settles it, balance and history show the payout live', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await context.addCookies([
      { name: 'cookie-consent', value: '1', url: site.url },
      ...sessionCookies(site.url, player),
    ]);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.url}/`);
    expect(scripts).not.toContain('/sportsbook/sdk.js');
    await page.goto(`${site.url}/betting`);
    await page.locator('.bsdk-event').first().waitFor({ timeout: 20_000 });
    expect(scripts).toContain('/sportsbook/sdk.js');
    await page.screenshot({ path: `${SHOTS}/betting-390.png` });

    // Two selections on two events: the first open price of each of the first two cards.
    const cards = page.locator('.bsdk-event:has(.bsdk-odd:not([disabled]))');
    for (const n of [0, 1]) await cards.nth(n).locator('.bsdk-odd:not([disabled])').first().click();
    // On a phone the slip waits as a bar over the bottom navigation until it is opened.
    const slipBar = page.getByRole('button', { name: /^Bet slip \(2\)/ });
    expect(await slipBar.getAttribute('aria-expanded')).toBe('false');
    await slipBar.click();
    await page.getByRole('button', { name: 'Accumulator' }).click();
    // The slip redraws for the accumulator (live prices arrive too): the stake is typed into
    // the field that is there once it has settled, as a player retypes a field that reset.
    const stake = page.locator('.bsdk-stake');
    await expect
      .poll(async () => {
        if ((await stake.inputValue()) !== '10') await stake.fill('10');
        await page.waitForTimeout(500);
        return stake.inputValue();
      })
      .toBe('10');
    await page.screenshot({ path: `${SHOTS}/slip-390.png` });
    // The bet as the sportsbook answered the player (its legs: events, picks, odds).
    const placing = page.waitForResponse(
      (r) => r.url().endsWith('/sportsbook/api/bets') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Place bet' }).click();
    const placed = (await (await placing).json()) as {
      bets: { kind: string; legs: { eventId: string; selection: string; odds: number }[] }[];
    };
    await expect.poll(() => new URL(page.url()).searchParams.get('setIframePath')).toBe('/bets');
    const pill = () => page.getByTestId('balance-pill').first().textContent();
    await expect.poll(pill, { timeout: 20_000 }).toContain('$90.00');

    const legs = placed.bets.find((b) => b.kind === 'acca')?.legs ?? [];
    expect(legs).toHaveLength(2);
    for (const leg of legs) {
      const [home, away] = WINNING[leg.selection as keyof typeof WINNING];
      await settle(leg.eventId, home, away);
    }
    const payout = Math.floor((1_000 * legs[0]!.odds * legs[1]!.odds) / 10_000);
    // The site groups thousands ($2,835.22): the odds come from a secret seed, so any size.
    const dollars = `$${amount(9_000 + payout)}`;
    await expect.poll(pill, { timeout: 20_000 }).toContain(dollars);

    // Back returns to the sports list inside the sportsbook.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('setIframePath')).toBeNull();

    await page.goto(`${site.url}/profile/history/bets`);
    await expect
      .poll(() => page.getByTestId('bet-row').first().textContent(), { timeout: 20_000 })
      .toContain('Sportsbook');
    await expect
      .poll(() => page.getByTestId('bet-row').first().textContent())
      .toContain(amount(payout));
    await page.screenshot({ path: `${SHOTS}/history-390.png` });
    await context.close();
  });

  it('an operator settles an event from the back office screen', async () => {
    const cookie = await newOperatorSession(site.url, 'payments', 'Trader');
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await browser.newContext({ viewport });
      await context.addCookies([cookie]);
      const page = await context.newPage();
      await page.goto(`${site.url}/backoffice/sportsbook`);
      await page.getByRole('heading', { name: 'Sportsbook results' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Feed result' }).first().waitFor();
      await page.screenshot({ path: `${SHOTS}/backoffice-${viewport.width}.png` });
      if (viewport === DESKTOP) {
        await page.getByRole('button', { name: 'Feed result' }).first().click();
        await expect
          .poll(() => page.getByRole('status').textContent(), { timeout: 20_000 })
          .toMatch(/version 1/);
      }
      await context.close();
    }
  });

  it('a guest browses the odds at every size; placing asks to sign in', async () => {
    for (const viewport of [PHONE, { width: 360, height: 640 }, DESKTOP]) {
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
      const page = await context.newPage();
      await page.goto(`${site.url}/betting?setIframePath=/sport/football`);
      await page.locator('.bsdk-event').first().waitFor({ timeout: 20_000 });
      expect(await page.locator('.bsdk-meta').first().textContent()).toContain('Football');
      await page.locator('.bsdk-odd:not([disabled])').first().click();
      // Wide screens keep the slip open in its own column; phones open it from its bar.
      if (viewport.width < 1024)
        await page.getByRole('button', { name: /^Bet slip \(1\)/ }).click();
      await page.screenshot({ path: `${SHOTS}/guest-${viewport.width}.png` });
      await page.getByRole('button', { name: 'Sign in to bet' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.has('sign-in')).toBe(true);
      await context.close();
    }
  });
});
