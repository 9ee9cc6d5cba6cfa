import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhone } from './support/phone.ts';
import { playSlotRounds } from './support/seamless.ts';
import { TEST_PASSWORD } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SECRET = 'bonus-journey-builtin-secret-0123456789abcdef';

describe.skipIf(!hasChromium)('bonuses in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, BUILTIN_PROVIDER_SECRET: SECRET }, (started) => {
    ({ site, browser } = started);
  });

  const playRounds = (accessToken: string, rounds: number, stake: number) =>
    playSlotRounds(site.url, SECRET, accessToken, { rounds, stake });

  /** A new USD player from Germany (with a registration bonus code if given): their tokens. */
  async function register(prefix: string, bonusCode?: string) {
    const registered = await fetch(`${site.url}/api/player/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${prefix}-${randomUUID().slice(0, 8)}@example.com`,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
        currency: 'USD',
        country: 'DE',
        agreements: true,
        ...(bonusCode ? { bonusCode } : {}),
      }),
    });
    expect(registered.status).toBe(201);
    return (await registered.json()) as { accessToken: string; refreshToken: string };
  }

  /** A phone browser signed in as the player. */
  async function phoneFor(tokens: { accessToken: string; refreshToken: string }) {
    return openPhone(browser, site.url, { player: tokens, hasTouch: false });
  }

  /** Submits the deposit modal and pays on the sandbox card checkout. */
  async function payByCard(page: Page, wallet: Locator) {
    await wallet.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox\/card\/checkout\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/wallet=deposit/);
  }

  it('registers with a code, deposits with its bonus chosen, wagers it and sees it become real money', async () => {
    const tokens = await register('bonus', 'aurora');
    const { context, page } = await phoneFor(tokens);
    await page.goto(`${site.url}/?wallet=deposit`);
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByTestId('amount-input').fill('20');
    const choice = wallet.getByTestId('bonus-choice');
    // The welcome step and the registration code are offered, with what $20 gets; "No bonus" too.
    await expect.poll(() => choice.textContent()).toContain('+$10.00 bonus');
    await expect.poll(() => choice.textContent()).toContain('No bonus');
    await choice.getByLabel(/50 % up to \$100\.00/).check();
    await payByCard(page, wallet);

    await page.goto(`${site.url}/profile/bonuses`);
    const active = page.getByTestId('active-bonus');
    await expect.poll(() => active.textContent(), { timeout: 20_000 }).toContain('$10.00');
    expect(await active.textContent()).toContain('Wagering $0.00 of $100.00');
    // The header names real and bonus money apart (issue 29), never one mixed $30.00.
    const pill = page.getByTestId('balance-pill');
    expect(await pill.getByTestId('balance-real').textContent()).toBe('$20.00');
    expect(await pill.getByTestId('balance-bonus').textContent()).toBe('$10.00');

    // 10× $10 = $100 of slot stakes: 19 rounds of $5 are not enough, the 20th completes it.
    await playRounds(tokens.accessToken, 19, 500);
    await page.reload();
    await expect
      .poll(() => active.textContent(), { timeout: 20_000 })
      .toContain('$95.00 of $100.00');
    await playRounds(tokens.accessToken, 1, 500);
    await page.reload();
    await expect
      .poll(() => page.locator('.bonus-history').textContent(), { timeout: 20_000 })
      .toContain('$10.00 became real money');
    await expect.poll(() => page.getByTestId('balance-pill').textContent()).toContain('$30.00');
    const accounts = await fetch(`${site.url}/api/wallet/accounts`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    const [account] = (
      (await accounts.json()) as { items: { realBalance: number; bonusBalance: number }[] }
    ).items;
    expect(account).toMatchObject({ realBalance: 3000, bonusBalance: 0 });
    await context.close();
  });
  it('takes a deposit code in the deposit sheet (trigger 3), offers its bonus and grants it with the deposit', async () => {
    const tokens = await register('deposit-code');
    const { context, page } = await phoneFor(tokens);
    const triggers: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/game/bonuses/bonuscodes'))
        triggers.push(request.postDataJSON()?.trigger);
    });
    await page.goto(`${site.url}/?wallet=deposit`);
    await hydrated(page);
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByTestId('amount-input').fill('40');
    const code = wallet.getByTestId('deposit-code');
    await code.getByLabel('Bonus code').fill('aurora');
    await code.getByRole('button', { name: 'Apply' }).click();
    // The code's bonus joins the offers, chosen for this deposit, with what $40 gets.
    const offer = wallet.getByTestId('bonus-choice').getByLabel(/50 % up to \$100\.00/);
    await expect.poll(() => offer.isChecked(), { timeout: 10_000 }).toBe(true);
    expect(await wallet.getByTestId('bonus-choice').textContent()).toContain('+$20.00 bonus');
    expect(triggers).toEqual([3]);
    // Nothing sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await payByCard(page, wallet);
    await page.goto(`${site.url}/profile/bonuses`);
    const active = page.getByTestId('active-bonus');
    await expect.poll(() => active.textContent(), { timeout: 20_000 }).toContain('$20.00');
    const codes = await fetch(`${site.url}/api/game/bonuses/bonuscodes?trigger=3`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    const [used] = ((await codes.json()) as { items: { status: number; trigger: number }[] }).items;
    expect(used).toMatchObject({ status: 2, trigger: 3 });
    await context.close();
  });

  it('a welcome deposit brings 50 free spins: the player plays them and the wins land as bonus money', async () => {
    const tokens = await register('spins');
    const bearer = { authorization: `Bearer ${tokens.accessToken}` };
    const { context, page } = await phoneFor(tokens);
    // The first deposit with the welcome step (preselected): $20 bonus and 50 free spins.
    await page.goto(`${site.url}/?wallet=deposit`);
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByTestId('amount-input').fill('20');
    await expect.poll(() => wallet.getByTestId('bonus-choice').textContent()).toContain('+$20.00');
    // Its terms (walletBonusDetails) come from the offer, free spins included; Escape closes
    // only them, the deposit stays as it was.
    await wallet.getByRole('button', { name: 'Terms' }).first().click();
    const details = page.getByTestId('wallet-bonus-details');
    await expect
      .poll(() => details.textContent())
      .toContain('50 on Fruit Fiesta at $0.20 a spin; wins are bonus money');
    expect(await details.textContent()).toContain('30× the bonus within 30 days');
    await page.keyboard.press('Escape');
    await expect.poll(() => details.count()).toBe(0);
    expect(await wallet.getByTestId('amount-input').inputValue()).toBe('20');
    await payByCard(page, wallet);

    await page.goto(`${site.url}/profile/bonuses`);
    const spins = page.getByTestId('freespins');
    await expect.poll(() => spins.textContent(), { timeout: 20_000 }).toContain('50 free spins');
    expect(await spins.textContent()).toContain('Fruit Fiesta');
    // Play now: the free spins are granted in their game, which opens with them.
    await spins.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/games\/fruit-fiesta\?real=true/);
    const game = page.frameLocator('[data-testid="game-frame"]');
    const banner = game.locator('.free-rounds');
    await expect
      .poll(() => banner.textContent(), { timeout: 20_000 })
      .toBe('Free spins: 50 left at $0.20');
    expect(await game.locator('.stake-value').textContent()).toBe('$0.20');
    await game.getByTestId('play').click();
    await expect
      .poll(() => banner.textContent(), { timeout: 20_000 })
      .toBe('Free spins: 49 left at $0.20');

    // The other 49 as the game client plays them (its provider API), in a session of its own.
    const launch = await fetch(`${site.url}/api/game/games/fruit-fiesta/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer },
      body: JSON.stringify({ real: true, locale: 'en' }),
    });
    const token = new URL(((await launch.json()) as { url: string }).url).searchParams.get('token');
    const opened = await fetch(`${site.url}/provider/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: 'fruit-fiesta', mode: 'real', token }),
    });
    const session = (await opened.json()) as {
      sessionId: string;
      freeRounds: { remaining: number; totalWin: number };
    };
    expect(session.freeRounds.remaining).toBe(49);
    let last = { freeRounds: session.freeRounds };
    for (let i = 0; i < 49; i++) {
      const res = await fetch(`${site.url}/provider/api/sessions/${session.sessionId}/rounds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stake: 100, bet: { kind: 'slot' }, requestId: randomUUID() }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      last = (await res.json()) as typeof last;
    }
    const won = last.freeRounds.totalWin;
    expect(last.freeRounds.remaining).toBe(0);
    expect(won).toBeGreaterThan(0);

    // The wins are a bonus of their own (30× wagering), waiting while the welcome bonus runs;
    // no real money was staked.
    const listed = await fetch(`${site.url}/api/game/player-bonuses`, { headers: bearer });
    const items = ((await listed.json()) as { items: { amount: number; status: number }[] }).items;
    expect(items).toContainEqual(expect.objectContaining({ amount: won, status: 1 }));
    const accounts = await fetch(`${site.url}/api/wallet/accounts`, { headers: bearer });
    const [account] = (
      (await accounts.json()) as { items: { realBalance: number; bonusBalance: number }[] }
    ).items;
    expect(account).toMatchObject({ realBalance: 2000, bonusBalance: 2000 });
    await page.goto(`${site.url}/profile/bonuses`);
    const amount = `$${(won / 100).toFixed(2)}`;
    await expect
      .poll(() => page.locator('#bonus-issued').locator('..').textContent(), { timeout: 20_000 })
      .toContain(amount);
    await context.close();
  });
});
