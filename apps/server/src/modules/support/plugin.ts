import type { FastifyPluginAsync } from 'fastify';
import type { SupportContext } from './context.ts';
import { supportRoutes } from './routes.ts';

/** The support chat of players and guests (docs/decisions/030); agents answer from the back office. */
export function supportPlugin(ctx: SupportContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(supportRoutes(ctx));
  };
}
