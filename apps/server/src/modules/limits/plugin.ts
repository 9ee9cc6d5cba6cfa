import type { FastifyPluginAsync } from 'fastify';
import type { LimitsContext } from './context.ts';
import { limitsRoutes } from './routes.ts';

/**
 * Responsible gaming (docs/decisions/026): the player's limits under /api/player/limits. The
 * bet and deposit checks are wired into the games and payments in app.ts.
 */
export function limitsPlugin(ctx: LimitsContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(limitsRoutes(ctx));
  };
}
