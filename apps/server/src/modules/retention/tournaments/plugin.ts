import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '../../../shared/periodic-sweep.ts';
import type { BonusContext } from '../../bonus/context.ts';
import type { WalletContext } from '../../wallet/context.ts';
import { type LiveLeaderboards, liveLeaderboards } from './live.ts';
import { tournamentRoutes } from './routes.ts';
import type { OnReward, RetentionEligibility } from './service.ts';
import { type SettleContext, settleDue } from './settle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tournaments (issue 33): tests settle and flush the live boards with it. */
    tournaments: { settle: SettleContext; live: LiveLeaderboards };
  }
}

export interface TournamentPorts {
  wallet: WalletContext;
  bonus: BonusContext;
  /** The limits port `retentionEligibility` (apps/server/src/modules/limits/ports.ts). */
  eligibility: RetentionEligibility;
  /** "You won a prize" for the inbox (default: nothing). */
  onReward?: OnReward;
  /** Seconds between settlement job runs (0: never; tests and the back office settle). */
  settleSweepSeconds?: number;
}

/**
 * Tournaments (issue 33): the players' calls under /api/retention/tournaments, the live
 * leaderboards on `tournaments` (fed by the `game.round.settled` port) and the settlement job.
 * The back office's calls are in modules/backoffice/retention-tournament-routes.ts, on
 * `app.tournaments.settle`.
 */
export async function registerTournaments(app: FastifyInstance, ports: TournamentPorts) {
  const read = { db: app.db, clock: app.clock, eligibility: ports.eligibility };
  const settle: SettleContext = {
    ...read,
    wallet: ports.wallet,
    bonus: ports.bonus,
    onReward: ports.onReward ?? (() => {}),
    log: app.log,
  };
  const live = liveLeaderboards({
    ...read,
    publish: (channel, message) => app.realtime.publish(channel, message),
    log: app.log,
  });
  app.events.on('game.round.settled', (event) => live.onRoundSettled(event));
  app.addHook('onClose', async () => live.stop());
  app.decorate('tournaments', { settle, live });
  registerPeriodicSweep(
    app,
    'tournament settlement',
    ports.settleSweepSeconds ?? (app.config.NODE_ENV === 'test' ? 0 : 15),
    () => settleDue(settle),
  );
  await app.register(tournamentRoutes(read), { prefix: '/api/retention/tournaments' });
}
