import { BET_STATUS, type SeamlessRollbackRequestSchema } from '@casino/contracts';
import type { z } from 'zod';
import { bonusPartKey, refundStake } from '../../wallet/service.ts';
import type { GameContext } from '../context.ts';

import { accountOf, checkLaunchGame, launchOf } from './launch.ts';
import { ledgerKeyOf, processOnce, type SeamlessProvider } from './process.ts';
import { badRequest, failure, type Reply, refuse, success } from './replies.ts';
import * as repo from './repository.ts';

type RollbackRequest = z.output<typeof SeamlessRollbackRequestSchema>;

/**
 * Reverses a bet, accepted after the token expired. An unknown bet is answered OK with no
 * movement and this call stays as its tombstone (the bet, should it arrive, gets 409
 * `transaction_rolled_back`); a bet already rolled back is answered OK with no movement. A
 * bet of a settled round cannot be reversed (409 `round_closed`), nor one of a round that
 * already paid a win (409 `round_paid`), nor a bet of another game than the rollback names.
 */
export function rollbackBet(
  ctx: GameContext,
  provider: SeamlessProvider,
  req: RollbackRequest,
): Promise<Reply> {
  return processOnce(
    ctx,
    {
      provider,
      transactionId: req.transactionId,
      type: 'rollback',
      body: req,
      // The bet's own calls queue on this too: a bet and its rollback never cross. Its bet is
      // read once the lock is granted (sent behind it, with the call's own lock and record).
      alongside: async (tx) => {
        const [, bet] = await Promise.all([
          repo.lockTransactionId(tx, provider.id, req.referenceTransactionId),
          repo.findBet(tx, provider.id, req.referenceTransactionId),
        ]);
        return bet;
      },
    },
    async ({ tx, wallet, events, id, ledgerKey }, found) => {
      const launch = await launchOf(ctx, tx, provider, req.token);
      checkLaunchGame(launch, req);
      const unmoved = async () => {
        const account = await accountOf(wallet, launch);
        return {
          reply: success({
            balance: account.balance,
            currency: account.currency,
            transactionId: id,
          }),
          roundId: null,
          referenceTransactionId: req.referenceTransactionId,
          amount: 0,
          moved: false,
        };
      };
      if (!found || found.status === BET_STATUS.rolledBack) return unmoved();
      // Round first, then bet: the order a win settling the round takes (no deadlock).
      const round = await repo.lockRoundById(tx, found.roundId);
      if (round.playerId !== launch.playerId) return unmoved();
      if (round.gameId !== launch.gameId) {
        refuse(badRequest('gameIdentity', 'The bet was placed in another game'));
      }
      const bet = (await repo.findBet(tx, provider.id, req.referenceTransactionId, {
        lock: true,
      }))!;
      if (bet.status === BET_STATUS.rolledBack) return unmoved();
      if (round.status !== BET_STATUS.placed) {
        refuse(failure(409, 'round_closed', 'The bet belongs to a settled round'));
      }
      // A round that already paid out cannot lose its stake back: the win stands on it.
      if (round.win > 0) {
        refuse(failure(409, 'round_paid', 'The round already paid a win: settle it instead'));
      }
      const refund = await refundStake(wallet, {
        playerId: round.playerId,
        currency: round.currency,
        stake: { real: bet.real, bonus: bet.bonus },
        idempotencyKey: ledgerKey,
        reference: round.id,
      });
      if (!refund.ok) throw new Error(`rollback failed: ${refund.error.kind}`);
      // The bonus part goes back to bonus money only for the bonus it was staked under.
      const forfeited = await ctx.bonus.bonusMoneyReturned(tx, events, {
        playerId: round.playerId,
        currency: round.currency,
        roundId: round.id,
        amount: refund.value.replayed ? 0 : refund.value.bonus,
        stakeKeys: [bonusPartKey(ledgerKeyOf(provider, req.referenceTransactionId))],
        key: ledgerKey,
      });
      const now = ctx.clock.now();
      return {
        reply: success({
          balance: refund.value.balance - forfeited,
          currency: round.currency,
          transactionId: id,
        }),
        roundId: round.id,
        referenceTransactionId: req.referenceTransactionId,
        amount: bet.amount,
        moved: bet.amount > 0,
        finish: (db) => repo.rollBackBet(db, bet, now),
      };
    },
  );
}
