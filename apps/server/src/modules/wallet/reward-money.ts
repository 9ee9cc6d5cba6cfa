import type { Db } from '@casino/db';
import type { Result } from '../../shared/result.ts';
import type { WalletContext } from './context.ts';
import { houseShard } from './ledger/house.ts';
import { inLedgerTransaction, postLocked } from './ledger/post.ts';
import type { LedgerFailure, Posted, TransferSpec } from './ledger/types.ts';
import { lockFor, type Movement, settle } from './money-service.ts';

/** A retention feature's cash reward (issue 33): why it moved and its once-only key. */
export interface RewardInput {
  playerId: string;
  currency: string;
  amount: number;
  code: Extract<TransferSpec['code'], 'quest_reward' | 'wheel_prize' | 'tournament_prize'>;
  /**
   * `quest:{playerQuestId}:reward`, `wheel:{spinId}:prize`, `tournament:{id}:{playerId}`: a
   * second post moves nothing.
   */
  key: string;
  reference: string;
}

/**
 * A cash reward: the house's game account (marketing cost, as bonus grants) → the player's real
 * money, in `ctx.db`'s transaction (a savepoint) when it is one. Once per key.
 */
export async function payRewardMoney(
  ctx: WalletContext,
  input: RewardInput,
): Promise<Result<Movement, LedgerFailure>> {
  const result = await inLedgerTransaction(ctx.db, (tx) => postReward(ctx, tx, input));
  return settle(ctx, input.playerId, result);
}

/** Posts one cash reward inside the running ledger transaction `tx` (locks, then the transfer). */
async function postReward(ctx: WalletContext, tx: Db, input: RewardInput) {
  const locked = await lockFor(ctx, tx, input.playerId, input.currency, ['real'], ['house_games']);
  const real = locked.player('real');
  const posted = await postLocked(tx, locked.accounts, [
    {
      key: input.key,
      code: input.code,
      debit: locked.house('house_games').id,
      credit: real.id,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference,
    },
  ]);
  return { posted, accountId: real.walletAccountId! };
}

/**
 * The order in which many cash rewards are best paid: the house account shard each player's
 * reward is debited from. Payers that take rewards shard by shard, and lock them in ascending
 * order within one transaction, rarely wait for each other and never in a cycle.
 */
export const rewardShard = (playerId: string): number => houseShard(playerId);

/**
 * Many cash rewards in one ledger transaction (one commit), the posting port of a job that pays
 * thousands (tournament prizes, issue 33): `work` runs in the transaction with the caller's own
 * rows (`tx`) and calls `pay` for each reward, which posts it like `payRewardMoney` and answers
 * its transfer id. A ledger refusal rolls everything back (the failure result). After the commit,
 * each reward's `wallet.balance.changed` is told (none for a replayed key).
 */
export async function payRewardsTogether<T>(
  ctx: WalletContext,
  work: (tx: Db, pay: (input: RewardInput) => Promise<{ transferId: string }>) => Promise<T>,
): Promise<Result<T, LedgerFailure>> {
  let moved: Array<{ playerId: string; posted: Posted; accountId: string }> = [];
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    moved = [];
    return work(tx, async (input) => {
      const movement = await postReward(ctx, tx, input);
      moved.push({ playerId: input.playerId, ...movement });
      return { transferId: movement.posted.transfers[0]!.id };
    });
  });
  if (result.ok) {
    for (const { playerId, posted, accountId } of moved) {
      settle(ctx, playerId, { ok: true, value: { posted, accountId } });
    }
  }
  return result;
}
