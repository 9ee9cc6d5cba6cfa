import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeCheck, formatFindings, takeFindings } from './support/axe.ts';
import { hasChromium, launchBrowser } from './support/site.ts';

// The check every journey runs (support/axe.ts) finds what a screen reader or a low-vision
// player would trip on, and says where.
const BROKEN = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Broken</title></head><body>
  <main><h1>Cashier</h1>
  <button class="icon"><svg width="16" height="16"></svg></button>
  <p style="color:#777;background:#888">Your balance</p></main></body></html>`;

const FINE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fine</title></head><body>
  <main><h1>Cashier</h1><button>Close</button>
  <p style="color:#111;background:#fff">Your balance</p></main></body></html>`;

describe.skipIf(!hasChromium)('the accessibility check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reports an unlabeled button and low-contrast text as serious, with where and why', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('http://a11y.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: BROKEN }),
    );
    await page.goto('http://a11y.test/');
    const findings = await axeCheck(page);
    expect(findings.map((f) => `${f.rule} ${f.impact} ${f.target}`).sort()).toEqual([
      'button-name critical button',
      'color-contrast serious p',
    ]);
    expect(formatFindings(findings)).toContain('Buttons must have discernible text');
    await context.close();
    // The journeys' automatic check saw the same page on load and on close: one finding each.
    expect((await takeFindings()).map((f) => f.rule).sort()).toEqual([
      'button-name',
      'color-contrast',
    ]);
  });

  // No script runs in such a page, so axe cannot run in it (its timers never fire): the check
  // reads what a player without scripts sees, noscript content included, and answers.
  it('checks a page of a context with JavaScript off, as it is drawn without scripts', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route('http://a11y.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: BROKEN.replace(/<p .*<\/p>/, (text) => `<noscript>${text}</noscript>`),
      }),
    );
    await page.goto('http://a11y.test/');
    const started = Date.now();
    const findings = await axeCheck(page);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(findings.map((f) => `${f.rule} ${f.target} ${new URL(f.url).host}`).sort()).toEqual([
      'button-name button a11y.test',
      'color-contrast p a11y.test',
    ]);
    await context.close();
    expect((await takeFindings()).map((f) => f.rule).sort()).toEqual([
      'button-name',
      'color-contrast',
    ]);
  });

  it('finds nothing on a page without those faults', async () => {
    const page = await browser.newPage();
    await page.route('http://a11y.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: FINE }),
    );
    await page.goto('http://a11y.test/');
    expect(await axeCheck(page)).toEqual([]);
    await page.close();
    expect(await takeFindings()).toEqual([]);
  });
});
