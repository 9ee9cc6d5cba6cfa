import type { FastifyPluginAsync } from 'fastify';
import type { LimitsContext } from './context.ts';
import { releaseHeldDeposits } from './held-service.ts';
import { recheckPlayers } from './register-service.ts';
import { limitsRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits module's context (tests run the held-deposit release with it). */
    limits: LimitsContext;
  }
}

/**
 * Responsible gaming (docs/decisions/026): the player's limits under /api/player/limits, and
 * every `releaseSeconds` the release of held deposits whose limits have room again and the
 * national self-exclusion register's periodic check. The bet and
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
        // The national register again for players in session (SELF_EXCLUSION_REGISTER_CHECK_HOURS).
        const rechecked = await recheckPlayers(ctx);
        if (rechecked > 0) app.log.info({ rechecked }, 'self-exclusion register asked again');
      } catch (err) {
        app.log.warn({ err }, 'responsible-gaming sweep failed');
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
