import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerByApi, TEST_PASSWORD } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

// Issue 12, "Sessions and logins" (docs/decisions/016-sessions-and-logins.md).
describe.skipIf(!hasChromium)('session tokens out of page script’s reach', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  it('signs in with cookies script cannot read, survives a reload, renders signed in on the server and goes live', async () => {
    const email = `cookies${Date.now()}@example.com`;
    await registerByApi(site.url, email);

    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('user-menu').isVisible()).toBe(true);

    // Page script sees the marker, never a token.
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).toMatch(/(^|; )session=\d+/);
    expect(visible).not.toMatch(/access_token|refresh_token|eyJ/);
    const jar = await context.cookies();
    expect(jar.find((c) => c.name === 'access_token')?.httpOnly).toBe(true);
    expect(jar.find((c) => c.name === 'refresh_token')?.path).toBe('/api/player/sessions/refresh');

    // The page's own calls are authenticated by cookie; a forged state change is refused.
    const calls = await page.evaluate(async () => {
      const profile = await fetch('/api/player/profile');
      const forged = await fetch('/api/player/sessions/logout', { method: 'POST' });
      return { profile: profile.status, forged: forged.status };
    });
    expect(calls).toEqual({ profile: 200, forged: 403 });

    // Live updates connect with the token the page asks for.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.realtime), {
        timeout: 15_000,
      })
      .toBe('live');

    await page.reload();
    expect(await page.getByTestId('user-menu').isVisible()).toBe(true);

    // The server render itself shows the signed-in header.
    const html = await (await context.request.get(`${site.url}/`)).text();
    expect(html).toContain('data-testid="user-menu"');
    await context.close();
  });
});
