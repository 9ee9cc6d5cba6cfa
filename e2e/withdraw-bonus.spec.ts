import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signSeamless } from '../apps/server/src/modules/game/seamless/signature.ts';
import { confirmEmailByMail } from './support/mailbox.ts';
import { openPhone } from './support/phone.ts';
import { fundByCard, type RegisteredPlayer, registerPlayer } from './support/players.ts';
import { SLOT } from './support/seamless.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SECRET = 'withdraw-bonus-builtin-secret-0123456789abcdef';
/** Where the screenshots go when set (e.g. screenshots/withdraw-bonus); none otherwise. */
const SHOTS = process.env.WITHDRAW_BONUS_SHOTS_DIR;
const SIZES = [
  ['390', PHONE],
  ['360', { width: 360, height: 640 }],
  ['1440', DESKTOP],
] as const;

/**
 * Issue 27: a withdrawal while a bonus is active forfeits it, so the withdraw form asks the
 * player first (docs/decisions/027-bonuses.md, last section).
 */
describe.skipIf(!hasChromium)('withdrawing while a bonus is active, in a browser', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser({ ...FAST_ARGON2, BUILTIN_PROVIDER_SECRET: SECRET }, (started) => {
    ({ site, browser } = started);
  });

  const api = async (player: RegisteredPlayer, path: string, body?: object) => {
    const response = await fetch(`${site.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${player.accessToken}`,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, path).toBe(200);
    return response.json();
  };

  const money = async (player: RegisteredPlayer) => {
    const { items } = (await api(player, '/api/wallet/accounts')) as {
      items: { realBalance: number; bonusBalance: number }[];
    };
    return { real: items[0]!.realBalance, bonus: items[0]!.bonusBalance };
  };

  /** A USD player (email confirmed) whose $50 deposit took the AURORA code: $50 real, $25 bonus. */
  async function bonusPlayer() {
    const player = await registerPlayer(site.url, 'wbonus');
    await confirmEmailByMail(site.url, player.email);
    await api(player, '/api/game/bonuses/bonuscodes', { bonusCode: 'AURORA', trigger: 3 });
    await fundByCard(site.url, player.accessToken, 5_000, 7_500);
    expect(await money(player)).toEqual({ real: 5_000, bonus: 2_500 });
    return player;
  }

  /** Slot bets of `stake` whose rounds stay open (no win yet): real money first, then bonus. */
  async function openBets(player: RegisteredPlayer, count: number, stake: number) {
    const { url } = (await api(player, `/api/game/games/${SLOT.identity}/play`, {
      real: true,
      locale: 'en',
    })) as { url: string };
    const token = new URL(url).searchParams.get('token');
    for (let i = 0; i < count; i++) {
      const payload = JSON.stringify({
        token,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        gameIdentity: SLOT.identity,
        amount: stake,
        currency: 'USD',
      });
      const res = await fetch(`${site.url}/api/seamless/builtin/bet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signSeamless(SECRET, payload) },
        body: payload,
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
  }

  /** A phone signed in as the player. */
  async function phoneFor(player: RegisteredPlayer) {
    return openPhone(browser, site.url, { player, hasTouch: false });
  }

  /** The wallet's withdraw tab opened at `path` (a locale prefix or none), ready to type in. */
  async function openWithdraw(page: Page, prefix = '') {
    await page.goto(`${site.url}${prefix}/?wallet=withdraw`);
    const wallet = page.getByRole('dialog');
    await wallet.getByTestId('withdraw-submit').waitFor({ timeout: 30_000 });
    // The saved card of the deposit is chosen: nothing to type but the amount.
    await expect
      .poll(() => wallet.getByTestId('withdraw-destination').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    return wallet;
  }

  /** The consent's whole row (its label, with the checkbox inside, and its error if shown). */
  const consentRow = (wallet: Locator) =>
    wallet.locator('.field', { has: wallet.page().getByTestId('withdraw-forfeit-bonus') });

  /** Screenshots of the pane with the consent in view, at the three sizes; back to the phone. */
  async function shoot(page: Page, wallet: Locator, name: string) {
    if (!SHOTS) return;
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      // The submit under the consent: both in view (the sheet scrolls on a short phone).
      await wallet.getByTestId('withdraw-submit').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${name}-${size}.png` });
    }
    await page.setViewportSize(PHONE);
  }

  /**
   * The consent and the submit button can both be tapped: once the sheet has settled, nothing lies
   * over their centres (polled: the sheet and a toast may still be moving in).
   */
  async function expectUncovered(page: Page, target: Locator) {
    await target.scrollIntoViewIfNeeded();
    const hitsItself = async () => {
      const box = await target.boundingBox();
      if (!box || box.y + box.height / 2 >= page.viewportSize()!.height) return false;
      return target.evaluate(
        (element, [px, py]) => {
          const top = document.elementFromPoint(px!, py!);
          return top !== null && (element.contains(top) || top.contains(element));
        },
        [box.x + box.width / 2, box.y + box.height / 2],
      );
    };
    await expect.poll(hitsItself).toBe(true);
  }

  it('on a phone: the consent names the bonus, blocks the submit until ticked, and the withdrawal forfeits the bonus', async () => {
    const player = await bonusPlayer();
    const { context, page } = await phoneFor(player);
    const wallet = await openWithdraw(page);
    const consent = wallet.getByTestId('withdraw-forfeit-bonus');
    const submit = wallet.getByTestId('withdraw-submit');

    // Bonus money is shown, so the consent is asked at once, with the amount at stake.
    await consent.waitFor();
    expect(await consentRow(wallet).textContent()).toBe(
      'I understand that withdrawing now cancels my active bonus: its bonus money ($25.00) and everything won with it are forfeited.',
    );
    expect(await consent.isChecked()).toBe(false);
    await wallet.getByTestId('amount-input').fill('20');
    await expect.poll(() => submit.textContent()).toContain('Withdraw $20.00');
    expect(await submit.isDisabled()).toBe(true);
    await submit.click({ force: true });
    expect(await wallet.getByTestId('pending-withdrawal').count()).toBe(0);
    await shoot(page, wallet, 'withdraw-bonus-consent-en');
    await expectUncovered(page, consent);

    // A tap on the words ticks it (the whole label is the target), and the submit wakes up.
    await wallet.getByText('I understand that withdrawing now').click();
    await expect.poll(() => consent.isChecked()).toBe(true);
    expect(await submit.isDisabled()).toBe(false);
    await expectUncovered(page, submit);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/withdraw-bonus-ticked-en-390.png` });
    await submit.click();

    const toast = page.locator('.toast').filter({ hasText: 'Withdrawal requested' });
    await expect.poll(() => toast.count(), { timeout: 20_000 }).toBe(1);
    expect(await toast.textContent()).toContain('$20.00');
    await expect.poll(() => wallet.getByTestId('pending-withdrawal').count()).toBe(1);
    // The bonus money is gone with the bonus; the real balance went down by the $20.
    await expect.poll(() => page.getByTestId('balance-pill').textContent()).toContain('$30.00');
    expect(await money(player)).toEqual({ real: 3_000, bonus: 0 });
    // No bonus any more: the consent is not asked for the next withdrawal.
    expect(await consent.count()).toBe(0);

    await page.goto(`${site.url}/profile/bonuses`);
    const history = page.getByTestId('bonus-history');
    await expect.poll(() => history.textContent(), { timeout: 20_000 }).toContain('Cancelled');
    expect(await history.textContent()).toContain('$25.00');
    expect(await page.getByTestId('active-bonus').count()).toBe(0);
    await context.close();
  });

  it('in German, with the bonus money played away: the server names the active bonus, the consent and its error are German', async () => {
    const player = await bonusPlayer();
    // $75 of open $5 rounds: the $50 real first, then the $25 bonus, so the bonus is active at
    // $0; then $20 more real money by card (no bonus).
    await openBets(player, 15, 500);
    await fundByCard(site.url, player.accessToken, 2_000);
    expect(await money(player)).toEqual({ real: 2_000, bonus: 0 });

    const { context, page } = await phoneFor(player);
    let wallet = await openWithdraw(page, '/de');
    const consent = wallet.getByTestId('withdraw-forfeit-bonus');
    const submit = wallet.getByTestId('withdraw-submit');
    // No bonus money shown: nothing asked until the server refuses.
    expect(await consent.count()).toBe(0);
    await wallet.getByTestId('amount-input').fill('10');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();

    await consent.waitFor({ timeout: 20_000 });
    const row = consentRow(wallet);
    await expect
      .poll(() => row.getByRole('alert').textContent())
      .toBe('Bestätigen Sie, dass Ihr aktiver Bonus verfällt, um jetzt auszuzahlen.');
    expect(await row.locator('label').textContent()).toMatch(
      /^Mir ist bewusst, dass eine Auszahlung jetzt meinen aktiven Bonus beendet: Sein Bonusguthaben \(0,00\s\$\) und alle Gewinne damit verfallen\.$/,
    );
    expect(await submit.isDisabled()).toBe(true);
    // Refused, nothing changed: no withdrawal, the bonus still active.
    expect(await wallet.getByTestId('pending-withdrawal').count()).toBe(0);
    expect(await money(player)).toEqual({ real: 2_000, bonus: 0 });
    await shoot(page, wallet, 'withdraw-bonus-refused-de');
    await expectUncovered(page, consent);

    if (SHOTS) {
      // The same refusal in English, for the screenshots (a refused try changes nothing).
      wallet = await openWithdraw(page);
      await wallet.getByTestId('amount-input').fill('10');
      await wallet.getByTestId('withdraw-submit').click();
      await wallet.getByTestId('withdraw-forfeit-bonus').waitFor({ timeout: 20_000 });
      await shoot(page, wallet, 'withdraw-bonus-refused-en');
      wallet = await openWithdraw(page, '/de');
      await wallet.getByTestId('amount-input').fill('10');
      await submit.click();
      await consent.waitFor({ timeout: 20_000 });
    }

    await consent.check();
    await expect.poll(() => row.getByRole('alert').count()).toBe(0);
    await submit.click();
    const toast = page.locator('.toast').filter({ hasText: 'Auszahlung beantragt' });
    await expect.poll(() => toast.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => wallet.getByTestId('pending-withdrawal').count()).toBe(1);
    expect(await money(player)).toEqual({ real: 1_000, bonus: 0 });

    await page.goto(`${site.url}/de/profile/bonuses`);
    await expect
      .poll(() => page.getByTestId('bonus-history').textContent(), { timeout: 20_000 })
      .toContain('Storniert');
    expect(await page.getByTestId('active-bonus').count()).toBe(0);
    await context.close();
  });

  it('in German, with bonus money shown: the consent asks at once, in German, with the amount', async () => {
    const player = await bonusPlayer();
    const { context, page } = await phoneFor(player);
    const wallet = await openWithdraw(page, '/de');
    const consent = wallet.getByTestId('withdraw-forfeit-bonus');
    await consent.waitFor();
    expect(await consentRow(wallet).textContent()).toMatch(
      /^Mir ist bewusst, .* Sein Bonusguthaben \(25,00\s\$\) und alle Gewinne damit verfallen\.$/,
    );
    await wallet.getByTestId('amount-input').fill('20');
    expect(await wallet.getByTestId('withdraw-submit').isDisabled()).toBe(true);
    await shoot(page, wallet, 'withdraw-bonus-consent-de');
    await context.close();
  });
});
