import type { FastifyPluginAsync } from 'fastify';
import { registerAccountRoutes } from './account-routes.ts';
import type { PlayerContext } from './context.ts';
import { registerInitRoute } from './init-route.ts';
import { registerPasswordRoutes } from './password-routes.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { registerTwoFactorRoutes } from './two-factor/routes.ts';

/** Player accounts and sessions under /api/player (docs/product/api-calls.md#player). */
export function playerPlugin(ctx: PlayerContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onReady', () => ctx.passwords.warmUp());
    // Tokens and personal data: no cache may keep them unless a route says otherwise.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    await registerSessionRoutes(app, ctx);
    await registerAccountRoutes(app, ctx);
    await registerPasswordRoutes(app, ctx);
    await registerTwoFactorRoutes(app, ctx);
    registerInitRoute(app);
  };
}
