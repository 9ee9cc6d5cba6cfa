import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  freePort,
  fullyHydrated,
  hasChromium,
  PHONE,
  type RunningSite,
  seededPgliteDir,
  startSite,
  useSiteAndBrowser,
} from './support/site.ts';

/** Hydrated: the bottom bar's Menu then says whether the drawer is open. */
const hydrated = (page: Page) =>
  expect.poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded')).not.toBeNull();

describe.skipIf(!hasChromium)('the site in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({}, (started) => {
    ({ site, browser } = started);
  });

  async function openPage(
    viewport = DESKTOP,
    options: { javaScriptEnabled?: boolean } = {},
  ): Promise<Page> {
    const context = await browser.newContext({ viewport, ...options });
    return context.newPage();
  }

  it('renders the home page on the server: the HTML has the content before any script runs', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain('Welcome package up to $1,500');
    expect(html).toMatch(/<header class="header"/);

    const page = await openPage(PHONE, { javaScriptEnabled: false });
    const response = await page.goto(`${site.url}/`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
    expect(await page.locator('h1').first().textContent()).toContain('Welcome package');
    await page.context().close();
  });

  it('dismisses the preloader once the HTML is parsed and sets the viewport-height variables', async () => {
    const page = await openPage(PHONE);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(
      () => document.getElementById('preloader')?.classList.contains('is-hidden'),
      null,
      { timeout: 5000 },
    );
    const appHeight = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--app-height'),
    );
    expect(appHeight).toBe('844px');
    await page.context().close();
  });

  it('keeps the preloader up on the sign-in return page until the sign-in has completed', async () => {
    const page = await openPage(PHONE);
    // The page's scripts held back: the callback cannot complete, the preloader stays.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const response = await page.goto(`${site.url}/auth/callback?code=abc&state=xyz`, {
      waitUntil: 'commit',
    });
    expect(response?.status()).toBe(200);
    await page.waitForTimeout(1500);
    expect(await page.locator('#preloader').isVisible()).toBe(true);
    release();
    // No sign-in was started in this browser: it completes as a failure, shown once the
    // preloader has gone.
    await page.waitForFunction(() =>
      document.getElementById('preloader')?.classList.contains('is-hidden'),
    );
    await expect.poll(() => page.getByText('Sign-in did not complete').isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([
    ['/de/games', 'de', 'Casinospiele'],
    ['/pt-br/games', 'pt-br', 'Jogos de cassino'],
    ['/games', 'en', 'Casino games'],
  ])(
    'renders %s in its language with canonical and hreflang links',
    async (path, lang, heading) => {
      const page = await openPage();
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('h1').first().textContent()).toBe(heading);
      expect(await page.title()).toContain(heading);
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${site.url}${path}`);
      const alternates = await page.$$eval('link[rel="alternate"]', (links) =>
        links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
      );
      expect(alternates).toEqual(
        expect.arrayContaining([
          `de ${site.url}/de/games`,
          `pt-br ${site.url}/pt-br/games`,
          `x-default ${site.url}/games`,
        ]),
      );
      await page.context().close();
    },
  );

  it.each(['/xx-yyy/games', '/ja/games', '/no-such-page', '/de/no-such-page', '/auth/callback'])(
    'answers %s with the 404 page',
    async (path) => {
      const page = await openPage(PHONE);
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(404);
      expect(await page.getByTestId('error-detail').textContent()).toMatch(
        /Page Not Found|Seite nicht gefunden/,
      );
      expect(await page.getByTestId('error-detail').textContent()).toContain(path);
      await page.context().close();
    },
  );

  it('shows the default error texts and a Homepage button to the localized root', async () => {
    const page = await openPage();
    await page.goto(`${site.url}/no-such-page`);
    expect(await page.locator('#error-title').textContent()).toBe('Something went wrong');
    await expect
      .poll(() =>
        page
          .getByText('The page you are trying to access does not exist or has been moved.')
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Homepage' }).getAttribute('href')).toBe('/');
    await page.goto(`${site.url}/de/no-such-page`);
    expect(await page.locator('.error-view a.btn').getAttribute('href')).toBe('/de');
    await page.context().close();
  });

  it('redirects /en/... to the unprefixed page', async () => {
    const response = await fetch(`${site.url}/en/games`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/games');
  });

  it('switches language and keeps the path and query', async () => {
    const page = await openPage();
    await page.goto(`${site.url}/games?category=slots`);
    await page.getByTestId('language-switcher').click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`${site.url}/de/games?category=slots`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Casinospiele');
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'user-language')?.value).toBe('de');

    await page.getByTestId('language-switcher').click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site.url}/games?category=slots`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Casino games');
    await page.context().close();
  });

  it("loads a row's art for its first screen only, and the rest once the row is scrolled", async () => {
    const page = await openPage(PHONE);
    const images: string[] = [];
    page.on('request', (r) => r.resourceType() === 'image' && images.push(r.url()));
    await page.goto(`${site.url}/`);
    const row = page.getByTestId('game-row').first();
    const art = (i: number) => row.locator('.game-tile').nth(i).locator('img');
    await expect
      .poll(() => art(0).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const fourth = await art(3).getAttribute('src');
    expect(await art(3).isVisible()).toBe(false);
    expect(images.some((url) => url.endsWith(fourth ?? '-'))).toBe(false);

    await row.locator('.row__track').evaluate((track) => track.scrollBy({ left: 600 }));
    await expect
      .poll(() => art(3).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(images.some((url) => url.endsWith(fourth ?? '-'))).toBe(true);
    await page.context().close();
  });

  it('remembers the compact drawer across a reload', async () => {
    const page = await openPage(DESKTOP);
    await page.goto(`${site.url}/games`);
    expect(await page.getAttribute('.shell', 'data-compact')).toBe('false');
    // The toggle needs the page's script (it writes the cookie): wait for hydration.
    await hydrated(page);
    await page.getByTestId('drawer-compact-toggle').click();
    expect(await page.getAttribute('.shell', 'data-compact')).toBe('true');
    // The drawer narrows with a transition: its width settles below 100 px.
    await expect
      .poll(() => page.locator('.drawer').evaluate((el) => el.getBoundingClientRect().width))
      .toBeLessThan(100);
    await page.reload();
    expect(await page.getAttribute('.shell', 'data-compact')).toBe('true');
    await hydrated(page);
    await page.getByTestId('drawer-compact-toggle').click();
    await page.reload();
    expect(await page.getAttribute('.shell', 'data-compact')).toBe('false');
    await page.context().close();
  });

  it('opens the phone drawer from the bottom bar and closes it on navigation', async () => {
    const page = await openPage(PHONE);
    await page.goto(`${site.url}/`);
    // A native popover: it opens before hydration too, so what counts is that it shows.
    const isOpen = () => page.locator('.drawer').evaluate((el) => el.matches(':popover-open'));
    await page.locator('.bottom-nav').getByRole('button', { name: 'Menu' }).click();
    await expect.poll(isOpen).toBe(true);
    // Hydrated (Menu then says whether the drawer is open): the drawer stays open and the
    // page's state follows it, however early the tap came.
    await expect
      .poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded'))
      .toBe('true');
    expect(await isOpen()).toBe(true);
    await page.locator('.drawer').getByRole('link', { name: 'Providers' }).click();
    await page.waitForURL(`${site.url}/providers`);
    await expect.poll(isOpen).toBe(false);
    await expect.poll(() => page.getAttribute('.drawer', 'data-open')).toBe('false');
    await page.context().close();
  });

  it('keeps the cookie popup away once accepted', async () => {
    const page = await openPage(PHONE);
    await page.goto(`${site.url}/`);
    // Accept needs the page's script (it writes the consent cookie): wait for hydration.
    await hydrated(page);
    await page.getByTestId('cookie-popup').getByRole('button').click();
    expect(await page.getByTestId('cookie-popup').count()).toBe(0);
    await page.reload();
    expect(await page.getByTestId('cookie-popup').count()).toBe(0);
    await page.context().close();
  });

  it('opens external links in a new window and keeps internal ones in the app', async () => {
    const page = await openPage();
    await page.goto(`${site.url}/`);
    const external = page.locator('footer a[href^="http"]').first();
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toContain('noopener');
    expect(await page.locator('footer a[href="/questions"]').getAttribute('target')).toBeNull();
    await page.context().close();
  });

  it('loads the next page fully once the hourly build check finds a new build', async () => {
    const page = await openPage(DESKTOP);
    await page.clock.install();
    await page.goto(`${site.url}/`);
    await fullyHydrated(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.locator('.drawer').getByRole('link', { name: 'Providers' }).click();
    await page.waitForURL(`${site.url}/providers`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await page.route('**/assets/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    );
    const polled = page.waitForRequest('**/assets/builds/latest.json');
    await page.clock.runFor(60 * 60 * 1000);
    await polled;
    await page.locator('.drawer').getByRole('link', { name: 'Help & FAQ' }).click();
    await page.waitForURL(`${site.url}/questions`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { marker?: number }).marker))
      .toBeUndefined();
    await page.context().close();
  });

  it('serves robots.txt and a sitemap with every localized page', async () => {
    const robots = await (await fetch(`${site.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(robots).toContain('Disallow: /profile');
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    for (const loc of ['/games', '/de/games', '/es/games', '/pt-br/games', '/de']) {
      expect(sitemap).toContain(`<loc>${site.url}${loc}</loc>`);
    }
  });

  it('sends visitors to /maintenance while maintenance is on, also on client navigation', {
    timeout: 240_000,
  }, async () => {
    // As an operator turns it on: MAINTENANCE_MODE set and the site restarted on its address and
    // database, while a visitor's page, loaded before, stays open.
    const port = await freePort();
    const databaseDir = await seededPgliteDir();
    let served = await startSite({}, { port, databaseDir });
    try {
      const page = await openPage(DESKTOP);
      await page.goto(`${served.url}/`);
      await fullyHydrated(page);
      const maintenance = await fetch(`${served.url}/maintenance`, { redirect: 'manual' });
      expect(maintenance.status).toBe(302);
      expect(maintenance.headers.get('location')).toBe('/');

      await served.close();
      served = await startSite({ MAINTENANCE_MODE: true }, { port, databaseDir });
      const direct = await fetch(`${served.url}/de/games`, { redirect: 'manual' });
      expect(direct.status).toBe(302);
      expect(direct.headers.get('location')).toBe('/de/maintenance');
      await page.locator('.drawer').getByRole('link', { name: 'Providers' }).click();
      await page.waitForURL(`${served.url}/maintenance`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('We will be back soon');
      await page.context().close();
    } finally {
      await served.close();
      rmSync(databaseDir, { recursive: true, force: true });
    }
  });
});
