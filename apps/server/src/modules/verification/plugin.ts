import type { FastifyPluginAsync } from 'fastify';
import { registerPeriodicSweep } from '../../shared/periodic-sweep.ts';
import type { VerificationContext } from './context.ts';
import { tellExpiredDocuments } from './expiry.ts';
import { verificationRoutes } from './routes.ts';
import { sandboxVerificationRoutes } from './sandbox-routes.ts';
import { sumsubWebhookRoutes } from './webhook-routes.ts';

/**
 * Identity checks (docs/decisions/028): the player's documents under /api/player, Sumsub's
 * webhook only with the sumsub adapter, the tester page only with the sandbox adapter (which
 * live mode refuses to boot with), and every `expirySweepSeconds` the sweep that tells players
 * their approved documents expired.
 */
export function verificationPlugin(
  ctx: VerificationContext,
  expirySweepSeconds = 0,
): FastifyPluginAsync {
  return async (app) => {
    registerPeriodicSweep(app, 'document expiry sweep', expirySweepSeconds, () =>
      tellExpiredDocuments(ctx),
    );
    await app.register(verificationRoutes(ctx), { prefix: '/api/player' });
    if (ctx.adapter === 'sumsub') {
      await app.register(sumsubWebhookRoutes(ctx), { prefix: '/api/verification/webhooks' });
    }
    if (ctx.adapter === 'sandbox' && app.config.SITE_MODE === 'sandbox') {
      await app.register(sandboxVerificationRoutes(ctx), { prefix: '/sandbox/verification' });
    }
  };
}
