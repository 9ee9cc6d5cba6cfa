import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhone } from './support/phone.ts';
import { type RegisteredPlayer, registerPlayer } from './support/players.ts';
import { holdRequests, LOGOUT_REFUSED, refuseRequests } from './support/routes.ts';
import { TEST_PASSWORD } from './support/session.ts';
import { FAST_ARGON2, hasChromium, type RunningSite, useSiteAndBrowser } from './support/site.ts';

/**
 * Issue 18, the site's side of the rest of the contract (spec sections 2 and 8): the modals by
 * their query keys (sign-up, confirm, fiat) and kinds (registerCancel, cancelDeposit), the wallet
 * button, the return-game state, and the error rules (withdraw methods, logout 400, no retries).
 * A phone (390x844, touch) throughout.
 */
describe.skipIf(!hasChromium)('the rest of the contract: modals and error rules (issue 18)', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, RATE_LIMIT_REGISTER_PER_MINUTE: 100 }, (started) => {
    ({ site, browser } = started);
  });

  /** A phone, optionally signed in as a new player, with its page scripts held until `release`. */
  async function phone(options: { player?: RegisteredPlayer; scripts?: 'allow' | 'hold' } = {}) {
    const { context, page } = await openPhone(browser, site.url, { player: options.player });
    const release =
      options.scripts === 'hold' ? await holdRequests(context, '**/assets/*.js') : () => {};
    return { context, page, release };
  }

  /** The bottom bar's Menu button gets aria-expanded from the script only: hydration is done. */
  const hydrated = (page: Page) =>
    page.getByTestId('menu-button').getAttribute('aria-expanded', { timeout: 1000 });
  const settled = (page: Page) => expect.poll(() => hydrated(page)).toBe('false');
  /** The modal's entrance animation is over (boxes measured after it). */
  const still = (page: Page) =>
    page.waitForFunction(() => document.querySelector('.modal')?.getAnimations().length === 0);

  async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${site.url}${path}`, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        authorization: `Bearer ${token}`,
      },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  it('opens the sign-up modal by ?sign-up, from the header link, and by the older ?register', async () => {
    const { context, page } = await phone();
    await page.goto(`${site.url}/games`);
    await settled(page);
    await page.getByRole('link', { name: 'Sign up' }).tap();
    await page.waitForURL(/\/games\?sign-up$/);
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    await page.goto(`${site.url}/?register`);
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    // Opening another modal rewrites the query: the alias leaves too.
    await settled(page);
    await page.getByRole('dialog').getByRole('link', { name: 'Sign in' }).tap();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    // The modal is painted first; its address follows in the next task.
    await page.waitForURL(/\/\?sign-in$/);
    await context.close();
  });

  it('renders the Sign up form complete on the server and registers when sent before hydration', async () => {
    const { context, page, release } = await phone({ scripts: 'hold' });
    await page.goto(`${site.url}/?sign-up`, { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.waitFor();
    // The real fields, no placeholders: countries and currencies listed, one currency chosen.
    expect(await dialog.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await dialog.getByLabel('Country').locator('option').count()).toBeGreaterThan(10);
    expect(await dialog.getByLabel('Currency').inputValue()).not.toBe('');
    const submit = dialog.getByRole('button', { name: 'Create account' });
    await still(page);
    const before = await submit.boundingBox();
    await dialog.getByLabel('Email', { exact: true }).fill(`early${Date.now()}@example.com`);
    await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByLabel('Repeat password').fill(TEST_PASSWORD);
    await dialog.getByLabel('Country').selectOption('DE');
    await dialog.getByLabel(/I am over 18/).check();
    expect(await hydrated(page)).toBeNull();
    await submit.tap();
    // Held, not posted natively: the page stays and the form shows it is busy.
    expect(new URL(page.url()).search).toBe('?sign-up');
    expect(await dialog.locator('form').getAttribute('aria-busy')).toBe('true');
    release();
    await expect
      .poll(() => page.getByTestId('user-menu').isVisible(), { timeout: 30_000 })
      .toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The same form after hydration: nothing moved (checked on a fresh sign-up page).
    const again = await phone({ scripts: 'hold' });
    await again.page.goto(`${site.url}/?sign-up`, { waitUntil: 'commit' });
    const held = again.page.getByRole('dialog', { name: 'Create your account' });
    const heldSubmit = held.getByRole('button', { name: 'Create account' });
    await still(again.page);
    const server = await heldSubmit.boundingBox();
    again.release();
    await settled(again.page);
    await still(again.page);
    const client = await heldSubmit.boundingBox();
    expect(client?.y).toBe(server?.y);
    expect(server?.y).toBe(before?.y);
    await again.context.close();
    await context.close();
  });

  it('asks before leaving a started sign-up (registerCancel) and closes an untouched one at once', async () => {
    const { context, page } = await phone();
    await page.goto(`${site.url}/?sign-up`);
    await settled(page);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('link', { name: 'Close' }).tap();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.goto(`${site.url}/?sign-up`);
    await settled(page);
    await dialog.getByLabel('Email', { exact: true }).fill('half@example.com');
    await dialog.getByRole('link', { name: 'Close' }).tap();
    const ask = page.getByRole('dialog', { name: 'Leave sign-up?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Continue sign-up' }).tap();
    expect(await ask.count()).toBe(0);
    expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe('half@example.com');
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Leave' }).tap();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('confirms or cancels by the confirm modal, with plain links that work before hydration', async () => {
    // The value is a message key of the site (alerts.linked.confirm), never text to show.
    const question = 'leaveForGames';
    const { context, page } = await phone();
    await page.goto(`${site.url}/?confirm=${question}&confirmTo=%2Fgames`);
    await settled(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm' });
    expect(await dialog.textContent()).toContain('Leave for the games?');
    await dialog.getByRole('link', { name: 'Cancel' }).tap();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();

    // Before hydration (scripts held): Confirm is a link to the target.
    const early = await phone({ scripts: 'hold' });
    await early.page.goto(`${site.url}/de?confirm=${question}&confirmTo=%2Fgames`, {
      waitUntil: 'commit',
    });
    const german = early.page.getByRole('dialog', { name: 'Bestätigen' });
    await german.waitFor();
    expect(await german.getByRole('link', { name: 'Abbrechen' }).count()).toBe(1);
    await german.getByRole('link', { name: 'Bestätigen' }).tap();
    await early.page.waitForURL(`${site.url}/games`);
    early.release();
    await early.context.close();
  });

  it('keeps the wallet button disabled while methods and bonuses load, then opens the wallet filled', async () => {
    const player = await registerPlayer(site.url, 'gate');
    const { context, page } = await phone({ player });
    const letThrough = await holdRequests(page, '**/api/payment/methods/deposit*');
    await page.goto(`${site.url}/`);
    await settled(page);
    const button = page.getByTestId('deposit-button');
    await button.tap();
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true');
    expect(await button.getAttribute('aria-label')).toBe('Loading payment methods…');
    expect(await page.getByRole('dialog').count()).toBe(0);
    letThrough();
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.waitFor();
    // Opened once its methods are in: the amount field, not the methods' placeholder.
    await wallet.getByTestId('amount-input').waitFor({ timeout: 5000 });
    expect(await button.getAttribute('aria-disabled')).toBeNull();
    await context.close();
  });

  it('keeps the wallet button disabled when tapped before the accounts are in', async () => {
    // A tap right after the page hydrates, while the player's accounts still load: the button
    // waits for the accounts, then the methods, instead of opening an empty wallet.
    const player = await registerPlayer(site.url, 'early');
    const { context, page } = await phone({ player });
    const releaseAccounts = await holdRequests(page, '**/api/wallet/accounts');
    const releaseMethods = await holdRequests(page, '**/api/payment/methods/deposit*');
    await page.goto(`${site.url}/`);
    await settled(page);
    const button = page.getByTestId('deposit-button');
    await button.tap();
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
    releaseAccounts();
    // Still waiting: the methods are held.
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    releaseMethods();
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByTestId('amount-input').waitFor({ timeout: 5000 });
    await context.close();
  });

  it('asks before closing a started deposit (cancelDeposit)', async () => {
    const player = await registerPlayer(site.url, 'cancel');
    const { context, page } = await phone({ player });
    await page.goto(`${site.url}/?wallet=deposit`);
    await settled(page);
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByTestId('amount-input').fill('25');
    await wallet.getByRole('link', { name: 'Close' }).tap();
    const ask = page.getByRole('dialog', { name: 'Cancel the deposit?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Continue deposit' }).tap();
    expect(await wallet.getByTestId('amount-input').inputValue()).toBe('25');
    await wallet.getByRole('link', { name: 'Close' }).tap();
    await ask.getByRole('button', { name: 'Cancel deposit' }).tap();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('offers a card deposit to a crypto account through the fiat modal', async () => {
    const player = await registerPlayer(site.url, 'fiat');
    const btc = await api<{ id: string }>('/api/wallet/accounts', player.accessToken, {
      method: 'POST',
      body: JSON.stringify({ currency: 'BTC' }),
    });
    await api(`/api/wallet/accounts/${btc.id}/switch`, player.accessToken, { method: 'PUT' });
    const { context, page } = await phone({ player });
    await page.goto(`${site.url}/?wallet=deposit`);
    await settled(page);
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByTestId('fiat-link').tap();
    const fiat = page.getByRole('dialog', { name: 'Pay with a card' });
    await fiat.waitFor();
    await page.waitForURL(/\?fiat$/);
    await fiat.getByRole('button', { name: /Deposit in EUR/ }).tap();
    await page.waitForURL(/\?wallet=deposit$/);
    await wallet.getByTestId('amount-input').waitFor();
    // EUR is now the active account: a card deposit in euros.
    expect(await page.getByTestId('balance-pill').textContent()).toContain('€');
    const accounts = await api<{ items: { currency: string; status: number }[] }>(
      '/api/wallet/accounts',
      player.accessToken,
    );
    expect(accounts.items.find((a) => a.status === 1)?.currency).toBe('EUR');
    await context.close();
  });

  it('leads back to the game a deposit was started from (return-game), until logout deletes it', async () => {
    const player = await registerPlayer(site.url, 'return');
    const games = await api<{ items: { identity: string; name: string; kind: string }[] }>(
      '/api/game/games?perPage=50&page=1',
      player.accessToken,
    );
    const game = games.items.find((g) => g.kind === 'slot');
    if (!game) throw new Error('no game in the catalog');
    const { context, page } = await phone({ player });
    await page.goto(`${site.url}/games/${game.identity}?real=true`);
    // A new player has no money: the stage offers the deposit.
    await page.getByTestId('no-funds-deposit').waitFor({ timeout: 20_000 });
    await page.getByTestId('no-funds-deposit').tap();
    await page.getByRole('dialog', { name: 'Wallet' }).waitFor();
    // The payment page returns to the home page with the wallet open.
    await page.goto(`${site.url}/?wallet=deposit`);
    await settled(page);
    const back = page.getByTestId('return-game');
    expect(await back.textContent()).toContain(`Back to ${game.name}`);
    await back.tap();
    await page.waitForURL(`${site.url}/games/${game.identity}?real=true`);
    expect(await page.evaluate(() => sessionStorage.getItem('returnGame'))).toBeNull();

    await page.getByTestId('no-funds-deposit').waitFor({ timeout: 20_000 });
    await page.getByTestId('no-funds-deposit').tap();
    await page.getByRole('dialog', { name: 'Wallet' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('returnGame')))
      .not.toBeNull();
    await page.goto(`${site.url}/`);
    await settled(page);
    await page.getByTestId('user-menu').tap();
    await page.getByRole('button', { name: 'Log out' }).tap();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('returnGame'))).toBeNull();
    await context.close();
  });

  it('shows the withdraw-methods error with its code, asked once (no retries)', async () => {
    const player = await registerPlayer(site.url, 'wderr');
    const { context, page } = await phone({ player });
    const calls = await refuseRequests(page, '**/api/payment/methods/withdrawal*', {
      status: 503,
      code: 'payments_down',
      message: 'Try later',
    });
    await page.goto(`${site.url}/?wallet=withdraw`);
    await settled(page);
    const error = page.getByTestId('withdraw-methods-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(
      'Withdrawal methods could not be loaded (error payments_down). Please try again later.',
    );
    await page.waitForTimeout(2500);
    expect(calls.asked).toBe(1);
    await context.close();
  });

  it('shows Error! with the server message when the logout is refused with 400, and logs out anyway', async () => {
    const player = await registerPlayer(site.url, 'logout');
    const { context, page } = await phone({ player });
    await refuseRequests(page, '**/api/player/sessions/logout*', LOGOUT_REFUSED);
    await page.goto(`${site.url}/games`);
    await settled(page);
    await page.getByTestId('user-menu').tap();
    await page.getByRole('button', { name: 'Log out' }).tap();
    await page.waitForURL(`${site.url}/`);
    const toast = page.locator('.toast').filter({ hasText: 'Error!' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Session already closed');
    expect(await page.getByRole('link', { name: 'Sign up' }).first().isVisible()).toBe(true);
    await context.close();
  });
});
