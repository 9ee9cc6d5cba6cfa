import type { FastifyPluginAsync } from 'fastify';
import type { LimitsContext } from './context.ts';
import { releaseHeldDeposits } from './held-service.ts';
import { limitsRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits module's context (tests run the held-deposit release with it). */
    limits: LimitsContext;
  }
}

/**
 * Responsible gaming (docs/decisions/026): the player's limits under /api/player/limits, and
 * every `releaseSeconds` the release of held deposits whose limits have room again. The bet and
 * deposit checks are wired into the games and payments in app.ts.
 */
export function limitsPlugin(ctx: LimitsContext, releaseSeconds = 0): FastifyPluginAsync {
  return async (app) => {
    let timer: NodeJS.Timeout | null = null;
    let running = false;
    const sweep = async () => {
      if (running) return;
      running = true;
      try {
        const released = await releaseHeldDeposits(ctx);
        if (released > 0) app.log.info({ released }, 'held deposits released');
      } catch (err) {
        app.log.warn({ err }, 'held deposit release failed');
      } finally {
        running = false;
      }
    };
    if (releaseSeconds > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => void sweep(), releaseSeconds * 1000);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        if (timer) clearInterval(timer);
      });
    }
    await app.register(limitsRoutes(ctx));
  };
}
