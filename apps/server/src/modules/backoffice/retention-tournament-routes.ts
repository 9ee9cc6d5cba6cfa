import type { CreateTournamentRequest } from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import type { FastifyRequest } from 'fastify';
import {
  type Audit,
  adminDetails,
  cancelTournament,
  createTournament,
  listAdminTournaments,
  type SettleContext,
  settleTournament,
} from '../retention/tournaments/operator-service.ts';
import { callerOf, type RouteOf } from './access.ts';
import { appendAudit } from './audit.ts';

const auditOf =
  (request: FastifyRequest): Audit =>
  (tx, entry) =>
    appendAudit(tx, callerOf(request).actor, entry as Parameters<typeof appendAudit>[2]);

/** Operators create, schedule and cancel tournaments, see standings and payouts, settle (audited). */
export function registerRetentionTournamentRoutes(route: RouteOf, tournaments: SettleContext) {
  route(backofficeApi.listTournaments, {
    summary: 'Every tournament, newest start first',
    handler: async () => ({ items: await listAdminTournaments(tournaments) }),
  });
  route(backofficeApi.createTournament, {
    summary: 'Schedule a tournament: window, games or provider, scoring and prizes by rank',
    handler: async (request) =>
      createTournament(
        tournaments,
        request.body as CreateTournamentRequest,
        callerOf(request).actor.label,
        auditOf(request),
      ),
  });
  route(backofficeApi.getTournamentStandings, {
    summary: "A tournament's live standings and what its settlement paid",
    statuses: [404],
    handler: async (request) => adminDetails(tournaments, (request.params as { id: string }).id),
  });
  route(backofficeApi.cancelTournament, {
    summary: 'Cancel a tournament that has not been settled: nobody is paid',
    statuses: [404, 409],
    handler: async (request) =>
      cancelTournament(tournaments, (request.params as { id: string }).id, auditOf(request)),
  });
  route(backofficeApi.settleTournament, {
    summary: 'Run the settlement of an ended tournament now (replayable: pays nothing twice)',
    statuses: [404, 409],
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const result = await settleTournament(tournaments, id);
      await appendAudit(tournaments.db, callerOf(request).actor, {
        action: 'tournament.settle',
        targetType: 'tournament',
        targetId: id,
        after: result,
      });
      return result;
    },
  });
}
