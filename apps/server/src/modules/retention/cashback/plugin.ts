import type { FastifyPluginAsync } from 'fastify';
import { registerPeriodicSweep } from '../../../shared/periodic-sweep.ts';
import { runDueCashback } from './cashback-service.ts';
import type { CashbackContext } from './context.ts';
import { checkPendingReferrals, checkReferral } from './referral-service.ts';
import { cashbackRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cashback and referrals (issue 33), decorated in app.ts: the back office and tests use it. */
    retentionCashback: CashbackContext;
  }
}

/** How often the cashback job looks for a finished period without a run (and referrals waiting). */
const SWEEP_SECONDS = 300;

/**
 * Cashback and referrals: the player's routes; the job that pays each finished period once; a
 * friend's money movements checked for the referral reward right after they commit.
 */
export function cashbackPlugin(
  ctx: CashbackContext,
  sweepSeconds = SWEEP_SECONDS,
): FastifyPluginAsync {
  return async (app) => {
    registerPeriodicSweep(
      app,
      'cashback and referrals',
      sweepSeconds,
      async () => (await runDueCashback(ctx)) + (await checkPendingReferrals(ctx)),
    );
    // A referred friend's deposit or stake may qualify the referral: checked after the commit.
    app.events.on('wallet.balance.changed', ({ playerId }) => {
      checkReferral(ctx, playerId).catch((err: unknown) =>
        ctx.log.warn({ err, playerId }, 'referral check failed'),
      );
    });
    await app.register(cashbackRoutes(ctx));
  };
}
