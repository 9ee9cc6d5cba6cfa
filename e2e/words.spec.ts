import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmEmailByMail } from './support/mailbox.ts';
import { openPhone } from './support/phone.ts';
import {
  fundByCard,
  type RegisteredPlayer,
  registerPlayer,
  requestWithdrawal,
} from './support/players.ts';
import { SLOT } from './support/seamless.ts';
import { registerByApi, TEST_PASSWORD } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/**
 * Issue 29, the words a player meets: texts a link may put in the site's dialogs, the messages
 * of a cancelled withdrawal, a time-out, the limit form and validation, and the bonus toasts.
 * A phone (390x844, touch) throughout.
 */
describe.skipIf(!hasChromium)('the words a player meets (issue 29)', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, RATE_LIMIT_REGISTER_PER_MINUTE: 100 }, (started) => {
    ({ site, browser } = started);
  });

  async function phone(player?: RegisteredPlayer) {
    return openPhone(browser, site.url, { player });
  }

  const dialogText = (page: Page) => page.getByRole('dialog').textContent();

  /** Records every toast the page shows, whatever its life on screen; `seen` reads them. */
  async function recordToasts(page: Page) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenToasts: string[] }).seenToasts = seen;
      // A toast stays 3 s: a look every 50 ms sees each one.
      setInterval(() => {
        for (const toast of document.querySelectorAll('.toast')) {
          const text = toast.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }, 50);
    });
    return {
      seen: () =>
        page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts.join(' | ')),
      forget: () =>
        page.evaluate(() => {
          (window as unknown as { seenToasts: string[] }).seenToasts.length = 0;
        }),
    };
  }

  it('shows only the site’s own texts in ?failing=, ?success= and ?confirm= dialogs', async () => {
    const { context, page } = await phone();
    const bait = 'Your account is locked. Call +1 555 0100 and verify at evil.example';
    const encoded = encodeURIComponent(bait);

    await page.goto(`${site.url}/?failing=${encoded}`);
    await hydrated(page);
    await page.getByRole('dialog', { name: 'Error!' }).waitFor();
    expect(await dialogText(page)).not.toContain('evil.example');
    expect(await dialogText(page)).toContain('Something went wrong. Please try again.');

    await page.goto(`${site.url}/?success=${encoded}`);
    await page.getByRole('dialog').waitFor();
    expect(await dialogText(page)).not.toContain('evil.example');

    await page.goto(`${site.url}/?confirm=${encoded}&confirmTo=%2Fgames`);
    await page.getByRole('dialog', { name: 'Confirm' }).waitFor();
    expect(await dialogText(page)).not.toContain('evil.example');
    expect(await dialogText(page)).toContain('Do you want to continue?');

    // Not even a key of another part of the catalog, or of an object's prototype.
    await page.goto(`${site.url}/?failing=constructor`);
    await page.getByRole('dialog', { name: 'Error!' }).waitFor();
    expect(await dialogText(page)).toContain('Something went wrong. Please try again.');

    // The site's own keys show their text, in the page's language.
    await page.goto(`${site.url}/de?failing=paymentFailed`);
    await page.getByRole('dialog', { name: 'Fehler!' }).waitFor();
    expect(await dialogText(page)).toContain('Die Zahlung ist nicht durchgegangen.');
    await context.close();
  });

  it('says a withdrawal the player cancels was cancelled, every time (never "Withdrawal failed")', async () => {
    const player = await registerPlayer(site.url, 'cancel');
    await confirmEmailByMail(site.url, player.email);
    await fundByCard(site.url, player.accessToken, 15_000);
    const tries = 5;
    for (let i = 0; i < tries; i++) await requestWithdrawal(site.url, player.accessToken, 2_000);
    const { context, page } = await phone(player);
    const { seen, forget } = await recordToasts(page);
    await page.goto(`${site.url}/?wallet=withdraw`);
    await page.getByRole('dialog', { name: 'Wallet' }).waitFor({ timeout: 20_000 });
    await hydrated(page);
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    const cancel = wallet.getByRole('button', { name: 'Cancel withdrawal' });
    await expect.poll(() => cancel.count(), { timeout: 10_000 }).toBe(tries);
    for (let i = 0; i < tries; i++) {
      await forget();
      await cancel.first().tap();
      await expect.poll(() => cancel.count(), { timeout: 10_000 }).toBe(tries - i - 1);
      await expect.poll(seen, { timeout: 5_000 }).toContain('Withdrawal cancelled');
      // The realtime update of the same invoice has had its chance to show too.
      await page.waitForTimeout(1000);
      expect(await seen()).not.toContain('failed');
      await expect.poll(() => page.locator('.toast').count(), { timeout: 10_000 }).toBe(0);
    }
    await context.close();
  });

  async function api(path: string, token: string, body?: unknown, method = 'POST') {
    return fetch(`${site.url}${path}`, {
      method: body === undefined && method === 'POST' ? 'GET' : method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  it('says what is wrong with a limit amount, not just "Amount"', async () => {
    const player = await registerPlayer(site.url, 'limitform');
    const { context, page } = await phone(player);
    await page.goto(`${site.url}/profile/limits`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Add limit' }).tap();
    const form = page.getByTestId('limit-form');
    await form.getByLabel('Amount (USD)').fill('0');
    await form.getByRole('button', { name: 'Save limit' }).tap();
    await expect
      .poll(() => form.textContent())
      .toContain('Enter the limit as an amount above zero, for example 50.');
    await page.screenshot({ path: '/tmp/words-limit-form.png' });
    await context.close();
  });

  it('a time-out is called a time-out, and a real-money game shows the block instead of a play button', async () => {
    const player = await registerPlayer(site.url, 'timeout');
    await fundByCard(site.url, player.accessToken, 1_000);
    const started = await api('/api/player/limits', player.accessToken, {
      action: 'exclude',
      definition: 5,
      periodId: '24h',
    });
    expect(started.status).toBe(200);
    // Signed out everywhere by the time-out; signing in again is allowed (to withdraw).
    const login = await fetch(`${site.url}/api/player/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: player.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const tokens = (await login.json()) as { accessToken: string; refreshToken: string };
    const { context, page } = await phone({ ...player, ...tokens });

    await page.goto(`${site.url}/games/${SLOT.identity}?real=true`);
    await hydrated(page);
    const panel = page.getByTestId('game-panel');
    await expect
      .poll(() => panel.textContent(), { timeout: 15_000 })
      .toContain('Real-money play is paused');
    // The end of the break shows once the player's limits have loaded (a moment after the block).
    await expect
      .poll(() => panel.textContent(), { timeout: 15_000 })
      .toContain('Your break runs until');
    expect(await panel.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('mode-real').getAttribute('data-blocked'))
      .toBe('true');
    await page.screenshot({ path: '/tmp/words-timeout-game.png' });

    await page.goto(`${site.url}/?wallet=deposit`);
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await expect
      .poll(() => wallet.textContent(), { timeout: 15_000 })
      .toContain('Your break runs until');
    expect(await wallet.textContent()).not.toContain('deposit limit');
    await page.screenshot({ path: '/tmp/words-timeout-deposit.png' });
    await context.close();
  });

  it('after a bonus deposit: "Deposit received" and the bonus active, the drawer and the bonus page agree, per currency', async () => {
    const email = `bonusdep${Date.now()}@example.com`;
    const tokens = await registerByApi(site.url, email, { currency: 'USD', country: 'DE' });
    const { context, page } = await phone({ email, ...tokens });
    const { seen } = await recordToasts(page);
    await page.goto(`${site.url}/?wallet=deposit`);
    await hydrated(page);
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByTestId('amount-input').fill('20');
    await expect.poll(() => wallet.getByTestId('bonus-choice').textContent()).toContain('+$20.00');
    await wallet.getByTestId('deposit-submit').tap();
    await page.waitForURL(/\/sandbox\/card\/checkout\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).tap();
    await page.waitForURL(/wallet=deposit/);
    await expect.poll(seen, { timeout: 15_000 }).toContain('Deposit received');
    expect(await seen()).not.toContain('waiting');

    await page.goto(`${site.url}/`);
    await hydrated(page);
    await page.getByTestId('menu-button').tap();
    const promo = page.getByTestId('drawer-promo');
    await expect.poll(() => promo.textContent()).toContain('See my bonus');
    expect(await promo.textContent()).not.toContain('Claim bonus');
    await page.screenshot({ path: '/tmp/words-drawer.png' });

    // Another currency becomes the active account: its bonus page has no active bonus, and the
    // USD bonus is shown as belonging to the USD account.
    await page.goto(`${site.url}/profile/bonuses`);
    await expect.poll(() => page.getByTestId('active-bonus').count()).toBe(1);
    const eur = await api('/api/wallet/accounts', tokens.accessToken, { currency: 'EUR' });
    const { id } = (await eur.json()) as { id: string };
    const switched = await api(
      `/api/wallet/accounts/${id}/switch`,
      tokens.accessToken,
      undefined,
      'PUT',
    );
    expect(switched.status).toBe(200);
    await page.goto(`${site.url}/profile/bonuses`);
    await hydrated(page);
    await expect.poll(() => page.getByTestId('other-account-bonus').count()).toBe(1);
    expect(await page.getByTestId('active-bonus').count()).toBe(0);
    expect(await page.getByTestId('other-account-bonus').textContent()).toContain(
      'Active on your USD account',
    );
    // The welcome step's free spins are the USD account's too: said so, not offered to play.
    const spins = page.getByTestId('freespins');
    await expect.poll(() => spins.textContent()).toContain('On your USD account');
    expect(await spins.getByRole('button', { name: 'Play now' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/words-bonus-other.png', fullPage: true });
    await context.close();
  });

  it('names the field of every sign-up error, in the page’s language, and never a field key', async () => {
    const { context, page } = await phone();
    await page.goto(`${site.url}/?sign-up`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('Password', { exact: true }).fill('secret-1234');
    await dialog.getByLabel('Repeat password', { exact: true }).fill('secret-9999');
    await dialog.getByRole('button', { name: 'Create account' }).tap();
    const errors = async () =>
      (await dialog.locator('.field__error, [id$="-error"]').allTextContents()).join(' | ');
    await expect
      .poll(errors)
      .toContain('Repeat password: The value must be equal to the Password value');
    // The rest is the server's answer: every field it wants, named.
    await dialog.getByLabel('Repeat password', { exact: true }).fill('secret-1234');
    await dialog.getByRole('button', { name: 'Create account' }).tap();
    await expect.poll(errors, { timeout: 10_000 }).toContain('Email: Value is required');
    const said = await errors();
    expect(said).not.toMatch(/(^|\| )Value is required/);
    expect(said).not.toContain('password_confirmation');
    await page.screenshot({ path: '/tmp/words-sign-up-en.png' });

    await page.goto(`${site.url}/de?sign-up`);
    await hydrated(page);
    const german = page.getByRole('dialog', { name: 'Erstellen Sie Ihr Konto' });
    await german.getByRole('button', { name: 'Konto erstellen' }).tap();
    await expect
      .poll(async () =>
        (await german.locator('.field__error, [id$="-error"]').allTextContents()).join(' | '),
      )
      .toContain('E-Mail: Dieses Feld ist erforderlich');
    await page.screenshot({ path: '/tmp/words-sign-up-de.png' });
    await context.close();
  });
  it('says a used or expired password reset link is dead, not "This field: This value is not valid"', async () => {
    // Found by the browser audit (scripts/audit/site-pages.ts 2.84), English and German.
    for (const [prefix, words, save] of [
      ['', 'This password reset link is invalid or has expired. Please ask for a new one.', 'Save'],
      [
        '/de',
        'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
        'Speichern',
      ],
    ] as const) {
      const { context, page } = await phone();
      await page.goto(`${site.url}${prefix}/?reset-pass&resetCode=used-or-expired`);
      await hydrated(page);
      const dialog = page.getByRole('dialog');
      for (const field of await dialog.locator('input[type=password]').all())
        await field.fill('a-new-pass-1234');
      await dialog.getByRole('button', { name: save }).tap();
      await expect.poll(() => dialog.textContent()).toContain(words);
      expect(await dialog.textContent()).not.toMatch(/This field|Dieses Feld:/);
      await context.close();
    }
  });
});
