import { LIMIT_DEFINITION } from '@casino/contracts';
import type { Tx } from '@casino/db';
import {
  findAccount,
  hasPendingHeldWithdrawal,
  holdDeposit,
  releaseHeldDeposit,
} from '../wallet/service.ts';
import type { LimitsContext } from './context.ts';
import * as repo from './repository.ts';
import { isRunning, lockPlayer, overAny } from './service.ts';

/** A deposit arriving (card or crypto), about to be credited. */
export interface ArrivedDeposit {
  playerId: string;
  invoiceId: string;
  currency: string;
  /** Minor units of `currency`. */
  amount: number;
}

export type HoldReason = 'deposit_limit' | 'self_exclusion';

/**
 * Credits an arrived deposit inside the caller's transaction (docs/decisions/026): to real
 * money when the player may deposit it, otherwise to the held (non-playable) balance with a
 * `held_deposits` record: during a time-out or self-exclusion, or when the deposit would pass
 * a deposit limit (the other deposits of the window plus this one). Returns the hold reason,
 * or null when it may be played; the caller credits real money then (bonus hooks first).
 */
export async function holdIfOverLimit(
  ctx: LimitsContext,
  tx: Tx,
  deposit: ArrivedDeposit,
): Promise<HoldReason | null> {
  const now = ctx.clock.now();
  const rows = await repo.findActiveLimits(tx, deposit.playerId);
  if (rows.length === 0) return null;
  let reason: HoldReason | null = null;
  if (rows.some((r) => isRunning(r, now))) reason = 'self_exclusion';
  else {
    const limited = rows.filter((r) => r.definition === LIMIT_DEFINITION.deposit);
    if (limited.length === 0) return null;
    await lockPlayer(tx, deposit.playerId);
    const usage = await repo.depositUsage(tx, deposit.playerId, now, deposit, deposit.invoiceId);
    if (overAny(limited, usage)) reason = 'deposit_limit';
  }
  if (reason === null) return null;
  await repo.insertHeld(tx, {
    playerId: deposit.playerId,
    invoiceId: deposit.invoiceId,
    currency: deposit.currency,
    amount: deposit.amount,
    reason,
    heldAt: now,
  });
  const held = await holdDeposit(
    { ...ctx.wallet, db: tx },
    {
      playerId: deposit.playerId,
      currency: deposit.currency,
      amount: deposit.amount,
      idempotencyKey: deposit.invoiceId,
      reference: deposit.invoiceId,
    },
  );
  if (!held.ok) throw new Error(`deposit ${deposit.invoiceId} not held: ${held.error.kind}`);
  return reason;
}

/**
 * The release rule (docs/decisions/026): a player's held money in one currency becomes
 * playable, all at once, when no time-out or exclusion runs and every deposit limit has room
 * for it in its rolling window (it then counts as a deposit made at the release). What was
 * withdrawn back meanwhile is not released (`withdrawn`). Returns how many held deposits moved.
 */
export async function releaseHeldDeposits(ctx: LimitsContext, playerId?: string): Promise<number> {
  const waiting = await repo.findHeld(ctx.db, playerId);
  const groups = new Map<string, repo.HeldRow[]>();
  for (const row of waiting) {
    const key = `${row.playerId}:${row.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let moved = 0;
  for (const group of groups.values()) {
    moved += await ctx.db.transaction((tx) => releaseGroup(ctx, tx, group));
  }
  return moved;
}

async function releaseGroup(ctx: LimitsContext, tx: Tx, group: repo.HeldRow[]) {
  const { playerId, currency } = group[0]!;
  const now = ctx.clock.now();
  await lockPlayer(tx, playerId);
  // Read again under the lock: another release or a withdrawal may have moved it.
  const rows = (await repo.findHeld(tx, playerId)).filter((r) => r.currency === currency);
  if (rows.length === 0) return 0;
  const limits = await repo.findActiveLimits(tx, playerId);
  if (limits.some((r) => isRunning(r, now))) return 0;
  const wallet = { ...ctx.wallet, db: tx };
  const account = await findAccount(wallet, playerId, { currency });
  const balance = account?.heldBalance ?? 0;
  // A withdrawal of it still pending may come back (cancelled, declined): wait for its outcome.
  if (await hasPendingHeldWithdrawal(wallet, playerId, currency)) return 0;
  if (balance > 0) {
    const deposits = limits.filter((r) => r.definition === LIMIT_DEFINITION.deposit);
    const usage = await repo.depositUsage(tx, playerId, now, { amount: balance, currency });
    if (overAny(deposits, usage)) return 0;
    const released = await releaseHeldDeposit(wallet, {
      playerId,
      currency,
      amount: balance,
      idempotencyKey: `held-release:${rows[0]!.id}`,
      reference: rows[0]!.invoiceId,
    });
    if (!released.ok) throw new Error(`held money not released: ${released.error.kind}`);
  }
  // Oldest first: each record gets what is left of the balance (less when part was withdrawn).
  let left = balance;
  for (const row of rows) {
    const part = Math.min(row.amount, left);
    left -= part;
    await repo.resolveHeld(tx, row.id, {
      status: part > 0 ? 'released' : 'withdrawn',
      releasedAmount: part,
      resolvedAt: now,
    });
  }
  return rows.length;
}
