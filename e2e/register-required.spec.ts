import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdminApiKey } from './support/backoffice.ts';
import { TEST_PASSWORD } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/**
 * Issue 29: a registration field the operator marks required (the nickname) is in the sign-up
 * form, a submit without it names it, and a refused submit never does nothing in silence.
 */
describe.skipIf(!hasChromium)('sign-up with a field the operator requires', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser({ ...FAST_ARGON2 }, (started) => {
    ({ site, browser } = started);
  });

  it('shows the required nickname, names it when left empty, and stores it', async () => {
    const adminKey = await demoAdminApiKey(site.url, ['admin']);
    const required = await fetch(`${site.url}/api/backoffice/settings/registration-fields`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ required: { nickname: true } }),
    });
    expect(required.status).toBe(200);

    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    const page = await context.newPage();
    await page.goto(`${site.url}/?sign-up`);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    const nickname = dialog.locator('input[name="nickname"]');
    await nickname.waitFor();
    await hydrated(page);

    const email = `nick${Date.now()}@example.com`;
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.locator('input[name="password"]').fill(TEST_PASSWORD);
    await dialog.locator('input[name="password_confirmation"]').fill(TEST_PASSWORD);
    await dialog.locator('select[name="country"]').selectOption('DE');
    await dialog.locator('input[name="agreements"]').check();
    await dialog.locator('button[type="submit"]').last().tap();
    // Refused in the form, with the field named, and no account made.
    await expect.poll(() => dialog.textContent()).toMatch(/Nickname: /);
    expect(await page.getByTestId('user-menu').count()).toBe(0);

    await nickname.fill('LuckyLena');
    await dialog.locator('button[type="submit"]').last().tap();
    await expect
      .poll(() => page.getByTestId('user-menu').isVisible(), { timeout: 20_000 })
      .toBe(true);
    const login = await fetch(`${site.url}/api/player/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    const { profile } = (await login.json()) as { profile: { nickname: string | null } };
    expect(profile.nickname).toBe('LuckyLena');
    await context.close();
  });
});
