import type { Result } from '../../shared/result.ts';
import type { WalletContext } from './context.ts';
import { inLedgerTransaction, postLocked } from './ledger/post.ts';
import type { LedgerFailure, TransferSpec } from './ledger/types.ts';
import { lockFor, type Movement, settle } from './money-service.ts';

/** A retention feature's cash reward (issue 33): why it moved and its once-only key. */
export interface RewardInput {
  playerId: string;
  currency: string;
  amount: number;
  code: Extract<TransferSpec['code'], 'quest_reward' | 'wheel_prize'>;
  /** `quest:{playerQuestId}:reward`, `wheel:{spinId}:prize`: a second post moves nothing. */
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
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    const locked = await lockFor(
      ctx,
      tx,
      input.playerId,
      input.currency,
      ['real'],
      ['house_games'],
    );
    const real = locked.player('real');
    const spec: TransferSpec = {
      key: input.key,
      code: input.code,
      debit: locked.house('house_games').id,
      credit: real.id,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference,
    };
    const posted = await postLocked(tx, locked.accounts, [spec]);
    return { posted, accountId: real.walletAccountId! };
  });
  return settle(ctx, input.playerId, result);
}
