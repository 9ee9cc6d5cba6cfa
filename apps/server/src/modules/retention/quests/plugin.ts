import { INVOICE_STATUS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { batchLoader } from '../../../shared/batch-loader.ts';
import type { EventBus } from '../../../shared/event-bus.ts';
import { registerPeriodicSweep } from '../../../shared/periodic-sweep.ts';
import { drainOnClose } from '../../../shared/shutdown-drain.ts';
import type { QuestsContext } from './context.ts';
import { expireOverdueRuns, refreshPlayer } from './quest-service.ts';
import { listActiveRunsOf } from './repository.ts';
import { questRoutes } from './routes.ts';
import { grantDepositSpins, grantSpins } from './wheel-service.ts';

const CREDITED = new Set<number>([
  INVOICE_STATUS.success,
  INVOICE_STATUS.underpaid,
  INVOICE_STATUS.paidLate,
]);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Quests and the wheel (tests wait for `quests.idle()` after a settled round and run the
     * expiry sweep with `expireOverdue()`).
     */
    quests: ReturnType<typeof wireQuestEvents> & {
      ctx: QuestsContext;
      expireOverdue: () => Promise<number>;
    };
  }
}

/**
 * Settled rounds and credited deposits move quests and earn deposit spins, after their commit.
 * One recount per player at a time; an event arriving meanwhile asks for one more. A lost
 * event loses nothing: progress and deposit spins are counted from the rounds and invoices at
 * the next event or read.
 */
function wireQuestEvents(ctx: QuestsContext, events: EventBus, batchMs: number) {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  // The active runs of the players whose rounds settled within the window: one read (issue 31).
  const activeRuns = batchLoader(
    batchMs,
    (playerIds: string[]) => listActiveRunsOf(ctx.db, playerIds),
    () => [],
  );
  const recount = (playerId: string, withDeposits: boolean) => {
    if (running.has(playerId)) {
      again.add(playerId);
      return;
    }
    const work = (async () => {
      try {
        do {
          again.delete(playerId);
          if (withDeposits) await grantDepositSpins(ctx, playerId);
          await refreshPlayer(
            ctx,
            playerId,
            withDeposits ? undefined : await activeRuns.load(playerId),
          );
        } while (again.has(playerId));
      } catch (err) {
        ctx.log.error({ err, playerId }, 'quest recount failed');
      } finally {
        running.delete(playerId);
      }
    })();
    running.set(playerId, work);
  };
  events.on('game.round.settled', ({ playerId }) => recount(playerId, false));
  events.on('payment.invoice.updated', ({ playerId, invoiceType, status }) => {
    if (invoiceType === 'deposit' && CREDITED.has(status)) recount(playerId, true);
  });
  return {
    /** Resolves once no recount runs (tests). */
    async idle() {
      while (running.size > 0) await Promise.all(running.values());
    },
    /** The loyalty level's port: spins from a source such as `level:{id}`, once per source. */
    grantSpins: (input: {
      wheelId: string;
      playerId: string;
      spins: number;
      source: string;
      actor: string;
    }) => grantSpins(ctx, input),
  };
}

/**
 * Quests and the fortune wheel (issue 33): player routes, event wiring, the job that closes runs
 * past their deadline every `expirySweepSeconds` (default 60; 0 in tests, which run it
 * themselves). The back office's routes are in modules/backoffice/retention-quest-routes.ts, on
 * `app.quests.ctx`.
 */
export async function registerQuests(
  app: FastifyInstance,
  ctx: QuestsContext,
  { expirySweepSeconds }: { expirySweepSeconds?: number } = {},
) {
  const expireOverdue = () => expireOverdueRuns(ctx);
  const wired = wireQuestEvents(ctx, app.events, app.config.SETTLED_ROUND_BATCH_MS);
  app.decorate('quests', { ...wired, ctx, expireOverdue });
  // Recounts under way (waiting for their batch's read) end before the database closes.
  drainOnClose(app, 'quest recounts', () => wired.idle());
  registerPeriodicSweep(
    app,
    'quest expiry',
    expirySweepSeconds ?? (app.config.NODE_ENV === 'test' ? 0 : 60),
    expireOverdue,
  );
  await app.register(questRoutes(ctx), { prefix: '/api/retention' });
}
