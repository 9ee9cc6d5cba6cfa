import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = 'screenshots/jurisdiction';
/** On the sandbox SIGAP twin's list as self-excluded (register/twins.ts, seeded at a sandbox boot). */
const SIGAP_SELF_EXCLUDED_CPF = '111.444.777-35';

/** A valid CPF (both check digits right) no other journey uses, formatted as people type it. */
function freshCpf() {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const n of [9, 10]) {
    const sum = digits.reduce((total, digit, i) => total + digit * (n + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const text = digits.join('');
  return `${text.slice(0, 3)}.${text.slice(3, 6)}.${text.slice(6, 9)}-${text.slice(9)}`;
}

/**
 * Issue 32: a guest from Brazil signs up on a phone through the sandbox identity provider
 * (Aurora ID at /idp). The form asks the CPF before the trip to the provider; a CPF on the
 * sandbox SIGAP list is refused when the account would be made, in the site's words, and no
 * account exists; a valid unlisted CPF gets the account.
 */
describe.skipIf(!hasChromium)('social sign-up from Brazil: CPF and SIGAP', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser({ ...FAST_ARGON2, JURISDICTION_COUNTRIES: { BR: 'br' } }, (started) => {
    ({ site, browser } = started);
  });

  /** The Portuguese sign-up form, Brazil chosen and the terms accepted. */
  async function signUpForm(page: Page) {
    await page.goto(`${site.url}/pt-br/?sign-up`);
    const dialog = page.getByRole('dialog', { name: 'Crie sua conta' });
    const country = dialog.locator('select[name="country"]');
    await country.waitFor();
    await expect.poll(() => country.locator('option[value="BR"]').count()).toBe(1);
    await hydrated(page);
    await country.selectOption('BR');
    await dialog.locator('input[name="agreements"]').check();
    const cpf = dialog.locator('input[name="cpf_number"]');
    await cpf.waitFor();
    return {
      dialog,
      cpf,
      social: dialog.getByRole('button', { name: 'Cadastre-se com Aurora ID' }),
    };
  }

  it('asks the CPF, refuses one on the SIGAP list, opens the account for a valid one', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    const page = await context.newPage();
    const email = `br-social-${Date.now()}@example.com`;

    // No CPF: the form asks for it, under its field, before any trip to the provider.
    const first = await signUpForm(page);
    await first.social.tap();
    await expect.poll(() => first.cpf.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain('/pt-br/');
    await page.screenshot({ path: `${SHOTS}/br-social-cpf-asked-390.png` });

    // A CPF on the SIGAP twin's list: off to Aurora ID, and refused when the account would open.
    await first.cpf.fill(SIGAP_SELF_EXCLUDED_CPF);
    await first.social.tap();
    await page.waitForURL(/\/idp\/interaction\//);
    await page.getByRole('link', { name: 'Create an Aurora ID' }).tap();
    await page.getByLabel('Name').fill('Jogador Social');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('provider-pass');
    await page.getByRole('button', { name: 'Create account' }).tap();
    await page.waitForURL(/\/auth\/callback/);
    // The callback page (/auth/callback, one address for every language) speaks English today.
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 15_000 })
      .toMatch(/cadastro nacional de autoexclusão|national self-exclusion scheme/);
    await page.screenshot({ path: `${SHOTS}/br-social-sigap-refused-390.png` });
    expect(await page.getByTestId('user-menu').count()).toBe(0);

    // A valid CPF nobody listed: the same person at Aurora ID gets the account.
    const second = await signUpForm(page);
    await second.cpf.fill(freshCpf());
    await second.social.tap();
    // Aurora ID asks the person to sign in (the same identity as before).
    await page.waitForURL(/\/idp\/interaction\//);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('provider-pass');
    await page.getByRole('button', { name: 'Sign in' }).tap();
    await expect
      .poll(() => page.getByTestId('user-menu').isVisible(), { timeout: 20_000 })
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/br-social-registered-390.png` });
    // Signed in as the provider's person.
    await page.goto(`${site.url}/pt-br/profile/info`);
    await expect.poll(() => page.locator('main').textContent()).toContain(email);
    await context.close();
  }, 180_000);
});
