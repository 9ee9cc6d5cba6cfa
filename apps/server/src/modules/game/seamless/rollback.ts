import { BET_STATUS, type SeamlessRollbackRequestSchema } from '@casino/contracts';
import type { z } from 'zod';
import { bonusPartKey, reclaimWin, refundStake } from '../../wallet/service.ts';
import type { GameContext } from '../context.ts';

import { accountOf, checkLaunchGame, launchOf } from './launch.ts';
import {
  type CallScope,
  ledgerKeyOf,
  type Processed,
  processOnce,
  type SeamlessProvider,
} from './process.ts';
import { badRequest, failure, type Reply, refuse, success } from './replies.ts';
import * as repo from './repository.ts';

type RollbackRequest = z.output<typeof SeamlessRollbackRequestSchema>;

/**
 * Reverses a bet, accepted after the token expired. An unknown bet or win is answered OK with
 * no movement and this call stays as its tombstone (the bet or win, should it arrive, gets 409
 * `transaction_rolled_back` and moves nothing); a bet already rolled back is answered OK with no movement. A
 * bet of a settled round cannot be reversed (409 `round_closed`), nor one of a round that
 * already paid a win (409 `round_paid`), nor a bet of another game than the rollback names.
 *
 * A rollback naming a paid win takes that win back (docs/decisions/045), once: the whole
 * amount or nothing (402 `insufficient_funds` when the player's money cannot cover it, and
 * nothing moves); the round's win follows (a settled round is settled again without it).
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
    async (scope, found) => {
      const { tx, wallet, events, id, ledgerKey } = scope;
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
      if (!found) {
        const won = await repo.findPaidWin(tx, provider.id, req.referenceTransactionId);
        if (!won || won.rolledBack || won.amount === 0) return unmoved();
        return takeWinBack(ctx, scope, req, launch, won, unmoved);
      }
      if (found.status === BET_STATUS.rolledBack) return unmoved();
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

/** Takes a paid win back (a rollback naming a win): all of it, or refused with nothing moved. */
async function takeWinBack(
  ctx: GameContext,
  scope: CallScope,
  req: RollbackRequest,
  launch: Awaited<ReturnType<typeof launchOf>>,
  won: { roundId: string; amount: number },
  unmoved: () => Promise<Processed>,
): Promise<Processed> {
  const { tx, wallet, id, ledgerKey } = scope;
  const round = await repo.lockRoundById(tx, won.roundId);
  if (round.playerId !== launch.playerId) return unmoved();
  if (round.gameId !== launch.gameId) {
    refuse(badRequest('gameIdentity', 'The win was paid in another game'));
  }
  const taken = await reclaimWin(wallet, {
    playerId: round.playerId,
    currency: round.currency,
    amount: won.amount,
    stake: { real: round.realStake, bonus: round.bonusStake },
    idempotencyKey: ledgerKey,
    reference: round.id,
  });
  if (!taken.ok) throw new Error(`win rollback failed: ${taken.error.kind}`);
  if (taken.value.shortfall > 0) {
    // Refused whole: the transaction (and what reclaimWin posted) is rolled back.
    const before = taken.value.balance + won.amount - taken.value.shortfall;
    refuse(
      failure(402, 'insufficient_funds', 'The balance cannot cover the win taken back', {
        balance: before,
        currency: round.currency,
      }),
    );
  }
  const win = Math.max(0, round.win - won.amount);
  const now = ctx.clock.now();
  return {
    reply: success({
      balance: taken.value.balance,
      currency: round.currency,
      transactionId: id,
    }),
    roundId: round.id,
    referenceTransactionId: req.referenceTransactionId,
    amount: won.amount,
    moved: true,
    // An open round keeps going with less won; a settled one is settled again without it.
    finish: (db) =>
      round.status === BET_STATUS.placed
        ? repo.addWin(db, round.id, -won.amount)
        : repo.resettleRound(db, round.id, win, now),
  };
}
