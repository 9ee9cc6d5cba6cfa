import type { InboxPost } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '../../../shared/periodic-sweep.ts';
import { drainOnClose } from '../../../shared/shutdown-drain.ts';
import type { LoyaltyContext } from './context.ts';
import { type InboxPorts, type InboxPostResult, inboxPost } from './inbox-service.ts';
import { catchUpRounds, earnFromRound, roundBookings } from './loyalty-service.ts';
import { loyaltyRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Loyalty and the inbox (tests wait for the points of settled rounds with `idle`). */
    loyalty: LoyaltyModule;
  }
}

export interface LoyaltyModule {
  ctx: LoyaltyContext;
  /**
   * The inbox port the other retention parts call after their commit: a message for the player
   * (skipped during an exclusion; `dedupeKey` makes it once per fact), pushed live.
   */
  inboxPost(playerId: string, message: InboxPost, options?: InboxPorts): Promise<InboxPostResult>;
  /** Resolves once the points of every settled round seen so far are booked. */
  idle(): Promise<void>;
}

/**
 * Loyalty and the inbox (issue 33): the player's routes (the back office's are in
 * modules/backoffice/retention-loyalty-routes.ts, on `app.loyalty.ctx`), points from every
 * settled round (`game.round.settled`, after the seamless wallet's commit; the rounds settled
 * within `SETTLED_ROUND_BATCH_MS` of each other booked by one statement) with a catch-up sweep
 * every `sweepSeconds` for events lost to a crash.
 */
export async function registerLoyalty(
  app: FastifyInstance,
  ctx: LoyaltyContext,
  { sweepSeconds }: { sweepSeconds: number },
): Promise<LoyaltyModule> {
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  const bookings = roundBookings(ctx, app.config.SETTLED_ROUND_BATCH_MS);
  app.events.on('game.round.settled', ({ roundId, playerId }) => {
    track(
      earnFromRound(ctx, { roundId, playerId }, {}, bookings).catch((err: unknown) =>
        ctx.log.error({ err, roundId }, 'loyalty points not booked (the sweep retries)'),
      ),
    );
  });
  registerPeriodicSweep(app, 'loyalty catch-up sweep', sweepSeconds, () => catchUpRounds(ctx));
  await app.register(loyaltyRoutes(ctx));
  const module: LoyaltyModule = {
    ctx,
    inboxPost: (playerId, message, options) => inboxPost(ctx, playerId, message, options),
    idle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
  app.decorate('loyalty', module);
  drainOnClose(app, 'loyalty updates', () => module.idle());
  return module;
}
