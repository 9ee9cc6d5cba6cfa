import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newOperatorSession } from './support/backoffice.ts';
import { registerByApi, TEST_PASSWORD } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = 'screenshots/jurisdiction';

/**
 * Issue 32 (J3): signing up from Brazil on a phone, in Portuguese: the form asks the CPF, names
 * it when missing, refuses a CPF the sandbox SIGAP lists (self-excluded) in the site's words,
 * and opens the account for a clean one, whose deposit sheet offers Pix alone; the Pix page's
 * payment credits the deposit.
 */
describe.skipIf(!hasChromium)('sign-up from Brazil: CPF and SIGAP', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser(
    { ...FAST_ARGON2, JURISDICTION_COUNTRIES: { BR: 'br', GB: 'gb' } },
    (started) => {
      ({ site, browser } = started);
    },
  );

  it('asks the CPF, refuses one on the SIGAP list, registers a clean one, deposits by Pix', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: site.url }]);
    const page = await context.newPage();
    await page.goto(`${site.url}/pt-br/?sign-up`);
    const dialog = page.getByRole('dialog', { name: 'Crie sua conta' });
    const country = dialog.locator('select[name="country"]');
    await country.waitFor();
    await expect.poll(() => country.locator('option[value="BR"]').count()).toBe(1);
    await hydrated(page);

    await dialog.locator('input[name="email"]').fill(`br${Date.now()}@example.com`);
    await dialog.locator('input[name="password"]').fill(TEST_PASSWORD);
    await dialog.locator('input[name="password_confirmation"]').fill(TEST_PASSWORD);
    await country.selectOption('BR');
    const cpf = dialog.locator('input[name="cpf_number"]');
    await cpf.waitFor();
    await dialog.locator('input[name="agreements"]').check();
    const submit = dialog.locator('button[type="submit"]').last();

    // No CPF: the server names the field, under it.
    await submit.tap();
    // The field's own error (the label alone has no colon).
    await expect.poll(() => dialog.textContent()).toMatch(/Número do CPF: /);
    await page.screenshot({ path: `${SHOTS}/br-cpf-required-390.png` });

    // On the sandbox SIGAP list: refused, in Portuguese.
    await cpf.fill('111.444.777-35');
    await submit.tap();
    const refusal = dialog.getByRole('alert');
    await expect.poll(() => refusal.textContent()).toMatch(/autoexclusão/);
    // The refusal is above the form: it is brought into view on a phone.
    await expect.poll(() => refusal.isVisible()).toBe(true);
    const box = await refusal.boundingBox();
    expect(box && box.y >= 0 && box.y < PHONE.height).toBe(true);
    await page.screenshot({ path: `${SHOTS}/br-sigap-refused-390.png` });
    expect(await page.getByTestId('user-menu').count()).toBe(0);

    // A clean CPF: the account opens.
    await cpf.fill('529.982.247-25');
    await submit.tap();
    await expect
      .poll(() => page.getByTestId('user-menu').isVisible(), { timeout: 20_000 })
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/br-registered-390.png` });

    // The deposit sheet offers Pix alone (the `br` profile's rail).
    await page.goto(`${site.url}/pt-br/?wallet=deposit`);
    const wallet = page.getByRole('dialog', { name: 'Carteira' });
    // Brazil asks for a deposit-limit decision before the first deposit: "no limit for now".
    await wallet.getByTestId('deposit-limit-none').tap();
    const methods = wallet.getByRole('group', { name: 'Forma de pagamento' });
    await expect
      .poll(() => methods.getByRole('button', { pressed: true }).textContent(), { timeout: 10_000 })
      .toBe('Pix');
    expect(await methods.getByRole('button').allTextContents()).toEqual(['Pix']);
    await wallet.getByTestId('amount-input').fill('50');
    const noBonus = wallet.getByLabel('Sem bônus');
    if ((await noBonus.count()) > 0) await noBonus.check();
    await page.screenshot({ path: `${SHOTS}/br-deposit-pix-only-390.png` });
    await wallet.getByTestId('deposit-submit').tap();

    // The Pix page: QR code and copy-paste code, in Portuguese; paying credits R$ 50.
    await page.waitForURL(/\/sandbox\/pix\//);
    await expect.poll(() => page.locator('.qr svg').count()).toBe(1);
    expect(await page.locator('textarea').inputValue()).toMatch(/^000201.*br\.gov\.bcb\.pix/);
    await page.screenshot({ path: `${SHOTS}/br-pix-page-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pagar no app do banco (sandbox)' }).tap();
    await page.waitForURL(/wallet=deposit/);
    await expect
      .poll(() => page.getByTestId('balance-pill').textContent(), { timeout: 20_000 })
      .toMatch(/50,00/);
    await page.screenshot({ path: `${SHOTS}/br-pix-credited-390.png` });
    await context.close();
  }, 180_000);

  it('compliance lists a GB player on the GAMSTOP twin in the back office; they are excluded at sign-in', async () => {
    const email = `gb${Date.now()}@example.com`;
    await registerByApi(site.url, email, { currency: 'EUR', country: 'GB' });
    const operator = await newOperatorSession(site.url, 'compliance', 'Compliance');
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await context.addCookies([operator]);
    const page = await context.newPage();
    // Compliance puts them on the GAMSTOP twin's list (the table, not code or config).
    await page.goto(`${site.url}/backoffice/register-twins`);
    const form = page.getByTestId('register-twin-form');
    await form.waitFor({ timeout: 20_000 });
    await form.locator('select[name=register]').selectOption('gamstop');
    await form.locator('input[name=entry]').fill(email);
    await form.getByRole('button', { name: 'Add to list' }).tap();
    const table = page.getByTestId('register-twins-table');
    await table.getByRole('cell', { name: email }).waitFor();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await page.screenshot({ path: `${SHOTS}/bo-register-twins-390.png`, fullPage: true });

    const login = await fetch(`${site.url}/api/player/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { accessToken, profile } = (await login.json()) as {
      accessToken: string;
      profile: { id: string };
    };
    const limits = await fetch(`${site.url}/api/player/limits`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(((await limits.json()) as { isExcluded: boolean }).isExcluded).toBe(true);

    await page.goto(`${site.url}/backoffice/players/${profile.id}`);
    const registers = page.getByTestId('player-registers');
    await registers.waitFor({ timeout: 20_000 });
    await expect.poll(() => registers.textContent()).toMatch(/GAMSTOP · listed: excluded/);
    await registers.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/bo-player-gamstop-390.png` });
    await context.close();
  });
});
