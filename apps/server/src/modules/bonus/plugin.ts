import type { FastifyPluginAsync } from 'fastify';
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
    let timer: NodeJS.Timeout | null = null;
    let running = false;
    const sweep = async () => {
      if (running) return;
      running = true;
      try {
        const finished = (await expireDue(ctx)) + (await expireDueFreespins(ctx));
        if (finished > 0) app.log.info({ finished }, 'bonuses expired');
      } catch (err) {
        app.log.warn({ err }, 'bonus expiry sweep failed');
      } finally {
        running = false;
      }
    };
    if (sweepSeconds > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => void sweep(), sweepSeconds * 1000);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        if (timer) clearInterval(timer);
      });
    }
    await app.register(bonusRoutes(ctx), { prefix: '/api/game' });
  };
}
