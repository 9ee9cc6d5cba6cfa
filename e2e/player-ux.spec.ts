import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerPlayer } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/** Issue 29, UX review on phones: what a player meets on the promotion, game and wallet screens. */
describe.skipIf(!hasChromium)('player UX on a phone', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2 }, (started) => {
    ({ site, browser } = started);
  });

  /** A phone browser (390x844 unless told) signed in with the tokens, cookies accepted. */
  async function phoneFor(tokens: { accessToken: string; refreshToken: string }, viewport = PHONE) {
    const context = await browser.newContext({ viewport });
    await context.addCookies([
      ...sessionCookies(site.url, tokens),
      { name: 'cookie-consent', value: '1', url: site.url },
    ]);
    return { context, page: await context.newPage() };
  }

  it('the deposit sheet fits a 360x640 phone in Spanish and Portuguese: every quick amount in view', async () => {
    const player = await registerPlayer(site.url, 'quick');
    const { context, page } = await phoneFor(player, { width: 360, height: 640 });
    for (const locale of ['es', 'pt-br']) {
      await page.goto(`${site.url}/${locale}/?wallet=deposit`);
      const sheet = page.getByRole('dialog');
      await expect.poll(() => page.getByTestId('amount-input').count()).toBe(1);
      const quick = sheet.locator('button.chip.tabular');
      await expect.poll(() => quick.count()).toBe(5);
      const box = (await sheet.boundingBox())!;
      for (const chip of await quick.all()) {
        const at = (await chip.boundingBox())!;
        expect(at.x, `${locale} ${await chip.textContent()}`).toBeGreaterThanOrEqual(box.x);
        expect(at.x + at.width, `${locale} ${await chip.textContent()}`).toBeLessThanOrEqual(
          box.x + box.width,
        );
      }
      expect(await quick.first().textContent()).toBe(
        locale === 'es' ? '10\u00a0US$' : 'US$\u00a010',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    }
    await context.close();
  });

  it("the welcome package's button opens the deposit for a signed-in player (sign-up for a guest)", async () => {
    const guest = await browser.newContext({ viewport: PHONE });
    const guestPage = await guest.newPage();
    await guestPage.goto(`${site.url}/welcome-package`);
    await hydrated(guestPage);
    const guestCta = guestPage.getByTestId('hero-cta');
    expect(await guestCta.textContent()).toBe('Sign up');
    await guestCta.click();
    await expect.poll(() => guestPage.getByRole('dialog').count()).toBe(1);
    await guest.close();

    const player = await registerPlayer(site.url, 'welcome');
    const { context, page } = await phoneFor(player);
    await page.goto(`${site.url}/es/welcome-package`);
    await hydrated(page);
    const cta = page.getByTestId('hero-cta');
    expect(await cta.textContent()).toBe('Depositar ahora');
    await cta.click();
    await page.waitForURL(/wallet=deposit/);
    await expect.poll(() => page.getByTestId('amount-input').count()).toBe(1);
    await context.close();
  });
});
