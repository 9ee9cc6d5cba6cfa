import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhone } from './support/phone.ts';
import { fundByCard, registerPlayer } from './support/players.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

declare global {
  interface Window {
    /** Every toast title the page showed, in order (recorded by the test's init script). */
    shownToasts?: string[];
  }
}

// Issue 35 on a phone: a player with a $100 daily deposit limit deposits $80 by the sandbox
// card and is told at once that 80 % of the limit is used; a second deposit that stays below
// 100 % tells nothing more; the inbox keeps the notice.
describe.skipIf(!hasChromium)('limit notices on a phone', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  const NOTICE = 'Deposit limit: 80% used';
  const notices = (page: Page) =>
    page.evaluate(
      (title) => (window.shownToasts ?? []).filter((shown) => shown.startsWith(title)).length,
      'Deposit limit',
    );
  const balance = (page: Page) => page.getByTestId('balance-pill').textContent();

  it('tells 80 % of a deposit limit once, live and in the inbox', async () => {
    const player = await registerPlayer(site.url, 'notice');
    const set = await fetch(`${site.url}/api/player/limits`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${player.accessToken}`,
      },
      body: JSON.stringify({
        action: 'set',
        definition: 3,
        period: 'daily',
        currency: 'USD',
        amount: 10_000,
      }),
    });
    expect(set.status).toBe(200);

    const { context, page } = await openPhone(browser, site.url, { player });
    // Every toast the page shows is recorded, so a second notice cannot slip by unseen.
    await page.addInitScript(() => {
      window.shownToasts = [];
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of change.addedNodes) {
            if (!(node instanceof HTMLElement) || !node.classList.contains('toast')) continue;
            window.shownToasts?.push(node.querySelector('.toast__title')?.textContent ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await expect.poll(() => balance(page), { timeout: 15_000 }).toContain('$0.00');

    // $80 by the sandbox card, through the wallet and the hosted checkout.
    await page.getByTestId('deposit-button').tap();
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByTestId('amount-input').fill('80');
    const noBonus = wallet.getByLabel('No bonus');
    if ((await noBonus.count()) > 0) await noBonus.check();
    await wallet.getByTestId('deposit-submit').tap();
    await page.waitForURL(/\/sandbox\/card\/checkout\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).tap();
    await page.waitForURL(/wallet=deposit/);
    await expect.poll(() => balance(page), { timeout: 20_000 }).toContain('$80.00');

    // The notice arrives live, as a toast with what is used of what.
    const toast = page.locator('.toast', { hasText: NOTICE });
    await expect.poll(() => toast.count(), { timeout: 20_000 }).toBe(1);
    expect(await toast.textContent()).toContain(
      'Last 24 hours: $80.00 of your $100.00 limit used.',
    );
    expect(await notices(page)).toBe(1);

    // A second deposit to 90 %: no new threshold, no notice.
    await fundByCard(site.url, player.accessToken, 1_000, 9_000);
    await expect.poll(() => balance(page), { timeout: 20_000 }).toContain('$90.00');
    await page.waitForTimeout(2_000);
    expect(await notices(page)).toBe(1);

    // The inbox keeps it, counted in the header until read.
    await page.goto(`${site.url}/inbox`);
    await hydrated(page);
    const items = page.getByTestId('inbox-item');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(1);
    expect(await items.first().textContent()).toContain(NOTICE);
    expect(await items.first().textContent()).toContain(
      'Last 24 hours: $80.00 of your $100.00 limit used.',
    );
    await expect
      .poll(() => page.getByTestId('inbox-badge').textContent(), { timeout: 10_000 })
      .toBe('1');
    await context.close();
  });
});
