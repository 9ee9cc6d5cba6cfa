import {
  TournamentDetailsSchema,
  TournamentListSchema,
  TournamentParamsSchema,
} from '../retention-tournaments.ts';
import { defineEndpoint } from './define.ts';

/** Tournaments (issue 33): open to guests; a signed-in player sees where they stand. */
export const retentionTournamentsApi = {
  listTournaments: defineEndpoint({
    method: 'GET',
    path: '/api/retention/tournaments',
    auth: false,
    response: TournamentListSchema,
  }),
  getTournament: defineEndpoint({
    method: 'GET',
    path: '/api/retention/tournaments/:id',
    auth: false,
    params: TournamentParamsSchema,
    response: TournamentDetailsSchema,
  }),
  participateInTournament: defineEndpoint({
    method: 'POST',
    path: '/api/retention/tournaments/:id/participate',
    auth: true,
    params: TournamentParamsSchema,
    response: TournamentDetailsSchema,
  }),
};
