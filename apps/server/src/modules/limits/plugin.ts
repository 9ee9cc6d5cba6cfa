import type { FastifyPluginAsync } from 'fastify';
import { registerPeriodicSweep } from '../../shared/periodic-sweep.ts';
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
 * every `sweepSeconds` the release of held deposits whose limits have room again and the
 * national self-exclusion register's periodic check. The bet and deposit checks are wired into
 * the games and payments in app.ts.
 */
export function limitsPlugin(ctx: LimitsContext, sweepSeconds = 0): FastifyPluginAsync {
  return async (app) => {
    registerPeriodicSweep(app, 'responsible-gaming sweep', sweepSeconds, async () => {
      const released = await releaseHeldDeposits(ctx);
      if (released > 0) app.log.info({ released }, 'held deposits released');
      // The national register again for players in session (SELF_EXCLUSION_REGISTER_CHECK_HOURS).
      const rechecked = await recheckPlayers(ctx);
      if (rechecked > 0) app.log.info({ rechecked }, 'self-exclusion register asked again');
      return 0;
    });
    await app.register(limitsRoutes(ctx));
  };
}
