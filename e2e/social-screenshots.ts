import { mkdirSync } from 'node:fs';
import { registerByApi, sessionCookies } from './support/session.ts';
import { DESKTOP, FAST_ARGON2, launchBrowser, PHONE, startSite } from './support/site.ts';

/**
 * `npm run screenshots:social [dir]`: the sign-in modal with the provider button and the
 * profile's sign-in methods (docs/decisions/029) in the 4 languages at 390x844, 360x640 and
 * 1440x900, for a person to look at (default ./screenshots/social).
 */
const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'screenshots/social';
mkdirSync(dir, { recursive: true });
const site = await startSite({ ...FAST_ARGON2 });
const browser = await launchBrowser();
const settle = async (page: import('playwright-core').Page) => {
  await page.waitForFunction(() =>
    document.getElementById('preloader')?.classList.contains('is-hidden'),
  );
  await page.waitForTimeout(400);
};
try {
  const email = `shots${Date.now()}@example.com`;
  const tokens = await registerByApi(site.url, email);
  const sizes = process.argv.includes('--phone')
    ? [PHONE]
    : [PHONE, { width: 360, height: 640 }, DESKTOP];
  for (const viewport of sizes) {
    for (const locale of ['en', 'de', 'es', 'pt-br']) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
      const page = await context.newPage();
      await page.goto(`${site.url}${prefix}/?sign-in`);
      await settle(page);
      await page.locator('.social-login__button').first().waitFor();
      await page.screenshot({ path: `${dir}/sign-in-${locale}-${viewport.width}.png` });
      await context.addCookies(sessionCookies(site.url, tokens));
      await page.goto(`${site.url}${prefix}/profile/info`);
      await settle(page);
      const methods = page.locator('[aria-labelledby="profile-sign-in-methods"]');
      await methods.locator('.linked-list__item').first().waitFor();
      await methods.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/profile-${locale}-${viewport.width}.png` });
      await context.close();
    }
  }
  // The registration modal's sign-up button and Aurora ID's own sign-up page (phone).
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1 });
  await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
  const page = await context.newPage();
  await page.goto(`${site.url}/?register`);
  await settle(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Country').selectOption('DE');
  await dialog.getByLabel(/I am over 18/).check();
  await dialog.locator('.social-login__button').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/register-en-390.png` });
  await dialog.locator('.social-login__button').click();
  await page.waitForURL(/\/idp\/interaction\//);
  await page.screenshot({ path: `${dir}/provider-sign-in-390.png` });
  await page.getByRole('link', { name: 'Create an Aurora ID' }).click();
  await page.screenshot({ path: `${dir}/provider-sign-up-390.png` });
  await context.close();
  console.log(`screenshots in ${dir}`);
} finally {
  await browser.close();
  await site.close();
}
