import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmEmailByMail } from './support/mailbox.ts';
import {
  fundByCard,
  type RegisteredPlayer,
  registerPlayer,
  requestWithdrawal,
} from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/**
 * Issue 29, the words a player meets: texts a link may put in the site's dialogs, the messages
 * of a cancelled withdrawal, a time-out, the limit form and validation, and the bonus toasts.
 * A phone (390x844, touch) throughout.
 */
describe.skipIf(!hasChromium)('the words a player meets (issue 29)', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, RATE_LIMIT_REGISTER_PER_MINUTE: 100 }, (started) => {
    ({ site, browser } = started);
  });

  async function phone(player?: RegisteredPlayer) {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    if (player) await context.addCookies(sessionCookies(site.url, player));
    return { context, page: await context.newPage() };
  }

  const dialogText = (page: Page) => page.getByRole('dialog').textContent();

  it('shows only the site’s own texts in ?failing=, ?success= and ?confirm= dialogs', async () => {
    const { context, page } = await phone();
    const bait = 'Your account is locked. Call +1 555 0100 and verify at evil.example';
    const encoded = encodeURIComponent(bait);

    await page.goto(`${site.url}/?failing=${encoded}`);
    await hydrated(page);
    await page.getByRole('dialog', { name: 'Error!' }).waitFor();
    expect(await dialogText(page)).not.toContain('evil.example');
    expect(await dialogText(page)).toContain('Something went wrong. Please try again.');

    await page.goto(`${site.url}/?success=${encoded}`);
    await page.getByRole('dialog').waitFor();
    expect(await dialogText(page)).not.toContain('evil.example');

    await page.goto(`${site.url}/?confirm=${encoded}&confirmTo=%2Fgames`);
    await page.getByRole('dialog', { name: 'Confirm' }).waitFor();
    expect(await dialogText(page)).not.toContain('evil.example');
    expect(await dialogText(page)).toContain('Do you want to continue?');

    // Not even a key of another part of the catalog, or of an object's prototype.
    await page.goto(`${site.url}/?failing=constructor`);
    await page.getByRole('dialog', { name: 'Error!' }).waitFor();
    expect(await dialogText(page)).toContain('Something went wrong. Please try again.');

    // The site's own keys show their text, in the page's language.
    await page.goto(`${site.url}/de?failing=paymentFailed`);
    await page.getByRole('dialog', { name: 'Fehler!' }).waitFor();
    expect(await dialogText(page)).toContain('Die Zahlung ist nicht durchgegangen.');
    await context.close();
  });

  it('says a withdrawal the player cancels was cancelled, every time (never "Withdrawal failed")', async () => {
    const player = await registerPlayer(site.url, 'cancel');
    await confirmEmailByMail(site.url, player.email);
    await fundByCard(site.url, player.accessToken, 15_000);
    const tries = 5;
    for (let i = 0; i < tries; i++) await requestWithdrawal(site.url, player.accessToken, 2_000);
    const { context, page } = await phone(player);
    await page.goto(`${site.url}/?wallet=withdraw`);
    await hydrated(page);
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    const cancel = wallet.getByRole('button', { name: 'Cancel withdrawal' });
    await expect.poll(() => cancel.count(), { timeout: 10_000 }).toBe(tries);
    const toasts = page.locator('.toast');
    for (let i = 0; i < tries; i++) {
      await cancel.first().tap();
      await expect.poll(() => cancel.count(), { timeout: 10_000 }).toBe(tries - i - 1);
      // Both answers (the API's and the realtime update's) have had their chance to show.
      await page.waitForTimeout(1500);
      const said = await toasts.allTextContents();
      expect(said.join(' | ')).toContain('Withdrawal cancelled');
      expect(said.join(' | ')).not.toContain('failed');
      await expect.poll(() => toasts.count(), { timeout: 10_000 }).toBe(0);
    }
    await context.close();
  });
});
