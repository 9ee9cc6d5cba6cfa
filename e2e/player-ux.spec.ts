import { randomUUID } from 'node:crypto';
import { GAME_TITLES } from '@casino/game-engine';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhone } from './support/phone.ts';
import { fundByCard, type RegisteredPlayer, registerPlayer } from './support/players.ts';
import {
  FAST_ARGON2,
  hasChromium,
  hydrated,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/** Issue 29, UX review on phones: what a player meets on the promotion, game and wallet screens. */
describe.skipIf(!hasChromium)('player UX on a phone', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, RATE_LIMIT_REGISTER_PER_MINUTE: 100 }, (started) => {
    ({ site, browser } = started);
  });

  /** A phone browser (390x844 unless told) signed in with the tokens, cookies accepted. */
  async function phoneFor(tokens: { accessToken: string; refreshToken: string }, viewport = PHONE) {
    return openPhone(browser, site.url, { player: tokens, viewport, hasTouch: false });
  }

  const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada L' };

  /**
   * A new USD player whose first deposit ($20) took the welcome step: $20 real, $20 bonus and
   * 50 free spins on Fruit Fiesta (issued, not yet started).
   */
  async function welcomedPlayer(prefix: string): Promise<RegisteredPlayer> {
    const player = await registerPlayer(site.url, prefix);
    const bearer = { authorization: `Bearer ${player.accessToken}` };
    const offers = await fetch(`${site.url}/api/game/bonuses?currency=USD&amount=0`, {
      headers: bearer,
    });
    const [offer] = ((await offers.json()) as { items: { bonusCode: string }[] }).items;
    const created = await fetch(`${site.url}/api/payment/invoices/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer },
      body: JSON.stringify({
        method: 'sandbox-card',
        currency: 'USD',
        amount: 2000,
        bonusCode: offer!.bonusCode,
        idempotencyKey: randomUUID(),
      }),
    });
    const { redirectUrl } = (await created.json()) as { redirectUrl: string };
    const paid = await fetch(redirectUrl, {
      method: 'POST',
      body: new URLSearchParams(CARD),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await expect
      .poll(
        async () => {
          const reply = await fetch(`${site.url}/api/wallet/accounts`, { headers: bearer });
          const [account] = ((await reply.json()) as { items: { bonusBalance: number }[] }).items;
          return account?.bonusBalance;
        },
        { timeout: 20_000 },
      )
      .toBe(2000);
    return player;
  }

  /** The last dollar amount in a text ("$49.00" → 49). */
  const lastDollars = (text: string | null) => {
    const found = [...(text ?? '').matchAll(/\$([\d,]+\.\d{2})/g)].at(-1);
    return found ? Number(found[1]!.replaceAll(',', '')) : Number.NaN;
  };

  /** Geometry check: nothing of `selector` runs past the viewport's sides. */
  const fitsWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('the deposit sheet fits a 360x640 phone in Spanish and Portuguese: every quick amount in view', async () => {
    const player = await registerPlayer(site.url, 'quick');
    const { context, page } = await phoneFor(player, { width: 360, height: 640 });
    for (const locale of ['es', 'pt-br']) {
      await page.goto(`${site.url}/${locale}/?wallet=deposit`);
      const sheet = page.getByRole('dialog');
      await expect.poll(() => page.getByTestId('amount-input').count()).toBe(1);
      const quick = sheet.locator('button.chip.tabular');
      await expect.poll(() => quick.count()).toBe(5);
      const box = (await sheet.boundingBox())!;
      for (const chip of await quick.all()) {
        const at = (await chip.boundingBox())!;
        expect(at.x, `${locale} ${await chip.textContent()}`).toBeGreaterThanOrEqual(box.x);
        expect(at.x + at.width, `${locale} ${await chip.textContent()}`).toBeLessThanOrEqual(
          box.x + box.width,
        );
      }
      expect(await quick.first().textContent()).toBe(
        locale === 'es' ? '10\u00a0US$' : 'US$\u00a010',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    }
    await context.close();
  });

  it("the welcome package's button opens the deposit for a signed-in player (sign-up for a guest)", async () => {
    const guest = await browser.newContext({ viewport: PHONE });
    const guestPage = await guest.newPage();
    await guestPage.goto(`${site.url}/welcome-package`);
    await hydrated(guestPage);
    const guestCta = guestPage.locator('.hero').first().getByRole('link');
    expect(await guestCta.textContent()).toBe('Sign up');
    await guestCta.click();
    await expect.poll(() => guestPage.getByRole('dialog').count()).toBe(1);
    await guest.close();

    const player = await registerPlayer(site.url, 'welcome');
    const { context, page } = await phoneFor(player);
    await page.goto(`${site.url}/es/welcome-package`);
    await hydrated(page);
    const cta = page.locator('.hero').first().getByRole('link');
    expect(await cta.textContent()).toBe('Depositar ahora');
    await cta.click();
    await page.waitForURL(/wallet=deposit/);
    await expect.poll(() => page.getByTestId('amount-input').count()).toBe(1);
    await context.close();
  });
  it('a pt-br card deposit: the checkout speaks Portuguese and brings the player back to the pt-br site', async () => {
    const player = await registerPlayer(site.url, 'ptbr');
    const { context, page } = await phoneFor(player);
    await page.goto(`${site.url}/pt-br/?wallet=deposit`);
    const wallet = page.getByRole('dialog', { name: 'Carteira' });
    await wallet.getByTestId('amount-input').fill('20');
    await wallet.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox\/card\/checkout\//);
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    // A wrong number is refused in Portuguese, and the page stays in it.
    await page.getByLabel('Número do cartão').fill('4242 4242 4242 4241');
    await page.getByLabel('Validade').fill('12/40');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect
      .poll(() => page.locator('#cardNumber-error').textContent())
      .toBe('Digite um número de cartão válido');
    await page.getByLabel('Número do cartão').fill(CARD.cardNumber);
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pagar US\$\s20,00$/ }).click();
    await page.waitForURL(/\/pt-br\?wallet=deposit&invoice=/);
    await expect
      .poll(() => page.getByTestId('invoice-result').textContent(), { timeout: 20_000 })
      .not.toMatch(/deposit|payment/i);
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^pt/);
    await context.close();
  });

  it('real money and bonus money are shown apart in the header pill, its panel and the wallet', async () => {
    const player = await welcomedPlayer('split');
    for (const viewport of [PHONE, { width: 360, height: 640 }]) {
      const { context, page } = await phoneFor(player, viewport);
      await page.goto(`${site.url}/`);
      await hydrated(page);
      const pill = page.getByTestId('balance-pill');
      await expect.poll(() => pill.getByTestId('balance-real').count()).toBe(1);
      expect(await pill.getByTestId('balance-real').textContent()).toBe('$20.00');
      expect(await pill.getByTestId('balance-bonus').textContent()).toBe('$20.00');
      // Never one mixed figure: $40.00 is nowhere in the pill.
      expect(await pill.textContent()).not.toContain('$40.00');
      const box = (await pill.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await fitsWidth(page)).toBe(true);
      await page.screenshot({ path: `/tmp/uxa/split-header-${viewport.width}.png` });

      await pill.click();
      const panel = page.getByTestId('currency-panel');
      expect(await panel.locator('li').getByTestId('balance-bonus').textContent()).toBe('$20.00');
      expect(await panel.textContent()).not.toContain('$40.00');
      await page.keyboard.press('Escape');

      await page.goto(`${site.url}/?wallet=deposit`);
      const balances = page.getByTestId('wallet-balances');
      await expect.poll(() => balances.count()).toBe(1);
      expect(await balances.getByTestId('wallet-real').textContent()).toBe('$20.00');
      expect(await balances.getByTestId('wallet-bonus').textContent()).toBe('$20.00');
      await page.screenshot({ path: `/tmp/uxa/split-wallet-${viewport.width}.png` });
      await context.close();
    }
  });

  it('free spins held for a game are offered when it opens, and play there', async () => {
    const player = await welcomedPlayer('spins');
    const { context, page } = await phoneFor(player);
    await page.goto(`${site.url}/games/fruit-fiesta?real=true`);
    const offer = page.getByTestId('freespins-offer');
    await expect
      .poll(() => offer.textContent(), { timeout: 20_000 })
      .toContain('50 free spins wait for you in this game');
    await page.screenshot({ path: '/tmp/uxa/spins-offer-390.png' });
    await offer.getByTestId('freespins-play').click();
    const banner = page.frameLocator('[data-testid="game-frame"]').locator('.free-rounds');
    await expect
      .poll(() => banner.textContent(), { timeout: 20_000 })
      .toBe('Free spins: 50 left at $0.20');
    await expect.poll(() => offer.count()).toBe(0);
    await context.close();
  });

  it("the game bar's balance shows a crash win when the rocket does, not before", async () => {
    const crash = GAME_TITLES.find((t) => t.kind === 'crash')!;
    const player = await registerPlayer(site.url, 'crash');
    await fundByCard(site.url, player.accessToken, 5000);
    const { context, page } = await phoneFor(player);
    await page.goto(`${site.url}/games/${crash.identity}?real=true`);
    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect.poll(() => game.getByTestId('play').isEnabled(), { timeout: 20_000 }).toBe(true);
    await game.locator('#cash-out').fill('2');
    await game.locator('#cash-out').dispatchEvent('change');
    const siteBalance = async () =>
      lastDollars(await page.getByTestId('balance-button').textContent());
    const gameBalance = async () =>
      lastDollars(await game.locator('.dock .meter strong.amount').first().textContent());
    let wins = 0;
    for (let round = 0; round < 12 && wins === 0; round++) {
      await game.getByTestId('play').click();
      const flying = game.locator('main.stage.flying');
      await expect.poll(() => flying.count(), { timeout: 20_000 }).toBe(1);
      // While the rocket flies the site never shows more than the game does.
      const started = Date.now();
      while ((await flying.count()) === 1) {
        const [shown, inGame] = [await siteBalance(), await gameBalance()];
        if ((await flying.count()) === 0) break;
        expect(shown, 'the site showed the win before the game').toBeLessThanOrEqual(inGame);
      }
      const flight = Date.now() - started;
      // Once the round is shown, the site shows what the game shows.
      await expect.poll(siteBalance, { timeout: 5_000 }).toBe(await gameBalance());
      if ((await game.locator('main.stage.cashed').count()) === 1 && flight > 1_500) wins++;
      await expect.poll(() => game.getByTestId('play').isEnabled()).toBe(true);
    }
    expect(wins).toBe(1);
    await context.close();
  });
});
