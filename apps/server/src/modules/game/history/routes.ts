import {
  BetListSchema,
  ListBetsQuerySchema,
  ListSpinsQuerySchema,
  SpinListSchema,
  WinnerListSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../../plugins/auth.ts';
import { authenticatedRoutes } from '../../../shared/authenticated-routes.ts';
import { errors } from '../../../shared/http.ts';
import type { GameContext } from '../context.ts';
import { listBets, listSpins } from './service.ts';
import { listWinners } from './winners.ts';

const tags = ['game'];
/** The winners list changes with every big win; the live channel carries the rest. */
const WINNERS_MAX_AGE_SECONDS = 5;

/** History tabs (spins, bets) and the public latest-winners list. */
export function historyRoutes(ctx: GameContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/spins/winners',
      {
        schema: {
          tags,
          summary:
            'The 12 newest real-money wins (win > stake), newest first; nickname or masked id',
          response: { 200: WinnerListSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${WINNERS_MAX_AGE_SECONDS}`);
        return { items: await listWinners(ctx) };
      },
    );

    await authenticatedRoutes(app, (group) => {
      group.get(
        '/spins',
        {
          schema: {
            tags,
            summary: "The player's rounds, newest first",
            querystring: ListSpinsQuerySchema,
            response: { 200: SpinListSchema, ...errors(400) },
          },
        },
        async (request) => listSpins(ctx, currentPlayer(request).id, request.query),
      );

      group.get(
        '/bets',
        {
          schema: {
            tags,
            summary: "The player's bets, newest first: settled (default) or open (isSettled=false)",
            querystring: ListBetsQuerySchema,
            response: { 200: BetListSchema, ...errors(400) },
          },
        },
        async (request) => listBets(ctx, currentPlayer(request).id, request.query),
      );
    });
  };
}
