import { mkdirSync } from 'node:fs';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOperatorByApi, demoAdminApiKey } from './support/backoffice.ts';
import { confirmEmailByMail } from './support/mailbox.ts';
import { fundByCard, registerPlayer } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = 'screenshots/verification';
const SMALL_PHONE = { width: 360, height: 640 };

/** Hydrated: the bottom bar's Menu then says whether the drawer is open. */
const hydrated = (page: Page) =>
  expect.poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded')).not.toBeNull();

describe.skipIf(!hasChromium)('identity verification in a browser', () => {
  let site: RunningSite;
  let browser: Browser;
  // Verification before the first withdrawal; the sandbox demo admin makes the operators.
  useSiteAndBrowser(
    {
      ...FAST_ARGON2,
      KYC_ADAPTER: 'builtin',
      KYC_BEFORE_FIRST_WITHDRAWAL: true,
    },
    (started) => {
      ({ site, browser } = started);
    },
  );

  /** The compliance operator signs in to the back office: password, then TOTP enrolment. */
  async function complianceOperator(): Promise<Page> {
    const adminKey = await demoAdminApiKey(site.url, ['admin']);
    const { email, password } = await createOperatorByApi(site.url, adminKey, 'compliance');
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${site.url}/backoffice/`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page
      .getByLabel('Code')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await page.getByRole('button', { name: 'Enrol' }).click();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Documents' }).count()).toBe(1);
    return page;
  }

  it('a phone uploads an identity photo, compliance approves it in the back office, the player withdraws', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { email, accessToken, refreshToken } = await registerPlayer(site.url, 'kyc');
    await confirmEmailByMail(site.url, email);
    await fundByCard(site.url, accessToken, 5_000);
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await context.addCookies([
      ...sessionCookies(site.url, { accessToken, refreshToken }),
      { name: 'cookie-consent', value: '1', url: site.url },
    ]);
    const page = await context.newPage();

    // The withdrawal is refused with a way to verify.
    await page.goto(`${site.url}/?wallet=withdraw`);
    await hydrated(page);
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await expect.poll(() => wallet.getByTestId('withdraw-submit').count()).toBe(1);
    await wallet.getByTestId('amount-input').fill('20');
    await wallet.getByTestId('withdraw-submit').click();
    const verify = wallet.getByTestId('withdraw-verify-identity');
    await expect
      .poll(() => verify.textContent())
      .toContain('Verify your identity before withdrawing');
    await page.screenshot({ path: `${SHOTS}/phone-withdraw-blocked.png` });
    await verify.getByRole('link').click();
    await page.waitForURL(/\/profile\/verification/);
    await hydrated(page);
    await expect.poll(() => page.getByTestId('needed-identity').textContent()).toContain('Needed');
    await page.screenshot({ path: `${SHOTS}/phone-verification-start.png`, fullPage: true });

    // Upload from the phone (the file input; the camera input takes the same path).
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#d9d2c5' },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByTestId('document-file')
      .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: photo });
    const status = page.getByTestId('document-status');
    await expect.poll(() => status.allTextContents()).toEqual(['In review']);
    await page.screenshot({ path: `${SHOTS}/phone-verification-pending.png`, fullPage: true });
    await page.setViewportSize(SMALL_PHONE);
    await page.screenshot({ path: `${SHOTS}/phone-360-verification-pending.png`, fullPage: true });
    await page.setViewportSize(PHONE);

    // Compliance approves it from the queue, looking at the image.
    const operator = await complianceOperator();
    await operator.getByRole('button', { name: 'Documents' }).click();
    const item = operator.getByTestId('review-document').filter({ hasText: email });
    await expect
      .poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(900);
    await operator.screenshot({ path: `${SHOTS}/backoffice-queue.png` });
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => item.count()).toBe(0);

    // The player's page changes live; then the withdrawal goes through.
    await expect.poll(() => status.allTextContents(), { timeout: 15_000 }).toEqual(['Approved']);
    await expect
      .poll(() => page.getByTestId('verification-level').textContent())
      .toContain('Basic');
    await page.screenshot({ path: `${SHOTS}/phone-verification-approved.png`, fullPage: true });
    await page.goto(`${site.url}/?wallet=withdraw`);
    await hydrated(page);
    await expect.poll(() => wallet.getByTestId('withdraw-submit').count()).toBe(1);
    await wallet.getByTestId('amount-input').fill('20');
    await wallet.getByTestId('withdraw-submit').click();
    await expect.poll(() => wallet.getByTestId('pending-withdrawal').count()).toBe(1);

    // Desktop view of the same page.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${site.url}/profile/verification`);
    await hydrated(page);
    await expect.poll(() => status.count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/desktop-verification.png`, fullPage: true });
  });
});
