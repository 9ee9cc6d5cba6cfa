import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDigest } from '../apps/server/src/modules/verification/sumsub/client.ts';
import { startFakeSumsub } from '../apps/server/test/fakes/sumsub.ts';
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
    const body = Buffer.from(
      JSON.stringify({
        type: 'applicantReviewed',
        applicantId: sumsub.applicants.get(id)?.id,
        externalUserId: id,
        reviewStatus: 'completed',
        createdAtMs: String(Date.now()),
        reviewResult: { reviewAnswer: 'GREEN' },
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
    await expect
      .poll(() => page.getByTestId('verification-level').textContent(), { timeout: 15_000 })
      .toContain('Full');
    await expect.poll(() => sdk.count()).toBe(0);

    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/desktop-verified.png`, fullPage: true });
    await context.close();
  });
});
