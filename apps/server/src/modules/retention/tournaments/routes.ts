import { retentionTournamentsApi } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticateIfSignedIn, currentPlayer } from '../../../plugins/auth.ts';
import { authenticatedRoutes } from '../../../shared/authenticated-routes.ts';
import { contractRoute } from '../../../shared/contract-route.ts';
import { acceptEmptyBody } from '../../../shared/http.ts';
import {
  listTournaments,
  participate,
  type TournamentReadContext,
  tournamentDetails,
} from './service.ts';

const tags = ['retention'];

/** The players' tournament calls under /api/retention (issue 33). */
export function tournamentRoutes(ctx: TournamentReadContext): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(app, retentionTournamentsApi.listTournaments, {
      tags,
      summary:
        'Running, upcoming and recently ended tournaments; empty for a player in a time-out or self-exclusion',
      onRequest: authenticateIfSignedIn,
      handler: async (request) => ({
        items: await listTournaments(ctx, request.player?.id ?? null),
      }),
    });
    contractRoute(app, retentionTournamentsApi.getTournament, {
      tags,
      summary: 'A tournament (id or identity) with its leaderboard and where the caller stands',
      errors: [404],
      onRequest: authenticateIfSignedIn,
      handler: async (request) =>
        tournamentDetails(ctx, request.params.id, request.player?.id ?? null),
    });
    // What a signed-in player sees is theirs: never cached by a proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    await authenticatedRoutes(app, (group) => {
      acceptEmptyBody(group);
      contractRoute(group, retentionTournamentsApi.participateInTournament, {
        tags,
        summary:
          'Opt in: rounds settled from now on score; refused during a time-out or self-exclusion',
        errors: [403, 404, 409],
        handler: async (request) => participate(ctx, request.params.id, currentPlayer(request).id),
      });
    });
  };
}
