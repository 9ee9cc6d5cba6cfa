import { createHash, createHmac } from 'node:crypto';
import { createHmacSource, hashServerSeed } from '@casino/game-engine';
import { type Grid, scoreGrid } from './odds.ts';

/**
 * The simulated feed (docs/decisions/032): a pure function of a secret key (SPORTSBOOK_SEED, or
 * one generated and kept in the database) and the time. Each league plays a few fixtures a day;
 * team strengths and kick-offs follow from the key, and every goal of a match from the event's
 * own server seed (derived from the key, committed by its hash, revealed once resulted), so two
 * instances see the same events, odds and results and nobody without the key can foresee one.
 */

export interface League {
  id: string;
  sport: Sport['id'];
  name: string;
  teams: readonly string[];
}
export interface Sport {
  id: 'football' | 'ice-hockey' | 'handball';
  /** Expected goals of an average side per match. */
  goals: number;
  /** Wall-clock length of a match, minutes. */
  minutes: number;
  hasBtts: boolean;
}

export const SPORTS: readonly Sport[] = [
  { id: 'football', goals: 1.35, minutes: 105, hasBtts: true },
  { id: 'ice-hockey', goals: 2.9, minutes: 150, hasBtts: true },
  { id: 'handball', goals: 27, minutes: 80, hasBtts: false },
];

export const LEAGUES: readonly League[] = [
  {
    id: 'premier',
    sport: 'football',
    name: 'Premier Division',
    teams: ['Northbridge', 'Harbour City', 'Kingsford', 'Ashvale', 'Redmoor', 'Eastwick'],
  },
  {
    id: 'liga-sol',
    sport: 'football',
    name: 'Liga del Sol',
    teams: ['Costa Real', 'Atlético Brisa', 'Sierra FC', 'Puerto Luz', 'Valle Verde', 'Ría Azul'],
  },
  {
    id: 'bundes-nord',
    sport: 'football',
    name: 'Nordliga',
    teams: ['FC Elbtal', 'SV Hafen', 'Union Heide', 'Borussia Moor', 'TSV Küste', 'Eintracht Au'],
  },
  {
    id: 'ice-league',
    sport: 'ice-hockey',
    name: 'Polar Ice League',
    teams: ['Glaciers', 'Huskies', 'Aurora', 'Timberwolves', 'Frost', 'Icebreakers'],
  },
  {
    id: 'handball-cup',
    sport: 'handball',
    name: 'Continental Handball Cup',
    teams: ['Viking HC', 'Lions HB', 'Danube HC', 'Fjord HB', 'Alpine HC', 'Baltic HB'],
  },
];

const DAY = 86_400_000;
/** Fixtures from yesterday (results) to this many days ahead. */
const DAYS_AHEAD = 3;
const PER_DAY = 3;

/** A deterministic stream of numbers in [0, 1) for a key (sha256 seeded xorshift). */
export function random(seed: string, key: string) {
  const h = createHash('sha256').update(`${seed}|${key}`).digest();
  let s = h.readUInt32LE(0) || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
}

/**
 * An event's server seed: HMAC-SHA256(key, `event:{id}`) as 64 lowercase hex. One per event,
 * so revealing it after the result tells nothing of the key or of any other event.
 */
export function eventSeedOf(key: string, eventId: string): string {
  return createHmac('sha256', key).update(`event:${eventId}`).digest('hex');
}

function poisson(rand: () => number, lambda: number): number {
  // Knuth for small means, a rounded normal for large ones (handball).
  if (lambda > 12) {
    const u = Math.max(rand(), 1e-12);
    const v = rand();
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.max(0, Math.round(lambda + z * Math.sqrt(lambda)));
  }
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rand();
  while (p > limit) {
    k++;
    p *= rand();
  }
  return k;
}

export interface FeedEvent {
  id: string;
  sport: Sport['id'];
  leagueId: string;
  home: string;
  away: string;
  startsAt: number;
  endsAt: number;
  /** Expected goals of each side over the whole match. */
  lambda: { home: number; away: number };
  /** Minutes (of the match's wall-clock length) of each goal, in order. */
  goals: { side: 'home' | 'away'; at: number }[];
  /** Decides the goals; secret until the event has a result (then revealed). */
  serverSeed: string;
}

/**
 * Every goal of a match from its server seed (the provably fair draw, ADR 032 "Fairness"): the
 * game engine's HMAC stream (key: the server seed; message `{eventId}:0:{block}`); each side's
 * count a Poisson draw of its expected goals, home first, each goal then one float for its minute.
 */
export function drawGoals(
  serverSeed: string,
  eventId: string,
  sport: Pick<Sport, 'minutes'>,
  lambda: FeedEvent['lambda'],
): FeedEvent['goals'] {
  const source = createHmacSource({ serverSeed, clientSeed: eventId, nonce: 0 });
  const rand = () => source.next();
  const goals: FeedEvent['goals'] = [];
  for (const side of ['home', 'away'] as const) {
    const n = poisson(rand, lambda[side]);
    for (let i = 0; i < n; i++)
      goals.push({ side, at: 1 + Math.floor(rand() * (sport.minutes - 2)) });
  }
  return goals.sort((a, b) => a.at - b.at);
}

/** What a bettor may check of an event: the seed's hash before, the seed itself once resulted. */
export function fairnessOf(event: FeedEvent, isRevealed: boolean) {
  return {
    serverSeedHash: hashServerSeed(event.serverSeed),
    serverSeed: isRevealed ? event.serverSeed : null,
    expectedGoals: event.lambda,
  };
}

const sportOf = (id: Sport['id']) => SPORTS.find((s) => s.id === id)!;

function strength(seed: string, team: string) {
  return 0.75 + random(seed, `team:${team}`)() * 0.6;
}

function eventOf(seed: string, league: League, day: number, slot: number): FeedEvent {
  const sport = sportOf(league.sport);
  const rand = random(seed, `${league.id}:${day}:${slot}`);
  const teams = [...league.teams];
  const home = teams.splice(Math.floor(rand() * teams.length), 1)[0]!;
  const away = teams[Math.floor(rand() * teams.length)]!;
  // Kick-offs between 12:00 and 22:00 UTC on the quarter hour, slots spread over the day.
  const minute = 12 * 60 + slot * 200 + Math.floor(rand() * 12) * 15;
  const startsAt = day * DAY + minute * 60_000;
  const sh = strength(seed, home) * 1.1;
  const sa = strength(seed, away);
  const lambda = {
    home: (sport.goals * 2 * sh) / (sh + sa),
    away: (sport.goals * 2 * sa) / (sh + sa),
  };
  const id = `${league.id}-${new Date(day * DAY).toISOString().slice(0, 10).replaceAll('-', '')}-${slot + 1}`;
  const serverSeed = eventSeedOf(seed, id);
  return {
    id,
    sport: sport.id,
    leagueId: league.id,
    home,
    away,
    startsAt,
    endsAt: startsAt + sport.minutes * 60_000,
    lambda,
    goals: drawGoals(serverSeed, id, sport, lambda),
    serverSeed,
  };
}

/** Every fixture from yesterday to DAYS_AHEAD days ahead of `now`, by kick-off. */
export function fixtures(seed: string, now: number): FeedEvent[] {
  const today = Math.floor(now / DAY);
  const events: FeedEvent[] = [];
  for (let day = today - 1; day <= today + DAYS_AHEAD; day++) {
    for (const league of LEAGUES) {
      for (let slot = 0; slot < PER_DAY; slot++) events.push(eventOf(seed, league, day, slot));
    }
  }
  return events.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
}

/** An event by id (any day the id names, not only the listed window). */
export function findEvent(seed: string, id: string): FeedEvent | null {
  const match = /^(.+)-(\d{4})(\d{2})(\d{2})-(\d)$/.exec(id);
  if (!match) return null;
  const league = LEAGUES.find((l) => l.id === match[1]);
  const slot = Number(match[5]) - 1;
  if (!league || slot < 0 || slot >= PER_DAY) return null;
  const day = Date.UTC(Number(match[2]), Number(match[3]) - 1, Number(match[4])) / DAY;
  const event = eventOf(seed, league, day, slot);
  return event.id === id ? event : null;
}

export type Phase = 'prematch' | 'live' | 'ended';

export function phaseOf(event: FeedEvent, now: number): Phase {
  if (now < event.startsAt) return 'prematch';
  return now < event.endsAt ? 'live' : 'ended';
}

/** The match minute (wall clock since kick-off) and the score at `now`. */
export function scoreAt(event: FeedEvent, now: number) {
  const minute = Math.max(0, Math.min((now - event.startsAt) / 60_000, event.endsAt));
  const scored = event.goals.filter((g) => g.at <= minute);
  return {
    minute: Math.floor(minute),
    home: scored.filter((g) => g.side === 'home').length,
    away: scored.filter((g) => g.side === 'away').length,
    lastGoalAt: scored.at(-1)?.at ?? null,
  };
}

/** The final score the feed reports when the match ends. */
export function feedResult(event: FeedEvent) {
  return {
    home: event.goals.filter((g) => g.side === 'home').length,
    away: event.goals.filter((g) => g.side === 'away').length,
  };
}

/**
 * The distribution of the final score at `now`: before kick-off the expected goals drift a
 * little every two minutes (the market moving); in play the rest of the match's goals are
 * added to the current score.
 */
export function gridAt(seed: string, event: FeedEvent, now: number): Grid {
  const sport = sportOf(event.sport);
  const bucket = Math.floor(now / 120_000);
  const drift = random(seed, `drift:${event.id}:${bucket}`);
  const move = () => 1 + (drift() - 0.5) * 0.12;
  if (now < event.startsAt) {
    return scoreGrid({ home: 0, away: 0 }, event.lambda.home * move(), event.lambda.away * move());
  }
  const score = scoreAt(event, now);
  const left = Math.max(0, 1 - score.minute / sport.minutes);
  return scoreGrid(score, event.lambda.home * left, event.lambda.away * left);
}
