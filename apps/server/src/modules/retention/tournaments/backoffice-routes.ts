import type { CreateTournamentRequest } from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { bonusDefinitions } from '@casino/db';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../../shared/errors.ts';
import { callerOf, type RouteOf } from '../../backoffice/access.ts';
import { appendAudit } from '../../backoffice/audit.ts';
import * as repo from './repository.ts';
import {
  adminDetails,
  listAdminTournaments,
  toAdminTournament,
  validateNewTournament,
} from './service.ts';
import { type SettleContext, settleTournament } from './settle.ts';

/** Operators create, schedule and cancel tournaments, see standings and payouts, settle (audited). */
export function registerTournamentBackofficeRoutes(route: RouteOf, ctx: SettleContext) {
  route(backofficeApi.listTournaments, {
    summary: 'Every tournament, newest start first',
    handler: async () => ({ items: await listAdminTournaments(ctx) }),
  });
  route(backofficeApi.createTournament, {
    summary: 'Schedule a tournament: window, games or provider, scoring and prizes by rank',
    handler: async (request) => {
      const body = request.body as CreateTournamentRequest;
      const values = await validateNewTournament(ctx, body, async (identity) => {
        const [def] = await ctx.db
          .select({ id: bonusDefinitions.id })
          .from(bonusDefinitions)
          .where(eq(bonusDefinitions.identity, identity));
        return def ?? null;
      });
      const actor = callerOf(request).actor;
      const row = await ctx.db.transaction(async (tx) => {
        const created = await repo.insertTournament(tx, { ...values, createdBy: actor.label });
        await appendAudit(tx, actor, {
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
      return toAdminTournament(ctx, row, body.bonusIdentity ?? null);
    },
  });
  route(backofficeApi.getTournamentStandings, {
    summary: "A tournament's live standings and what its settlement paid",
    statuses: [404],
    handler: async (request) => adminDetails(ctx, (request.params as { id: string }).id),
  });
  route(backofficeApi.cancelTournament, {
    summary: 'Cancel a tournament that has not been settled: nobody is paid',
    statuses: [404, 409],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const actor = callerOf(request).actor;
      const row = await ctx.db.transaction(async (tx) => {
        const t = await repo.lockTournament(tx, id);
        if (!t) throw notFound('Tournament');
        if (t.state !== 'scheduled') {
          throw new AppError(409, 'tournament_settled', 'A settled tournament cannot be cancelled');
        }
        const cancelled = await repo.updateTournament(tx, id, { state: 'cancelled' });
        await appendAudit(tx, actor, {
          action: 'tournament.cancel',
          targetType: 'tournament',
          targetId: id,
          before: { state: t.state },
          after: { state: 'cancelled' },
        });
        return cancelled;
      });
      return toAdminTournament(ctx, row);
    },
  });
  route(backofficeApi.settleTournament, {
    summary: 'Run the settlement of an ended tournament now (replayable: pays nothing twice)',
    statuses: [404, 409],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const result = await settleTournament(ctx, id);
      await appendAudit(ctx.db, callerOf(request).actor, {
        action: 'tournament.settle',
        targetType: 'tournament',
        targetId: id,
        after: result,
      });
      return result;
    },
  });
}
