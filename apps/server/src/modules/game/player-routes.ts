import { GameItemsSchema, PlayGameRequestSchema, PlayGameResponseSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { acceptEmptyBody, errors, OPTIONAL_BEARER_SECURITY } from '../../shared/http.ts';
import { refuseDuringMaintenance } from '../../shared/maintenance.ts';
import { refuseRestrictedCountry } from '../../shared/request-country.ts';
import { optionalAuth } from './catalog/http-cache.ts';
import type { GameContext } from './context.ts';
import { unwrap } from './failures.ts';
import { launchGame } from './launch-service.ts';
import * as playerGames from './player-games.ts';

const tags = ['game'];
const KeyParamsSchema = z.object({ id: z.string().min(1).max(128) });

/** A player's games: launch, favourites, recently played. */
export function playerGameRoutes(ctx: GameContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptEmptyBody(app);
    app.post(
      '/games/:id/play',
      {
        ...optionalAuth(app),
        // Demo play stays open during maintenance; real money does not.
        preHandler: refuseDuringMaintenance(app, (request) =>
          Boolean((request.body as { real?: boolean } | undefined)?.real),
        ),
        // The launch URL is the caller's own (a real-money one carries their token): never cached.
        onSend: async (_request, reply) => {
          reply.header('cache-control', 'private, no-store');
        },
        schema: {
          tags,
          security: OPTIONAL_BEARER_SECURITY,
          summary:
            'Launch URL of a game (an empty body means demo): demo for anyone; real money for a logged-in player with a funded active account, not from a restricted country (451), not during maintenance (503 `maintenance`)',
          params: KeyParamsSchema,
          body: PlayGameRequestSchema.optional(),
          response: { 200: PlayGameResponseSchema, ...errors(400, 401, 403, 404, 422, 451, 503) },
        },
      },
      async (request) => {
        // Demo stays open everywhere; real money is refused from a restricted country.
        const body = request.body ?? { real: false };
        if (body.real) await refuseRestrictedCountry(request);
        const launched = await launchGame(ctx, {
          key: request.params.id,
          real: body.real,
          locale: body.locale,
          playerId: request.player?.id ?? null,
        });
        return unwrap(launched);
      },
    );

    await authenticatedRoutes(app, (group) => {
      group.get(
        '/games/favorites',
        {
          schema: {
            tags,
            summary: "The player's favourite games, newest first",
            response: { 200: GameItemsSchema },
          },
        },
        async (request) => ({
          items: await playerGames.listFavorites(ctx, currentPlayer(request).id),
        }),
      );

      group.get(
        '/games/played',
        {
          schema: {
            tags,
            summary: `Recently played games, most recent first (${playerGames.PLAYED_LIST_SIZE})`,
            response: { 200: GameItemsSchema },
          },
        },
        async (request) => ({
          items: await playerGames.listPlayed(ctx, currentPlayer(request).id),
        }),
      );

      for (const method of ['POST', 'DELETE'] as const) {
        group.route({
          method,
          url: '/games/:id/favorite',
          schema: {
            tags,
            summary: method === 'POST' ? 'Mark a game as a favourite' : 'Unmark a favourite game',
            params: KeyParamsSchema,
            response: {
              204: z.void().describe('Done (also when nothing changed)'),
              ...errors(404),
            },
          },
          handler: async (request, reply) => {
            const playerId = currentPlayer(request).id;
            const change = method === 'POST' ? playerGames.addFavorite : playerGames.removeFavorite;
            unwrap(await change(ctx, playerId, request.params.id));
            return reply.status(204).send();
          },
        });
      }
    });
  };
}
