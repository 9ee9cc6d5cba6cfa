import { z } from 'zod';
import {
  AdminTournamentDetailsSchema,
  AdminTournamentListSchema,
  AdminTournamentSchema,
  CreateTournamentRequestSchema,
  SettleTournamentResultSchema,
} from '../../retention-tournaments.ts';
import { defineBackofficeEndpoint, MARKETING } from './access.ts';

/** Who sees tournaments, their standings and what they paid. */
const TOURNAMENTS_READ = ['admin', 'marketing', 'payments', 'compliance'] as const;
/** Settling pays prizes (money): admins and the payments team. */
const TOURNAMENTS_SETTLE = ['admin', 'payments'] as const;

const TournamentIdParamsSchema = z.object({ id: z.uuid() });

/** Tournaments in the back office (issue 33): create, schedule, cancel, standings, payouts. */
export const tournamentsEndpoints = {
  listTournaments: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/tournaments',
    access: TOURNAMENTS_READ,
    response: AdminTournamentListSchema,
  }),
  createTournament: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/tournaments',
    access: MARKETING,
    body: CreateTournamentRequestSchema,
    response: AdminTournamentSchema,
  }),
  getTournamentStandings: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/tournaments/:id',
    access: TOURNAMENTS_READ,
    params: TournamentIdParamsSchema,
    response: AdminTournamentDetailsSchema,
  }),
  cancelTournament: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/tournaments/:id/cancel',
    access: MARKETING,
    params: TournamentIdParamsSchema,
    response: AdminTournamentSchema,
  }),
  settleTournament: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/tournaments/:id/settle',
    access: TOURNAMENTS_SETTLE,
    params: TournamentIdParamsSchema,
    response: SettleTournamentResultSchema,
  }),
};
