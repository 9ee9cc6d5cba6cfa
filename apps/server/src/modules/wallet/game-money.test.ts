import { randomUUID } from 'node:crypto';
import { type Db, ledgerAccounts, queryRows } from '@casino/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestDatabase } from '../../../test/databases.ts';
import {
  createWalletPlayer,
  grantBonus as grantBonusTo,
  type WalletPlayer,
} from '../../../test/factories/wallet.ts';
import type { DomainEvent } from '../../shared/event-bus.ts';
import { createWalletContext } from './context.ts';
import { postGame } from './ledger/repository.ts';
import {
  checkLedger,
  creditDeposit,
  findAccount,
  payWin,
  placeStake,
  refundStake,
  reserveWithdrawal,
  splitLikeStake,
  type WalletContext,
} from './service.ts';

type Opened = Awaited<ReturnType<TestDatabase['open']>>;

describe('splitLikeStake', () => {
  it('returns money in the real/bonus proportion of the stake, real part rounded down', () => {
    expect(splitLikeStake(1000, { real: 300, bonus: 200 })).toEqual({ real: 600, bonus: 400 });
    expect(splitLikeStake(101, { real: 1, bonus: 2 })).toEqual({ real: 33, bonus: 68 });
    expect(splitLikeStake(500, { real: 100, bonus: 0 })).toEqual({ real: 500, bonus: 0 });
    expect(splitLikeStake(500, { real: 0, bonus: 0 })).toEqual({ real: 500, bonus: 0 });
    expect(splitLikeStake(7, { real: 0, bonus: 10 })).toEqual({ real: 0, bonus: 7 });
  });
});

describe.each(TEST_DATABASES)('game money on $name', (testDb) => {
  let database: Opened;
  let db: Db;
  let ctx: WalletContext;
  beforeAll(async () => {
    database = await testDb.open();
    db = database.db;
    ctx = createWalletContext({ db });
  });
  afterAll(() => database?.dispose());

  const grantBonus = (player: WalletPlayer, amount: number) => grantBonusTo(ctx, player, amount);
  const money = async (player: WalletPlayer) => {
    const account = await findAccount(ctx, player.playerId, { id: player.accountId });
    return { real: account!.realBalance, bonus: account!.bonusBalance };
  };
  const base = (player: WalletPlayer) => ({
    playerId: player.playerId,
    currency: 'USD',
    idempotencyKey: `game:test:${randomUUID()}`,
  });

  it('stakes real money first, then bonus money; wins and refunds return in that proportion', async () => {
    const player = await createWalletPlayer(db);
    await creditDeposit(ctx, { ...base(player), amount: 300 });
    await grantBonus(player, 400);

    const stake = await placeStake(ctx, { ...base(player), amount: 500 });
    expect(stake).toMatchObject({ ok: true, value: { real: 300, bonus: 200, balance: 200 } });
    expect(await money(player)).toEqual({ real: 0, bonus: 200 });

    const win = await payWin(ctx, {
      ...base(player),
      amount: 1000,
      stake: { real: 300, bonus: 200 },
    });
    expect(win).toMatchObject({ ok: true, value: { real: 600, bonus: 400, balance: 1200 } });
    expect(await money(player)).toEqual({ real: 600, bonus: 600 });

    const refund = await refundStake(ctx, { ...base(player), stake: { real: 300, bonus: 200 } });
    expect(refund).toMatchObject({ ok: true, value: { real: 300, bonus: 200, balance: 1700 } });
    expect(await money(player)).toEqual({ real: 900, bonus: 800 });
    expect((await checkLedger(db)).mismatches).toEqual([]);
  });

  it('refuses a stake above real plus bonus money with the balance, writing nothing', async () => {
    const player = await createWalletPlayer(db);
    await creditDeposit(ctx, { ...base(player), amount: 100 });
    await grantBonus(player, 50);
    const result = await placeStake(ctx, { ...base(player), amount: 151 });
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'insufficient_funds', balance: 150 }),
    });
    expect(await money(player)).toEqual({ real: 100, bonus: 50 });
  });

  it('moves a key once: a repeated stake replays the first split', async () => {
    const player = await createWalletPlayer(db);
    await creditDeposit(ctx, { ...base(player), amount: 100 });
    const input = { ...base(player), amount: 60 };
    const first = await placeStake(ctx, input);
    const again = await placeStake(ctx, input);
    expect(first).toMatchObject({ ok: true, value: { real: 60, replayed: false } });
    expect(again).toMatchObject({ ok: true, value: { real: 60, bonus: 0, replayed: true } });
    expect(await money(player)).toEqual({ real: 40, bonus: 0 });
  });

  it('announces a movement with the account as it reads after the commit, reserved money too', async () => {
    const events: DomainEvent[] = [];
    const announcing = createWalletContext({ db, events: { emit: (e) => events.push(e) } });
    const player = await createWalletPlayer(db);
    await creditDeposit(ctx, { ...base(player), amount: 1_000 });
    await grantBonus(player, 300);
    const reserved = await reserveWithdrawal(ctx, { ...base(player), amount: 400 });
    expect(reserved.ok).toBe(true);
    await placeStake(announcing, { ...base(player), amount: 700 });
    await payWin(announcing, { ...base(player), amount: 200, stake: { real: 600, bonus: 100 } });
    const pushed = events.flatMap((e) => (e.type === 'wallet.balance.changed' ? [e.account] : []));
    expect(pushed).toHaveLength(2);
    expect(pushed[0]).toMatchObject({ realBalance: 0, bonusBalance: 200, lockedBalance: 400 });
    expect(pushed[1]).toEqual(await findAccount(ctx, player.playerId, { id: player.accountId }));
  });

  /** The player's ledger account of `kind` (its id and balance). */
  async function ledgerAccount(player: WalletPlayer, kind: 'real' | 'bonus') {
    const [row] = await db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(eq(ledgerAccounts.walletAccountId, player.accountId), eq(ledgerAccounts.kind, kind)),
      );
    return { id: row!.id, balance: Number(row!.balance) };
  }

  it('refuses a win that would take a balance past 2^53 - 1, writing nothing', async () => {
    const player = await createWalletPlayer(db);
    await creditDeposit(ctx, { ...base(player), amount: 100 });
    const stake = { real: 100, bonus: 0 };
    const real = await ledgerAccount(player, 'real');
    // Inside a transaction rolled back at the end: the huge balance never stays.
    const undo = new Error('undo');
    const outcome = await db
      .transaction(async (tx) => {
        await tx
          .update(ledgerAccounts)
          .set({ balance: BigInt(Number.MAX_SAFE_INTEGER - 10) })
          .where(eq(ledgerAccounts.id, real.id));
        const inTx = createWalletContext({ db: tx });
        const win = await payWin(inTx, { ...base(player), amount: 11, stake });
        const fits = await payWin(inTx, { ...base(player), amount: 10, stake });
        throw Object.assign(undo, { win, fits });
      })
      .catch((error: unknown) => error as typeof undo & { win: unknown; fits: unknown });
    expect(outcome.win).toEqual({ ok: false, error: { kind: 'out_of_range', accountId: real.id } });
    expect(outcome.fits).toMatchObject({
      ok: true,
      value: { real: 10, balance: Number.MAX_SAFE_INTEGER },
    });
    expect(await money(player)).toEqual({ real: 100, bonus: 0 });
  });

  it("moves nothing for a zero stake, and refuses a currency not the accounts' as a bug", async () => {
    const player = await createWalletPlayer(db);
    await creditDeposit(ctx, { ...base(player), amount: 100 });
    const zero = await placeStake(ctx, { ...base(player), amount: 0 });
    expect(zero).toMatchObject({ ok: true, value: { real: 0, bonus: 0, balance: 100 } });

    const real = await ledgerAccount(player, 'real');
    const bonus = await ledgerAccount(player, 'bonus');
    const refused = await postGame(db, {
      accounts: { real: real.id, bonus: bonus.id, house: bonus.id },
      snapshot: null,
      keys: { real: `${randomUUID()}:real`, bonus: `${randomUUID()}:bonus` },
      code: 'stake',
      currency: 'EUR',
      reference: null,
      toPlayer: false,
      parts: { real: 10, bonus: 0 },
      capped: true,
      whole: true,
    }).then(
      () => 'no error',
      (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
    );
    expect(refused).toMatch(/is not in EUR/);
    expect(await money(player)).toEqual({ real: 100, bonus: 0 });
    expect((await checkLedger(db)).mismatches).toEqual([]);
  });

  it('reads and locks by index only, however small the tables are (no sequential scan)', async () => {
    // A session keeps a PL/pgSQL statement's generic plan (after five runs); one made on small
    // tables scanned them whole at every call from then on (migration 0042, ADR 039 sixth round).
    const player = await createWalletPlayer(db);
    await creditDeposit(ctx, { ...base(player), amount: 1_000 });
    const real = await ledgerAccount(player, 'real');
    const bonus = await ledgerAccount(player, 'bonus');
    const [house] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          isNull(ledgerAccounts.walletAccountId),
          eq(ledgerAccounts.kind, 'house_games'),
          eq(ledgerAccounts.currency, 'USD'),
        ),
      )
      .limit(1);
    const scans = await db.transaction(async (tx) => {
      // This backend's counts not yet reported to the collector (earlier statements included):
      // before and after the posts.
      const seqScans = () =>
        queryRows<{ relname: string; seq_scan: string | number }>(
          tx,
          sql`select relname, seq_scan from pg_stat_xact_user_tables
            where relname in ('ledger_accounts', 'ledger_transfers', 'ledger_entries')`,
        );
      const before = await seqScans();
      for (let i = 0; i < 8; i++) {
        const key = `game:test:${randomUUID()}`;
        const posted = await postGame(tx, {
          accounts: { real: real.id, bonus: bonus.id, house: house!.id },
          snapshot: null,
          keys: { real: `${key}:real`, bonus: `${key}:bonus` },
          code: 'stake',
          currency: 'USD',
          reference: null,
          toPlayer: false,
          parts: { real: 1, bonus: 0 },
          capped: true,
          whole: true,
        });
        expect(posted.outcome).toBe('posted');
      }
      const after = await seqScans();
      return after
        .map((row) => {
          const was = before.find((b) => b.relname === row.relname)?.seq_scan ?? 0;
          return [row.relname, Number(row.seq_scan) - Number(was)];
        })
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
    });
    expect(scans).toEqual([
      ['ledger_accounts', 0],
      ['ledger_entries', 0],
      ['ledger_transfers', 0],
    ]);
    expect(await money(player)).toEqual({ real: 992, bonus: 0 });
  });
});
