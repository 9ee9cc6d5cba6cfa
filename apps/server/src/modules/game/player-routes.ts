import { gameApi } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { acceptEmptyBody, OPTIONAL_BEARER_SECURITY } from '../../shared/http.ts';
import { refuseDuringMaintenance } from '../../shared/maintenance.ts';
import { refuseRestrictedCountry, requestCountry } from '../../shared/request-country.ts';
import { optionalAuth } from './catalog/http-cache.ts';
import type { GameContext } from './context.ts';
import { unwrap } from './failures.ts';
import { launchGame } from './launch-service.ts';
import * as playerGames from './player-games.ts';

const tags = ['game'];

/** A player's games: launch, favourites, recently played. */
export function playerGameRoutes(ctx: GameContext): FastifyPluginAsyncZod {
  return async (app) => {
    // An empty or missing body is `{}`: a demo launch.
    acceptEmptyBody(app);
    contractRoute(app, gameApi.playGame, {
      ...optionalAuth(app),
      tags,
      security: OPTIONAL_BEARER_SECURITY,
      summary:
        'Launch URL of a game (an empty body means demo): demo for anyone; real money for a logged-in player with a funded active account, not from a restricted country (451), not from a country where its provider is switched off (451 `game_unavailable_in_country`, demo too), not during maintenance (503 `maintenance`)',
      errors: [400, 401, 403, 404, 422, 451, 503],
      // Demo play stays open during maintenance; real money does not.
      preHandler: refuseDuringMaintenance(app, (request) =>
        Boolean((request.body as { real?: boolean } | undefined)?.real),
      ),
      // The launch URL is the caller's own (a real-money one carries their token): never cached.
      onSend: async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      },
      handler: async (request) => {
        const { real, locale } = request.body;
        // Demo stays open everywhere; real money is refused from a restricted country.
        if (real) await refuseRestrictedCountry(request);
        const launched = await launchGame(ctx, {
          key: request.params.id,
          real,
          locale,
          playerId: request.player?.id ?? null,
          country: requestCountry(request),
        });
        return unwrap(launched);
      },
    });

    await authenticatedRoutes(app, (group) => {
      contractRoute(group, gameApi.listFavorites, {
        tags,
        summary: "The player's favourite games, newest first",
        handler: async (request) => ({
          items: await playerGames.listFavorites(ctx, currentPlayer(request).id),
        }),
      });

      contractRoute(group, gameApi.listPlayed, {
        tags,
        summary: `Recently played games, most recent first (${playerGames.PLAYED_LIST_SIZE})`,
        handler: async (request) => ({
          items: await playerGames.listPlayed(ctx, currentPlayer(request).id),
        }),
      });

      const favorites = [
        [gameApi.addFavorite, 'Mark a game as a favourite', playerGames.addFavorite],
        [gameApi.removeFavorite, 'Unmark a favourite game', playerGames.removeFavorite],
      ] as const;
      for (const [endpoint, summary, change] of favorites) {
        contractRoute(group, endpoint, {
          tags,
          summary,
          statuses: [204],
          errors: [404],
          handler: async (request, reply) => {
            unwrap(await change(ctx, currentPlayer(request).id, request.params.id));
            return reply.status(204).send();
          },
        });
      }
    });
  };
}
