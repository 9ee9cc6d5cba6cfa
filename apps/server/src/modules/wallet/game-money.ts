import type { Db } from '@casino/db';
import type { Result } from '../../shared/result.ts';
import type { WalletContext } from './context.ts';
import { abort, inLedgerTransaction, postLocked } from './ledger/post.ts';
import * as ledger from './ledger/repository.ts';
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

/** A key posted before: the parts it moved, and nothing moves again. */
async function previous(tx: Db, key: string) {
  const keys = partKeys(key);
  const found = await ledger.findTransfersByKeys(tx, [keys.real, keys.bonus]);
  if (found.length === 0) return null;
  const amountOf = (k: string) => found.find((t) => t.key === k)?.amount ?? 0;
  return { real: amountOf(keys.real), bonus: amountOf(keys.bonus) };
}

function emitChanged(
  ctx: WalletContext,
  input: GameMoneyInput,
  code: TransferCode,
  m: GameMovement,
) {
  if (!m.replayed && m.real + m.bonus > 0) {
    ctx.events.emit({
      type: 'wallet.balance.changed',
      playerId: input.playerId,
      accountId: m.accountId,
      currency: input.currency,
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
  if (specs.length > 0) await postLocked(tx, locked.accounts, specs);
}

function balanceOf(locked: Locked) {
  return locked.player('real').balance + locked.player('bonus').balance;
}

/**
 * One game movement in one ledger transaction: locks the player's real and bonus accounts and
 * the house's game account, answers a replayed key with what it moved the first time, else
 * runs `apply` (with the balance before it); announces the balance change after the commit.
 */
async function moveGameMoney(
  ctx: WalletContext,
  input: GameMoneyInput,
  code: TransferCode,
  apply: (
    tx: Db,
    locked: Locked,
    before: number,
  ) => Promise<{ real: number; bonus: number; balance: number }>,
): Promise<Result<GameMovement, LedgerFailure>> {
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    const kinds = ['real', 'bonus'] as const;
    const locked = await lockFor(
      ctx,
      tx,
      input.playerId,
      input.currency,
      [...kinds],
      ['house_games'],
    );
    const accountId = locked.player('real').walletAccountId!;
    const before = balanceOf(locked);
    const seen = await previous(tx, input.idempotencyKey);
    if (seen) return { accountId, ...seen, balance: before, replayed: true };
    return { accountId, ...(await apply(tx, locked, before)), replayed: false };
  });
  if (result.ok) emitChanged(ctx, input, code, result.value);
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
  return moveGameMoney(ctx, input, 'stake', async (tx, locked, before) => {
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
    return { ...parts, balance: before - input.amount };
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
  return moveGameMoney(ctx, input, code, async (tx, locked, before) => {
    await move(tx, locked, input, code, input.parts, true);
    return { ...input.parts, balance: before + input.parts.real + input.parts.bonus };
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
  const result = await moveGameMoney(ctx, input, 'win_reversal', async (tx, locked, before) => {
    const wanted = splitLikeStake(input.amount, input.stake);
    const real = Math.min(wanted.real, locked.player('real').balance);
    const bonus = Math.min(wanted.bonus + (wanted.real - real), locked.player('bonus').balance);
    shortfall = input.amount - real - bonus;
    await move(tx, locked, input, 'win_reversal', { real, bonus }, false);
    return { real, bonus, balance: before - real - bonus };
  });
  return result.ok ? { ok: true, value: { ...result.value, shortfall } } : result;
}
