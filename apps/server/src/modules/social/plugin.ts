import type { FastifyPluginAsync } from 'fastify';
import type { SocialContext } from './context.ts';
import { registerSocialRoutes } from './routes.ts';

/** Social login and linked sign-ins under /api/player (docs/decisions/029). */
export function socialPlugin(ctx: SocialContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    await registerSocialRoutes(app, ctx);
  };
}
