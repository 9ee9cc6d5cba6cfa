import type { Account } from '@casino/contracts';
import type { Db } from '@casino/db';
import type { Result } from '../../shared/result.ts';
import type { WalletContext } from './context.ts';
import { abort, inLedgerStep, postFresh } from './ledger/post.ts';
import type { LedgerFailure, TransferCode, TransferSpec } from './ledger/types.ts';
import { type Locked, lockFor } from './money-service.ts';

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

/** Posts house game revenue ↔ player parts; `toPlayer` for wins and refunds. */
async function move(
  tx: Db,
  locked: Locked,
  input: GameMoneyInput,
  code: TransferCode,
  parts: { real: number; bonus: number },
  toPlayer: boolean,
) {
  const house = locked.house('house_games').id;
  const keys = partKeys(input.idempotencyKey);
  const specs: TransferSpec[] = (['real', 'bonus'] as const)
    .filter((kind) => parts[kind] > 0)
    .map((kind) => {
      const player = locked.player(kind).id;
      return {
        key: keys[kind],
        code,
        debit: toPlayer ? house : player,
        credit: toPlayer ? player : house,
        amount: parts[kind],
        currency: input.currency,
        reference: input.reference ?? null,
      };
    });
  if (specs.length > 0) await postFresh(tx, locked.accounts, specs);
}

function balanceOf(locked: Locked) {
  return locked.player('real').balance + locked.player('bonus').balance;
}

/**
 * The account as the player sees it after a movement: real and bonus money from the locked
 * rows, locked and held money and the status read once the locks were held. Every change of a
 * player's money holds the real account's lock (money-service.ts), so this is the account's
 * state at the commit and the event needs no second read. None while deposits carry a
 * turnover hold (the withdrawable part needs the ledger's sums: the event's sink reads it).
 */
function snapshotOf(locked: Locked, after: { real: number; bonus: number }): Account | undefined {
  const { snapshot } = locked;
  if (!snapshot) return undefined;
  const real = locked.player('real');
  return {
    id: real.walletAccountId!,
    currency: real.currency,
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
 * One game movement in one ledger transaction (inside the caller's, without a savepoint: it
 * writes once, after every check): locks the player's real and bonus accounts and the house's
 * game account, answers a replayed key with what it moved the first time, else runs `apply`
 * (with the balance before it), which moves `real` and `bonus` to (`toPlayer`) or from the
 * player; announces the balance change, with the account's state, after the commit.
 */
async function moveGameMoney(
  ctx: WalletContext,
  input: GameMoneyInput,
  code: TransferCode,
  toPlayer: boolean,
  apply: (tx: Db, locked: Locked, before: number) => Promise<{ real: number; bonus: number }>,
): Promise<Result<GameMovement, LedgerFailure>> {
  const keys = partKeys(input.idempotencyKey);
  let account: Account | undefined;
  const result = await inLedgerStep(ctx.db, async (tx) => {
    const locked = await lockFor(
      ctx,
      tx,
      input.playerId,
      input.currency,
      ['real', 'bonus'],
      ['house_games'],
      { findKeys: [keys.real, keys.bonus], snapshot: ctx.depositTurnoverMultiplier === 0 },
    );
    const accountId = locked.player('real').walletAccountId!;
    const before = balanceOf(locked);
    const bonusBefore = locked.player('bonus').balance;
    if (locked.posted.size > 0) {
      const amountOf = (k: string) => locked.posted.get(k) ?? 0;
      const seen = { real: amountOf(keys.real), bonus: amountOf(keys.bonus) };
      return { accountId, ...seen, balance: before, bonusBalance: bonusBefore, replayed: true };
    }
    const moved = await apply(tx, locked, before);
    const sign = toPlayer ? 1 : -1;
    const after = {
      real: locked.player('real').balance + sign * moved.real,
      bonus: bonusBefore + sign * moved.bonus,
    };
    account = snapshotOf(locked, after);
    return {
      accountId,
      ...moved,
      balance: after.real + after.bonus,
      bonusBalance: after.bonus,
      replayed: false,
    };
  });
  if (result.ok) emitChanged(ctx, input, code, result.value, account);
  return result;
}

/**
 * A game stake: real money first, then bonus money (DOMAIN.md "Wallet model"), to the house's
 * game revenue. Refused with `insufficient_funds` (balance = real + bonus) when both together
 * fall short; nothing is written then. Under the row locks of both player accounts, so
 * concurrent stakes never overdraw. A zero stake moves nothing.
 */
export async function placeStake(
  ctx: WalletContext,
  input: GameMoneyInput & { amount: number },
): Promise<Result<GameMovement, LedgerFailure>> {
  return moveGameMoney(ctx, input, 'stake', false, async (tx, locked, before) => {
    if (before < input.amount) {
      abort({
        kind: 'insufficient_funds',
        accountId: locked.player('real').id,
        balance: before,
        available: before,
        requested: input.amount,
      });
    }
    const real = Math.min(input.amount, locked.player('real').balance);
    const parts = { real, bonus: input.amount - real };
    await move(tx, locked, input, 'stake', parts, false);
    return parts;
  });
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

async function payBack(
  ctx: WalletContext,
  input: GameMoneyInput & { parts: { real: number; bonus: number } },
  code: TransferCode,
): Promise<Result<GameMovement, LedgerFailure>> {
  return moveGameMoney(ctx, input, code, true, async (tx, locked) => {
    await move(tx, locked, input, code, input.parts, true);
    return input.parts;
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
  let shortfall = 0;
  const result = await moveGameMoney(ctx, input, 'win_reversal', false, async (tx, locked) => {
    const wanted = splitLikeStake(input.amount, input.stake);
    const real = Math.min(wanted.real, locked.player('real').balance);
    const bonus = Math.min(wanted.bonus + (wanted.real - real), locked.player('bonus').balance);
    shortfall = input.amount - real - bonus;
    await move(tx, locked, input, 'win_reversal', { real, bonus }, false);
    return { real, bonus };
  });
  return result.ok ? { ok: true, value: { ...result.value, shortfall } } : result;
}
