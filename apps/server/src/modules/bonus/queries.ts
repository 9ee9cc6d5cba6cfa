import { type DepositBonus, PLAYER_BONUS_STATUS, type PlayerBonusDetails } from '@casino/contracts';
import { isUuid } from '../../shared/ids.ts';
import type { BonusContext } from './context.ts';
import { depositOffers } from './deposits.ts';
import { toPlayerBonus } from './engine.ts';
import * as repo from './repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toDetails(
  row: repo.PlayerBonusRow,
  def: repo.DefinitionRow | undefined,
): PlayerBonusDetails {
  return {
    ...toPlayerBonus(row),
    name: def?.name ?? '',
    welcomeStep: def?.welcomeStep ?? null,
    wagered: row.wagered,
    wageringRequired: row.wageringRequired,
    wageringMultiplier: def?.wageringMultiplier ?? 0,
    maxStake: row.maxStake,
    maxConversion: row.maxConversion,
    contributions: row.contributions,
    defaultContribution: row.defaultContribution,
    activationDeadline: row.activationDeadline.toISOString(),
    wageringDeadline: iso(row.wageringDeadline),
    converted: row.converted,
    canCancel:
      row.status === PLAYER_BONUS_STATUS.issued ||
      (row.status === PLAYER_BONUS_STATUS.activated &&
        (row.cancelAfterWagering || row.wagered === 0)),
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

async function withDefinitions(ctx: BonusContext, rows: repo.PlayerBonusRow[]) {
  const ids = [...new Set(rows.map((row) => row.definitionId))];
  const defs = new Map<string, repo.DefinitionRow>();
  for (const id of ids) {
    const def = await repo.findDefinition(ctx.db, id);
    if (def) defs.set(id, def);
  }
  return rows.map((row) => toDetails(row, defs.get(row.definitionId)));
}

/** The player's bonuses with the given statuses (all when empty), newest first. */
export async function listBonuses(ctx: BonusContext, playerId: string, statuses: number[]) {
  return withDefinitions(ctx, await repo.listPlayerBonuses(ctx.db, playerId, statuses));
}

export async function bonusDetails(ctx: BonusContext, playerId: string, id: string) {
  const row = isUuid(id) ? await repo.findPlayerBonus(ctx.db, playerId, id) : null;
  return row ? (await withDefinitions(ctx, [row]))[0]! : null;
}

/** GET /api/game/bonuses: what a deposit of `amount` in `currency` may take now. */
export async function listDepositBonuses(
  ctx: BonusContext,
  playerId: string,
  currency: string,
  amount: number,
): Promise<DepositBonus[]> {
  const offers = await depositOffers(ctx, playerId, currency, amount);
  return offers.map(
    ({
      definition: def,
      bonusCode,
      amount: bonus,
      maxAmount,
      minDeposit,
      maxStake,
      maxConversion,
      freeSpins,
    }) => ({
      id: def.id,
      name: def.name,
      bonusCode,
      percent: def.kind === 'deposit_match' ? def.percent : null,
      amount: bonus,
      maxAmount,
      minDeposit,
      wageringMultiplier: def.wageringMultiplier,
      wageringDays: def.wageringDays,
      maxStake,
      welcomeStep: def.welcomeStep,
      activationDays: def.activationDays,
      contributions: def.contributions,
      defaultContribution: def.defaultContribution,
      maxConversion,
      cancelAfterWagering: def.cancelAfterWagering,
      freeSpins,
    }),
  );
}
