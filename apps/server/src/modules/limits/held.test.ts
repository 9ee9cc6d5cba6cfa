import { randomUUID } from 'node:crypto';
import { INVOICE_STATUS, type LimitChangeRequest, PlayerLimitListSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  accountIn,
  cardEvent,
  createCardDeposit,
  cryptoEvent,
  postWebhook,
  postWithdrawal,
} from '../../../test/factories/payments.ts';
import {
  auth,
  confirmEmailOf,
  loginAgain,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { createTestClock, type TestClock } from '../../../test/fakes/clock.ts';
import { checkLedger } from '../wallet/service.ts';
import { releaseHeldDeposits } from './held-service.ts';

const DAY = 86_400_000;

describe.each(TEST_DATABASES)('deposits arriving over a limit are held on $name', (db) => {
  let t: TestApp;
  let clock: TestClock;
  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp(
      db,
      { RG_RAISE_DELAY_HOURS: 24, ACCESS_TOKEN_TTL_SECONDS: 86_400 },
      { clock },
    );
  });
  afterAll(() => t?.close());

  const limits = async (player: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/player/limits',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return PlayerLimitListSchema.parse(res.json());
  };
  const change = async (player: TestPlayer, body: LimitChangeRequest) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** An ETH player with a crypto address, and a way to confirm money arriving there. */
  const ethPlayer = async () => {
    const player = await registerPlayer(t.app, { currency: 'ETH' });
    await confirmEmailOf(t.app, player);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      headers: auth(player.accessToken),
      payload: { method: 'sandbox-crypto', currency: 'ETH', idempotencyKey: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { address } = res.json().crypto as { address: string };
    const arrive = async (amount: number) => {
      const tx = {
        txid: randomUUID().replaceAll('-', '').repeat(2),
        address,
        currency: 'ETH',
        amount,
      };
      const answer = await postWebhook(
        t.app,
        'sandbox-crypto',
        cryptoEvent({ ...tx, confirmations: 12 }),
      );
      expect(answer.json()).toEqual({ ok: true });
    };
    return { player, arrive };
  };
  const depositLimit = (player: TestPlayer, amount: number) =>
    change(player, { action: 'set', definition: 3, period: 'daily', currency: 'ETH', amount });

  it('holds what arrives over the deposit limit, shows it, and releases it when the window has room', async () => {
    const { player: first, arrive } = await ethPlayer();
    let player = first;
    await depositLimit(player, 1_000_000);
    await arrive(600_000); // within the limit: playable
    await arrive(700_000); // would make 1,300,000 in the day: held, not playable
    let account = await accountIn(t.app, player, 'ETH');
    expect(account.balance).toBe(600_000);
    expect(account.heldBalance).toBe(700_000);
    const seen = await limits(player);
    expect(seen.held.map((h) => [h.amount, h.reason])).toEqual([[700_000, 'deposit_limit']]);
    // The invoice is paid (not lost): the wallet lists it as a success.
    const invoices = await t.app.inject({
      url: '/api/payment/invoices?type=deposit',
      headers: auth(player.accessToken),
    });
    expect(invoices.json().items.map((i: { status: number }) => i.status)).toContain(
      INVOICE_STATUS.success,
    );

    // Still inside the day: the 600,000 leaves no room for 700,000.
    clock.advance(12 * 3_600_000);
    player = await loginAgain(t.app, player);
    expect(await releaseHeldDeposits(t.app.limits, player.id)).toBe(0);
    expect((await accountIn(t.app, player, 'ETH')).heldBalance).toBe(700_000);

    // A day after the first deposit: room again; it becomes playable and counts as a deposit now.
    clock.advance(DAY / 2 + 1000);
    player = await loginAgain(t.app, player);
    expect(await releaseHeldDeposits(t.app.limits, player.id)).toBe(1);
    account = await accountIn(t.app, player, 'ETH');
    expect(account.balance).toBe(1_300_000);
    expect(account.heldBalance).toBe(0);
    expect((await limits(player)).held).toEqual([]);
    const deposit = (await limits(player)).items.find((l) => l.definition === 3)!;
    expect(deposit.used).toBe(700_000);
    // So the next 400,000 is held again (700,000 + 400,000 > 1,000,000).
    await arrive(400_000);
    expect((await accountIn(t.app, player, 'ETH')).heldBalance).toBe(400_000);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('holds every deposit during a time-out; the held money can be withdrawn back but not played', async () => {
    const { player, arrive } = await ethPlayer();
    await change(player, { action: 'exclude', definition: 5, periodId: '24h' });
    let back = await loginAgain(t.app, player);
    await arrive(2_000_000);
    let account = await accountIn(t.app, back, 'ETH');
    expect([account.balance, account.heldBalance]).toEqual([0, 2_000_000]);
    expect((await limits(back)).held[0]?.reason).toBe('self_exclusion');
    // No release while the time-out runs.
    expect(await releaseHeldDeposits(t.app.limits, player.id)).toBe(0);

    // Withdrawing real money finds none; withdrawing the held money works.
    const withdraw = (source: 'real' | 'held') =>
      postWithdrawal(t.app, back, {
        method: 'sandbox-crypto',
        currency: 'ETH',
        amount: 1_000_000,
        fields: { address: `0x${'ab'.repeat(20)}` },
        source,
      });
    const fromReal = await withdraw('real');
    expect(fromReal.statusCode, fromReal.body).toBe(422);
    const res = await withdraw('held');
    expect(res.statusCode, res.body).toBe(200);
    account = await accountIn(t.app, back, 'ETH');
    expect([account.balance, account.heldBalance, account.lockedBalance]).toEqual([
      0, 1_000_000, 1_000_000,
    ]);
    // The player takes the withdrawal back: the money returns to held, not to play.
    const invoiceId = res.json().invoice.id as string;
    // No release decision while that withdrawal may still come back.
    clock.advance(DAY + 1000);
    expect(await releaseHeldDeposits(t.app.limits, player.id)).toBe(0);
    back = await loginAgain(t.app, player);
    const decline = await t.app.inject({
      method: 'PUT',
      url: `/api/payment/invoices/${invoiceId}/decline`,
      headers: auth(back.accessToken),
    });
    expect(decline.statusCode, decline.body).toBe(200);
    account = await accountIn(t.app, back, 'ETH');
    expect([account.balance, account.heldBalance]).toEqual([0, 2_000_000]);

    // After the time-out (no deposit limit): released to real money.
    expect(await releaseHeldDeposits(t.app.limits, player.id)).toBe(1);
    account = await accountIn(t.app, await loginAgain(t.app, player), 'ETH');
    expect([account.balance, account.heldBalance]).toEqual([2_000_000, 0]);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('holds a card payment made at the provider after a time-out started, or over a limit lowered meanwhile', async () => {
    // The invoice is opened (checkout page shown) before the time-out; the card is paid after.
    const player = await registerPlayer(t.app);
    const { invoice } = await createCardDeposit(t.app, player, 5_000);
    await change(player, { action: 'exclude', definition: 5, periodId: '24h' });
    const paid = await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'succeeded'));
    expect(paid.json()).toEqual({ ok: true });
    const back = await loginAgain(t.app, player);
    let account = await accountIn(t.app, back);
    expect([account.balance, account.heldBalance]).toEqual([0, 5_000]);
    expect((await limits(back)).held.map((h) => [h.amount, h.reason])).toEqual([
      [5_000, 'self_exclusion'],
    ]);

    // Two checkouts opened within a 100.00 day; the limit drops to 60.00 before they are paid:
    // the first still fits, the second would pass it and is held.
    const other = await registerPlayer(t.app);
    const usd = (amount: number) =>
      change(other, { action: 'set', definition: 3, period: 'daily', currency: 'USD', amount });
    await usd(10_000);
    const first = (await createCardDeposit(t.app, other, 4_000)).invoice;
    const second = (await createCardDeposit(t.app, other, 4_000)).invoice;
    await usd(6_000);
    for (const open of [first, second]) {
      const res = await postWebhook(t.app, 'sandbox-card', cardEvent(open, 'succeeded'));
      expect(res.json()).toEqual({ ok: true });
    }
    account = await accountIn(t.app, other);
    expect([account.balance, account.heldBalance]).toEqual([4_000, 4_000]);
    expect((await limits(other)).held.map((h) => [h.amount, h.reason])).toEqual([
      [4_000, 'deposit_limit'],
    ]);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });
});
