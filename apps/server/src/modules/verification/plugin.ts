import type { FastifyPluginAsync } from 'fastify';
import type { VerificationContext } from './context.ts';
import { verificationRoutes } from './routes.ts';
import { sandboxVerificationRoutes } from './sandbox-routes.ts';
import { sumsubWebhookRoutes } from './webhook-routes.ts';

/**
 * Identity checks (docs/decisions/028): the player's documents under /api/player, Sumsub's
 * webhook only with the sumsub adapter, the tester page only with the sandbox adapter (which
 * live mode refuses to boot with).
 */
export function verificationPlugin(ctx: VerificationContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(verificationRoutes(ctx), { prefix: '/api/player' });
    if (ctx.adapter === 'sumsub') {
      await app.register(sumsubWebhookRoutes(ctx), { prefix: '/api/verification/webhooks' });
    }
    if (ctx.adapter === 'sandbox' && app.config.SITE_MODE === 'sandbox') {
      await app.register(sandboxVerificationRoutes(ctx), { prefix: '/sandbox/verification' });
    }
  };
}
