import { GameItemsSchema, PlayGameRequestSchema, PlayGameResponseSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticated, bearer, errors } from '../../shared/http.ts';
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
    const auth = authenticated(app);
    const noStore = async (_request: unknown, reply: { header(k: string, v: string): unknown }) => {
      reply.header('cache-control', 'private, no-store');
    };

    app.post(
      '/games/:id/play',
      {
        ...optionalAuth(app),
        onSend: noStore,
        schema: {
          tags,
          security: [{}, { bearer: [] }],
          summary:
            'Launch URL of a game: demo for anyone; real money for a logged-in player with a funded active account',
          params: KeyParamsSchema,
          body: PlayGameRequestSchema,
          response: { 200: PlayGameResponseSchema, ...errors(400, 401, 403, 404, 422, 503) },
        },
      },
      async (request) => {
        const launched = await launchGame(ctx, {
          key: request.params.id,
          real: request.body.real,
          locale: request.body.locale,
          playerId: request.player?.id ?? null,
        });
        return unwrap(launched);
      },
    );

    app.get(
      '/games/favorites',
      {
        ...auth,
        onSend: noStore,
        schema: {
          tags,
          ...bearer,
          summary: "The player's favourite games, newest first",
          response: { 200: GameItemsSchema, ...errors(401, 403) },
        },
      },
      async (request) => ({
        items: await playerGames.listFavorites(ctx, currentPlayer(request).id),
      }),
    );

    app.get(
      '/games/played',
      {
        ...auth,
        onSend: noStore,
        schema: {
          tags,
          ...bearer,
          summary: `Recently played games, most recent first (${playerGames.PLAYED_LIST_SIZE})`,
          response: { 200: GameItemsSchema, ...errors(401, 403) },
        },
      },
      async (request) => ({ items: await playerGames.listPlayed(ctx, currentPlayer(request).id) }),
    );

    for (const method of ['POST', 'DELETE'] as const) {
      app.route({
        method,
        url: '/games/:id/favorite',
        ...auth,
        onSend: noStore,
        schema: {
          tags,
          ...bearer,
          summary: method === 'POST' ? 'Mark a game as a favourite' : 'Unmark a favourite game',
          params: KeyParamsSchema,
          response: {
            204: z.void().describe('Done (also when nothing changed)'),
            ...errors(401, 403, 404),
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
  };
}
