import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playSlotRounds } from './support/seamless.ts';
import { sessionCookies, TEST_PASSWORD } from './support/session.ts';
import {
  FAST_ARGON2,
  hasChromium,
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

  it('registers with a code, deposits with its bonus chosen, wagers it and sees it become real money', async () => {
    const email = `bonus-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await fetch(`${site.url}/api/player/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
        currency: 'USD',
        country: 'DE',
        agreements: true,
        bonusCode: 'aurora',
      }),
    });
    expect(registered.status).toBe(201);
    const tokens = (await registered.json()) as { accessToken: string; refreshToken: string };
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([
      ...sessionCookies(site.url, tokens),
      { name: 'cookie-consent', value: '1', url: site.url },
    ]);
    const page = await context.newPage();
    await page.goto(`${site.url}/?wallet=deposit`);
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByTestId('amount-input').fill('20');
    const choice = wallet.getByTestId('bonus-choice');
    // The welcome step and the registration code are offered, with what $20 gets; "No bonus" too.
    await expect.poll(() => choice.textContent()).toContain('+$10.00 bonus');
    await expect.poll(() => choice.textContent()).toContain('No bonus');
    await choice.getByLabel(/50 % up to \$100\.00/).check();
    await wallet.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox\/card\/checkout\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/wallet=deposit/);

    await page.goto(`${site.url}/profile/bonuses`);
    const active = page.getByTestId('active-bonus');
    await expect.poll(() => active.textContent(), { timeout: 20_000 }).toContain('$10.00');
    expect(await active.textContent()).toContain('Wagering $0.00 of $100.00');
    expect(await page.getByTestId('balance-pill').textContent()).toContain('$30.00');

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
});
