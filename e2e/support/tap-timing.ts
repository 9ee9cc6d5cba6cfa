/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';

/**
 * Taps `trigger` and returns the milliseconds from its click event to the first frame in
 * which `shown` holds (checked every animation frame).
 */
export async function responseTime(page: Page, trigger: Locator, shown: 'dialog' | 'drawer') {
  await page.evaluate((kind) => {
    const w = window as unknown as { __tap: { start: number; shown: number } };
    w.__tap = { start: 0, shown: 0 };
    const isShown = () => {
      if (kind === 'drawer') return document.getElementById('menu')?.matches(':popover-open');
      const dialog = document.querySelector('[role="dialog"]');
      return Boolean(dialog && dialog.getBoundingClientRect().height > 0);
    };
    const watch = () => {
      if (isShown()) w.__tap.shown = performance.now();
      else requestAnimationFrame(watch);
    };
    document.addEventListener(
      'click',
      () => {
        w.__tap.start = performance.now();
        requestAnimationFrame(watch);
      },
      { capture: true, once: true },
    );
  }, shown);
  await trigger.tap();
  await page.waitForFunction(
    () => (window as unknown as { __tap: { shown: number } }).__tap.shown > 0,
  );
  return page.evaluate(() => {
    const { start, shown } = (window as unknown as { __tap: { start: number; shown: number } })
      .__tap;
    return shown - start;
  });
}
