import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailedLink } from './support/mailbox.ts';
import { TEST_PASSWORD } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

describe.skipIf(!hasChromium)('player accounts in a browser', () => {
  let site: RunningSite;
  let browser: Browser;
  let counter = 0;

  useSiteAndBrowser(
    () => {
      const mailbox = mkdtempSync(join(tmpdir(), 'casino-mailbox-'));
      return { MAILBOX_DIR: mailbox, ...FAST_ARGON2 };
    },
    (started) => {
      ({ site, browser } = started);
    },
  );

  const newEmail = () => `player${Date.now()}${++counter}@example.com`;

  async function newPage(context?: BrowserContext, viewport = DESKTOP): Promise<Page> {
    const ctx = context ?? (await browser.newContext({ viewport }));
    return ctx.newPage();
  }

  async function registerByApi(email: string, password = TEST_PASSWORD) {
    const response = await fetch(`${site.url}/api/player/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password,
        password_confirmation: password,
        currency: 'EUR',
        country: 'DE',
        agreements: true,
      }),
    });
    expect(response.status).toBe(201);
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
  }

  it('registers from the sign-up modal, stays logged in across a reload, and logs out', async () => {
    const page = await newPage(undefined, PHONE);
    const email = newEmail();
    await page.goto(`${site.url}/games`);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\?sign-up/);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).click();
    await expect
      .poll(() => dialog.getByText('Value is not a valid email address').isVisible())
      .toBe(true);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByLabel('Repeat password').fill(TEST_PASSWORD);
    await dialog.getByLabel('Country').selectOption('DE');
    await dialog.getByLabel(/I am over 18/).check();
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => page.getByTestId('user-menu').isVisible()).toBe(true);
    await expect.poll(() => page.url()).toBe(`${site.url}/games`);
    const cookies = await page.context().cookies();
    const access = cookies.find((c) => c.name === 'access_token');
    expect(access?.value).toBeTruthy();
    expect(access?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'refresh_token')?.value).toBeTruthy();
    expect(cookies.find((c) => c.name === 'session')?.value).toBeTruthy();
    expect(access!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    await page.reload();
    expect(await page.getByTestId('user-menu').isVisible()).toBe(true);
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${site.url}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect((await page.context().cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
    await page.context().close();
  });

  it('shows the refusal of a wrong password', async () => {
    const email = newEmail();
    await registerByApi(email);
    const page = await newPage();
    await page.goto(`${site.url}/`);
    await signIn(page, email, 'wrong-password');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Invalid email or password');
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    await page.context().close();
  });

  it('keeps two tabs in step: signing in reloads the other tab, logging out sends it home', async () => {
    const email = newEmail();
    await registerByApi(email);
    const context = await browser.newContext({ viewport: DESKTOP });
    const first = await newPage(context);
    const second = await newPage(context);
    await first.goto(`${site.url}/de/games`);
    await second.goto(`${site.url}/de/games`);
    await first.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });

    await second.getByRole('link', { name: 'Anmelden' }).click();
    const dialog = second.getByRole('dialog');
    await dialog.locator('input[type="email"]').fill(email);
    await dialog.locator('input[type="password"]').fill(TEST_PASSWORD);
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => second.getByTestId('user-menu').isVisible()).toBe(true);

    await expect
      .poll(() => first.evaluate(() => (window as unknown as { marker?: number }).marker))
      .toBeUndefined();
    await expect.poll(() => first.getByTestId('user-menu').isVisible()).toBe(true);

    await second.getByTestId('user-menu').click();
    await second.locator('.lang__menu button').click();
    await first.waitForURL(`${site.url}/de`);
    await expect.poll(() => first.getByTestId('user-menu').count()).toBe(0);
    await context.close();
  });

  it('resets a forgotten password through the link in the captured mail', async () => {
    const email = newEmail();
    await registerByApi(email, 'old-secret');
    const page = await newPage(undefined, PHONE);
    await page.goto(`${site.url}/`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => dialog.getByRole('status').isVisible()).toBe(true);

    const link = await mailedLink(site.url, email, '/reset-password/');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, site.url));
    await page.getByLabel('New password', { exact: true }).fill('new-secret');
    await page.getByLabel('Repeat new password').fill('new-secret');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText('Your password has been changed.').isVisible())
      .toBe(true);

    await page.goto(`${site.url}/`);
    await signIn(page, email, 'new-secret');
    await expect.poll(() => page.getByTestId('user-menu').isVisible()).toBe(true);
    await page.context().close();
  });

  it('lets a guest open one modal at a time, but never the wallet', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/?wallet=deposit`);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.goto(`${site.url}/games?category=slots&sign-in`);
    await expect.poll(() => page.getByRole('dialog', { name: 'Sign in' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?category=slots&forgot-pass');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.context().close();
  });
});
