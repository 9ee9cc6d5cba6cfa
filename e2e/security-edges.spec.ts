import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, type RunningSite, useSiteAndBrowser } from './support/site.ts';

/** The site's side of issue 12's edges: bad preview tokens, restricted countries (ADR 018). */
describe.skipIf(!hasChromium)('security edges in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser(
    {
      CONTENT_PREVIEW_TOKEN: 'e2e-preview-token-0123456789',
      GEO_COUNTRY_HEADER: 'x-geo-country',
      RESTRICTED_COUNTRIES: ['US'],
    },
    (started) => {
      ({ site, browser } = started);
    },
  );

  it('shows the published page for a wrong ?preview= token and forgets it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/de/static/about?preview=not-the-token`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').first().textContent()).toBe('Über Aurora Casino');
    expect(await page.locator('.preview-notice').count()).toBe(0);
    const cookies = await context.cookies(site.url);
    expect(cookies.find((c) => c.name === 'content-preview')).toBeUndefined();
    // A stale token left in the cookie does not break the next page either.
    await context.addCookies([{ name: 'content-preview', value: 'stale-token', url: site.url }]);
    expect((await page.goto(`${site.url}/static/terms`))?.status()).toBe(200);
    await context.close();
  });

  it('tells a visitor from a restricted country up front, in their language', async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      extraHTTPHeaders: { 'x-geo-country': 'US' },
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/de`);
    expect(await page.getByTestId('country-notice').textContent()).toContain(
      'In Ihrem Land nicht verfügbar',
    );
    await context.close();
    const elsewhere = await browser.newPage({ extraHTTPHeaders: { 'x-geo-country': 'DE' } });
    await elsewhere.goto(`${site.url}/de`);
    expect(await elsewhere.getByTestId('country-notice').count()).toBe(0);
    await elsewhere.close();
  });
});
