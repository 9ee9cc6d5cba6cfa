import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDigest } from '../apps/server/src/modules/verification/sumsub/client.ts';
import { startFakeSumsub } from '../apps/server/test/fakes/sumsub.ts';
import { newOperatorSession } from './support/backoffice.ts';
import { registerPlayer } from './support/players.ts';
import { sessionCookies } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = 'screenshots/verification-sumsub';
const SMALL_PHONE = { width: 360, height: 640 };
const APP_TOKEN = 'sbx:journey-app-token';
const SECRET_KEY = 'journey-secret-key-0123456789';
const WEBHOOK_SECRET = 'journey-webhook-secret-0123456789';

const hydrated = (page: Page) =>
  expect.poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded')).not.toBeNull();

/** The fake WebSDK's record of the page's calls (see apps/server/test/fakes/sumsub.ts). */
const sdkCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __fakeSumsub?: { calls: unknown[][] } }).__fakeSumsub?.calls,
  );

describe.skipIf(!hasChromium)('Sumsub WebSDK on the verification page', () => {
  let sumsub: Awaited<ReturnType<typeof startFakeSumsub>>;
  let site: RunningSite;
  let browser: Browser;
  beforeAll(async () => {
    sumsub = await startFakeSumsub(APP_TOKEN, SECRET_KEY);
  });
  afterAll(async () => {
    await sumsub?.close();
  });
  /** Sumsub's applicantReviewed webhook for our player, signed; answers the outcome. */
  async function reviewed(playerId: string, answer: 'GREEN' | 'RED', at: number) {
    const body = Buffer.from(
      JSON.stringify({
        type: 'applicantReviewed',
        applicantId: sumsub.applicants.get(playerId)?.id,
        externalUserId: playerId,
        reviewStatus: 'completed',
        createdAtMs: String(at),
        reviewResult: { reviewAnswer: answer },
      }),
    );
    const hook = await fetch(`${site.url}/api/verification/webhooks/sumsub`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-payload-digest': webhookDigest(WEBHOOK_SECRET, body),
        'x-payload-digest-alg': 'HMAC_SHA256_HEX',
      },
      body,
    });
    expect(hook.status).toBe(200);
    return ((await hook.json()) as { outcome: string }).outcome;
  }
  useSiteAndBrowser(
    () => ({
      ...FAST_ARGON2,
      KYC_ADAPTER: 'sumsub',
      SUMSUB_BASE_URL: sumsub.url,
      SUMSUB_APP_TOKEN: APP_TOKEN,
      SUMSUB_SECRET_KEY: SECRET_KEY,
      SUMSUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SUMSUB_WEBSDK_URL: sumsub.websdkUrl,
    }),
    (started) => {
      ({ site, browser } = started);
    },
  );

  it('loads the SDK only on the verification page, launches it, refreshes its token and follows the review', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { accessToken, refreshToken } = await registerPlayer(site.url, 'sumsub');
    const { id } = (await (
      await fetch(`${site.url}/api/player/profile`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json()) as { id: string };
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await context.addCookies([
      ...sessionCookies(site.url, { accessToken, refreshToken }),
      { name: 'cookie-consent', value: '1', url: site.url },
    ]);
    const page = await context.newPage();
    const scripts = () =>
      page.evaluate(
        (url) => document.querySelectorAll(`script[src="${url}"]`).length,
        sumsub.websdkUrl,
      );

    // Elsewhere on the site the SDK is not loaded.
    await page.goto(`${site.url}/profile/info`);
    await hydrated(page);
    expect(await scripts()).toBe(0);
    expect(await sdkCalls(page)).toBeUndefined();

    // On the verification page (reached by the site's own navigation) it loads once and
    // launches with the token our API asked for.
    await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('a[href$="/profile/verification"]')?.click();
    });
    await page.waitForURL(/\/profile\/verification/);
    const sdk = page.getByTestId('fake-websdk');
    await expect.poll(() => sdk.count()).toBe(1);
    expect(await scripts()).toBe(1);
    expect(sumsub.tokens).toHaveLength(1);
    expect(await sdk.getAttribute('data-token')).toBe(sumsub.tokens[0]);
    expect((await sdkCalls(page))?.map((c) => c[0])).toEqual(['init', 'launch']);
    await page.screenshot({ path: `${SHOTS}/phone-websdk.png`, fullPage: true });
    await page.setViewportSize(SMALL_PHONE);
    await page.screenshot({ path: `${SHOTS}/phone-360-websdk.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/desktop-websdk.png`, fullPage: true });
    await page.setViewportSize(PHONE);

    // The SDK says its token expired: the page asks our API for a new one and hands it over.
    await sdk.getByRole('button', { name: 'Expire token' }).click();
    await expect.poll(() => sumsub.tokens.length).toBe(2);
    await expect.poll(() => sdk.getAttribute('data-token')).toBe(sumsub.tokens[1]);
    expect(sumsub.tokens[1]).not.toBe(sumsub.tokens[0]);

    // Submitted in the SDK: the page says it is in review.
    await sdk.getByRole('button', { name: 'Submit documents' }).click();
    await expect
      .poll(() => page.getByTestId('sumsub-status').textContent())
      .toContain('being reviewed');

    // Sumsub's GREEN webhook reaches the page live: the level is full and the SDK is gone.
    expect(await reviewed(id, 'GREEN', Date.now())).toBe('applied');
    await expect
      .poll(() => page.getByTestId('verification-level').textContent(), { timeout: 15_000 })
      .toContain('Full');
    await expect.poll(() => sdk.count()).toBe(0);

    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/desktop-verified.png`, fullPage: true });
    await context.close();
  });

  it('shows compliance an alert for a late RED after GREEN, with a badge, until it is resolved', async () => {
    const { accessToken } = await registerPlayer(site.url, 'latered');
    const { id, email } = (await (
      await fetch(`${site.url}/api/player/profile`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json()) as { id: string; email: string };
    await fetch(`${site.url}/api/player/sumsub/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const t0 = Date.now();
    expect(await reviewed(id, 'GREEN', t0)).toBe('applied');
    expect(await reviewed(id, 'RED', t0 + 1_000)).toBe('late_red');

    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([await newOperatorSession(site.url, 'compliance', 'Cleo')]);
    const operator = await context.newPage();
    await operator.goto(`${site.url}/backoffice/documents`);
    await expect.poll(() => operator.getByTestId('alert-badge').textContent()).toBe('1');
    const alert = operator.getByTestId('compliance-alert').filter({ hasText: email });
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.textContent()).toContain('withdrawals frozen');
    for (const [name, size] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
      ['phone-360', SMALL_PHONE],
    ] as const) {
      await operator.setViewportSize(size);
      await operator.screenshot({ path: `${SHOTS}/backoffice-alert-${name}.png`, fullPage: true });
    }
    await operator.setViewportSize(DESKTOP);
    await alert
      .getByLabel('Decision (kept in the audit log)')
      .fill('Forged passport; account closed');
    await alert.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await expect.poll(() => operator.getByTestId('alert-badge').count()).toBe(0);
    await context.close();
  });
});
