import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Config } from '../apps/server/src/config.ts';
import { newOperatorSession } from './support/backoffice.ts';
import {
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = '/tmp/i32-backoffice-jurisdictions';

/**
 * Issue 32 (J4): a compliance officer on a phone sees which profile is in force where and the
 * profiles' rules, and downloads the GB quarterly return; the page never scrolls sideways (the
 * wide rules table scrolls in its own box).
 */
describe.skipIf(!hasChromium)('back office jurisdictions on a phone', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser(
    {
      ...FAST_ARGON2,
      NODE_ENV: 'development',
      // The environment's own form (`place=profile`), as an operator writes it.
      JURISDICTION_COUNTRIES:
        'GB=gb,DE=de,CA-ON=on,EU=mt' as unknown as Config['JURISDICTION_COUNTRIES'],
    },
    (started) => {
      ({ site, browser } = started);
    },
  );

  it('shows the profiles in force and the rules at 390x844, and downloads the GB return', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const cookie = await newOperatorSession(site.url, 'compliance', 'Compliance phone');
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await context.addCookies([cookie]);
    const page = await context.newPage();
    await page.goto(`${site.url}/backoffice/jurisdictions`);
    await page.getByRole('cell', { name: 'CA-ON' }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/jurisdictions-390.png` });
    const gbRow = page.locator('tr', { has: page.getByRole('cell', { name: 'GB', exact: true }) });
    expect(await gbRow.textContent()).toContain('Great Britain');
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    const csvLink = page.getByRole('link', { name: 'Download CSV' });
    await csvLink.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/gb-return-390.png` });
    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^gb-regulatory-return-\d{4}-\d{2}-01-to-/);
    await page.screenshot({ path: `${SHOTS}/gb-return-downloaded-390.png`, fullPage: true });
    await context.close();
  });
});
