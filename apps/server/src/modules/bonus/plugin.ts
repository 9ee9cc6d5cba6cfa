import type { FastifyPluginAsync } from 'fastify';
import { registerPeriodicSweep } from '../../shared/periodic-sweep.ts';
import type { BonusContext } from './context.ts';
import { expireDue } from './engine.ts';
import { expireDueFreespins } from './freespins.ts';
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
    registerPeriodicSweep(
      app,
      'bonus expiry sweep',
      sweepSeconds,
      async () => (await expireDue(ctx)) + (await expireDueFreespins(ctx)),
    );
    await app.register(bonusRoutes(ctx), { prefix: '/api/game' });
  };
}
