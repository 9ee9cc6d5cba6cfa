import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundByCard, registerPlayer } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = process.env.LIMITS_SHOTS_DIR;

// Issue 15 on a phone: a deposit limit set on /profile/limits refuses the deposit over it, and
// a time-out signs the player out at once (docs/decisions/026).
describe.skipIf(!hasChromium)('responsible-gaming limits in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, RATE_LIMIT_REGISTER_PER_MINUTE: 100 }, (started) => {
    ({ site, browser } = started);
  });

  async function signedInPhone(viewport = PHONE) {
    const player = await registerPlayer(site.url, 'limits');
    await fundByCard(site.url, player.accessToken, 1000);
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
    await context.addCookies(sessionCookies(site.url, player));
    const page = await context.newPage();
    await page.goto(`${site.url}/profile/limits`);
    await hydrated(page);
    return { player, context, page };
  }

  it('sets a deposit limit on a phone and is refused a deposit over it', async () => {
    const { context, page } = await signedInPhone();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/limits-empty-390.png`, fullPage: true });
    await page.getByTestId('add-limit').click();
    const form = page.getByTestId('limit-form');
    await form.getByLabel('Amount (USD)').fill('10');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/limits-add-390.png` });
    await form.getByRole('button', { name: 'Save limit' }).click();
    const row = page.getByTestId('limit-row');
    await row.waitFor();
    // The 10.00 deposited today already fills the rolling day.
    expect(await row.textContent()).toContain('$10.00 of $10.00 used');
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/limits-set-390.png`, fullPage: true });
      for (const [name, size] of [
        ['360', { width: 360, height: 640 }],
        ['1440', { width: 1440, height: 900 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.screenshot({ path: `${SHOTS}/limits-set-${name}.png`, fullPage: true });
      }
      await page.setViewportSize(PHONE);
    }

    // Raising waits: the confirm-update step says so and the row shows the waiting change.
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('limit-form').getByLabel('Amount (USD)').fill('50');
    await page.getByTestId('limit-form').getByRole('button', { name: 'Save limit' }).click();
    const confirm = page.getByTestId('confirm-update');
    expect(await confirm.textContent()).toContain('waits 24 hours');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/limits-confirm-390.png` });
    await confirm.getByRole('button', { name: 'Request change' }).click();
    await expect.poll(() => row.textContent()).toContain('Raise to $50.00 waiting');

    await page.goto(`${site.url}/?wallet=deposit`);
    await hydrated(page);
    await expect
      .poll(() => page.getByText('You have reached your deposit limit').count())
      .toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/limits-deposit-refused-390.png` });
    await context.close();
  });

  it('reloads the limits when a deposit is refused by one (13100) and shows them in the wallet', async () => {
    const { player, context, page } = await signedInPhone();
    await page.getByTestId('add-limit').click();
    const form = page.getByTestId('limit-form');
    await form.getByLabel('Amount (USD)').fill('20');
    await form.getByRole('button', { name: 'Save limit' }).click();
    const row = page.getByTestId('limit-row');
    await expect.poll(() => row.textContent()).toContain('$10.00 of $20.00 used');
    // Another device lowers the limit to what is used (lowering works at once): what this tab
    // holds is now stale.
    const lowered = await fetch(`${site.url}/api/player/limits`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${player.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        action: 'set',
        definition: 3,
        period: 'daily',
        currency: 'USD',
        amount: 1000,
      }),
    });
    expect(lowered.status).toBe(200);

    // The wallet, opened in the page (no reload): the methods answer 13100, the limits reload.
    await page.getByTestId('deposit-button').tap();
    const notice = page.getByTestId('deposit-limit-reached');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('You have reached your deposit limit');
    await expect.poll(() => notice.textContent()).toContain('$10.00 of $10.00 used');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/limits-wallet-reached-390.png` });
    await notice.getByRole('link', { name: 'Open my limits' }).tap();
    await page.waitForURL(/\/profile\/limits/);
    await expect.poll(() => row.textContent()).toContain('$10.00 of $10.00 used');
    await context.close();
  });

  it('a time-out, once confirmed, signs the player out on every device at once', async () => {
    const { player, context, page } = await signedInPhone();
    const other = await fetch(`${site.url}/api/wallet/accounts`, {
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    expect(other.status).toBe(200);
    await page.getByTestId('start-5').click();
    const sure = page.getByTestId('exclusion-confirm');
    expect(await sure.textContent()).toContain('signed out on every device');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/limits-timeout-confirm-390.png` });
    await sure.getByRole('button', { name: 'Start time-out' }).click();
    // The break's POST ends every session first: on a loaded machine that takes a few seconds.
    await expect
      .poll(() => page.getByText('Your break has started').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const after = await fetch(`${site.url}/api/wallet/accounts`, {
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    expect(after.status).toBe(401);
    await expect
      .poll(() => page.getByRole('link', { name: 'Sign in' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await context.close();
  });
});
