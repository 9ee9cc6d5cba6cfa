import {
  ACCOUNT_STATUS,
  type SeamlessFreeRoundPlayRequest,
  type SeamlessFreeRoundsRequest,
} from '@casino/contracts';
import type { GameContext } from '../context.ts';
import { accountOf, findLaunch } from './launch.ts';
import type { SeamlessProvider } from './process.ts';
import { badRequest, failure, invalidToken, type Reply, success } from './replies.ts';
import { insertFlag } from './repository.ts';

/**
 * Before each free round (issue 27): the round stakes nothing, but the same checks as a bet's
 * apply: the launch token (its game, currency and expiry), an active account, and the bet
 * guard with a zero stake, so a time-out or self-exclusion stops free rounds in a game already
 * open (a bet or loss limit counts no zero stake). A refusal emits `game.bet.refused` as a
 * refused bet does. Nothing is written; the answer is the balance.
 */
export async function checkFreeRound(
  ctx: GameContext,
  provider: SeamlessProvider,
  req: SeamlessFreeRoundPlayRequest,
): Promise<Reply> {
  const launch = await findLaunch(ctx, ctx.db, provider, req.token);
  if (!launch) return invalidToken();
  if (req.currency !== launch.currency) {
    return badRequest('currency', `The game was launched in ${launch.currency}`);
  }
  if (req.gameIdentity !== launch.gameIdentity) {
    return badRequest('gameIdentity', `The token was issued for ${launch.gameIdentity}`);
  }
  if (launch.expiresAt <= ctx.clock.now()) {
    return failure(401, 'token_expired', 'The launch token has expired: reopen the game');
  }
  const refused = (reply: Reply, reason: 'account_inactive' | 'limit' | 'self_exclusion') => {
    ctx.events.emit({
      type: 'game.bet.refused',
      playerId: launch.playerId,
      gameIdentity: req.gameIdentity,
      reason,
    });
    return reply;
  };
  const account = await accountOf(ctx.wallet, launch);
  if (account.status !== ACCOUNT_STATUS.active) {
    const reason = 'account_inactive';
    return refused(failure(403, 'bet_refused', 'The account is not active', { reason }), reason);
  }
  const bet = {
    playerId: launch.playerId,
    currency: launch.currency,
    amount: 0,
    gameIdentity: req.gameIdentity,
  };
  const verdict = await ctx.db.transaction((tx) => ctx.betGuard(bet, tx));
  if (!verdict.allowed) {
    const { reason } = verdict;
    const message = 'A limit or exclusion forbids this round';
    return refused(failure(403, 'bet_refused', message, { reason }), reason);
  }
  return success({
    balance: account.balance,
    currency: account.currency,
    playerId: launch.playerId,
  });
}

/**
 * A provider's report of free rounds played out (the seamless `free-rounds` call, an
 * aggregator's reward or freespins callback): paid once by the bonus module; a total it clipped
 * to what the game could have paid is flagged for an operator.
 */
export async function payFreeRounds(
  ctx: GameContext,
  provider: SeamlessProvider,
  report: SeamlessFreeRoundsRequest,
) {
  const paid = await ctx.bonus.freeRoundsFinished(provider.identity, report);
  if (paid.ok && paid.flag) {
    await insertFlag(ctx.db, {
      providerId: provider.id,
      transactionId: `free-rounds:${report.reference}`,
      roundId: null,
      playerId: paid.flag.playerId,
      reason: 'free_rounds_above_maximum',
      amount: paid.flag.reported,
      allowed: paid.flag.allowed,
    });
  }
  return paid;
}
