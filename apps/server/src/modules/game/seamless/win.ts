import { BET_STATUS, type SeamlessWinRequestSchema } from '@casino/contracts';
import type { Tx } from '@casino/db';
import type { z } from 'zod';
import { payWin, type WalletContext } from '../../wallet/service.ts';
import type { GameContext } from '../context.ts';
import { winnerOf } from '../history/winners.ts';

import { checkLaunchMatches, launchOf, roundKey, sameRound } from './launch.ts';
import { ledgerKeyOf, processOnce, type SeamlessProvider } from './process.ts';
import { failure, processAgain, type Reply, refuse, refuseFlagged, success } from './replies.ts';
import * as repo from './repository.ts';
import { keepPayoutBonus } from './returned-bonus.ts';

type WinRequest = z.output<typeof SeamlessWinRequestSchema>;

/**
 * The win's money: `req.amount` back to the player in the real/bonus proportion of the round's
 * stake, and (when the round closes) whether the player has an active bonus. NOTE: issued in
 * one tick: the bonus read goes out with the ledger's statement (one round trip).
 */
function payout(
  ctx: GameContext,
  wallet: WalletContext,
  tx: Tx,
  provider: SeamlessProvider,
  req: WinRequest,
  round: repo.Round,
) {
  return Promise.all([
    payWin(wallet, {
      playerId: round.playerId,
      currency: round.currency,
      amount: req.amount,
      stake: { real: round.realStake, bonus: round.bonusStake },
      idempotencyKey: ledgerKeyOf(provider, req.transactionId),
      reference: round.id,
    }),
    req.roundClosed
      ? ctx.bonus.hasActive(tx, { playerId: round.playerId, currency: round.currency })
      : false,
  ]);
}

/** A win's round locked with the call's own lock, and its payout if it went ahead. */
interface WinStart {
  round: repo.Round | null;
  ahead: { assumed: repo.Round; paid: Awaited<ReturnType<typeof payout>> } | null;
}

/**
 * A payout, accepted after the token expired (the round started legitimately). A win a rollback
 * named before it arrived is refused (409 `transaction_rolled_back`, nothing paid). It needs the
 * round's bet (404 `round_not_found`) and an open round (409 `round_closed`), and the round's
 * wins may not exceed its stake times the game's stated maximum multiplier (422
 * `win_above_maximum`, flagged for an operator). The money
 * returns in the real/bonus proportion of the round's stake. With `roundClosed` the round and
 * its bets are settled; a closed real-money round that paid more than its stake is a winner
 * (`game.round.won`, after the commit).
 */
export async function payRoundWin(
  ctx: GameContext,
  provider: SeamlessProvider,
  req: WinRequest,
): Promise<Reply> {
  // Before the transaction: on PGlite a read outside an open transaction waits for its end.
  const catalog = await ctx.facts.version.get();
  return processOnce(
    ctx,
    {
      provider,
      transactionId: req.transactionId,
      type: 'win',
      body: req,
      // The round's lock with the call's own; where this instance's last call of the round
      // left it open, the payout on its stakes goes too (issue 31): a win in 2 round trips.
      // The payout holds only if the locked round is that one, else the call is made again.
      alongside: (tx, wallet): Promise<WinStart> => {
        const locked = repo.lockRound(tx, provider.id, req.roundId);
        const assumed = ctx.rounds.get(roundKey(provider.id, req.roundId));
        if (!assumed || assumed.status !== BET_STATUS.placed) {
          return locked.then((round) => ({ round, ahead: null }));
        }
        return Promise.all([locked, payout(ctx, wallet, tx, provider, req, assumed)]).then(
          ([round, paid]) => ({ round, ahead: { assumed, paid } }),
        );
      },
    },
    async (scope, early) => {
      const { tx, wallet, events, id, rolledBackBefore } = scope;
      const round = early ? early.round : await repo.lockRound(tx, provider.id, req.roundId);
      const launch = await launchOf(ctx, tx, provider, req.token);
      checkLaunchMatches(launch, req);
      // A rollback of this win came first (its marker): the late win pays nothing.
      if (rolledBackBefore) {
        refuse(failure(409, 'transaction_rolled_back', 'This win was rolled back before'));
      }
      if (!round || round.playerId !== launch.playerId) {
        refuse(failure(404, 'round_not_found', 'No bet was placed in this round'));
      }
      if (round.status !== BET_STATUS.placed) {
        refuse(failure(409, 'round_closed', 'The round is already settled'));
      }
      const game = await ctx.facts.get(tx, round.gameId, catalog);
      const max = game?.maxWinMultiplier ?? null;
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
      // Paid ahead on another state of the round than the one locked: paid again on this one.
      const ahead = early?.ahead;
      if (ahead && !sameRound(ahead.assumed, round)) {
        ctx.rounds.set(roundKey(provider.id, req.roundId), round);
        processAgain();
      }
      const [paid, bonusActive] = ahead
        ? ahead.paid
        : await payout(ctx, wallet, tx, provider, req, round);
      if (!paid.ok) {
        if (paid.error.kind !== 'out_of_range') throw new Error(`win failed: ${paid.error.kind}`);
        refuse(failure(422, 'amount_out_of_range', 'The balance cannot hold this amount'));
      }
      const forfeited = await keepPayoutBonus(ctx, scope, provider, round, paid.value);
      const win = round.win + req.amount;
      const bonusBalance = paid.value.bonusBalance - forfeited;
      // No active bonus and no bonus money: the bonus rules would read that and do nothing
      // (a bonus activated since that read counts from the player's next round). The settlement
      // is then the call's last statements and its commit goes with them (issue 31).
      const bonusRules = bonusActive || bonusBalance > 0;
      // The round as this win leaves it, for its next call here.
      ctx.rounds.set(roundKey(provider.id, req.roundId), {
        ...round,
        win,
        status: req.roundClosed ? (win > 0 ? BET_STATUS.won : BET_STATUS.lost) : round.status,
      });
      const settle = async (db: Tx) => {
        if (!req.roundClosed) {
          if (req.amount > 0) await repo.addWin(db, round.id, req.amount);
          return;
        }
        const now = ctx.clock.now();
        // NOTE: issued in this tick, the round's close first: sent together, and the bonus
        // rules' reads (open rounds) run after it.
        const [, , winner] = await Promise.all([
          repo.closeAndSettle(db, round.id, win, now),
          bonusRules &&
            ctx.bonus.roundSettled(db, events, {
              roundId: round.id,
              playerId: round.playerId,
              currency: round.currency,
              gameId: round.gameId,
              categories: game?.categories ?? [],
              stake: round.stake,
              bonusBalance,
              // Issued after the settlement, the winner's name and the call's record.
              last: true,
            }),
          win > round.stake && game ? winnerOf(db, { ...round, win }, game, now) : null,
        ]);
        if (winner) events.emit({ type: 'game.round.won', playerId: round.playerId, winner });
        // The settled stake for the retention features, after the commit (issue 33).
        events.emit({
          type: 'game.round.settled',
          playerId: round.playerId,
          roundId: round.id,
          gameId: round.gameId,
          gameIdentity: game?.identity ?? null,
          providerId: provider.id,
          categories: game?.categories ?? [],
          currency: round.currency,
          stake: round.stake,
          win,
          settledAt: now,
        });
      };
      return {
        reply: success({
          balance: paid.value.balance - forfeited,
          currency: round.currency,
          transactionId: id,
        }),
        roundId: round.id,
        amount: req.amount,
        moved: req.amount > 0,
        // The round's settlement and the bonus rules do not change the answer (its balance is
        // the win's): they go out with the call's record; without the bonus rules (which may
        // write after their read) the commit goes too.
        finish: settle,
        finishIsOneStatement: !bonusRules,
      };
    },
  );
}
