import { INVOICE_STATUS } from '@casino/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { batchLoader } from '../../shared/batch-loader.ts';
import { registerPeriodicSweep } from '../../shared/periodic-sweep.ts';
import { drainOnClose } from '../../shared/shutdown-drain.ts';
import type { LimitsContext } from './context.ts';
import { releaseHeldDeposits } from './held-service.ts';
import { depositForReport } from './jurisdiction-repository.ts';
import { reportCrossOperatorDeposit } from './lugas-service.ts';
import { sendLimitNotices } from './notices-service.ts';
import { recheckPlayers } from './register-service.ts';
import { findActiveLimitsOf } from './repository.ts';
import { limitsRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits module's context (tests run the held-deposit release with it). */
    limits: LimitsContext;
    /** The limit notices under way (tests wait for them with `idle`). */
    limitNotices: { idle(): Promise<void> };
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

/** Deposit statuses whose money is credited: the deposit limits' use moved. */
const CREDITED: number[] = [
  INVOICE_STATUS.success,
  INVOICE_STATUS.underpaid,
  INVOICE_STATUS.paidLate,
];

/**
 * The limit notices at 50, 80 and 100 percent (issue 35): after a settled round (bet and loss
 * limits) or a credited deposit (deposit limits), both published after their commit; and a
 * credited deposit's report to LUGAS (issue 32). `limitNotices.idle()` waits for all of them.
 */
export function registerLimitNotices(app: FastifyInstance, ctx: LimitsContext) {
  const pending = new Set<Promise<unknown>>();
  // The limits of the players whose rounds settled within the window: one read (issue 31).
  const settledLimits = batchLoader(
    app.config.SETTLED_ROUND_BATCH_MS,
    (playerIds: string[]) => findActiveLimitsOf(ctx.db, playerIds),
    () => [],
  );
  const check = (playerId: string, moved: 'game' | 'deposit') => {
    const batched = moved === 'game' ? settledLimits : undefined;
    const work = sendLimitNotices(ctx, playerId, moved, batched).catch((err: unknown) =>
      app.log.error({ err, playerId }, 'limit notices not checked'),
    );
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  app.events.on('game.round.settled', ({ playerId }) => check(playerId, 'game'));
  // A credited deposit of a player whose profile reports to LUGAS (issue 32) is reported there.
  const report = (playerId: string, invoiceId: string) => {
    const work = (async () => {
      const invoice = await depositForReport(ctx.db, invoiceId);
      if (!invoice) return;
      await reportCrossOperatorDeposit(ctx, {
        invoiceId,
        playerId,
        currency: invoice.currency,
        amount: invoice.amount,
        at: invoice.paidAt ?? invoice.createdAt,
      });
    })().catch((err: unknown) =>
      app.log.error({ err, playerId, invoiceId }, 'deposit not reported to LUGAS'),
    );
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  app.events.on('payment.invoice.updated', ({ playerId, invoiceId, invoiceType, status }) => {
    if (invoiceType !== 'deposit' || !CREDITED.includes(status)) return;
    check(playerId, 'deposit');
    if (ctx.crossOperatorFile) report(playerId, invoiceId);
  });
  const idle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  app.decorate('limitNotices', { idle });
  drainOnClose(app, 'limit notices', idle);
}
