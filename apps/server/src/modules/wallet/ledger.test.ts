import { randomUUID } from 'node:crypto';
import { type Db, ledgerAccounts, ledgerEntries, ledgerTransfers } from '@casino/db';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestDatabase } from '../../../test/databases.ts';
import { createWalletPlayer, type WalletPlayer } from '../../../test/factories/wallet.ts';
import type { DomainEvent } from '../../shared/event-bus.ts';
import { createWalletContext } from './context.ts';
import {
  checkLedger,
  creditDeposit,
  findAccount,
  postWithdrawal,
  reserveWithdrawal,
  voidWithdrawal,
  type WalletContext,
} from './service.ts';

type Opened = Awaited<ReturnType<TestDatabase['open']>>;
const key = () => randomUUID();

describe.each(TEST_DATABASES)('ledger on $name', (testDb) => {
  let database: Opened;
  let db: Db;
  let ctx: WalletContext;
  const events: DomainEvent[] = [];

  beforeAll(async () => {
    database = await testDb.open();
    db = database.db;
    ctx = createWalletContext({ db, events: { emit: (e) => events.push(e) } });
  });
  afterAll(() => database?.dispose());

  async function balances(player: WalletPlayer) {
    const account = await findAccount(ctx, player.playerId, { id: player.accountId });
    return {
      real: account!.realBalance,
      locked: account!.lockedBalance,
      withdrawable: account!.withdrawalBalance,
    };
  }
  async function rowCounts() {
    const [t] = await db.select({ n: count() }).from(ledgerTransfers);
    const [e] = await db.select({ n: count() }).from(ledgerEntries);
    return { transfers: t!.n, entries: e!.n };
  }
  const deposit = (player: WalletPlayer, amount: number, idempotencyKey = key()) =>
    creditDeposit(ctx, { playerId: player.playerId, currency: 'USD', amount, idempotencyKey });
  const reserve = (player: WalletPlayer, amount: number, idempotencyKey = key()) =>
    reserveWithdrawal(ctx, { playerId: player.playerId, currency: 'USD', amount, idempotencyKey });

  async function expectLedgerHolds() {
    const report = await checkLedger(db);
    expect(report.mismatches).toEqual([]);
    return report;
  }

  it('credits a deposit with two entries in the same transaction as the balance', async () => {
    const player = await createWalletPlayer(db);
    events.length = 0;
    const result = await deposit(player, 5_000);
    expect(result).toMatchObject({
      ok: true,
      value: { accountId: player.accountId, replayed: false },
    });
    expect(await balances(player)).toEqual({ real: 5_000, locked: 0, withdrawable: 5_000 });
    const transferId = result.ok ? result.value.transferId : '';
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, transferId));
    expect(entries.map((e) => e.amount).sort()).toEqual([5_000n, 5_000n]);
    expect(events).toEqual([
      {
        type: 'wallet.balance.changed',
        playerId: player.playerId,
        accountId: player.accountId,
        currency: 'USD',
      },
      {
        type: 'wallet.transfers.posted',
        playerId: player.playerId,
        transfers: [{ code: 'deposit', state: 'posted' }],
      },
    ]);
    const report = await expectLedgerHolds();
    expect(report.entries).toBeGreaterThanOrEqual(2);
  });

  it('replays an idempotency key: the first result, nothing moved; another movement is a duplicate', async () => {
    const player = await createWalletPlayer(db);
    const k = key();
    const first = await deposit(player, 700, k);
    const before = await rowCounts();
    events.length = 0;
    const again = await deposit(player, 700, k);
    expect(again).toEqual({
      ok: true,
      value: { ...(first.ok ? first.value : {}), replayed: true },
    });
    expect(await deposit(player, 701, k)).toEqual({
      ok: false,
      error: { kind: 'duplicate', key: k },
    });
    expect(await rowCounts()).toEqual(before);
    expect(events).toEqual([]);
    expect((await balances(player)).real).toBe(700);
  });

  it('refuses more than the balance with the actual balance and writes nothing', async () => {
    const player = await createWalletPlayer(db);
    await deposit(player, 1_000);
    const before = await rowCounts();
    const result = await reserve(player, 1_001);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'insufficient_funds', balance: 1_000, available: 1_000, requested: 1_001 },
    });
    expect(await rowCounts()).toEqual(before);
    expect(await balances(player)).toEqual({ real: 1_000, locked: 0, withdrawable: 1_000 });
  });

  it('has no account for a currency the player does not hold', async () => {
    const player = await createWalletPlayer(db);
    const result = await creditDeposit(ctx, {
      playerId: player.playerId,
      currency: 'EUR',
      amount: 5,
      idempotencyKey: key(),
    });
    expect(result).toEqual({ ok: false, error: { kind: 'account_not_found' } });
  });

  it('resolves a reservation exactly once: post, then neither a second post nor a void', async () => {
    const player = await createWalletPlayer(db);
    await deposit(player, 10_000);
    const reservationKey = key();
    expect((await reserve(player, 3_000, reservationKey)).ok).toBe(true);
    expect(await balances(player)).toEqual({ real: 7_000, locked: 3_000, withdrawable: 7_000 });

    const postKey = key();
    const post = () =>
      postWithdrawal(ctx, {
        playerId: player.playerId,
        reservationKey,
        idempotencyKey: postKey,
        fee: 200,
      });
    const posted = await post();
    expect(posted).toMatchObject({ ok: true, value: { replayed: false } });
    expect(await post()).toMatchObject({ ok: true, value: { replayed: true } });
    expect(await balances(player)).toEqual({ real: 7_000, locked: 0, withdrawable: 7_000 });

    const otherPost = await postWithdrawal(ctx, {
      playerId: player.playerId,
      reservationKey,
      idempotencyKey: key(),
      fee: 0,
    });
    expect(otherPost).toEqual({ ok: false, error: { kind: 'not_pending', state: 'posted' } });
    const voided = await voidWithdrawal(ctx, {
      playerId: player.playerId,
      reservationKey,
      idempotencyKey: key(),
    });
    expect(voided).toEqual({ ok: false, error: { kind: 'not_pending', state: 'posted' } });

    const [reservation] = await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, reservationKey));
    expect(reservation?.state).toBe('posted');
    const children = await db
      .select({ code: ledgerTransfers.code, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.pendingId, reservation!.id));
    expect(children.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: 'withdrawal_fee', amount: 200n },
      { code: 'withdrawal_payout', amount: 2_800n },
    ]);
    await expectLedgerHolds();
  });

  it('voids a reservation back to real money once', async () => {
    const player = await createWalletPlayer(db);
    await deposit(player, 5_000);
    const reservationKey = key();
    await reserve(player, 5_000, reservationKey);
    expect(await balances(player)).toEqual({ real: 0, locked: 5_000, withdrawable: 0 });
    // The reserved money cannot be spent twice.
    expect((await reserve(player, 1)).ok).toBe(false);
    const voidKey = key();
    const voidIt = () =>
      voidWithdrawal(ctx, { playerId: player.playerId, reservationKey, idempotencyKey: voidKey });
    expect(await voidIt()).toMatchObject({ ok: true, value: { replayed: false } });
    expect(await voidIt()).toMatchObject({ ok: true, value: { replayed: true } });
    expect(await balances(player)).toEqual({ real: 5_000, locked: 0, withdrawable: 5_000 });
    const post = await postWithdrawal(ctx, {
      playerId: player.playerId,
      reservationKey,
      idempotencyKey: key(),
      fee: 0,
    });
    expect(post).toEqual({ ok: false, error: { kind: 'not_pending', state: 'voided' } });
    await expectLedgerHolds();
  });

  it('holds deposits back until staked when a turnover multiplier is set', async () => {
    const held = createWalletContext({ db, depositTurnoverMultiplier: 1 });
    const player = await createWalletPlayer(db);
    await deposit(player, 2_000);
    const account = await findAccount(held, player.playerId, { id: player.accountId });
    expect(account).toMatchObject({ realBalance: 2_000, withdrawalBalance: 0 });
    const result = await reserveWithdrawal(held, {
      playerId: player.playerId,
      currency: 'USD',
      amount: 1,
      idempotencyKey: key(),
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'insufficient_funds', balance: 2_000, available: 0 },
    });
  });

  it('ends 200 concurrent deposits and withdrawals on one account at the exact balance', async () => {
    const player = await createWalletPlayer(db);
    await deposit(player, 20_000);
    const operations = Array.from({ length: 200 }, async (_, i) => {
      if (i % 2 === 0) return deposit(player, 100);
      const reservationKey = key();
      const reserved = await reserve(player, 150, reservationKey);
      if (!reserved.ok) return reserved;
      // Every third withdrawal is declined, the others paid (with a fee of 10).
      return i % 3 === 0
        ? voidWithdrawal(ctx, { playerId: player.playerId, reservationKey, idempotencyKey: key() })
        : postWithdrawal(ctx, {
            playerId: player.playerId,
            reservationKey,
            idempotencyKey: key(),
            fee: 10,
          });
    });
    const results = await Promise.all(operations);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    // 100 deposits of 100; of the 100 withdrawals of 150, those with i % 3 === 0 were voided.
    const paid = Array.from({ length: 200 }, (_, i) => i).filter((i) => i % 2 === 1 && i % 3 !== 0);
    expect(await balances(player)).toEqual({
      real: 20_000 + 100 * 100 - paid.length * 150,
      locked: 0,
      withdrawable: 20_000 + 100 * 100 - paid.length * 150,
    });
    await expectLedgerHolds();
  });

  it('never overdraws under 200 concurrent withdrawals', async () => {
    const player = await createWalletPlayer(db);
    await deposit(player, 1_000);
    const results = await Promise.all(Array.from({ length: 200 }, () => reserve(player, 10)));
    expect(results.filter((r) => r.ok)).toHaveLength(100);
    expect(
      results.filter((r) => !r.ok).every((r) => !r.ok && r.error.kind === 'insufficient_funds'),
    ).toBe(true);
    expect(await balances(player)).toEqual({ real: 0, locked: 1_000, withdrawable: 0 });
    await expectLedgerHolds();
  });

  it('refuses a negative player balance and any change of an entry in the database itself', async () => {
    const player = await createWalletPlayer(db);
    await expect(
      db
        .update(ledgerAccounts)
        .set({ balance: -1n })
        .where(eq(ledgerAccounts.walletAccountId, player.accountId)),
    ).rejects.toThrow();
    await deposit(player, 50);
    const causeOf = (query: Promise<unknown>) =>
      query.then(
        () => 'no error',
        (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
      );
    expect(await causeOf(db.execute(sql`update ledger_entries set amount = amount + 1`))).toMatch(
      /append-only/,
    );
    expect(await causeOf(db.execute(sql`delete from ledger_entries`))).toMatch(/append-only/);
    expect(
      await causeOf(
        db.execute(sql`update ledger_transfers set amount = amount + 1 where code = 'deposit'`),
      ),
    ).toMatch(/only a pending/);
  });

  it('refuses, in the database itself, a transfer or a round in a currency its accounts do not hold', async () => {
    const player = await createWalletPlayer(db);
    const refusals: string[] = [];
    const undone = new Error('undone');
    // Each insert in a savepoint; everything is rolled back at the end (the books stay as they were).
    await db
      .transaction(async (tx) => {
        const attempt = async (statement: ReturnType<typeof sql>) =>
          tx
            .transaction(async (inner) => {
              await inner.execute(statement);
              return 'no error';
            })
            .catch(
              (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
            );
        // A USD player's real account and the USD house cash; EUR is a currency of the settings.
        const transfer = (currency: string) => sql`
          insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id,
            amount, currency, code, state)
          select ${key()}, house.id, mine.id, 100, ${currency}, 'deposit', 'posted'
          from ledger_accounts mine, ledger_accounts house
          where mine.wallet_account_id = ${player.accountId} and mine.kind = 'real'
            and house.wallet_account_id is null and house.kind = 'house_cash'
            and house.currency = 'USD' and house.shard = 0`;
        refusals.push(await attempt(transfer('EUR')), await attempt(transfer('USD')));
        // A round's currency is its wallet account's.
        const identity = `keys-${key()}`;
        await tx.execute(sql`
          insert into game_providers (identity, name) values (${identity}, 'Keys')`);
        await tx.execute(sql`
          insert into games (identity, provider_id, name, kind, theme, volatility, rtp,
            released_at, image)
          select ${identity}, p.id, 'Keys', 'slot', 'classic', 'low', 96, now(), 'keys.png'
          from game_providers p where p.identity = ${identity}`);
        const round = (currency: string) => sql`
          insert into game_rounds (provider_id, provider_round_id, player_id, wallet_account_id,
            game_id, currency)
          select g.provider_id, ${key()}, ${player.playerId}, ${player.accountId}, g.id, ${currency}
          from games g where g.identity = ${identity}`;
        refusals.push(await attempt(round('EUR')), await attempt(round('USD')));
        throw undone;
      })
      .catch((error: unknown) => {
        if (error !== undone) throw error;
      });
    expect(refusals[0]).toMatch(/ledger_transfers_debit_account_currency_fk/);
    expect(refusals[1]).toBe('no error');
    expect(refusals[2]).toMatch(/game_rounds_wallet_account_currency_fk/);
    expect(refusals[3]).toBe('no error');
    await expectLedgerHolds();
  });

  it('reports a balance that no longer matches its entries (wallet:check)', async () => {
    const player = await createWalletPlayer(db);
    await deposit(player, 300);
    const where = sql`wallet_account_id = ${player.accountId} and kind = 'real'`;
    await db.execute(sql`update ledger_accounts set balance = balance + 5 where ${where}`);
    try {
      const report = await checkLedger(db);
      expect(report.mismatches.map((m) => m.rule).sort()).toEqual([
        'account_balance',
        'account_last_entry',
      ]);
      expect(report.mismatches[0]).toMatchObject({ actual: 'balance 305' });
    } finally {
      await db.execute(sql`update ledger_accounts set balance = balance - 5 where ${where}`);
    }
    await expectLedgerHolds();
  });
});
