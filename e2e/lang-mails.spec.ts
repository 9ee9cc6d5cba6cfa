import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailedLink, mailsTo } from './support/mailbox.ts';
import {
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/**
 * The account mails and the pages they open (no language prefix, spec section 2) speak the
 * player's language: the mail in the language the player registered in, its link carrying it;
 * without one, the browser's language.
 */
describe.skipIf(!hasChromium)('account mails and their pages in the player language', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser({ ...FAST_ARGON2 }, (started) => {
    ({ site, browser } = started);
  });

  const register = async (email: string, locale: string) => {
    const res = await fetch(`${site.url}/api/player/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'secret-123',
        password_confirmation: 'secret-123',
        currency: 'EUR',
        country: 'DE',
        agreements: true,
        locale,
      }),
    });
    expect(res.status, await res.text()).toBe(201);
  };

  it('a player registered in German gets German mails, and their links open German pages on a phone', async () => {
    const email = `lang-de-${Date.now()}@example.com`;
    await register(email, 'de');
    const verifyLink = await mailedLink(site.url, email, '/verify/');
    const [confirmMail] = await mailsTo(site.url, email);
    expect(confirmMail?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');

    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(verifyLink);
    await expect
      .poll(() => page.getByText('Ihre E-Mail-Adresse wurde bestätigt. Vielen Dank!').isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'E-Mail-Adresse bestätigen' }).isVisible()).toBe(
      true,
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.screenshot({ path: 'screenshots/lang-verify-de-390.png' });

    const reset = await fetch(`${site.url}/api/player/passwords/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(reset.status).toBe(200);
    const resetLink = await mailedLink(site.url, email, '/reset-password/');
    expect((await mailsTo(site.url, email)).map((m) => m.subject)).toContain(
      'Setzen Sie Ihr Passwort zurück',
    );
    await page.goto(resetLink);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Neues Passwort festlegen' }).isVisible())
      .toBe(true);
    expect(
      await page.getByText('Geben Sie ein neues Passwort für Ihr Konto ein.').isVisible(),
    ).toBe(true);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.screenshot({ path: 'screenshots/lang-reset-de-360.png' });
    await context.close();
  });

  it('without a language of the player, the page follows the browser (Spanish)', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(`${site.url}/verify/not-a-real-code`);
    await expect
      .poll(() =>
        page.getByText('Este enlace de confirmación no es válido o ha caducado.').isVisible(),
      )
      .toBe(true);
    await context.close();
  });
});
