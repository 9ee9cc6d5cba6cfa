import { bonusDefinitions, type Db } from '@casino/db';
import { eq } from 'drizzle-orm';
import type { EventSink } from '../../shared/event-bus.ts';
import { type BonusContext, onTransaction } from './context.ts';
import { issueBonus } from './engine.ts';

/** A quest's or wheel's bonus reward (issue 33), asked inside the reward's transaction. */
export interface RewardBonusInput {
  playerId: string;
  currency: string;
  amount: number;
  /** The offer whose terms (wagering, contributions, maximum stake) the reward takes. */
  definitionIdentity: string;
  /** Once per source: `quest:{playerQuestId}`, `wheel:{spinId}`. */
  source: string;
  actor: string;
}

/**
 * Issues the reward as a bonus of the offer `definitionIdentity` with the reward's amount, under
 * every rule a bonus meets: the offer published, the player's jurisdiction profile (wagering
 * cap, mixed products) and the exclusion check. The player activates it like any bonus, and the
 * activation is the `bonus_grant` ledger transfer. Null when the player may not receive it.
 */
export async function issueRewardBonus(
  ctx: BonusContext,
  tx: Db,
  events: EventSink,
  input: RewardBonusInput,
): Promise<{ playerBonusId: string } | null> {
  const [definition] = await tx
    .select()
    .from(bonusDefinitions)
    .where(eq(bonusDefinitions.identity, input.definitionIdentity));
  if (!definition) return null;
  const row = await issueBonus(onTransaction(ctx, tx, events), {
    playerId: input.playerId,
    definition,
    currency: input.currency,
    source: input.source,
    actor: input.actor,
    amount: input.amount,
  });
  return row ? { playerBonusId: row.id } : null;
}
