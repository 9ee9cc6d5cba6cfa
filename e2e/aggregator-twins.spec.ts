import type { Browser, Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundByCard } from './support/players.ts';
import { sessionCookies, TEST_PASSWORD } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

interface Player {
  accessToken: string;
  refreshToken: string;
}

const TWINS = [
  { name: 'hub88', game: 'hub88-fruit-fiesta' },
  { name: 'softswiss', game: 'softswiss-lucky-dice' },
  { name: 'everymatrix', game: 'everymatrix-gem-tower' },
  { name: 'slotegrator', game: 'slotegrator-gem-rush' },
] as const;

/** Issue 34: a game of each aggregator twin played for real money on a phone, as `npm start` runs. */
describe.skipIf(!hasChromium)('aggregator twins on a phone', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  async function register(): Promise<Player> {
    const email = `twins${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const response = await fetch(`${site.url}/api/player/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
        currency: 'USD',
        country: 'US',
        agreements: true,
      }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Player;
  }

  const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
  const headerBalance = async (page: Page) =>
    money(await page.getByTestId('balance-pill').getByTestId('balance-real').first().textContent());

  async function twinFrame(page: Page, name: string): Promise<Frame> {
    await expect
      .poll(() => page.frames().some((f) => f.url().includes(`/sandbox/aggregators/${name}/`)), {
        timeout: 20_000,
      })
      .toBe(true);
    return page.frames().find((f) => f.url().includes(`/sandbox/aggregators/${name}/`))!;
  }

  for (const twin of TWINS) {
    it(`plays ${twin.game} for real money; the header balance follows every round`, async () => {
      const player = await register();
      await fundByCard(site.url, player.accessToken, 5_000);
      const context = await browser.newContext({ viewport: PHONE });
      await context.addCookies([
        { name: 'cookie-consent', value: '1', url: site.url },
        ...sessionCookies(site.url, player),
      ]);
      const page = await context.newPage();
      await page.goto(`${site.url}/games/${twin.game}?real=true`);
      const game = await twinFrame(page, twin.name);
      await expect.poll(() => game.getByTestId('twin-balance').textContent()).toBe('$50.00');
      await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(50);
      for (let round = 0; round < 3; round++) {
        // The round's page replaces the game's: read the balance only once it has loaded (reading
        // the previous page's balance made this journey flaky on a loaded machine).
        await Promise.all([
          game.waitForNavigation({ waitUntil: 'load' }),
          game.getByRole('button', { name: '$1.00' }).click(),
        ]);
        const frame = await twinFrame(page, twin.name);
        const after = money(await frame.getByTestId('twin-balance').textContent());
        expect(await frame.locator('.result').textContent()).not.toContain('Refused');
        // The round moved the wallet; the site's header shows it without a reload.
        await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(after);
      }
      await context.close();
    }, 90_000);
  }
});
