import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhone } from './support/phone.ts';
import { registerPlayer } from './support/players.ts';
import { TEST_PASSWORD } from './support/session.ts';
import { FAST_ARGON2, hasChromium, type RunningSite, useSiteAndBrowser } from './support/site.ts';

/**
 * Issue 35, two-step sign-in on a phone: a player sets up an authenticator app in the profile,
 * keeps the recovery codes, and is asked for a code at the next sign-in; a wrong code is
 * refused, the app's code and a recovery code each sign in, and the sessions list says how.
 */
describe.skipIf(!hasChromium)('two-step sign-in for players (issue 35)', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  const hydrated = (page: Page) =>
    page.getByTestId('menu-button').getAttribute('aria-expanded', { timeout: 1000 });
  const settled = (page: Page) => expect.poll(() => hydrated(page)).toBe('false');
  /** A code of the app for the next time step (the server takes one step either side). */
  const nextStepCode = (secret: string) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

  async function signIn(page: Page, email: string) {
    await page.goto(`${site.url}/?sign-in`);
    await settled(page);
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).tap();
    return dialog;
  }

  it('sets up the app in the profile, then asks its code (or a recovery code) at sign-in', async () => {
    const player = await registerPlayer(site.url, 'totp');
    const { context, page } = await openPhone(browser, site.url, { player });
    await page.goto(`${site.url}/profile/info`);
    await settled(page);
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    expect(await card.getByTestId('two-factor-state').textContent()).toBe('Off');
    await card.getByRole('button', { name: 'Set up' }).tap();
    // The account is proven first (a stolen session alone adds no factor): a wrong password is
    // refused at the field, the right one shows the QR code.
    await card.getByLabel('Your password').fill('not-the-password');
    await card.getByRole('button', { name: 'Continue' }).tap();
    await card.getByText('The password is wrong.').waitFor();
    await card.getByLabel('Your password').fill(TEST_PASSWORD);
    await card.getByRole('button', { name: 'Continue' }).tap();
    const secret = (await card.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(
      await card.getByRole('img', { name: 'QR code for your authenticator app' }).count(),
    ).toBe(1);

    // A wrong code is refused at the field; the right one turns it on and shows the codes once.
    await card.getByLabel('Code from the app').fill('000000');
    await card.getByRole('button', { name: 'Turn on' }).tap();
    await card.getByText('This code is wrong or was already used.').waitFor();
    await card
      .getByLabel('Code from the app')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await card.getByRole('button', { name: 'Turn on' }).tap();
    const codes = card.getByTestId('recovery-codes').getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recovery = (await codes.first().textContent()) ?? '';
    await card.getByRole('button', { name: 'I have saved them' }).tap();
    await expect.poll(() => card.getByTestId('two-factor-state').textContent()).toBe('On');
    expect(await card.textContent()).toContain('10 recovery codes left');
    await context.close();

    // Signed out, on another phone: the password alone is not enough.
    const other = await openPhone(browser, site.url);
    const dialog = await signIn(other.page, player.email);
    const code = dialog.getByLabel('Security code');
    await code.waitFor();
    expect(await other.page.getByTestId('user-menu').count()).toBe(0);
    await code.fill('123456');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).tap();
    await dialog.getByText('This code is wrong or was already used.').waitFor();
    await code.fill(await nextStepCode(secret));
    await dialog.getByRole('button', { name: 'Continue', exact: true }).tap();
    await other.page.getByTestId('user-menu').waitFor();

    // A third phone signs in with a recovery code; the sessions list tells the two apart.
    const third = await openPhone(browser, site.url);
    const again = await signIn(third.page, player.email);
    await again.getByLabel('Security code').fill(recovery.toUpperCase());
    await again.getByRole('button', { name: 'Continue', exact: true }).tap();
    await third.page.getByTestId('user-menu').waitFor();
    await third.page.goto(`${site.url}/profile/history/sessions`);
    const factors = third.page.getByTestId('session-factor');
    await factors.first().waitFor();
    const shown = await factors.allTextContents();
    expect(shown).toContain('Password and app code');
    expect(shown).toContain('Password and recovery code');
    await other.context.close();
    await third.context.close();
  });
});
