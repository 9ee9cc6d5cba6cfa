import type { Account } from '@casino/contracts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { WalletContext } from './context.ts';
import { houseShard } from './ledger/house.ts';
import { postGame } from './ledger/repository.ts';
import type { LedgerFailure, TransferCode } from './ledger/types.ts';
import { accountIds, forgetAccountIds } from './money-service.ts';

/** What a game movement did to the player's money. */
export interface GameMovement {
  /** The player's wallet account (docs/product/entities.md#account). */
  accountId: string;
  /** Taken from (stake) or returned to (win, refund) real money. */
  real: number;
  /** Taken from or returned to bonus money. */
  bonus: number;
  /** Real plus bonus money after the movement. */
  balance: number;
  /** Bonus money after the movement. */
  bonusBalance: number;
  /** The key was posted before: nothing moved this time. */
  replayed: boolean;
  /**
   * The wallet account's status, read under the post's locks (null: not read, the player's
   * locked and held accounts unknown): a stake sent ahead needs no read of its own (issue 31).
   */
  status: number | null;
}

interface GameMoneyInput {
  playerId: string;
  currency: string;
  /**
   * Unique per movement, e.g. `game:builtin:{transactionId}`; the real and bonus parts are
   * posted under `${key}:real` and `${key}:bonus`.
   */
  idempotencyKey: string;
  /** What it belongs to (the round id). */
  reference?: string;
}

const partKeys = (key: string) => ({ real: `${key}:real`, bonus: `${key}:bonus` });

/** The ledger key of a game movement's bonus part (its `idempotencyKey` given). */
export const bonusPartKey = (key: string) => partKeys(key).bonus;

function emitChanged(
  ctx: WalletContext,
  input: GameMoneyInput,
  code: TransferCode,
  m: GameMovement,
  account: Account | undefined,
) {
  if (!m.replayed && m.real + m.bonus > 0) {
    ctx.events.emit({
      type: 'wallet.balance.changed',
      playerId: input.playerId,
      accountId: m.accountId,
      currency: input.currency,
      ...(account ? { account } : {}),
    });
    // One transfer per part that moved (move() posts real and bonus money separately).
    const parts = [m.real, m.bonus].filter((amount) => amount > 0);
    ctx.events.emit({
      type: 'wallet.transfers.posted',
      playerId: input.playerId,
      transfers: parts.map(() => ({ code, state: 'posted' })),
    });
  }
}

/** How a movement's parts are taken: from the player at most what each account holds. */
interface Rule {
  toPlayer: boolean;
  /** The real part at most the real balance, its rest from bonus money, bonus at most bonus. */
  capped: boolean;
  /** Refused (`insufficient_funds`) unless the whole of both parts moves. */
  whole: boolean;
}

/**
 * The account as the player sees it after a movement: real and bonus money as the post left
 * them, locked and held money and the status read under the post's locks. Every change of a
 * player's money holds the real account's lock (money-service.ts), so this is the account's
 * state at the commit and the event needs no second read. None while deposits carry a
 * turnover hold (the withdrawable part needs the ledger's sums: the event's sink reads it).
 */
function snapshotOf(
  accountId: string,
  currency: string,
  snapshot: { locked: number; held: number; status: number } | null,
  after: { real: number; bonus: number },
): Account | undefined {
  if (!snapshot) return undefined;
  return {
    id: accountId,
    currency,
    balance: after.real + after.bonus,
    realBalance: after.real,
    bonusBalance: after.bonus,
    lockedBalance: snapshot.locked,
    heldBalance: snapshot.held,
    withdrawalBalance: after.real,
    status: snapshot.status,
  };
}

/**
 * One game movement in ONE statement (`ledger/repository.ts` `postGame`, the database function
 * `ledger_post_game`): locks the player's real and bonus accounts and the house's game account,
 * answers a replayed key with what it moved the first time, else moves the `wanted` parts by
 * `rule` to or from the player, all checks made before anything is written (so inside the
 * caller's transaction it needs no savepoint); announces the balance change, with the
 * account's state, after the commit.
 */
async function moveGameMoney(
  ctx: WalletContext,
  input: GameMoneyInput,
  code: TransferCode,
  wanted: { real: number; bonus: number },
  rule: Rule,
): Promise<Result<GameMovement, LedgerFailure>> {
  for (const [kind, amount] of Object.entries(wanted)) {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new Error(`game movement ${input.idempotencyKey} has a bad ${kind} part ${amount}`);
    }
  }
  const shard = houseShard(input.playerId);
  for (let attempt = 0; ; attempt++) {
    const ids = await accountIds(ctx, ctx.db, input.playerId, input.currency, shard);
    const real = ids.player.get('real');
    const bonus = ids.player.get('bonus');
    if (!real || !bonus) return fail({ kind: 'account_not_found' });
    const locked = ids.player.get('locked');
    const held = ids.player.get('held');
    const posted = await postGame(ctx.db, {
      accounts: { real, bonus, house: ids.house.get('house_games')! },
      // Read for the account's status; the event carries the account only without turnover holds.
      snapshot: locked && held ? { locked, held } : null,
      keys: partKeys(input.idempotencyKey),
      code,
      currency: input.currency,
      reference: input.reference ?? null,
      parts: wanted,
      ...rule,
    });
    const { outcome, before, moved } = posted;
    const status = posted.snapshot?.status ?? null;
    if (outcome === 'missing') {
      if (attempt > 0) throw new Error('ledger accounts missing after a fresh look-up');
      forgetAccountIds(ctx, input.playerId, input.currency, shard);
      continue;
    }
    if (outcome === 'insufficient_funds') {
      const balance = before.real + before.bonus;
      return fail({
        kind: 'insufficient_funds',
        accountId: posted.failedAccount ?? real,
        balance,
        available: balance,
        requested: wanted.real + wanted.bonus,
        accountStatus: status,
      });
    }
    if (outcome === 'out_of_range') {
      return fail({ kind: 'out_of_range', accountId: posted.failedAccount ?? real });
    }
    const accountId = posted.walletAccountId!;
    if (outcome === 'replayed') {
      return ok({
        accountId,
        ...moved,
        balance: before.real + before.bonus,
        bonusBalance: before.bonus,
        replayed: true,
        status,
      });
    }
    const sign = rule.toPlayer ? 1 : -1;
    const after = {
      real: before.real + sign * moved.real,
      bonus: before.bonus + sign * moved.bonus,
    };
    const movement = {
      accountId,
      ...moved,
      balance: after.real + after.bonus,
      bonusBalance: after.bonus,
      replayed: false,
      status,
    };
    const account =
      ctx.depositTurnoverMultiplier === 0
        ? snapshotOf(accountId, input.currency, posted.snapshot, after)
        : undefined;
    emitChanged(ctx, input, code, movement, account);
    return ok(movement);
  }
}

/**
 * A game stake: real money first, then bonus money (DOMAIN.md "Wallet model"), to the house's
 * game revenue. Refused with `insufficient_funds` (balance = real + bonus) when both together
 * fall short; nothing is written then. Under the row locks of both player accounts, so
 * concurrent stakes never overdraw. A zero stake moves nothing.
 */
export function placeStake(
  ctx: WalletContext,
  input: GameMoneyInput & { amount: number },
): Promise<Result<GameMovement, LedgerFailure>> {
  // Real money first: all of it wanted as real, the rest of it taken from bonus money.
  return moveGameMoney(
    ctx,
    input,
    'stake',
    { real: input.amount, bonus: 0 },
    { toPlayer: false, capped: true, whole: true },
  );
}

/**
 * Splits `amount` in the proportion of a stake's real and bonus parts (all real when the
 * stake was zero); the real part is rounded down, the rest is bonus money.
 */
export function splitLikeStake(amount: number, stake: { real: number; bonus: number }) {
  const total = stake.real + stake.bonus;
  if (total === 0 || stake.bonus === 0) return { real: amount, bonus: 0 };
  const real = Number((BigInt(amount) * BigInt(stake.real)) / BigInt(total));
  return { real, bonus: amount - real };
}

function payBack(
  ctx: WalletContext,
  input: GameMoneyInput & { parts: { real: number; bonus: number } },
  code: TransferCode,
): Promise<Result<GameMovement, LedgerFailure>> {
  return moveGameMoney(ctx, input, code, input.parts, {
    toPlayer: true,
    capped: false,
    whole: false,
  });
}

/**
 * A game win from the house's game revenue to the player, in the real/bonus proportion of
 * the round's stake (DOMAIN.md "Wallet model"). A zero win moves nothing.
 */
export function payWin(
  ctx: WalletContext,
  input: GameMoneyInput & { amount: number; stake: { real: number; bonus: number } },
): Promise<Result<GameMovement, LedgerFailure>> {
  return payBack(ctx, { ...input, parts: splitLikeStake(input.amount, input.stake) }, 'win');
}

/** Reverses a stake (a provider's rollback): exactly the real and bonus money it took. */
export function refundStake(
  ctx: WalletContext,
  input: GameMoneyInput & { stake: { real: number; bonus: number } },
): Promise<Result<GameMovement, LedgerFailure>> {
  return payBack(ctx, { ...input, parts: input.stake }, 'stake_refund');
}

/**
 * Takes back part of a paid win (a sportsbook's lower corrected payout, docs/decisions/032):
 * from the player to the house's game revenue, in the round's stake proportion, each part
 * capped by what that account holds (a balance never goes below zero). `shortfall` is what
 * could not be taken; the caller flags it for an operator.
 */
export async function reclaimWin(
  ctx: WalletContext,
  input: GameMoneyInput & { amount: number; stake: { real: number; bonus: number } },
): Promise<Result<GameMovement & { shortfall: number }, LedgerFailure>> {
  const result = await moveGameMoney(
    ctx,
    input,
    'win_reversal',
    splitLikeStake(input.amount, input.stake),
    { toPlayer: false, capped: true, whole: false },
  );
  if (!result.ok) return result;
  const { real, bonus, replayed } = result.value;
  return ok({ ...result.value, shortfall: replayed ? 0 : input.amount - real - bonus });
}
