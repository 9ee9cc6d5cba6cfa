import { bonusPartKey, type GameMovement } from '../../wallet/service.ts';
import type { GameContext } from '../context.ts';
import { type CallScope, ledgerKeyOf, type SeamlessProvider } from './process.ts';
import * as repo from './repository.ts';

/**
 * A payout's bonus part stays bonus money only for the active bonus the round was staked
 * under (issue 27): else the bonus module forfeits it in this transaction, whether or not the
 * round closes. Answers the amount forfeited (the reply's balance leaves it out).
 */
export async function keepPayoutBonus(
  ctx: GameContext,
  scope: CallScope,
  provider: SeamlessProvider,
  round: { id: string; playerId: string; currency: string },
  paid: GameMovement,
): Promise<number> {
  if (paid.replayed || paid.bonus <= 0) return 0;
  const bets = await repo.findBonusBetIds(scope.tx, round.id);
  return ctx.bonus.bonusMoneyReturned(scope.tx, scope.events, {
    playerId: round.playerId,
    currency: round.currency,
    roundId: round.id,
    amount: paid.bonus,
    stakeKeys: bets.map((id) => bonusPartKey(ledgerKeyOf(provider, id))),
    key: scope.ledgerKey,
  });
}
