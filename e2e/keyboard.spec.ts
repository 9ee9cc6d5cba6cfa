import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerPlayer } from './support/players.ts';
import { TEST_PASSWORD } from './support/session.ts';
import {
  BOTH_SIZES,
  FAST_ARGON2,
  fullyHydrated,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/** What has the keyboard's focus: its test id or role and name, and whether its ring shows. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 2 &&
      !/rgba\(.*, 0\)|transparent/.test(style.outlineColor);
    return {
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type') ?? '',
      testId: el.dataset.testid ?? '',
      inDrawer: Boolean(el.closest('.drawer')),
      inDialog: Boolean(el.closest('[role="dialog"]')),
      ring,
      matchesFocusVisible: el.matches(':focus-visible'),
    };
  });

/**
 * Presses Tab (Shift+Tab when `back`) until `wanted` holds for the focused element, checking at
 * every stop that the focus ring is drawn (an opaque outline of 2 px or more); fails after `limit`.
 */
async function tabTo(
  page: Page,
  wanted: (el: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean,
  { limit = 40, back = false } = {},
) {
  const trail: string[] = [];
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const el = await focused(page);
    trail.push(el ? `${el.tag}:${el.text.slice(0, 20)}:${el.inDialog}` : 'none');
    if (!el) continue;
    expect(el.ring, `focus ring on ${el.tag} "${el.text}" (${el.testId})`).toBe(true);
    if (wanted(el)) return el;
  }
  throw new Error(`not reached with ${limit} presses of Tab: ${trail.join(' | ')}`);
}

/** Issue 35: the site and a game played with the keyboard alone, the focus always visible. */
describe.skipIf(!hasChromium)('the keyboard alone', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  for (const [size, viewport] of BOTH_SIZES) {
    it(`signs in, reaches a drawer link and spins a slot by keyboard on a ${size}`, async () => {
      const { email } = await registerPlayer(site.url, 'keys');
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
      const page = await context.newPage();
      await page.goto(site.url);
      await fullyHydrated(page);

      // Through the header to Sign in, opened with Enter: the focus lands in the dialog's email.
      await tabTo(page, (el) => el.text === 'Sign in');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      // The focus is trapped in the dialog (the first field, or on a phone its first control).
      await expect.poll(async () => (await focused(page))?.inDialog).toBe(true);
      expect((await focused(page))?.ring).toBe(true);
      // The dialog puts the focus on its first field once it has rendered (its chunk may still
      // be arriving when the first focus lands on its close control): wait for it to settle.
      await expect
        .poll(async () => (await focused(page))?.type, { timeout: 5_000 })
        .toBe('email')
        .catch(() => tabTo(page, (el) => el.type === 'email' && el.inDialog));
      await page.keyboard.type(email);
      await tabTo(page, (el) => el.type === 'password' && el.inDialog);
      await page.keyboard.type(TEST_PASSWORD);
      expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
      expect(await dialog.getByLabel('Password').inputValue()).toBe(TEST_PASSWORD);
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(0);
      await expect.poll(() => page.getByTestId('menu-button').isVisible()).toBe(viewport === PHONE);

      // The drawer: on a phone the bottom bar's Menu (the page's last control) opens it.
      if (viewport === PHONE) {
        await page.locator('body').focus();
        await tabTo(page, (el) => el.testId === 'menu-button', { back: true });
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.getByTestId('menu-button').getAttribute('aria-expanded'))
          .toBe('true');
      }
      const link = await tabTo(page, (el) => el.inDrawer && el.tag === 'a', { limit: 60 });
      expect(link.text).not.toBe('');

      // A built-in slot's spin, reached with Tab and pressed with Enter: one round is played.
      const slot = (
        (await (await fetch(`${site.url}/api/game/games?perPage=100`)).json()) as {
          items: Array<{ identity: string; kind: string }>;
        }
      ).items.find((game) => game.kind === 'slot');
      await page.goto(`${site.url}/provider/games/${slot?.identity}?mode=demo&lang=en`);
      const balance = page.locator('.dock .meter:first-child .amount');
      await expect.poll(() => balance.textContent()).toBe('100,000.00 FUN');
      await tabTo(page, (el) => el.testId === 'play');
      await page.keyboard.press('Enter');
      await page.locator('.sidebar .fair-last').waitFor({ state: 'attached', timeout: 20_000 });
      await context.close();
    });
  }
});
