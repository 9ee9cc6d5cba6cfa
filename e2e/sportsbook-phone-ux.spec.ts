import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundByCard, type RegisteredPlayer, registerPlayer } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = '/tmp/i29-sportsbook-ux';
const SMALL = { width: 360, height: 640 };

/**
 * Issue 29 (UX review on phones): a German player on /de/betting sees every price of the match
 * result, "Meine Wetten" names the teams of each leg (never a fixture id), and the sportsbook,
 * launched from /betting, is no tile of "recently played" (the lobby never opens it).
 */

/** Each odds button of the first card whose price is not fully inside the button or the screen. */
const clippedPrices = (page: Page) =>
  page
    .locator('.bsdk-event')
    .first()
    .evaluate((card) => {
      const screen = document.documentElement.clientWidth;
      return [...card.querySelectorAll('.bsdk-odd')].flatMap((button) => {
        const box = button.getBoundingClientRect();
        const price = button.querySelector('b')!.getBoundingClientRect();
        const inside =
          price.width > 0 &&
          price.left >= box.left - 0.5 &&
          price.right <= box.right + 0.5 &&
          price.right <= screen + 0.5;
        return inside ? [] : [button.textContent ?? ''];
      });
    });

describe.skipIf(!hasChromium)('sportsbook on a phone, as the UX review met it', () => {
  let site: RunningSite;
  let browser: Browser;
  let player: RegisteredPlayer;

  useSiteAndBrowser(
    { ...FAST_ARGON2, SPORTSBOOK_ENABLED: true, NODE_ENV: 'development' },
    (started) => {
      ({ site, browser } = started);
    },
  );
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    player = await registerPlayer(site.url, 'uxbettor');
    await fundByCard(site.url, player.accessToken, 5_000);
  });

  it('shows every German price, names the teams in Meine Wetten, and keeps the sportsbook out of recently played', async () => {
    for (const viewport of [PHONE, SMALL]) {
      const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
      await context.addCookies([
        { name: 'cookie-consent', value: '1', url: site.url },
        ...sessionCookies(site.url, player),
      ]);
      const page = await context.newPage();
      await page.goto(`${site.url}/de/betting`);
      await page.locator('.bsdk-event').first().waitFor({ timeout: 20_000 });
      expect(await page.locator('.bsdk-event').first().textContent()).toContain('Unentschieden');
      await page.screenshot({ path: `${SHOTS}/betting-de-${viewport.width}.png` });
      expect(await clippedPrices(page)).toEqual([]);

      if (viewport === PHONE) {
        // A single on the first open price; "Meine Wetten" then lists it by its teams.
        const card = page.locator('.bsdk-event:has(.bsdk-odd:not([disabled]))').first();
        const teams = (await card.locator('.bsdk-title').textContent())!.trim();
        await card.locator('.bsdk-odd:not([disabled])').first().click();
        await page.getByRole('button', { name: /^Wettschein \(1\)/ }).click();
        await page.locator('.bsdk-stake').fill('5');
        await page.getByRole('button', { name: 'Wette platzieren' }).click();
        await expect
          .poll(() => new URL(page.url()).searchParams.get('setIframePath'))
          .toBe('/bets');
        const bet = page.locator('.bsdk-event').first();
        await expect.poll(() => bet.textContent(), { timeout: 20_000 }).toContain(teams);
        expect(await bet.textContent()).not.toMatch(/\w+-\d{8}-\d/);
        await page.screenshot({ path: `${SHOTS}/my-bets-de-${viewport.width}.png` });
      }

      await page.goto(`${site.url}/de/recently-played`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The launch happened: the list has settled (empty, or the games played) before we look.
      await page
        .locator('main :is([data-testid="game-tile"], .empty)')
        .first()
        .waitFor({ timeout: 20_000 });
      await page.screenshot({ path: `${SHOTS}/recent-de-${viewport.width}.png` });
      expect(await page.locator('main').textContent()).not.toContain('Sportsbook');
      await context.close();
    }
  });
});
