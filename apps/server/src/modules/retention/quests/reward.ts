import type { Tx } from '@casino/db';
import type { EventSink } from '../../../shared/event-bus.ts';
import { payRewardMoney } from '../../wallet/service.ts';
import type { QuestsContext } from './context.ts';

/**
 * Pays a reward inside the caller's transaction: cash is a ledger transfer (`code`, once per
 * `key`), a bonus is issued by the bonus module under the player's jurisdiction rules (once per
 * `source`; its activation is the `bonus_grant` transfer). Answers the reference, or null when
 * the bonus rules refuse this player a bonus.
 */
export async function payReward(
  ctx: QuestsContext,
  tx: Tx,
  events: EventSink,
  reward: {
    playerId: string;
    currency: string;
    amount: number;
    kind: 'cash' | 'bonus';
    bonusIdentity: string | null;
    key: string;
    source: string;
    code: 'quest_reward' | 'wheel_prize';
  },
): Promise<string | null> {
  if (reward.kind === 'cash') {
    const paid = await payRewardMoney(
      { ...ctx.wallet, db: tx, events },
      {
        playerId: reward.playerId,
        currency: reward.currency,
        amount: reward.amount,
        code: reward.code,
        key: reward.key,
        reference: reward.source,
      },
    );
    if (!paid.ok) throw new Error(`reward ${reward.key} not paid: ${paid.error.kind}`);
    return reward.key;
  }
  if (!ctx.rewardBonus || !reward.bonusIdentity) {
    ctx.log.info({ source: reward.source }, 'bonus reward without a bonus module or offer');
    return null;
  }
  const issued = await ctx.rewardBonus(tx, events, {
    playerId: reward.playerId,
    currency: reward.currency,
    amount: reward.amount,
    definitionIdentity: reward.bonusIdentity,
    source: reward.source,
    actor: 'retention',
  });
  if (!issued) ctx.log.info({ source: reward.source }, 'bonus reward refused by the bonus rules');
  return issued?.playerBonusId ?? null;
}
