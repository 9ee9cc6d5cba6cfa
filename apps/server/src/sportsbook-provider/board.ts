import {
  type FeedEvent,
  fairnessOf,
  fixtures,
  gridAt,
  LEAGUES,
  phaseOf,
  random,
  SPORTS,
  scoreAt,
} from './feed.ts';
import { marketsOf, priceMarket } from './odds.ts';

/** An event as bettors see it at a moment: phase, score, markets with odds or suspended. */
export interface EventView {
  id: string;
  sport: string;
  league: string;
  leagueName: string;
  home: string;
  away: string;
  startsAt: string;
  phase: 'prematch' | 'live' | 'ended';
  score: { home: number; away: number; minute: number } | null;
  markets: { id: string; suspended: boolean; odds: Record<string, number> }[];
}

/** Results the board must respect: a resulted event takes no more bets. */
export type ResultedIds = ReadonlySet<string>;

function isSuspended(seed: string, event: FeedEvent, now: number): boolean {
  const phase = phaseOf(event, now);
  if (phase === 'ended') return true;
  if (phase === 'live') {
    // Two minutes after every goal, while the market settles.
    const score = scoreAt(event, now);
    return score.lastGoalAt !== null && (now - event.startsAt) / 60_000 - score.lastGoalAt < 2;
  }
  // Now and then before kick-off (team news): one two-minute bucket in 25.
  return random(seed, `suspend:${event.id}:${Math.floor(now / 120_000)}`)() < 0.04;
}

export function viewOf(
  seed: string,
  event: FeedEvent,
  now: number,
  resulted: ResultedIds,
): EventView {
  const sport = SPORTS.find((s) => s.id === event.sport)!;
  const phase = resulted.has(event.id) ? 'ended' : phaseOf(event, now);
  const suspended = phase === 'ended' || isSuspended(seed, event, now);
  const grid = gridAt(seed, event, now);
  const score = phase === 'prematch' ? null : scoreAt(event, Math.min(now, event.endsAt));
  return {
    id: event.id,
    sport: event.sport,
    league: event.leagueId,
    leagueName: LEAGUES.find((l) => l.id === event.leagueId)!.name,
    home: event.home,
    away: event.away,
    startsAt: new Date(event.startsAt).toISOString(),
    phase,
    score: score && { home: score.home, away: score.away, minute: score.minute },
    markets: marketsOf(sport, event.lambda).map((m) => ({
      id: m.id,
      suspended,
      odds: priceMarket(grid, m),
    })),
  };
}

/**
 * The events still open for betting (pre-match and live), by kick-off, each with the hash of
 * the server seed that decides it (and its expected goals): committed before any bet.
 */
export function board(seed: string, now: number, resulted: ResultedIds) {
  return fixtures(seed, now)
    .filter((e) => phaseOf(e, now) !== 'ended' && !resulted.has(e.id))
    .map((e) => ({ ...viewOf(seed, e, now, resulted), fairness: fairnessOf(e, false) }));
}
