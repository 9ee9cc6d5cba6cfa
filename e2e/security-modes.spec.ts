import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(!hasChromium)('the sandbox ribbon in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({}, (started) => {
    ({ site, browser } = started);
  });

  async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    return page;
  }

  const boxOf = async (page: Page, selector: string) => {
    const box = await page.locator(selector).first().boundingBox();
    expect(box, selector).not.toBeNull();
    return box!;
  };

  it('is on every page, in the server HTML, translated', async () => {
    for (const [path, text] of [
      ['/', 'Sandbox: play money and test cards'],
      ['/games', 'Sandbox: play money and test cards'],
      ['/de/games', 'Sandbox: Spielgeld und Testkarten'],
      ['/no-such-page', 'Sandbox: play money and test cards'],
    ] as const) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      expect(html, path).toContain('class="sandbox-ribbon"');
      expect(html, path).toContain(text);
    }
  });

  it('covers neither the header nor the bottom nav on a phone, and stays slim', async () => {
    const page = await openPage('/games', PHONE);
    const ribbon = await boxOf(page, '[data-testid="sandbox-ribbon"]');
    expect(ribbon.height).toBeLessThanOrEqual(40);
    expect(ribbon.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(overlaps(ribbon, await boxOf(page, 'header.header'))).toBe(false);
    expect(overlaps(ribbon, await boxOf(page, '.bottom-nav'))).toBe(false);
    await page.context().close();
  });

  it('sits under the header on a desktop, next to the side drawer', async () => {
    const page = await openPage('/', DESKTOP);
    const ribbon = await boxOf(page, '[data-testid="sandbox-ribbon"]');
    const header = await boxOf(page, 'header.header');
    expect(ribbon.height).toBeLessThanOrEqual(40);
    expect(overlaps(ribbon, header)).toBe(false);
    expect(ribbon.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await page.context().close();
  });
});
