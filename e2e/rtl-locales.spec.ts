import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GAME_TITLES } from '../packages/game-engine/src/catalog.ts';
import { catalog, englishIn, englishTexts } from './support/english-texts.ts';
import { registerByApi, sessionCookies } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/** Where a box sits on the screen. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, width: r.width };
    });

/** Nothing is wider than the screen: the page does not scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** What a person sees and a screen reader reads on the page. */
const visibleText = (page: Page) =>
  page.evaluate(() =>
    [
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) =>
        [el.getAttribute('aria-label'), el.getAttribute('placeholder'), el.getAttribute('title')]
          .filter(Boolean)
          .join('\n'),
      ),
    ].join('\n'),
  );

describe.skipIf(!hasChromium)('more languages on a phone (issue 35)', () => {
  let site: RunningSite;
  let browser: import('playwright-core').Browser;

  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  async function englishOn(page: Page, locale: string) {
    const providers = (await (await fetch(`${site.url}/api/game/providers`)).json()) as {
      items: { name: string }[];
    };
    const names = [
      ...GAME_TITLES.map((t) => t.name),
      ...providers.items.map((p) => p.name),
      'Aurora Casino',
      'BeGambleAware',
    ].sort((a, b) => b.length - a.length);
    return englishIn(
      await visibleText(page),
      englishTexts(await catalog('en'), await catalog(locale)),
      names,
    );
  }

  it('mirrors the Arabic home page and its drawer, all in Arabic, nothing clipped', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    const page = await context.newPage();
    await page.goto(`${site.url}/ar`);
    await hydrated(page);

    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    // Mirrored: the menu button (first in the bottom bar) on the right, the logo at the
    // header's right, the account buttons at its left.
    const menu = await box(page, '[data-testid="menu-button"]');
    expect(menu.left).toBeGreaterThan(PHONE.width / 2);
    const logo = await box(page, '.header__logo-mobile');
    const actions = await box(page, '.header__actions');
    expect(logo.left).toBeGreaterThan(actions.right - 1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await englishOn(page, 'ar')).toEqual([]);

    // The drawer slides in from the right edge.
    await page.getByTestId('menu-button').click();
    const drawer = page.locator('.drawer');
    await expect.poll(() => drawer.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    await expect.poll(async () => Math.round((await box(page, '.drawer')).right)).toBe(PHONE.width);
    expect((await box(page, '.drawer')).left).toBeGreaterThan(0);
    expect(await englishOn(page, 'ar')).toEqual([]);
    await context.close();
  });

  it('shows the Arabic wallet mirrored, translated and within the screen', async () => {
    const tokens = await registerByApi(site.url, `rtl${Date.now()}@example.com`, {
      currency: 'USD',
      country: 'DE',
    });
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([
      ...sessionCookies(site.url, tokens),
      { name: 'cookie-consent', value: '1', url: site.url },
    ]);
    const page = await context.newPage();
    await page.goto(`${site.url}/ar/profile/wallet`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // Headings start at the right edge of their column.
    const heading = await page
      .locator('main h1, main h2')
      .first()
      .evaluate((el) => getComputedStyle(el).direction);
    expect(heading).toBe('rtl');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await englishOn(page, 'ar')).toEqual([]);
    await context.close();
  });

  it('counts games in Polish with the right plural form', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${site.url}/pl/providers`);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    const counts = await page
      .getByTestId('provider-card')
      .locator('.provider-card__count')
      .allInnerTexts();
    expect(counts.length).toBeGreaterThan(0);
    const form = { one: 'gra', few: 'gry', many: 'gier' } as Record<string, string>;
    for (const text of counts) {
      const n = Number(text.replace(/\D/g, ''));
      expect(text).toBe(`${n} ${form[new Intl.PluralRules('pl').select(n)]}`);
    }
    await context.close();
  });
});
