import { mkdirSync, rmSync } from 'node:fs';
import { SEED_PLAYER_FIELDS, settingsEntries } from '@casino/db';
import { eq } from 'drizzle-orm';
import { demoAdminApiKey } from './support/backoffice.ts';
import { registerByApi, sessionCookies } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  launchBrowser,
  PHONE,
  seededPgliteDir,
  startSite,
} from './support/site.ts';

/**
 * `node e2e/extra-fields-screenshots.ts [dir]`: the profile form with the further fields of
 * issue 18 (seeded profile settings) and the registration modal with a few enabled by
 * settings, in en and de at 390x844, 360x640 and 1440x900, for a person to look at.
 */
const dir = process.argv[2] ?? 'screenshots/extra-fields';
mkdirSync(dir, { recursive: true });
// Further registration fields the back office cannot add (it only makes listed ones required):
// written to the database before the site boots; the birth date is made required afterwards in
// the back office, once the player whose profile is shown has registered.
const databaseDir = await seededPgliteDir((db) =>
  db
    .update(settingsEntries)
    .set({
      value: {
        ...SEED_PLAYER_FIELDS.registration,
        nationality: { isRequired: false },
        birthdate: { isRequired: false },
        securityQuestion: { isRequired: false },
        securityAnswer: { isRequired: false },
      },
    })
    .where(eq(settingsEntries.key, 'player.fields.registration')),
);
const site = await startSite({ ...FAST_ARGON2 }, { databaseDir });
const browser = await launchBrowser();
try {
  const tokens = await registerByApi(site.url, `extra${Date.now()}@example.com`);
  const adminKey = await demoAdminApiKey(site.url, ['admin']);
  const required = await fetch(`${site.url}/api/backoffice/settings/registration-fields`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ required: { birthdate: true } }),
  });
  if (!required.ok) throw new Error(`registration fields: ${required.status}`);
  for (const viewport of [PHONE, { width: 360, height: 640 }, DESKTOP]) {
    for (const locale of ['en', 'de']) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
      const page = await context.newPage();
      await page.goto(`${site.url}${prefix}/?register`);
      const birthdate = page.locator(
        '[role="dialog"] input[type="date"], dialog input[type="date"]',
      );
      await birthdate.waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/register-${locale}-${viewport.width}.png` });
      await birthdate.scrollIntoViewIfNeeded();
      await page.locator('button[type="submit"]').last().click();
      await page.waitForTimeout(400);
      await birthdate.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/register-errors-${locale}-${viewport.width}.png` });
      await context.addCookies(sessionCookies(site.url, tokens));
      await page.goto(`${site.url}${prefix}/profile/info`);
      await page.locator('form[aria-labelledby="profile-personal"] select').first().waitFor();
      await page.waitForTimeout(600);
      await page.screenshot({
        path: `${dir}/profile-${locale}-${viewport.width}.png`,
        fullPage: true,
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
  rmSync(databaseDir, { recursive: true, force: true });
}
