import type { FastifyPluginAsync } from 'fastify';
import { registerSweep } from '../../shared/sweep.ts';
import type { BonusContext } from './context.ts';
import { expireDue } from './engine.ts';
import { bonusRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bonus module's context (tests run the expiry sweep with it). */
    bonuses: BonusContext;
  }
}

/**
 * Bonuses: the player's calls under /api/game, and every `sweepSeconds` the sweep that
 * finishes bonuses past their activation or wagering window.
 */
export function bonusPlugin(ctx: BonusContext, sweepSeconds: number): FastifyPluginAsync {
  return async (app) => {
    registerSweep(app, sweepSeconds, 'bonus expiry sweep', async () => {
      const finished = await expireDue(ctx);
      if (finished > 0) app.log.info({ finished }, 'bonuses expired');
    });
    await app.register(bonusRoutes(ctx), { prefix: '/api/game' });
  };
}
