import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerByApi, sessionCookies } from './support/session.ts';
import {
  FAST_ARGON2,
  fullyHydrated,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/**
 * Spec 8.2 / 4 (Session): any 401/403 ends the session: the dead HttpOnly cookies are removed
 * and the player lands on the localized home, also when the 401 meets a page navigation or a
 * fresh page load (issue 29). On a phone, for a German player.
 */
describe.skipIf(!hasChromium)('a session that died on the server (issue 29, 8.2)', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, RATE_LIMIT_REGISTER_PER_MINUTE: 100 }, (started) => {
    ({ site, browser } = started);
  });

  /** A German player signed in on a phone, and their session revoked on the server. */
  async function deadSession() {
    const tokens = await registerByApi(site.url, `dead-${Date.now()}@example.com`);
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      locale: 'de-DE',
      // Every call of the page goes through the routes below (none through a service worker).
      serviceWorkers: 'block',
    });
    await context.addCookies([
      { name: 'cookie-consent', value: '1', url: site.url },
      { name: 'user-language', value: 'de', url: site.url },
      ...sessionCookies(site.url, tokens),
    ]);
    const revoke = async () => {
      const reply = await fetch(`${site.url}/api/player/sessions/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(reply.status).toBeLessThan(300);
    };
    return { context, page: await context.newPage(), revoke };
  }

  const sessionCookieNames = async (context: Awaited<ReturnType<Browser['newContext']>>) =>
    (await context.cookies(site.url))
      .map((cookie) => cookie.name)
      .filter((name) => ['access_token', 'refresh_token', 'session'].includes(name));

  it('a navigation whose data is refused lands on the German home, signed out, cookies gone', async () => {
    const { context, page, revoke } = await deadSession();
    // The live connection is down (it would otherwise tell of the revoked session first).
    await page.routeWebSocket(/\/api\/connection\//, () => {});
    await page.goto(`${site.url}/de/`);
    await fullyHydrated(page);
    const menu = page.getByTestId('user-menu');
    await expect.poll(() => menu.count()).toBeGreaterThan(0);
    // The page's own calls stay unanswered, so the navigation's data is the first to meet the
    // ended session (the server render's profile call).
    await context.route('**/api/**', () => {});
    await revoke();
    // A client-side navigation to the account area: what a tap on its link does (no reload).
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): unknown } }
      ).__reactRouterDataRouter.navigate('/de/profile/info'),
    );
    // A loaded machine (CI runs journeys side by side) can take a while to answer the navigation.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 25_000 }).toBe('/de');
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => sessionCookieNames(context)).toEqual([]);
    await context.close();
  });

  it('a fresh load of an account page with dead cookies lands on the German home, cookies gone', async () => {
    const { context, page, revoke } = await deadSession();
    await revoke();
    await page.goto(`${site.url}/de/profile/info`);
    // A loaded machine (CI runs journeys side by side) can take a while to answer the navigation.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 25_000 }).toBe('/de');
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => sessionCookieNames(context)).toEqual([]);
    await context.close();
  });
});
