// What the back office calls (docs/decisions/036): schedule, cancel, standings, settle.
import type { CreateTournamentRequest } from '@casino/contracts';
import type { Db } from '@casino/db';
import { AppError, notFound } from '../../../shared/errors.ts';
import { listDefinitions } from '../../bonus/operator-service.ts';
import * as repo from './repository.ts';
import { toAdminTournament, validateNewTournament } from './service.ts';
import type { SettleContext } from './settle.ts';

export { adminDetails, listAdminTournaments } from './service.ts';
export { type SettleContext, settleTournament } from './settle.ts';

/** The audit writer of the back office (appendAudit by the caller), in the change's transaction. */
export type Audit = (
  tx: Db,
  entry: {
    action: string;
    targetType: string;
    targetId: string;
    before?: unknown;
    after?: unknown;
  },
) => Promise<void>;

/** Schedules a tournament (400 names the field, nothing is written); audited in its transaction. */
export async function createTournament(
  ctx: SettleContext,
  input: CreateTournamentRequest,
  createdBy: string,
  audit: Audit,
) {
  const values = await validateNewTournament(ctx, input, async (identity) => {
    const { items } = await listDefinitions(ctx.bonus);
    return items.find((d) => d.identity === identity) ?? null;
  });
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertTournament(tx, { ...values, createdBy });
    await audit(tx, {
      action: 'tournament.create',
      targetType: 'tournament',
      targetId: created.id,
      after: {
        identity: created.identity,
        startsAt: created.startsAt.toISOString(),
        endsAt: created.endsAt.toISOString(),
        scoring: created.scoring,
        prizes: created.prizes,
        prizeKind: created.prizeKind,
      },
    });
    return created;
  });
  return toAdminTournament(ctx, row, input.bonusIdentity ?? null);
}

/** Cancels a tournament that has not been settled (404, 409 otherwise): nobody is paid; audited. */
export async function cancelTournament(ctx: SettleContext, id: string, audit: Audit) {
  const row = await ctx.db.transaction(async (tx) => {
    const t = await repo.lockTournament(tx, id);
    if (!t) throw notFound('Tournament');
    if (t.state !== 'scheduled') {
      throw new AppError(409, 'tournament_settled', 'A settled tournament cannot be cancelled');
    }
    const cancelled = await repo.updateTournament(tx, id, { state: 'cancelled' });
    await audit(tx, {
      action: 'tournament.cancel',
      targetType: 'tournament',
      targetId: id,
      before: { state: t.state },
      after: { state: 'cancelled' },
    });
    return cancelled;
  });
  return toAdminTournament(ctx, row);
}
