import { gameApi } from '@casino/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../../plugins/auth.ts';
import { authenticatedRoutes } from '../../../shared/authenticated-routes.ts';
import { contractRoute } from '../../../shared/contract-route.ts';
import type { GameContext } from '../context.ts';
import { listBets, listSpins } from './service.ts';
import { listWinners } from './winners.ts';

const tags = ['game'];
/** The winners list changes with every big win; the live channel carries the rest. */
const WINNERS_MAX_AGE_SECONDS = 5;

/** History tabs (spins, bets) and the public latest-winners list. */
export function historyRoutes(ctx: GameContext): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(app, gameApi.listWinners, {
      tags,
      summary: 'The 12 newest real-money wins (win > stake), newest first; nickname or masked id',
      handler: async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${WINNERS_MAX_AGE_SECONDS}`);
        return { items: await listWinners(ctx) };
      },
    });

    await authenticatedRoutes(app, (group) => {
      contractRoute(group, gameApi.listSpins, {
        tags,
        summary: "The player's rounds, newest first",
        errors: [400],
        handler: async (request) => listSpins(ctx, currentPlayer(request).id, request.query),
      });

      contractRoute(group, gameApi.listBets, {
        tags,
        summary: "The player's bets, newest first: settled (default) or open (isSettled=false)",
        errors: [400],
        handler: async (request) => listBets(ctx, currentPlayer(request).id, request.query),
      });
    });
  };
}
