import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmEmailByMail } from './support/mailbox.ts';
import { registerPlayer } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

describe.skipIf(!hasChromium)('wallet and payments in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  /** A new player with a USD account, signed in through cookies (email confirmed on request). */
  async function playerContext(
    viewport = DESKTOP,
    { isEmailConfirmed = false } = {},
  ): Promise<BrowserContext> {
    const { email, accessToken, refreshToken } = await registerPlayer(site.url, 'wallet');
    // Withdrawals need a confirmed email (WITHDRAWAL_REQUIRES_CONFIRMED_EMAIL).
    if (isEmailConfirmed) await confirmEmailByMail(site.url, email);
    const context = await browser.newContext({ viewport });
    await context.addCookies([
      ...sessionCookies(site.url, { accessToken, refreshToken }),
      { name: 'cookie-consent', value: '1', url: site.url },
    ]);
    return context;
  }

  const balance = (page: Page) => page.getByTestId('balance-pill').textContent();

  it('deposits 50 USD by sandbox card, withdraws 20, cancels the withdrawal and gets the money back', async () => {
    const context = await playerContext(DESKTOP, { isEmailConfirmed: true });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await expect.poll(() => balance(page)).toContain('$0.00');

    await page.getByTestId('deposit-button').click();
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByTestId('amount-input').fill('50');
    // The welcome bonus is preselected; this journey is about the money alone.
    await wallet.getByLabel('No bonus').check();
    await wallet.getByTestId('deposit-submit').click();

    await page.waitForURL(/\/sandbox\/card\/checkout\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();

    await page.waitForURL(/wallet=deposit/);
    await expect
      .poll(() => page.getByTestId('invoice-result').textContent(), { timeout: 20_000 })
      .toContain('$50.00');
    await expect.poll(() => balance(page), { timeout: 20_000 }).toContain('$50.00');

    await wallet.getByRole('tab', { name: 'Withdraw' }).click();
    await expect.poll(() => wallet.getByTestId('withdraw-submit').count()).toBe(1);
    await wallet.getByTestId('amount-input').fill('20');
    // The card of the deposit is offered and chosen: no number to type again, listed once.
    const destinations = wallet.getByTestId('withdraw-destination');
    await expect
      .poll(() => destinations.allTextContents())
      .toEqual(['Visa •••• 4242', 'Another card or address']);
    expect(await destinations.first().getAttribute('aria-pressed')).toBe('true');
    expect(await wallet.getByLabel('Card number').count()).toBe(0);
    await wallet.getByTestId('withdraw-submit').click();
    await expect.poll(() => wallet.getByTestId('pending-withdrawal').count()).toBe(1);
    await expect.poll(() => balance(page)).toContain('$30.00');

    await wallet.getByTestId('pending-withdrawal').getByRole('button').click();
    await expect.poll(() => wallet.getByTestId('pending-withdrawal').count()).toBe(0);
    await expect.poll(() => balance(page)).toContain('$50.00');

    await page.goto(`${site.url}/profile/history/transactions`);
    await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(2);
    await context.close();
  });

  it('names the payment method a deposit goes through, also when the currency has only one', async () => {
    // Found by the browser audit (scripts/audit/site-pages.ts 1.3, 2.59): with one method the
    // deposit never said what it would be paid with.
    const context = await playerContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${site.url}/?wallet=deposit`);
    const methods = page
      .getByRole('dialog', { name: 'Wallet' })
      .getByRole('group', { name: 'Payment method' });
    await expect
      .poll(() => methods.getByRole('button', { pressed: true }).textContent(), { timeout: 10_000 })
      .toBe('Card');
    await context.close();
  });

  it('adds a BTC account and shows its deposit address with a QR code', async () => {
    const context = await playerContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${site.url}/profile/wallet`);
    await page.getByTestId('add-BTC').click();
    await expect.poll(() => page.getByRole('region', { name: 'BTC' }).count()).toBe(1);
    await page
      .getByRole('region', { name: 'BTC' })
      .getByRole('button', { name: 'Use this account' })
      .click();
    await expect
      .poll(() => page.getByRole('region', { name: 'BTC' }).getByText('Active').count())
      .toBe(1);

    await page
      .getByRole('region', { name: 'BTC' })
      .getByRole('button', { name: 'Deposit' })
      .click();
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByTestId('show-address').click();
    await expect
      .poll(() => wallet.getByTestId('crypto-address').textContent())
      .toMatch(/^(bc1|tb1|[13mn2])[a-zA-Z0-9]{20,}/);
    const qr = wallet.getByRole('img', { name: 'QR code of the deposit address' });
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await context.close();
  });

  it('opens the withdraw tab from the balance menu and the account menu; the email bar closes for the session and stays off game pages', async () => {
    const context = await playerContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    const notice = page.getByTestId('email-notice');
    await notice.waitFor();
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    const selectedTab = () => wallet.getByRole('tab', { selected: true }).textContent();

    await page.getByTestId('balance-pill').click();
    // The currency panel stays inside the phone's screen (it used to hang off the left edge).
    const box = await page.getByTestId('currency-panel').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('panel-withdraw').click();
    await expect.poll(() => page.url()).toContain('wallet=withdraw');
    await expect.poll(selectedTab).toBe('Withdraw');
    await page.goBack();
    await expect.poll(() => wallet.count()).toBe(0);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-withdraw').click();
    await expect.poll(selectedTab).toBe('Withdraw');
    await page.goBack();

    // Never on a game page; closed once, gone for the rest of the tab's session.
    await page.goto(`${site.url}/games/classic-dice`);
    await page.getByTestId('game-frame').waitFor();
    expect(await notice.count()).toBe(0);
    await page.goto(`${site.url}/`);
    await notice.waitFor();
    await page.getByTestId('email-notice-close').click();
    await expect.poll(() => notice.count()).toBe(0);
    await page.reload();
    await page.getByTestId('balance-pill').waitFor();
    await expect.poll(() => notice.count()).toBe(0);
    await context.close();
  });
});
