import { bonusDefinitions, type Db } from '@casino/db';
import { eq } from 'drizzle-orm';
import type { EventSink } from '../../shared/event-bus.ts';
import { type BonusContext, onTransaction } from './context.ts';
import { activateBonus, issueBonus } from './engine.ts';
import * as repo from './repository.ts';

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

/** A prize paid as a bonus (issue 33: tournaments), granted outside any caller's transaction. */
export interface PrizeBonusInput {
  playerId: string;
  currency: string;
  amount: number;
  /** The offer (by id) whose terms the prize takes. */
  definitionId: string;
  /** Once per source: `tournament:{id}:{playerId}`. */
  source: string;
  actor: string;
}

/**
 * Grants a prize as a bonus of the offer `definitionId` with the prize's amount: issued under
 * every rule a bonus meets (the offer, the player's jurisdiction profile, the exclusion check),
 * then activated at once when the player has no other active bonus in the currency (its money
 * is then the engine's `bonus_grant` transfer); otherwise the player activates it later. Once per
 * source. Refused: the offer no longer exists, or the player may not receive it.
 */
export async function grantPrizeBonus(
  ctx: BonusContext,
  input: PrizeBonusInput,
): Promise<
  { granted: true; playerBonusId: string } | { granted: false; reason: 'offer_missing' | 'refused' }
> {
  const definition = await repo.findDefinition(ctx.db, input.definitionId);
  if (!definition) return { granted: false, reason: 'offer_missing' };
  const row = await issueBonus(ctx, {
    playerId: input.playerId,
    definition,
    currency: input.currency,
    source: input.source,
    actor: input.actor,
    amount: input.amount,
  });
  if (!row) return { granted: false, reason: 'refused' };
  if (!(await repo.findActive(ctx.db, input.playerId, input.currency))) {
    await activateBonus(ctx, input.playerId, row.id, input.actor);
  }
  return { granted: true, playerBonusId: row.id };
}
