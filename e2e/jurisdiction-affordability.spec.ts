import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Config } from '../apps/server/src/config.ts';
import { newOperatorSession } from './support/backoffice.ts';
import { openPhone } from './support/phone.ts';
import { registerByApi } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = process.env.JURISDICTION_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Hydrated, waiting as long as a loaded machine needs (the shared helper polls for 1 s). */
const ready = (page: Page) =>
  expect
    .poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded'), { timeout: 30_000 })
    .not.toBeNull();

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// Issue 32, NL affordability raise: a Dutch player on a phone asks for a higher monthly deposit
// cap on the limits page with their income and outgoings; compliance approves it in the back
// office; only then does the cap rise, and the player sees the decision and its reason.
describe.skipIf(!hasChromium)('NL affordability raise on a phone', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser(
    {
      ...FAST_ARGON2,
      RATE_LIMIT_REGISTER_PER_MINUTE: 100,
      JURISDICTION_COUNTRIES: 'NL=nl' as unknown as Config['JURISDICTION_COUNTRIES'],
    },
    (started) => {
      ({ site, browser } = started);
    },
  );

  it('asks on the limits page, compliance approves, the cap rises', async () => {
    const tokens = await registerByApi(site.url, `nl-${Date.now()}@example.com`, {
      currency: 'EUR',
      country: 'NL',
    });
    const limits = async () => {
      const res = await fetch(`${site.url}/api/player/limits`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      return (await res.json()).monthlyDepositCap as { amount: number };
    };
    // No date of birth given: the young band's €300 applies (the safer).
    expect((await limits()).amount).toBe(30_000);

    const { context, page } = await openPhone(browser, site.url, { player: tokens });
    try {
      await page.goto(`${site.url}/profile/limits`);
      await ready(page);
      const card = page.getByTestId('monthly-cap');
      await card.waitFor();
      expect(await card.textContent()).toContain('€300.00');
      expect(await card.textContent()).toContain('This calendar month');
      expect(await card.textContent()).not.toContain('Last 30 days');
      await shot(page, 'nl-cap-390');
      await page.getByTestId('ask-cap-raise').tap();
      const form = page.getByTestId('affordability-form');
      await form.waitFor();
      // Below the current cap: refused in the form, in words, nothing sent.
      await form.locator('input[name=monthlyAmount]').fill('200');
      await form.getByRole('button', { name: 'Send request' }).tap();
      await form.getByText('Enter an amount above your current cap of €300.00.').waitFor();
      await form.locator('input[name=monthlyAmount]').fill('1000');
      await form.locator('input[name=monthlyIncome]').fill('3200');
      await form.locator('input[name=monthlyOutgoings]').fill('1400');
      await form.locator('select[name=incomeSource]').selectOption('employment');
      await form.locator('textarea[name=note]').fill('Full-time job, no debts');
      await form.locator('input[name=confirmed]').check();
      await shot(page, 'nl-affordability-form-390');
      expect(await sideways(page)).toBe(0);
      await form.getByRole('button', { name: 'Send request' }).tap();
      const status = page.getByTestId('affordability-status');
      await status.waitFor();
      expect(await status.textContent()).toContain('is being checked');
      expect(await page.getByTestId('ask-cap-raise').count()).toBe(0);
      await shot(page, 'nl-affordability-pending-390');
      // Asking is not approval.
      expect((await limits()).amount).toBe(30_000);

      // Compliance decides in the back office.
      const cookie = await newOperatorSession(site.url, 'compliance', 'Compliance');
      const office = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      try {
        await office.addCookies([cookie]);
        const desk = await office.newPage();
        await desk.goto(`${site.url}/backoffice/affordability`);
        const table = desk.getByTestId('affordability-table');
        await table.getByRole('button', { name: 'Decide' }).first().waitFor({ timeout: 20_000 });
        const row = table.locator('tr', { hasText: 'Full-time job, no debts' });
        expect(await row.textContent()).toContain('3,200.00 EUR');
        await row.getByRole('button', { name: 'Decide' }).tap();
        const decision = row.getByTestId('affordability-decision');
        await decision.locator('input[name=approvedAmount]').fill('800');
        await decision.locator('input[name=note]').fill('Income checked against payslips');
        await shot(desk, 'backoffice-affordability-390');
        await decision.getByRole('button', { name: 'Approve' }).tap();
        await table.getByText('No request is waiting').waitFor();
      } finally {
        await office.close();
      }
      expect((await limits()).amount).toBe(80_000);

      await page.reload();
      await ready(page);
      const decided = page.getByTestId('affordability-status');
      await decided.waitFor();
      expect(await decided.textContent()).toContain('your cap is now €800.00 a month');
      expect(await decided.textContent()).toContain('Income checked against payslips');
      expect(await page.getByTestId('monthly-cap').textContent()).toContain('€800.00');
      expect(await sideways(page)).toBe(0);
      await shot(page, 'nl-affordability-approved-390');
    } finally {
      await context.close();
    }
  }, 240_000);
});
