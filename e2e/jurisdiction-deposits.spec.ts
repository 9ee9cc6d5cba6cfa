import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhone } from './support/phone.ts';
import { registerByApi, TEST_PASSWORD } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = process.env.JURISDICTION_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

// Issue 32 (docs/product/jurisdictions.md): the deposit sheet of a GB player asks for the
// deposit-limit decision first and preselects no bonus; a German player has the panic button and
// sees what is left of the monthly cap, in German.
describe.skipIf(!hasChromium)('jurisdiction deposit rules on a phone', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser(
    {
      ...FAST_ARGON2,
      RATE_LIMIT_REGISTER_PER_MINUTE: 100,
      // The setting as its environment variable reads (the pool passes it on as text).
      JURISDICTION_COUNTRIES: 'GB=gb,DE=de' as never,
    },
    (started) => {
      ({ site, browser } = started);
    },
  );

  it("a GB player's first deposit asks for the limit decision, then no bonus is preselected", async () => {
    const tokens = await registerByApi(site.url, `gb-${Date.now()}@example.com`, {
      currency: 'EUR',
      country: 'GB',
    });
    // A 10× deposit code within the GB cap, applied by the player: an offer in the sheet.
    const applied = await fetch(`${site.url}/api/game/bonuses/bonuscodes`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.accessToken}`,
      },
      body: JSON.stringify({ bonusCode: 'AURORA', trigger: 3 }),
    });
    expect(applied.status).toBeLessThan(300);
    const { context, page } = await openPhone(browser, site.url, { player: tokens });
    try {
      await page.goto(`${site.url}/?wallet=deposit`);
      await hydrated(page);
      const choice = page.getByTestId('deposit-limit-choice');
      await choice.waitFor();
      expect(await page.getByTestId('amount-input').count()).toBe(0);
      await shot(page, 'gb-limit-choice-390');
      await page.getByRole('button', { name: 'No limit for now' }).tap();
      await page.getByTestId('amount-input').waitFor();
      const bonuses = page.getByTestId('bonus-choice');
      await bonuses.waitFor();
      const none = bonuses.locator('input[value=""]');
      expect(await none.isChecked()).toBe(true);
      expect(await bonuses.locator('input[value="AURORA"]').isChecked()).toBe(false);
      await shot(page, 'gb-no-bonus-preselected-390');
    } finally {
      await context.close();
    }
  });

  it('a German player sees the panic button and the monthly cap in German, and the tap starts the break', async () => {
    const tokens = await registerByApi(site.url, `de-${Date.now()}@example.com`, {
      currency: 'EUR',
      country: 'DE',
    });
    await fetch(`${site.url}/api/player/limits`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.accessToken}`,
      },
      body: JSON.stringify({ action: 'decline', definition: 3 }),
    });
    const { context, page } = await openPhone(browser, site.url, { player: tokens });
    try {
      await page.goto(`${site.url}/de/?wallet=deposit`);
      await hydrated(page);
      const cap = page.getByTestId('monthly-deposit-cap');
      await cap.waitFor();
      expect(await cap.textContent()).toContain('in diesem Monat übrig');
      const panic = page.getByTestId('panic-button');
      // Named by the words it shows (hidden from sight on a phone), described by the sentence.
      expect(await page.getByRole('button', { name: '24 h Pause', exact: true }).count()).toBe(1);
      expect(await panic.getAttribute('title')).toBe('Jetzt eine 24-Stunden-Pause einlegen');
      await shot(page, 'de-cap-and-panic-390');
      // The limits page names the window the law counts: the calendar month, not 30 days.
      await page.goto(`${site.url}/de/profile/limits`);
      await hydrated(page);
      const card = page.getByTestId('monthly-cap');
      await card.waitFor();
      expect(await card.textContent()).toContain('Aktueller Kalendermonat');
      expect(await card.textContent()).not.toContain('30 Tage');
      await page.goto(`${site.url}/de/`);
      await hydrated(page);
      // The header keeps every control on the phone's width with the button in it.
      const button = page.getByTestId('panic-button');
      const box = await button.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      await shot(page, 'de-header-panic-390');
      await button.tap();
      await expect
        .poll(async () => {
          const res = await fetch(`${site.url}/api/player/limits`, {
            headers: { authorization: `Bearer ${tokens.accessToken}` },
          });
          return res.status;
        })
        .toBe(401);
      await shot(page, 'de-after-panic-390');
    } finally {
      await context.close();
    }
  });

  it('a German player who deposited €900 elsewhere (sandbox LUGAS) sees it, a larger deposit is refused; playing elsewhere, the sign-in says so', async () => {
    const email = `de-lugas-${Date.now()}@example.com`;
    const tokens = await registerByApi(site.url, email, { currency: 'EUR', country: 'DE' });
    await fetch(`${site.url}/api/player/limits`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.accessToken}`,
      },
      body: JSON.stringify({ action: 'decline', definition: 3 }),
    });
    // What another operator reported to the sandbox LUGAS (its tester page's form).
    const tester = (form: string, fields: Record<string, string>) =>
      fetch(`${site.url}/sandbox/registers/lugas/tester/${form}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, ...fields }).toString(),
        redirect: 'manual',
      });
    expect((await tester('deposit', { euros: '900' })).status).toBe(303);
    const { context, page } = await openPhone(browser, site.url, { player: tokens });
    try {
      await page.goto(`${site.url}/de/profile/limits`);
      await hydrated(page);
      const across = page.getByTestId('cross-operator-limit');
      await across.waitFor();
      expect(await across.textContent()).toContain(
        'Anbieterübergreifendes Einzahlungslimit (LUGAS)',
      );
      expect(await across.textContent()).toMatch(/900,00\s€/);
      await shot(page, 'de-lugas-limits-390');
      // Nothing is wider than the phone: the long German names and the period chips wrap.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      await page.goto(`${site.url}/de/?wallet=deposit`);
      await hydrated(page);
      await page.getByTestId('amount-input').fill('150');
      await page.getByTestId('deposit-submit').tap();
      await expect
        .poll(() => page.getByRole('dialog').first().textContent(), { timeout: 10_000 })
        .toContain('Einzahlungslimit über alle zugelassenen Anbieter in Deutschland überschreiten');
      expect(page.url()).not.toMatch(/\/sandbox\/card/);
      await shot(page, 'de-lugas-deposit-refused-390');
    } finally {
      await context.close();
    }

    // Playing with another operator now: the sign-in is refused and says why, in German.
    expect((await tester('activity', { elsewhere: 'yes' })).status).toBe(303);
    const guest = await openPhone(browser, site.url);
    try {
      await guest.page.goto(`${site.url}/de/?sign-in`);
      const dialog = guest.page.getByRole('dialog');
      await dialog.locator('input[name="email"]').waitFor();
      await hydrated(guest.page);
      await dialog.locator('input[name="email"]').fill(email);
      await dialog.locator('input[name="password"]').fill(TEST_PASSWORD);
      await dialog.locator('button[type="submit"]').last().tap();
      await expect
        .poll(() => dialog.textContent(), { timeout: 10_000 })
        .toContain('Sie spielen gerade bei einem anderen zugelassenen Anbieter in Deutschland');
      expect(await guest.page.getByTestId('user-menu').count()).toBe(0);
      await shot(guest.page, 'de-lugas-active-elsewhere-390');
    } finally {
      await guest.context.close();
    }
  });
});
