import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdminApiKey } from './support/backoffice.ts';
import { registerByApi, sessionCookies } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/**
 * Social login through the embedded identity provider (docs/decisions/029): sign-up with an
 * affiliate link to the back-office report, an email that already has an account (11001),
 * linking from the profile and signing in with the provider.
 */
describe.skipIf(!hasChromium)('social login in a browser', () => {
  let site: RunningSite;
  let browser: Browser;
  let counter = 0;
  // The sandbox demo admin exists (the report is read with its API key).
  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  const newEmail = () => `social${Date.now()}${++counter}@example.com`;
  const hydrated = (page: Page) =>
    expect.poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded')).not.toBeNull();

  /** At Aurora ID's own pages: create an account (or sign in) and come back. */
  async function atProvider(page: Page, email: string, password: string, create: boolean) {
    await page.waitForURL(/\/idp\/interaction\//);
    if (create) {
      await page.getByRole('link', { name: 'Create an Aurora ID' }).click();
      await page.getByLabel('Name').fill('Social Player');
    }
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: create ? 'Create account' : 'Sign in' }).click();
  }

  it('signs up with Aurora ID from an affiliate link; the back office reports the tag', async () => {
    const tag = `aff-e2e-${Date.now()}`;
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${site.url}/?affiliate_id=${tag}&token=click-9`);
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem('affiliateTag'))).toBe(tag);
    expect(await page.evaluate(() => localStorage.getItem('affiliateToken'))).toBe('click-9');

    await page.goto(`${site.url}/games?register`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('Country').selectOption('DE');
    await dialog.getByLabel(/I am over 18/).check();
    await dialog.getByRole('button', { name: 'Sign up with Aurora ID' }).click();
    const email = newEmail();
    await atProvider(page, email, 'provider-pass', true);

    // Back through /auth/callback to the page the player was on, signed in, affiliate dropped.
    await page.waitForURL(`${site.url}/games`);
    await expect.poll(() => page.getByTestId('user-menu').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('affiliateTag'))).toBeNull();
    await page.goto(`${site.url}/profile/info`);
    await expect.poll(() => page.getByText(`Linked as ${email}`).isVisible()).toBe(true);

    const key = await demoAdminApiKey(site.url, ['marketing']);
    const report = await fetch(`${site.url}/api/backoffice/reports/affiliates?days=1`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(report.status).toBe(200);
    const { rows } = (await report.json()) as { rows: { affiliateTag: string }[] };
    expect(rows.find((row) => row.affiliateTag === tag)).toMatchObject({
      registrations: 1,
      firstDeposits: 0,
    });
    await context.close();
  });

  it('answers 11001 for an email with a password account, links from the profile, then signs in with the provider', async () => {
    const email = newEmail();
    const tokens = await registerByApi(site.url, email);

    // Sign-in with the provider: its email already has an account here.
    const guest = await browser.newContext({ viewport: PHONE });
    const page = await guest.newPage();
    await page.goto(`${site.url}/?sign-in`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('button', { name: 'Continue with Aurora ID' }).click();
    await atProvider(page, email, 'provider-pass', true);
    await page.waitForURL(/\/auth\/callback/);
    await expect
      .poll(() => page.getByText(/This email already has an account/).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(/\?sign-in/);

    // Signed in with the password, the player links Aurora ID on /profile/info.
    await guest.addCookies(sessionCookies(site.url, tokens));
    await page.goto(`${site.url}/profile/info`);
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    await expect.poll(() => methods.getByText('Not linked').isVisible()).toBe(true);
    await methods.getByRole('button', { name: 'Link' }).click();
    // Still signed in at the provider: it sends the browser straight back.
    await page.waitForURL(`${site.url}/profile/info`);
    await expect.poll(() => methods.getByText(`Linked as ${email}`).isVisible()).toBe(true);
    await guest.close();

    // A new browser: sign in with Aurora ID alone.
    const fresh = await browser.newContext({ viewport: DESKTOP });
    const second = await fresh.newPage();
    await second.goto(`${site.url}/games?sign-in`);
    // The provider buttons come with the scripts (hydrated).
    await second
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('button', { name: 'Continue with Aurora ID' })
      .click();
    await atProvider(second, email, 'provider-pass', false);
    await second.waitForURL(`${site.url}/games`);
    await expect.poll(() => second.getByTestId('user-menu').isVisible()).toBe(true);
    await fresh.close();
  });
  it('a new identity from the sign-in modal goes to the sign-up step with the identity kept: one tap makes the account', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${site.url}/games?sign-in`);
    await hydrated(page);
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('button', { name: 'Continue with Aurora ID' })
      .click();
    const email = newEmail();
    await atProvider(page, email, 'provider-pass', true);
    // Back on the site: the sign-up step, saying what is left, not a dead end.
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect
      .poll(() => dialog.getByTestId('social-sign-up-pending').textContent(), { timeout: 10_000 })
      .toContain('Aurora ID confirmed your email');
    let isAtProviderAgain = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/idp/')) isAtProviderAgain = true;
    });
    await dialog.getByLabel('Country').selectOption('DE');
    await dialog.getByLabel(/I am over 18/).check();
    await dialog.getByRole('button', { name: 'Sign up with Aurora ID' }).click();
    await expect
      .poll(() => page.getByTestId('user-menu').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(isAtProviderAgain).toBe(false);
    await page.goto(`${site.url}/profile/info`);
    await expect.poll(() => page.getByText(`Linked as ${email}`).isVisible()).toBe(true);
    await context.close();
  });

  it('a social player on German pages reads Unbekannt for the missing nickname, the full name once both names exist, and logs out to /de', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${site.url}/games?register`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('Country').selectOption('DE');
    await dialog.getByLabel(/I am over 18/).check();
    await dialog.getByRole('button', { name: 'Sign up with Aurora ID' }).click();
    await atProvider(page, newEmail(), 'provider-pass', true);
    await page.waitForURL(`${site.url}/games`);

    // No nickname (the provider gives none): the profile says so in the page's language.
    await page.goto(`${site.url}/de/profile/info`);
    const nickname = page.getByTestId('profile-nickname');
    await expect.poll(() => nickname.textContent()).toBe('Unbekannt');
    expect(await page.getByTestId('profile-full-name').count()).toBe(0);

    // One name alone shows no full name; both names do.
    const token = (await context.cookies()).find((c) => c.name === 'access_token')?.value;
    const setNames = async (names: object) => {
      const res = await fetch(`${site.url}/api/player/profile`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(names),
      });
      expect(res.status, await res.text()).toBe(200);
    };
    await setNames({ firstName: 'Maria' });
    await page.reload();
    await expect.poll(() => nickname.textContent()).toBe('Unbekannt');
    expect(await page.getByTestId('profile-full-name').count()).toBe(0);
    await setNames({ firstName: 'Maria', lastName: 'Schmidt' });
    await page.reload();
    await expect
      .poll(() => page.getByTestId('profile-full-name').textContent())
      .toBe('Maria Schmidt');
    await page.screenshot({ path: 'screenshots/lang-profile-summary-390.png' });
    await page.setViewportSize({ width: 360, height: 640 });
    await page.screenshot({ path: 'screenshots/lang-profile-summary-360.png' });
    await page.setViewportSize(PHONE);

    // Logging out from a German page goes through the provider's logout back to the German home.
    await page.goto(`${site.url}/de/games`);
    await hydrated(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${site.url}/de`);
    await expect.poll(() => page.getByRole('link', { name: 'Anmelden' }).isVisible()).toBe(true);
    await context.close();
  });
});
