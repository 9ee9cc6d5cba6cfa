import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createOperatorByApi, demoAdminApiKey, enrolOperator } from './support/backoffice.ts';
import { fundByCard, registerPlayer } from './support/players.ts';
import { registerByApi, sessionCookies } from './support/session.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = process.env.LIMITS_SHOTS_DIR;
const SMALL_PHONE = { width: 360, height: 640 };

/** Full-page screenshots at the three checked sizes (only when LIMITS_SHOTS_DIR is set). */
async function shots(
  page: Page,
  name: string,
  sizes = [PHONE, SMALL_PHONE, DESKTOP],
  fullPage = true,
) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // The cookie notice would cover what the screenshot is for.
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible().catch(() => false)) {
    // Under a modal it cannot be reached: the modal is what is shown then.
    await accept.click({ timeout: 2000 }).catch(() => {});
  }
  const before = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage });
  }
  if (before) await page.setViewportSize(before);
}

// Issue 15, the rest: the compliance screen, the reality check over a game and the money a
// limit holds back (docs/decisions/026).
describe.skipIf(!hasChromium)('responsible gaming: compliance, reality check, held money', () => {
  let site: RunningSite;
  let browser: Browser;
  // A 3-second reality check is on offer.
  useSiteAndBrowser(
    {
      ...FAST_ARGON2,
      RATE_LIMIT_REGISTER_PER_MINUTE: 100,
      RG_REALITY_CHECK_MINUTES: [0.05, 15, 30, 60],
    },
    (started) => {
      ({ site, browser } = started);
    },
  );

  async function playerPage(
    player: { email: string; accessToken: string; refreshToken: string },
    path: string,
  ) {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await context.addCookies(sessionCookies(site.url, player));
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    await hydrated(page);
    return { context, page };
  }

  it('a compliance operator lowers a limit and starts a time-out from the player card, never raises', async () => {
    const player = await registerPlayer(site.url, 'rgcard');
    await fetch(`${site.url}/api/player/limits`, {
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
        amount: 50_000,
      }),
    });
    const adminKey = await demoAdminApiKey(site.url, ['admin']);
    const { email, password } = await createOperatorByApi(site.url, adminKey, 'compliance');
    const ops = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await enrolOperator(ops, site.url, email, password);
    await ops.getByRole('button', { name: 'Players' }).click();
    await ops.getByPlaceholder('Email, id, nickname, phone or name').fill(player.email);
    await ops.getByRole('button', { name: 'Search' }).click();
    await ops.getByRole('button', { name: player.email }).click();
    const card = ops.getByTestId('player-limits');
    await expect
      .poll(() => card.getByTestId('player-limit-list').textContent())
      .toContain('0.00 USD of 500.00 USD used');

    // A raise is refused by the server, with its reason on screen.
    const tighten = card.getByTestId('tighten-limit');
    await tighten.getByLabel('Amount').fill('900');
    await tighten.getByLabel('Note (audit)').fill('Raise attempt');
    await tighten.getByRole('button', { name: 'Apply now' }).click();
    await expect.poll(() => card.locator('.error').textContent()).toContain('may only lower');

    await tighten.getByLabel('Amount').fill('100');
    await tighten.getByLabel('Note (audit)').fill('Affordability check');
    await tighten.getByRole('button', { name: 'Apply now' }).click();
    await expect
      .poll(() => card.getByTestId('player-limit-list').textContent())
      .toContain('of 100.00 USD used');
    expect(await card.getByTestId('player-limit-history').textContent()).toContain('tighten');

    // The player's session (the registration's) is open until the time-out starts.
    const sessions = ops.getByTestId('player-sessions');
    await expect.poll(() => sessions.textContent()).toContain('· open');
    const exclude = card.getByTestId('exclude-player');
    await exclude.getByLabel('Period').selectOption({ label: 'Time-out · 7 days' });
    await exclude.getByLabel('Note (audit)').fill('Player asked by phone');
    ops.once('dialog', (dialog) => void dialog.accept());
    await exclude.getByRole('button', { name: 'Start now' }).click();
    await expect.poll(() => card.getByTestId('player-excluded').count()).toBe(1);
    // The sessions list follows without reloading the page: every session closed.
    await expect.poll(() => sessions.textContent()).not.toContain('· open');
    expect(await sessions.textContent()).toContain('closed (');
    expect(await card.getByTestId('player-limit-history').textContent()).toContain(
      'exclusion started',
    );
    await shots(ops, 'compliance-card', [DESKTOP, { width: 390, height: 844 }]);
    // The player's session ended at once.
    const after = await fetch(`${site.url}/api/wallet/accounts`, {
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    expect(after.status).toBe(401);
    await ops.context().close();
  });

  it('the reality check pauses the game with the time played and the net result until acknowledged', async () => {
    const player = await registerPlayer(site.url, 'reality');
    await fundByCard(site.url, player.accessToken, 1000);
    const { context, page } = await playerPage(player, '/profile/limits');
    const settings = page.getByTestId('reality-settings');
    await settings.getByTestId('reality-15').click();
    await expect
      .poll(() => settings.getByTestId('reality-15').getAttribute('aria-pressed'))
      .toBe('true');
    await shots(page, 'reality-settings');
    // The short interval of this site: the check comes while the player is on a game page.
    await settings.getByTestId('reality-0.05').click();
    await page.goto(`${site.url}/games`);
    await hydrated(page);
    const modal = page.getByTestId('reality-check');
    await modal.waitFor({ timeout: 20_000 });
    expect(await modal.textContent()).toContain('You have been playing for');
    expect(await modal.textContent()).toContain('Net result this session');
    await shots(page, 'reality-check', undefined, false);
    await modal.getByTestId('reality-continue').click();
    await expect.poll(() => page.getByTestId('reality-check').count()).toBe(0);
    await context.close();
  });

  it('money that arrives over the deposit limit is held, shown with what happens next, and withdrawable', async () => {
    const email = `held${Date.now()}@example.com`;
    const tokens = await registerByApi(site.url, email, { currency: 'ETH', country: 'US' });
    const player = { email, ...tokens };
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${player.accessToken}`,
    };
    await fetch(`${site.url}/api/player/limits`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        action: 'set',
        definition: 3,
        period: 'daily',
        currency: 'ETH',
        amount: 1_000_000,
      }),
    });
    const invoice = await fetch(`${site.url}/api/payment/invoices/deposit`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        method: 'sandbox-crypto',
        currency: 'ETH',
        idempotencyKey: crypto.randomUUID(),
      }),
    });
    const { address } = ((await invoice.json()) as { crypto: { address: string } }).crypto;
    // The sandbox chain, driven as an operator drives it: a payment to the address, 12 confirmations.
    const txid = 'ab'.repeat(32);
    const operator = { 'content-type': 'application/json', 'x-operator-key': site.operatorKey };
    const sent = await fetch(`${site.url}/api/sandbox/crypto/transactions`, {
      method: 'POST',
      headers: operator,
      body: JSON.stringify({ address, amount: 3_000_000, txid }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const confirmed = await fetch(`${site.url}/api/sandbox/crypto/transactions/${txid}/confirm`, {
      method: 'POST',
      headers: operator,
      body: JSON.stringify({ confirmations: 12 }),
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const held = async () => {
      const reply = await fetch(`${site.url}/api/wallet/accounts`, { headers });
      return ((await reply.json()) as { items: { heldBalance: number }[] }).items[0]?.heldBalance;
    };
    await expect.poll(held, { timeout: 20_000 }).toBe(3_000_000);

    const { context, page } = await playerPage(player, '/profile/wallet');
    const note = page.getByTestId('held-note');
    await note.waitFor();
    expect(await note.textContent()).toContain('cannot be played');
    await shots(page, 'wallet-held');
    await note.getByTestId('withdraw-held').click();
    await expect
      .poll(() => page.getByTestId('withdraw-from-held').getAttribute('aria-pressed'))
      .toBe('true');
    await shots(page, 'wallet-withdraw-held', [PHONE]);
    await context.close();
  });
  it('offers a deposit limit at sign-up on a phone, applied at once; a listed person is refused', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const fill = async (email: string) => {
      await page.goto(`${site.url}/?register`);
      await hydrated(page);
      const dialog = page.getByRole('dialog', { name: 'Create your account' });
      await dialog.getByLabel('Email', { exact: true }).fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill('secret-12345');
      await dialog.getByLabel('Repeat password').fill('secret-12345');
      await dialog.getByLabel('Country').selectOption('DE');
      await dialog.getByLabel(/I am over 18/).check();
      return dialog;
    };
    // The sandbox register lists emails starting with "excluded".
    let dialog = await fill(`excluded${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => dialog.getByText('national self-exclusion scheme').count())
      .toBeGreaterThan(0);

    dialog = await fill(`limit${Date.now()}@example.com`);
    await dialog.getByText('Set a deposit limit (optional)').click();
    await dialog.getByLabel('Period').selectOption('weekly');
    await dialog.getByLabel('Amount', { exact: true }).fill('25');
    await shots(page, 'register-limit', [PHONE, SMALL_PHONE], false);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByTestId('user-menu').isVisible()).toBe(true);
    await page.goto(`${site.url}/profile/limits`);
    await hydrated(page);
    await expect.poll(() => page.getByTestId('limit-row').first().textContent()).toContain('25.00');
    await context.close();
  });
});
