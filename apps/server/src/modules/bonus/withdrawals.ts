import { lockBonusBalance } from '../wallet/service.ts';
import type { BonusContext } from './context.ts';
import { cancelBonus } from './engine.ts';
import * as repo from './repository.ts';

/**
 * A withdrawal while a bonus is active in its currency (issue 27), inside the withdrawal's
 * transaction: the money behind the bonus may leave only with the bonus, so the player must
 * agree to forfeit it (its bonus money and the wins on it; real money stays). Then it is
 * cancelled whatever its terms say about cancelling once wagered (a player may always take
 * their own money), in the same transaction as the reservation: a refused withdrawal keeps
 * the bonus. `ok: false` names the bonus balance that would be lost.
 */
export async function forfeitForWithdrawal(
  ctx: BonusContext,
  withdrawal: { playerId: string; currency: string; forfeitBonus: boolean },
): Promise<{ ok: true } | { ok: false; amount: number }> {
  // The player's money first (the order of every bonus change), so no activation slips by.
  const balance = await lockBonusBalance(ctx.wallet, withdrawal);
  const active = await repo.findActive(ctx.db, withdrawal.playerId, withdrawal.currency, {
    lock: true,
  });
  if (!active) return { ok: true };
  if (!withdrawal.forfeitBonus) return { ok: false, amount: balance ?? 0 };
  const canceled = await cancelBonus(
    ctx,
    withdrawal.playerId,
    active.id,
    'player:withdrawal',
    true,
  );
  if (!canceled.ok) throw new Error(`bonus ${active.id} not forfeited: ${canceled.error.kind}`);
  return { ok: true };
}
