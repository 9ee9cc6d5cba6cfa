import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhone } from './support/phone.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  fullyHydrated,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/**
 * Issue 29, dead ends a player met on the running site: pages that never finish, taps that
 * do nothing, sessions that end on the wrong page. Each on a phone.
 */
describe.skipIf(!hasChromium)('dead ends (issue 29)', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, RATE_LIMIT_REGISTER_PER_MINUTE: 100 }, (started) => {
    ({ site, browser } = started);
  });

  async function phone() {
    return openPhone(browser, site.url);
  }

  /** Whether the full-screen preloader covers the page's centre. */
  const preloaderCovers = (page: Page) =>
    page.evaluate(() => {
      const el = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
      return Boolean(el?.closest('#preloader'));
    });

  for (const failure of ['a server error', 'a network blip'] as const) {
    it(`shows the error page, not the preloader, when a navigation's data fails with ${failure}`, async () => {
      const { context, page } = await phone();
      await page.goto(`${site.url}/`);
      await fullyHydrated(page);
      await expect.poll(() => preloaderCovers(page)).toBe(false);
      await context.route('**/providers.data*', (route) =>
        failure === 'a server error'
          ? route.fulfill({ status: 500, body: 'down' })
          : route.abort('connectionreset'),
      );
      await page.getByTestId('menu-button').click();
      await page.locator('#menu a[href="/providers"]').first().click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toMatch(/Something went wrong/);
      // The tab (and a screen reader's page title) says so too, never an empty title.
      await expect.poll(() => page.title()).toMatch(/^Something went wrong/);
      await page.waitForTimeout(1200);
      expect(await preloaderCovers(page)).toBe(false);
      await context.close();
    });
  }

  // A phone's sheet grows upwards (the link stays put); a centred dialog grows both ways, so
  // the email error shown when the field is left moved "Sign up" from under the pointer.
  for (const viewport of [DESKTOP, PHONE]) {
    it(`answers the first tap on "Sign up" in the sign-in modal (${viewport.width}x${viewport.height})`, async () => {
      const { context, page } = await phone();
      await page.setViewportSize(viewport);
      await page.goto(`${site.url}/`);
      await fullyHydrated(page);
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('Sign in');
      // The modal starts in Email; the player goes straight for "Sign up" (one press).
      await dialog.getByRole('link', { name: 'Sign up' }).click();
      await expect
        .poll(() => page.getByRole('dialog').getByRole('heading').first().textContent(), {
          timeout: 3000,
        })
        .toBe('Create your account');
      await context.close();
    });
  }
});

describe.skipIf(!hasChromium)('404 titles and the token page (issue 29)', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({}, (started) => {
    ({ site, browser } = started);
  });

  it("titles every 404 'Page Not Found: {path}', in the page's language", async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    for (const [path, title] of [
      ['/nope', 'Page Not Found: /nope'],
      ['/games/no-such-game', 'Page Not Found: /games/no-such-game'],
      ['/de/games/no-such-game', 'Seite nicht gefunden: /de/games/no-such-game'],
    ]) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(404);
      expect(await page.title()).toContain(title);
    }
    await context.close();
  });

  it('shows the token page with its content, not a loading skeleton that never ends', async () => {
    for (const viewport of [PHONE, { width: 360, height: 640 }]) {
      const context = await browser.newContext({ viewport, hasTouch: true });
      await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
      const page = await context.newPage();
      await page.goto(`${site.url}/sbt-token`);
      await fullyHydrated(page);
      const main = page.locator('main');
      expect(await main.locator('[aria-busy="true"], .skeleton').count()).toBe(0);
      expect(await main.textContent()).toContain('No SBT tokens yet.');
      await main.getByRole('link', { name: 'Browse games' }).tap();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/games');
      await page.goto(`${site.url}/de/sbt-token`);
      expect(await page.locator('main').textContent()).toContain('Noch keine SBT-Token.');
      await context.close();
    }
  });
});

describe.skipIf(!hasChromium)('maintenance (issue 29)', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ MAINTENANCE_MODE: true }, (started) => {
    ({ site, browser } = started);
  });

  it('sends every path, unknown ones too, to the maintenance page', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    for (const [path, target] of [
      ['/nope', '/maintenance'],
      ['/no/such/page', '/maintenance'],
      ['/games/no-such-game', '/maintenance'],
      ['/de/nope', '/de/maintenance'],
      ['/xx/maintenance', '/maintenance'],
    ]) {
      const response = await page.goto(`${site.url}${path}`);
      expect(new URL(page.url()).pathname, path).toBe(target);
      expect(response?.status(), path).toBe(200);
    }
    await context.close();
  });
});

describe.skipIf(!hasChromium)('the compact drawer after a reload (issue 29)', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({}, (started) => {
    ({ site, browser } = started);
  });

  it('shows the expand icon and label when the drawer was left compact', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await fullyHydrated(page);
    const toggle = page.getByTestId('drawer-compact-toggle');
    expect(await toggle.getAttribute('aria-label')).toBe('Collapse menu');
    const collapseIcon = await toggle.innerHTML();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Expand menu');
    const expandIcon = await toggle.innerHTML();
    expect(expandIcon).not.toBe(collapseIcon);
    await page.reload();
    await fullyHydrated(page);
    expect(await page.locator('.shell').getAttribute('data-compact')).toBe('true');
    expect(await toggle.getAttribute('aria-label')).toBe('Expand menu');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await toggle.innerHTML()).toBe(expandIcon);
    await context.close();
  });
});
