import { BET_STATUS, type SeamlessWinRequestSchema } from '@casino/contracts';
import type { z } from 'zod';
import { payWin } from '../../wallet/service.ts';
import type { GameContext } from '../context.ts';
import { winnerOf } from '../history/winners.ts';

import { checkLaunchMatches, launchOf } from './launch.ts';
import { processOnce, type SeamlessProvider } from './process.ts';
import { failure, type Reply, refuse, refuseFlagged, success } from './replies.ts';
import * as repo from './repository.ts';
import { keepPayoutBonus } from './returned-bonus.ts';

type WinRequest = z.output<typeof SeamlessWinRequestSchema>;

/**
 * A payout, accepted after the token expired (the round started legitimately). It needs the
 * round's bet (404 `round_not_found`) and an open round (409 `round_closed`), and the round's
 * wins may not exceed its stake times the game's stated maximum multiplier (422
 * `win_above_maximum`, flagged for an operator). The money
 * returns in the real/bonus proportion of the round's stake. With `roundClosed` the round and
 * its bets are settled; a closed real-money round that paid more than its stake is a winner
 * (`game.round.won`, after the commit).
 */
export function payRoundWin(
  ctx: GameContext,
  provider: SeamlessProvider,
  req: WinRequest,
): Promise<Reply> {
  return processOnce(
    ctx,
    { provider, transactionId: req.transactionId, type: 'win', body: req },
    async (scope) => {
      const { tx, wallet, events, id, ledgerKey } = scope;
      const launch = await launchOf(tx, provider, req.token);
      checkLaunchMatches(launch, req);
      const round = await repo.lockRound(tx, provider.id, req.roundId);
      if (!round || round.playerId !== launch.playerId) {
        refuse(failure(404, 'round_not_found', 'No bet was placed in this round'));
      }
      if (round.status !== BET_STATUS.placed) {
        refuse(failure(409, 'round_closed', 'The round is already settled'));
      }
      const max = await repo.findMaxWinMultiplier(tx, round.gameId);
      // Lenient by a minor unit: the game may round its payout up.
      const allowed = max === null ? null : Math.ceil(round.stake * max);
      if (allowed !== null && round.win + req.amount > allowed) {
        refuseFlagged(
          failure(
            422,
            'win_above_maximum',
            `The round's wins would exceed its stake times the game's maximum (${max}×)`,
          ),
          {
            providerId: provider.id,
            transactionId: req.transactionId,
            roundId: round.id,
            playerId: round.playerId,
            reason: 'win_above_maximum',
            amount: round.win + req.amount,
            allowed,
          },
        );
      }
      const paid = await payWin(wallet, {
        playerId: round.playerId,
        currency: round.currency,
        amount: req.amount,
        stake: { real: round.realStake, bonus: round.bonusStake },
        idempotencyKey: ledgerKey,
        reference: round.id,
      });
      if (!paid.ok) {
        if (paid.error.kind !== 'out_of_range') throw new Error(`win failed: ${paid.error.kind}`);
        refuse(failure(422, 'amount_out_of_range', 'The balance cannot hold this amount'));
      }
      const forfeited = await keepPayoutBonus(ctx, scope, provider, round, paid.value);
      if (req.amount > 0) await repo.addWin(tx, round.id, req.amount);
      const win = round.win + req.amount;
      if (req.roundClosed) {
        const now = ctx.clock.now();
        await repo.closeRound(tx, round.id, win > 0 ? BET_STATUS.won : BET_STATUS.lost, now);
        await repo.settleBets(tx, round.id, win, now);
        await ctx.bonus.roundSettled(tx, events, {
          roundId: round.id,
          playerId: round.playerId,
          currency: round.currency,
          gameId: round.gameId,
          stake: round.stake,
        });
        if (win > round.stake) {
          const winner = await winnerOf(tx, { ...round, win }, now);
          if (winner) events.emit({ type: 'game.round.won', playerId: round.playerId, winner });
        }
      }
      return {
        reply: success({
          balance: paid.value.balance - forfeited,
          currency: round.currency,
          transactionId: id,
        }),
        roundId: round.id,
        amount: req.amount,
        moved: req.amount > 0,
      };
    },
  );
}
