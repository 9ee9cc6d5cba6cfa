import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmEmailByMail, mailedLink, mailsTo } from './support/mailbox.ts';
import { fundByCard, type RegisteredPlayer, registerPlayer } from './support/players.ts';
import { playSlotRounds, SLOT } from './support/seamless.ts';
import { sessionCookies } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/**
 * Rows of docs/product/coverage.md closed for issue 18 that no other issue owns, as a visitor or
 * player meets them.
 */
const SECRET = 'contract-rows-builtin-secret-0123456789abcdef';

describe.skipIf(!hasChromium)('spec rows in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, BUILTIN_PROVIDER_SECRET: SECRET }, (started) => {
    ({ site, browser } = started);
  });

  async function signedIn(player: RegisteredPlayer, viewport = DESKTOP): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport });
    await context.addCookies([
      ...sessionCookies(site.url, player),
      { name: 'cookie-consent', value: '1', url: site.url },
    ]);
    return context;
  }

  it('opens the home page in the language the visitor chose before (user-language cookie)', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.goto(`${site.url}/games`);
    await page.getByTestId('language-switcher').click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`${site.url}/de/games`);

    // Typing the bare address again: the German home page.
    await page.goto(`${site.url}/?utm=x`);
    expect(page.url()).toBe(`${site.url}/de?utm=x`);
    expect(await page.getAttribute('html', 'lang')).toBe('de');

    // Choosing English again is remembered too; other bare pages never move.
    await page.getByTestId('language-switcher').click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site.url}/?utm=x`);
    await page.goto(`${site.url}/`);
    expect(page.url()).toBe(`${site.url}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();

    const german = await fetch(`${site.url}/games`, {
      headers: { cookie: 'user-language=de' },
      redirect: 'manual',
    });
    expect(german.status).toBe(200);
    // A language that is not enabled is ignored.
    const unknown = await fetch(`${site.url}/`, {
      headers: { cookie: 'user-language=xx' },
      redirect: 'manual',
    });
    expect(unknown.status).toBe(200);
  });

  it('shows the newest payments and bets together on the parent history tab', async () => {
    const player = await registerPlayer(site.url, 'activity');
    const context = await signedIn(player, PHONE);
    const page = await context.newPage();
    await page.goto(`${site.url}/profile/history`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Latest activity' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.textContent('main')).toContain('Nothing yet');

    await fundByCard(site.url, player.accessToken, 5000);
    await playSlotRounds(site.url, SECRET, player.accessToken, { stake: 500, win: 1200 });
    await page.reload();
    const rows = page.getByTestId('activity-row');
    await expect.poll(() => rows.count()).toBe(2);
    // Newest first: the bet (won $12.00 on a $5.00 stake), then the $50.00 deposit.
    const bet = await rows.nth(0).textContent();
    expect(bet).toContain(`Bet on ${SLOT.name}`);
    expect(bet).toContain('$5.00');
    expect(bet).toContain('Won $12.00');
    const deposit = await rows.nth(1).textContent();
    expect(deposit).toContain('Deposit');
    expect(deposit).toContain('$50.00');
    await rows.nth(1).getByRole('link', { name: 'Deposit' }).click();
    await page.waitForURL(`${site.url}/profile/history/transactions`);
    await context.close();
  });
  it('shows on the profile whether the email is confirmed, resends the mail from there', async () => {
    const player = await registerPlayer(site.url, 'verify');
    const context = await signedIn(player, PHONE);
    const page = await context.newPage();
    await page.goto(`${site.url}/profile/info`);
    const state = page.getByTestId('email-verify');
    await expect.poll(() => state.textContent()).toContain('Not confirmed yet');
    // The registration mail first, so the count below sees only the resent one.
    await mailedLink(site.url, player.email, '/verify/');
    const mailsBefore = (await mailsTo(site.url, player.email)).length;
    await state.getByRole('button', { name: 'Resend email' }).click();
    await expect.poll(() => state.textContent()).toContain('We sent you a new confirmation email.');
    await expect
      .poll(async () => (await mailsTo(site.url, player.email)).length)
      .toBe(mailsBefore + 1);

    await confirmEmailByMail(site.url, player.email);
    await page.reload();
    await expect.poll(() => state.textContent()).toContain('Confirmed');
    expect(await state.getByRole('button').count()).toBe(0);
    await context.close();
  });
  it('groups a new card number as it is typed and names a mistyped one before sending it', async () => {
    const player = await registerPlayer(site.url, 'card');
    await confirmEmailByMail(site.url, player.email);
    await fundByCard(site.url, player.accessToken, 5000);
    const context = await signedIn(player, PHONE);
    const page = await context.newPage();
    await page.goto(`${site.url}/de?wallet=withdraw`);
    const wallet = page.getByRole('dialog');
    await expect.poll(() => wallet.getByTestId('withdraw-submit').count()).toBe(1);
    await wallet.getByTestId('amount-input').fill('20');
    // The deposit's card is offered first; this journey pays out to another one.
    await wallet.getByTestId('withdraw-destination').last().click();
    const card = wallet.getByTestId('card-number');
    expect(await card.getAttribute('inputmode')).toBe('numeric');
    expect(await card.getAttribute('autocomplete')).toBe('cc-number');
    await card.pressSequentially('4242424242424241');
    expect(await card.inputValue()).toBe('4242 4242 4242 4241');

    let withdrawals = 0;
    page.on(
      'request',
      (r) => r.url().endsWith('/api/payment/invoices/withdrawal') && withdrawals++,
    );
    await wallet.getByTestId('withdraw-submit').click();
    await expect
      .poll(() => wallet.getByRole('alert').allTextContents())
      .toContain('Diese Kartennummer ist ungültig. Bitte prüfen Sie die Ziffern.');
    expect(withdrawals).toBe(0);

    await card.fill('');
    await card.pressSequentially('4000-0000-0000-0002');
    expect(await card.inputValue()).toBe('4000 0000 0000 0002');
    expect(await wallet.getByRole('alert').count()).toBe(0);
    await wallet.getByTestId('withdraw-submit').click();
    await expect.poll(() => wallet.getByTestId('pending-withdrawal').count()).toBe(1);
    expect(withdrawals).toBe(1);
    await context.close();
  });
  it('narrows the country dropdown as one types and picks the one left', async () => {
    const player = await registerPlayer(site.url, 'country');
    const context = await signedIn(player, PHONE);
    const page = await context.newPage();
    await page.goto(`${site.url}/profile/info`);
    const country = page.getByLabel('Country', { exact: true });
    await expect.poll(() => country.inputValue()).toBe('US');
    const all = await country.locator('option').count();
    expect(all).toBeGreaterThan(100);

    const search = page.getByRole('searchbox', { name: 'Search countries' });
    await search.pressSequentially('united');
    // Several left: the list is short, the saved choice stays as it was.
    await expect.poll(() => country.locator('option').count()).toBeLessThan(8);
    expect(await country.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['United Kingdom', 'United States']),
    );
    expect(await country.inputValue()).toBe('US');
    await search.pressSequentially(' k');
    await expect.poll(() => country.inputValue()).toBe('GB');
    await search.press('Enter');
    await search.fill('');
    await expect.poll(() => country.locator('option').count()).toBe(all);

    await page
      .locator('form[aria-labelledby="profile-personal"]')
      .getByRole('button', { name: 'Save' })
      .click();
    await expect.poll(() => page.getByText('Your changes are saved.').count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => country.inputValue()).toBe('GB');
    await context.close();
  });
});
