import type {
  AdminBonusDefinition,
  BonusDefinitionInput,
  PlayerBonusDetails,
} from '@casino/contracts';
import { isUuid } from '../../shared/ids.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { findAccount } from '../wallet/account-service.ts';
import type { BonusContext } from './context.ts';
import { cancelBonus, grantRefusal, issueBonus } from './engine.ts';
import { type BonusFailure, invalidFields, unwrap } from './failures.ts';
import { listFreespins } from './freespins.ts';
import { offerTermsProblem } from './jurisdiction.ts';
import { bonusDetails, listBonuses } from './queries.ts';
import * as repo from './repository.ts';

export type { BonusContext };
export { unwrap as unwrapBonus };

export function toAdminDefinition(row: repo.DefinitionRow): AdminBonusDefinition {
  return {
    id: row.id,
    identity: row.identity,
    name: row.name,
    kind: row.kind,
    percent: row.percent,
    amount: row.amount,
    minDeposit: row.minDeposit,
    currencies: row.currencies,
    countries: row.countries,
    welcomeStep: row.welcomeStep,
    code: row.code,
    codeTrigger: row.codeTrigger,
    codeMultiUse: row.codeMultiUse,
    activationDays: row.activationDays,
    wageringMultiplier: row.wageringMultiplier,
    wageringDays: row.wageringDays,
    contributions: row.contributions,
    defaultContribution: row.defaultContribution,
    maxStake: row.maxStake,
    maxConversion: row.maxConversion,
    cancelAfterWagering: row.cancelAfterWagering,
    freeSpinGame: row.freeSpinGame,
    freeSpinCount: row.freeSpinCount,
    freeSpinWinsReal: row.freeSpinWinsReal,
    state: row.state,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDefinitions(ctx: BonusContext) {
  return {
    items: (await repo.listDefinitions(ctx.db)).map(toAdminDefinition),
    maxWageringMultiplier: ctx.maxWageringMultiplier,
  };
}

/** Rules across fields (each field's own range is the contract's); null when all hold. */
async function problems(ctx: BonusContext, input: BonusDefinitionInput, id?: string) {
  const fields: Record<string, string[]> = {};
  if (input.kind === 'deposit_match' && input.percent === null) {
    fields.percent = ['A deposit match needs a percent'];
  }
  if (input.kind === 'free_spins' && (!input.freeSpinGame || !input.freeSpinCount)) {
    fields.freeSpinGame = ['Free spins need a game and a number of spins'];
  }
  if ((input.code === null) !== (input.codeTrigger === null)) {
    fields.codeTrigger = ['A code needs its trigger, a trigger its code'];
  }
  const code = input.code?.toUpperCase() ?? null;
  if (code && (await repo.findCodeOwner(ctx.db, code, id))) {
    fields.code = ['Another offer has this code'];
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

const valuesOf = (input: BonusDefinitionInput, now: Date) => ({
  ...input,
  percent: input.kind === 'deposit_match' ? input.percent : null,
  freeSpinGame: input.kind === 'free_spins' ? (input.freeSpinGame ?? null) : null,
  freeSpinCount: input.kind === 'free_spins' ? (input.freeSpinCount ?? null) : null,
  freeSpinWinsReal: input.freeSpinWinsReal ?? false,
  code: input.code?.toUpperCase() ?? null,
  updatedAt: now,
});

/** A new offer, as a draft. */
export async function createDefinition(
  ctx: BonusContext,
  input: BonusDefinitionInput,
): Promise<Result<AdminBonusDefinition, BonusFailure>> {
  const bad = await problems(ctx, input);
  if (bad) return fail(invalidFields(bad));
  const byProfile = offerTermsProblem(ctx, input);
  if (byProfile) return fail(byProfile);
  const taken = (await repo.listDefinitions(ctx.db)).some((d) => d.identity === input.identity);
  if (taken) return fail(invalidFields({ identity: ['Another offer has this identity'] }));
  const row = await repo.insertDefinition(ctx.db, {
    ...valuesOf(input, ctx.clock.now()),
    state: 'draft',
  });
  return ok(toAdminDefinition(row));
}

/**
 * Changes an offer's terms. Bonuses already granted keep the terms they were granted with; a
 * published offer above the jurisdiction's wagering cap is refused.
 */
export async function updateDefinition(
  ctx: BonusContext,
  id: string,
  input: BonusDefinitionInput,
): Promise<Result<{ before: AdminBonusDefinition; after: AdminBonusDefinition }, BonusFailure>> {
  const row = isUuid(id) ? await repo.findDefinition(ctx.db, id) : null;
  if (!row) return fail({ kind: 'not_found' });
  const bad = await problems(ctx, input, id);
  if (bad) return fail(invalidFields(bad));
  if (row.state === 'published' && capBroken(ctx, input.wageringMultiplier)) {
    return fail({ kind: 'wagering_cap', cap: ctx.maxWageringMultiplier });
  }
  const byProfile = offerTermsProblem(ctx, input);
  if (byProfile) return fail(byProfile);
  const updated = await repo.updateDefinition(ctx.db, id, valuesOf(input, ctx.clock.now()));
  return ok({ before: toAdminDefinition(row), after: toAdminDefinition(updated!) });
}

const capBroken = (ctx: BonusContext, multiplier: number) =>
  ctx.maxWageringMultiplier > 0 && multiplier > ctx.maxWageringMultiplier;

/** Puts an offer on the site; refused (422) when its wagering breaks the jurisdiction's cap. */
export async function publishDefinition(
  ctx: BonusContext,
  id: string,
): Promise<Result<{ before: AdminBonusDefinition; after: AdminBonusDefinition }, BonusFailure>> {
  const row = isUuid(id) ? await repo.findDefinition(ctx.db, id) : null;
  if (!row) return fail({ kind: 'not_found' });
  if (capBroken(ctx, row.wageringMultiplier)) {
    return fail({ kind: 'wagering_cap', cap: ctx.maxWageringMultiplier });
  }
  const byProfile = offerTermsProblem(ctx, row);
  if (byProfile) return fail(byProfile);
  const now = ctx.clock.now();
  const updated = await repo.updateDefinition(ctx.db, id, {
    state: 'published',
    publishedAt: now,
    updatedAt: now,
  });
  return ok({ before: toAdminDefinition(row), after: toAdminDefinition(updated!) });
}

/** The player card: every bonus and free spins of the player, newest first. */
export async function playerBonusesCard(ctx: BonusContext, playerId: string) {
  const [bonuses, freespins] = await Promise.all([
    listBonuses(ctx, playerId, []),
    listFreespins(ctx, playerId, []),
  ]);
  return { bonuses, freespins };
}

/**
 * An operator cancels an issued or active bonus through the engine's cancel: the bonus money
 * goes back to the house in the ledger, real money stays (the wagering lock does not apply).
 */
export async function cancelPlayerBonus(
  ctx: BonusContext,
  playerId: string,
  id: string,
  actor: string,
): Promise<Result<{ before: PlayerBonusDetails; after: PlayerBonusDetails }, BonusFailure>> {
  const before = await bonusDetails(ctx, playerId, id);
  if (!before) return fail({ kind: 'not_found' });
  const canceled = await cancelBonus(ctx, playerId, id, actor, true);
  if (!canceled.ok) return fail(canceled.error);
  return ok({ before, after: (await bonusDetails(ctx, playerId, id))! });
}

export interface GrantInput {
  definitionId: string;
  currency: string;
  /** The operator's form's id for this grant: a second send of the same form grants nothing more. */
  requestId: string;
}

/**
 * An operator gives one player a fixed-amount offer directly (issue 29): issued to the player
 * (status 1) as any other grant of the offer, in the currency of one of the player's accounts,
 * with the offer's own checks (published, currency, country, wagering cap) and the player's
 * (self-excluded or blocked players get none). Each refusal names the field it comes from.
 */
export async function grantPlayerBonus(
  ctx: BonusContext,
  playerId: string,
  input: GrantInput,
  actor: string,
): Promise<Result<{ bonus: PlayerBonusDetails; isNew: boolean }, BonusFailure>> {
  const player = await repo.findPlayerCountry(ctx.db, playerId);
  if (!player) return fail({ kind: 'player_not_found' });
  const source = `operator:${input.requestId}`;
  const sent = await repo.findBySource(ctx.db, source);
  if (sent) {
    if (sent.playerId !== playerId) return fail({ kind: 'not_found' });
    return ok({ bonus: (await bonusDetails(ctx, playerId, sent.id))!, isNew: false });
  }
  const def = isUuid(input.definitionId)
    ? await repo.findDefinition(ctx.db, input.definitionId)
    : null;
  if (!def) return fail(invalidFields({ definitionId: ['No such offer'] }));
  if (def.kind !== 'fixed') {
    return fail(
      invalidFields({ definitionId: ['Only a fixed-amount offer can be given directly'] }),
    );
  }
  if (!(await findAccount(ctx.wallet, playerId, { currency: input.currency }))) {
    return fail(invalidFields({ currency: [`The player has no ${input.currency} account`] }));
  }
  const refusal = grantRefusal(ctx, def, input.currency, player.country);
  if (refusal === 'currency') {
    return fail(invalidFields({ currency: [`The offer is not given in ${input.currency}`] }));
  }
  if (refusal === 'country') {
    return fail(invalidFields({ definitionId: ["The offer is not for the player's country"] }));
  }
  if (refusal)
    return fail(invalidFields({ definitionId: [`The offer cannot be given: ${refusal}`] }));
  const eligible = await ctx.eligibility(playerId, ctx.db);
  if (!eligible.allowed) return fail({ kind: 'player_not_eligible', reason: eligible.reason });
  const row = await issueBonus(ctx, {
    playerId,
    definition: def,
    currency: input.currency,
    source,
    actor,
  });
  if (!row || row.playerId !== playerId) {
    return fail(invalidFields({ definitionId: ['The offer cannot be given to this player'] }));
  }
  return ok({ bonus: (await bonusDetails(ctx, playerId, row.id))!, isNew: true });
}
