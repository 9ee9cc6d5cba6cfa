import { randomUUID } from 'node:crypto';
import { CHANNELS, type TournamentLeaderboardMessage } from '@casino/contracts';
import type { DomainEvent } from '../../../shared/event-bus.ts';
import { findPublicNames } from '../../player/account-service.ts';
import * as repo from './repository.ts';
import { LEADERBOARD_SIZE, rankedStandings, type TournamentReadContext } from './service.ts';

type RoundSettled = Extract<DomainEvent, { type: 'game.round.settled' }>;
const WINDOWS_TTL_MS = 5_000;

export interface LiveLeaderboards {
  /** The stakes-settled port: a settled round of a participant moves their boards. */
  onRoundSettled(event: RoundSettled): void;
  /** Publishes what is pending now (tests, shutdown). */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Live leaderboards on the public `tournaments` channel: a settled round of a participant marks
 * their running tournaments; each marked board is recomputed and published at most once per
 * `intervalMs` (a burst of rounds makes one publication). The scores themselves come from
 * `game_rounds`, so a lost event only delays a refresh.
 */
export function liveLeaderboards(
  ctx: TournamentReadContext & {
    publish: (channel: string, message: TournamentLeaderboardMessage) => Promise<unknown>;
    log: { warn(obj: object, msg: string): void };
  },
  intervalMs = 500,
): LiveLeaderboards {
  const pending = new Set<string>();
  // The scheduled tournaments' windows, kept WINDOWS_TTL_MS (or until this process writes one):
  // a round no tournament could score reads nothing more (issue 31). One created on another
  // instance is seen within the TTL; the scores come from `game_rounds`, so nothing is lost.
  let windows: {
    read: Promise<Awaited<ReturnType<typeof repo.listScheduledWindows>>>;
    at: number;
    written: number;
  } | null = null;
  const scheduled = () => {
    const written = repo.tournamentsWritten();
    if (!windows || windows.written !== written || Date.now() - windows.at > WINDOWS_TTL_MS) {
      windows = { read: repo.listScheduledWindows(ctx.db), at: Date.now(), written };
      windows.read.catch(() => {
        windows = null;
      });
    }
    return windows.read;
  };
  const mayScore = async (event: RoundSettled) =>
    (await scheduled()).some(
      (t) =>
        t.currency === event.currency &&
        (!t.providerId || t.providerId === event.providerId) &&
        t.startsAt <= event.settledAt &&
        t.endsAt > event.settledAt,
    );
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const publishOne = async (id: string) => {
    const t = await repo.findTournament(ctx.db, id);
    if (!t) return;
    const [board, counts] = await Promise.all([
      rankedStandings(ctx, t, LEADERBOARD_SIZE),
      repo.countParticipants(ctx.db, [t.id]),
    ]);
    const names = await findPublicNames(
      ctx.db,
      board.top.map((s) => s.playerId),
    );
    await ctx.publish(CHANNELS.tournaments, {
      type: 'retention.tournament.leaderboard',
      id: randomUUID(),
      tournamentId: t.id,
      identity: t.identity,
      participants: counts.get(t.id) ?? 0,
      leaderboard: board.top.map((s) => ({
        rank: s.rank,
        name: names.get(s.playerId) ?? 'Player',
        score: s.score,
        prize: s.prize,
      })),
    });
  };

  const flush = () => {
    timer = null;
    const ids = [...pending];
    pending.clear();
    running = running.then(async () => {
      for (const id of ids) {
        await publishOne(id).catch((err: unknown) =>
          ctx.log.warn({ err, tournamentId: id }, 'tournament leaderboard not published'),
        );
      }
    });
    return running;
  };

  const mark = (ids: string[]) => {
    for (const id of ids) pending.add(id);
    if (pending.size > 0 && !timer) {
      timer = setTimeout(() => void flush(), intervalMs);
      timer.unref();
    }
  };

  return {
    onRoundSettled(event) {
      mayScore(event)
        .then((may) => (may ? repo.runningFor(ctx.db, event.playerId, event.settledAt) : []))
        .then((running) =>
          mark(
            running
              .filter((t) => t.currency === event.currency)
              .filter((t) => !t.providerId || t.providerId === event.providerId)
              .map((t) => t.id),
          ),
        )
        .catch((err: unknown) => ctx.log.warn({ err }, 'tournament round not scored live'));
    },
    async flush() {
      if (timer) clearTimeout(timer);
      await flush();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
