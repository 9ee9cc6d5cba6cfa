import { BET_STATUS, type SeamlessResettleRequestSchema } from '@casino/contracts';
import type { z } from 'zod';
import { payWin, reclaimWin } from '../../wallet/service.ts';
import type { GameContext } from '../context.ts';
import { checkLaunchMatches, launchOf } from './launch.ts';
import { processOnce, type SeamlessProvider } from './process.ts';
import { failure, type Reply, refuse, success } from './replies.ts';
import * as repo from './repository.ts';
import { keepPayoutBonus } from './returned-bonus.ts';

type ResettleRequest = z.output<typeof SeamlessResettleRequestSchema>;

/**
 * A settled round's corrected payout (a sportsbook's resettlement, docs/decisions/032):
 * `amount` is the new total. Up: the difference is paid like a win (the stake's real/bonus
 * proportion). Down: the difference is taken back as `win_reversal`, as far as the player's
 * money reaches; the rest is answered as `shortfall` and flagged for an operator. The round's
 * win and status follow, so limits and history see the corrected figure. Only settled rounds
 * (409 `round_open` otherwise); accepted after the token expired.
 */
export function resettleRound(
  ctx: GameContext,
  provider: SeamlessProvider,
  req: ResettleRequest,
): Promise<Reply> {
  return processOnce(
    ctx,
    { provider, transactionId: req.transactionId, type: 'resettle', body: req },
    async (scope) => {
      const { tx, wallet, id, ledgerKey } = scope;
      const launch = await launchOf(ctx, tx, provider, req.token);
      checkLaunchMatches(launch, req);
      const round = await repo.lockRound(tx, provider.id, req.roundId);
      if (!round || round.playerId !== launch.playerId) {
        refuse(failure(404, 'round_not_found', 'No bet was placed in this round'));
      }
      if (round.status !== BET_STATUS.won && round.status !== BET_STATUS.lost) {
        refuse(failure(409, 'round_open', 'Only a settled round can be resettled'));
      }
      const delta = req.amount - round.win;
      const money = {
        playerId: round.playerId,
        currency: round.currency,
        stake: { real: round.realStake, bonus: round.bonusStake },
        idempotencyKey: ledgerKey,
        reference: round.id,
      };
      const moved =
        delta >= 0
          ? await payWin(wallet, { ...money, amount: delta })
          : await reclaimWin(wallet, { ...money, amount: -delta });
      if (!moved.ok) {
        if (moved.error.kind !== 'out_of_range') throw new Error(`resettle: ${moved.error.kind}`);
        refuse(failure(422, 'amount_out_of_range', 'The balance cannot hold this amount'));
      }
      const forfeited =
        delta > 0 ? await keepPayoutBonus(ctx, scope, provider, round, moved.value) : 0;
      const shortfall: number = 'shortfall' in moved.value ? Number(moved.value.shortfall) : 0;
      const win = req.amount + shortfall;
      await repo.resettleRound(tx, round.id, win, ctx.clock.now());
      if (shortfall > 0) {
        ctx.log.warn({ roundId: round.id, shortfall }, 'resettlement could not take back a win');
        await repo.insertFlag(tx, {
          providerId: provider.id,
          transactionId: req.transactionId,
          roundId: round.id,
          playerId: round.playerId,
          reason: 'resettle_shortfall',
          amount: shortfall,
          allowed: 0,
        });
      }
      return {
        reply: success({
          balance: moved.value.balance - forfeited,
          currency: round.currency,
          transactionId: id,
          ...(shortfall > 0 ? { shortfall } : {}),
        }),
        roundId: round.id,
        amount: Math.abs(delta),
        moved: delta !== 0,
      };
    },
  );
}
