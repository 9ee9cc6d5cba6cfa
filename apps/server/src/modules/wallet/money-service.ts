import { type Db, type LedgerAccountKind, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { ok, type Result } from '../../shared/result.ts';
import type { WalletContext } from './context.ts';
import { ensureHouseAccounts, HOUSE_ACCOUNTS, houseShard } from './ledger/house.ts';
import { abort, inLedgerTransaction, postLocked } from './ledger/post.ts';
import * as ledger from './ledger/repository.ts';
import type { LedgerAccount, LedgerFailure, Posted, TransferSpec } from './ledger/types.ts';
import { turnoverOf } from './turnover.ts';

/** What a money movement did, as its callers need it. */
export interface Movement {
  /** The player's wallet account (docs/product/entities.md#account) that moved. */
  accountId: string;
  /** The first transfer (the reservation of a withdrawal). */
  transferId: string;
  /** True when the idempotency key was seen before: nothing moved this time. */
  replayed: boolean;
}

/** real, bonus, locked and held */
const PLAYER_KINDS = 4;

export interface Locked {
  accounts: Map<string, LedgerAccount>;
  player: (kind: LedgerAccountKind) => LedgerAccount;
  house: (kind: LedgerAccountKind) => LedgerAccount;
}

/** The ids of the player's and house shard's ledger accounts (cached; see account-ids.ts). */
export async function accountIds(
  ctx: WalletContext,
  tx: Db,
  playerId: string,
  currency: string,
  shard: number | null,
) {
  const playerKey = `p:${playerId}:${currency}`;
  const houseKey = `h:${currency}:${shard}`;
  const cachedPlayer = ctx.accountIds.get(playerKey);
  const cachedHouse = shard === null ? new Map() : ctx.accountIds.get(houseKey);
  if (cachedPlayer && cachedHouse) return { player: cachedPlayer, house: cachedHouse };
  let ids = await ledger.findAccountIds(tx, { playerId, currency }, shard);
  if (shard !== null && ids.house.size < Object.keys(HOUSE_ACCOUNTS).length) {
    // House accounts come with the first player account of a currency; a shard added since is made here.
    await ensureHouseAccounts(tx, currency);
    ids = await ledger.findAccountIds(tx, { playerId, currency }, shard);
  }
  if (ids.player.size === PLAYER_KINDS) ctx.accountIds.set(playerKey, ids.player);
  if (shard !== null) ctx.accountIds.set(houseKey, ids.house);
  return ids;
}

/** Drops the cached ids (an account named by them was not found: see account-ids.ts). */
export function forgetAccountIds(
  ctx: WalletContext,
  playerId: string,
  currency: string,
  shard: number | null,
) {
  ctx.accountIds.delete(`p:${playerId}:${currency}`);
  ctx.accountIds.delete(`h:${currency}:${shard}`);
}

/** Locks the player's ledger accounts of these kinds (and the house ones) in `currency`. */
export async function lockFor(
  ctx: WalletContext,
  tx: Db,
  playerId: string,
  currency: string,
  kinds: LedgerAccountKind[],
  houseKinds: LedgerAccountKind[] = [],
): Promise<Locked> {
  const shard = houseKinds.length ? houseShard(playerId) : null;
  for (let attempt = 0; ; attempt++) {
    const ids = await accountIds(ctx, tx, playerId, currency, shard);
    const wanted = [
      ...kinds.map((k) => ids.player.get(k) ?? abort({ kind: 'account_not_found' })),
      ...houseKinds.map((k) => ids.house.get(k)!),
    ];
    const accounts = await ledger.lockAccounts(tx, wanted);
    if (accounts.size === wanted.length) {
      return {
        accounts,
        player: (kind) => accounts.get(ids.player.get(kind)!)!,
        house: (kind) => accounts.get(ids.house.get(kind)!)!,
      };
    }
    if (attempt > 0) throw new Error('ledger accounts missing after a fresh look-up');
    forgetAccountIds(ctx, playerId, currency, shard);
  }
}

/** The movement's answer; `wallet.balance.changed` unless it was a replay. */
export function settle(
  ctx: WalletContext,
  playerId: string,
  result: Result<{ posted: Posted; accountId: string }, LedgerFailure>,
): Result<Movement, LedgerFailure> {
  if (!result.ok) return result;
  const { posted, accountId } = result.value;
  const transfer = posted.transfers[0]!;
  if (!posted.replayed) {
    ctx.events.emit({
      type: 'wallet.balance.changed',
      playerId,
      accountId,
      currency: transfer.currency,
    });
    ctx.events.emit({
      type: 'wallet.transfers.posted',
      playerId,
      transfers: posted.transfers.map(({ code, state }) => ({ code, state })),
    });
  }
  return ok({ accountId, transferId: transfer.id, replayed: posted.replayed });
}

export interface CreditInput {
  playerId: string;
  currency: string;
  amount: number;
  /** The payment provider's reference for the money (an invoice id): credited once. */
  idempotencyKey: string;
  reference?: string;
}

/** A deposit: house cash → the player's real money. */
export async function creditDeposit(
  ctx: WalletContext,
  input: CreditInput,
): Promise<Result<Movement, LedgerFailure>> {
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    const locked = await lockFor(ctx, tx, input.playerId, input.currency, ['real'], ['house_cash']);
    const real = locked.player('real');
    const spec: TransferSpec = {
      key: input.idempotencyKey,
      code: 'deposit',
      debit: locked.house('house_cash').id,
      credit: real.id,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference ?? null,
    };
    const posted = await postLocked(tx, locked.accounts, [spec]);
    return { posted, accountId: real.walletAccountId! };
  });
  return settle(ctx, input.playerId, result);
}

/**
 * A deposit the responsible-gaming rules do not let the player play (over a deposit limit,
 * during a time-out or exclusion: docs/decisions/026): house cash → the player's held money.
 */
export async function holdDeposit(
  ctx: WalletContext,
  input: CreditInput,
): Promise<Result<Movement, LedgerFailure>> {
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    // Real money too, though it does not move: every change of a player's money holds it, so a
    // game movement's snapshot of held money stays exact (game-money.ts).
    const locked = await lockFor(
      ctx,
      tx,
      input.playerId,
      input.currency,
      ['held', 'real'],
      ['house_cash'],
    );
    const held = locked.player('held');
    const spec: TransferSpec = {
      key: input.idempotencyKey,
      code: 'deposit_held',
      debit: locked.house('house_cash').id,
      credit: held.id,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference ?? null,
    };
    const posted = await postLocked(tx, locked.accounts, [spec]);
    return { posted, accountId: held.walletAccountId! };
  });
  return settle(ctx, input.playerId, result);
}

/** Held money becomes playable (the limit window has room again): held → real, once per key. */
export async function releaseHeldDeposit(
  ctx: WalletContext,
  input: CreditInput,
): Promise<Result<Movement, LedgerFailure>> {
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    const locked = await lockFor(ctx, tx, input.playerId, input.currency, ['held', 'real']);
    const spec: TransferSpec = {
      key: input.idempotencyKey,
      code: 'held_release',
      debit: locked.player('held').id,
      credit: locked.player('real').id,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference ?? null,
    };
    const posted = await postLocked(tx, locked.accounts, [spec]);
    return { posted, accountId: locked.player('real').walletAccountId! };
  });
  return settle(ctx, input.playerId, result);
}

export interface ReserveInput extends CreditInput {
  /** `held`: withdraw held money back (no deposit-turnover hold: it was never played). */
  from?: 'real' | 'held';
}

/**
 * First phase of a withdrawal: moves `amount` (payout plus fee) from real money to the locked
 * account, pending until posted or voided. Refused with `insufficient_funds` beyond what may
 * be withdrawn (real money minus the deposit-turnover hold); nothing is written then.
 */
export async function reserveWithdrawal(
  ctx: WalletContext,
  input: ReserveInput,
): Promise<Result<Movement, LedgerFailure>> {
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    const from = input.from ?? 'real';
    // Real money too when held money leaves: every change of a player's money holds it.
    const kinds: LedgerAccountKind[] =
      from === 'real' ? ['real', 'locked'] : ['held', 'locked', 'real'];
    const locked = await lockFor(ctx, tx, input.playerId, input.currency, kinds);
    const source = locked.player(from);
    // Computed under the lock, so two withdrawals cannot both pass the same hold.
    const remaining =
      from === 'real' ? (await turnoverOf(ctx, { id: source.walletAccountId! }, tx)).remaining : 0;
    const spec: TransferSpec = {
      key: input.idempotencyKey,
      code: 'withdrawal_reserve',
      debit: source.id,
      credit: locked.player('locked').id,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference ?? null,
      state: 'pending',
    };
    const posted = await postLocked(tx, locked.accounts, [spec], {
      holds: new Map([[source.id, remaining]]),
    });
    return { posted, accountId: source.walletAccountId! };
  });
  return settle(ctx, input.playerId, result);
}

export interface ResolveInput {
  playerId: string;
  /** Idempotency key of the reservation. */
  reservationKey: string;
  /** Key of this resolution (a second call with it moves nothing). */
  idempotencyKey: string;
}

async function findReservation(tx: Db, key: string) {
  const reservation = await ledger.findTransferByKey(tx, key);
  if (reservation?.code !== 'withdrawal_reserve') {
    return abort({ kind: 'not_pending', state: 'missing' });
  }
  return reservation;
}

/**
 * Second phase, paid: the reserved money leaves the locked account, `fee` of it to house
 * fees and the rest to house cash (the payout). Exactly once: a voided or posted reservation
 * is `not_pending`.
 */
export async function postWithdrawal(
  ctx: WalletContext,
  input: ResolveInput & { fee: number },
): Promise<Result<Movement, LedgerFailure>> {
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    const reservation = await findReservation(tx, input.reservationKey);
    const locked = await lockFor(
      ctx,
      tx,
      input.playerId,
      reservation.currency,
      // Real money too, though it does not move: every change of a player's money holds it.
      ['locked', 'real'],
      ['house_cash', 'house_fees'],
    );
    const lockedAccount = locked.player('locked');
    if (lockedAccount.id !== reservation.credit) throw new Error('reservation of another player');
    if (input.fee < 0 || input.fee >= reservation.amount) throw new Error('bad withdrawal fee');
    const base = { currency: reservation.currency, reference: reservation.reference };
    const specs: TransferSpec[] = [
      {
        ...base,
        key: input.idempotencyKey,
        code: 'withdrawal_payout',
        debit: lockedAccount.id,
        credit: locked.house('house_cash').id,
        amount: reservation.amount - input.fee,
        pendingId: reservation.id,
      },
    ];
    if (input.fee > 0) {
      specs.push({
        ...base,
        key: `${input.idempotencyKey}:fee`,
        code: 'withdrawal_fee',
        debit: lockedAccount.id,
        credit: locked.house('house_fees').id,
        amount: input.fee,
        pendingId: reservation.id,
      });
    }
    const posted = await postLocked(tx, locked.accounts, specs, {
      resolves: { pendingId: reservation.id, state: 'posted' },
    });
    return { posted, accountId: lockedAccount.walletAccountId! };
  });
  return settle(ctx, input.playerId, result);
}

/** Second phase, declined: the reserved money goes back where it came from (real or held). Exactly once. */
export async function voidWithdrawal(
  ctx: WalletContext,
  input: ResolveInput,
): Promise<Result<Movement, LedgerFailure>> {
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    const reservation = await findReservation(tx, input.reservationKey);
    const locked = await lockFor(ctx, tx, input.playerId, reservation.currency, [
      'real',
      'held',
      'locked',
    ]);
    const lockedAccount = locked.player('locked');
    if (lockedAccount.id !== reservation.credit) throw new Error('reservation of another player');
    const source = locked.player('held').id === reservation.debit ? 'held' : 'real';
    const spec: TransferSpec = {
      key: input.idempotencyKey,
      code: 'withdrawal_void',
      debit: lockedAccount.id,
      credit: locked.player(source).id,
      amount: reservation.amount,
      currency: reservation.currency,
      reference: reservation.reference,
      pendingId: reservation.id,
    };
    const posted = await postLocked(tx, locked.accounts, [spec], {
      resolves: { pendingId: reservation.id, state: 'voided' },
    });
    return { posted, accountId: lockedAccount.walletAccountId! };
  });
  return settle(ctx, input.playerId, result);
}

/** Whether a withdrawal of the player's held money (in `currency`) is still pending. */
export async function hasPendingHeldWithdrawal(
  ctx: WalletContext,
  playerId: string,
  currency: string,
): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    ctx.db,
    sql`select 1 as one from ledger_transfers t
      join ledger_accounts a on a.id = t.debit_account_id
      join wallet_accounts wa on wa.id = a.wallet_account_id
      where wa.player_id = ${playerId} and a.currency = ${currency} and a.kind = 'held'
        and t.code = 'withdrawal_reserve' and t.state = 'pending'
      limit 1`,
  );
  return rows.length > 0;
}
