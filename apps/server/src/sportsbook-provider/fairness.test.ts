import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, buildTestApp, type TestApp, type TestServer } from '../../test/build-app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { launchReal } from '../../test/factories/games.ts';
import { accountIn, fundByCard } from '../../test/factories/payments.ts';
import { registerPlayer, type TestPlayer } from '../../test/factories/players.ts';
import { signSeamless } from '../modules/game/seamless/signature.ts';
import { feedResult, findEvent } from './feed.ts';

const SECRET = 'test-sportsbook-secret-0123456789abcdef';
/** The seed every copy of the code had by default (and .env.example showed). */
const PUBLIC_SEED = 'aurora';

interface Market {
  id: string;
  suspended: boolean;
  odds: Record<string, number>;
}
interface Fairness {
  serverSeedHash: string;
  serverSeed: string | null;
  expectedGoals: { home: number; away: number };
}
interface EventView {
  id: string;
  sport: string;
  phase: string;
  markets: Market[];
  fairness?: Fairness;
}

/**
 * An independent verifier of a revealed result (docs/decisions/032, "Fairness"): the HMAC
 * stream of the game engine (key: the event's server seed; message `${eventId}:0:${block}`),
 * each side's goals a Poisson draw of its expected goals (Knuth; a rounded normal above 12),
 * home first, then one float per goal for its minute.
 */
function verifiedScore(serverSeed: string, eventId: string, expected: Fairness['expectedGoals']) {
  let block = 0;
  let floats: number[] = [];
  const next = () => {
    if (floats.length === 0) {
      const digest = createHmac('sha256', serverSeed).update(`${eventId}:0:${block++}`).digest();
      floats = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4) / 2 ** 32);
    }
    return floats.shift()!;
  };
  const poisson = (lambda: number) => {
    if (lambda > 12) {
      const u = Math.max(next(), 1e-12);
      const v = next();
      const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
      return Math.max(0, Math.round(lambda + z * Math.sqrt(lambda)));
    }
    let k = 0;
    let p = next();
    while (p > Math.exp(-lambda)) {
      k++;
      p *= next();
    }
    return k;
  };
  const home = poisson(expected.home);
  for (let i = 0; i < home; i++) next();
  const away = poisson(expected.away);
  return { home, away };
}

describe.each(TEST_DATABASES)('sportsbook results are provably fair on $name', (database) => {
  let t: TestApp;
  let player: TestPlayer;
  let bearer: string;
  let events: EventView[];

  beforeAll(async () => {
    // The defaults, as an operator who set no SPORTSBOOK_SEED runs it.
    t = await buildTestApp(database, { SPORTSBOOK_SECRET: SECRET });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 100_000);
    const launch = await launchReal(t.app, player, 'sportsbook');
    const res = await t.app.inject({
      method: 'POST',
      url: '/sportsbook/api/sessions',
      payload: { token: launch.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    bearer = res.json().sessionId;
    const feed = await t.app.inject({ url: '/sportsbook/api/feed' });
    events = (feed.json().events as EventView[]).filter(
      (e) => e.phase === 'prematch' && e.markets.every((m) => !m.suspended),
    );
    expect(events.length).toBeGreaterThan(22);
  });
  afterAll(() => t?.close());

  const place = (event: EventView, selection: string, stake = 100) => {
    const market = event.markets.find((m) => m.id === '1x2')!;
    return t.app.inject({
      method: 'POST',
      url: '/sportsbook/api/bets',
      headers: { authorization: `Bearer ${bearer}` },
      payload: {
        kind: 'singles',
        stake,
        selections: [{ eventId: event.id, market: '1x2', selection, odds: market.odds[selection] }],
        oddsChange: 'accept',
        requestId: randomUUID(),
      },
    });
  };
  /** The feed's own final score recorded as the result (what the sweeper does at full time). */
  const settleFromFeed = async (eventId: string) => {
    const payload = JSON.stringify({ eventId, outcome: 'feed' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/sportsbook/api/operator/results',
      headers: { 'content-type': 'application/json', ...signSeamless(SECRET, payload, new Date()) },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { home: number; away: number };
  };
  const settledBets = async () =>
    (
      await t.app.inject({
        url: '/sportsbook/api/bets?settled=true',
        headers: { authorization: `Bearer ${bearer}` },
      })
    ).json().items as {
      id: string;
      status: string;
      legs: { eventId: string; serverSeedHash: string; serverSeed: string | null }[];
    }[];

  it('a bet on the score computed from the public default seed is no sure win', async () => {
    // The pentest's attack: run the published feed code with the default seed, bet the result.
    const targets = events.splice(0, 20);
    const predicted = targets.map((e) => feedResult(findEvent(PUBLIC_SEED, e.id)!));
    const outcomeOf = (s: { home: number; away: number }) =>
      s.home > s.away ? 'home' : s.home < s.away ? 'away' : 'draw';
    const betIds: string[] = [];
    for (const [i, event] of targets.entries()) {
      const res = await place(event, outcomeOf(predicted[i]!));
      expect(res.statusCode, res.body).toBe(200);
      betIds.push(res.json().bets[0].id);
    }
    const actual = [];
    for (const event of targets) actual.push(await settleFromFeed(event.id));
    const won = (await settledBets()).filter((b) => betIds.includes(b.id) && b.status === 'won');
    // Twenty exact scores all guessed, or twenty match results all won, is no luck.
    expect(
      actual.filter((s, i) => s.home === predicted[i]!.home && s.away === predicted[i]!.away),
    ).not.toHaveLength(20);
    expect(won.length).toBeLessThan(20);
  });

  it('commits to a hidden seed before bets and reveals one reproducing the result', async () => {
    const event = events.shift()!;
    // Published with the event, before any bet: the hash and the expected goals, not the seed.
    expect(event.fairness).toMatchObject({
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      serverSeed: null,
    });
    const { serverSeedHash, expectedGoals } = event.fairness!;
    const placed = await place(event, 'home');
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().bets[0].legs[0]).toMatchObject({ serverSeedHash, serverSeed: null });
    const before = await t.app.inject({ url: `/sportsbook/api/events/${event.id}` });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ fairness: { serverSeedHash, serverSeed: null } });

    const result = await settleFromFeed(event.id);
    const after = (await t.app.inject({ url: `/sportsbook/api/events/${event.id}` })).json();
    const seed = after.fairness.serverSeed as string;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(serverSeedHash);
    expect(after.fairness.expectedGoals).toEqual(expectedGoals);
    expect(after.result).toMatchObject({ home: result.home, away: result.away });
    expect(verifiedScore(seed, event.id, expectedGoals)).toEqual({
      home: result.home,
      away: result.away,
    });
    const bet = (await settledBets()).find((b) => b.id === placed.json().bets[0].id)!;
    expect(bet.legs[0]).toMatchObject({ serverSeedHash, serverSeed: seed });
  });

  it('every event has its own seed: one revealed seed tells nothing of another', async () => {
    const hashes = new Set(events.map((e) => e.fairness?.serverSeedHash));
    expect(hashes.size).toBe(events.length);
  });

  describe('in live mode with the simulated feed', () => {
    let live: TestServer;
    beforeAll(async () => {
      live = await buildApiOn(t.database.db, {
        SITE_MODE: 'live',
        SPORTSBOOK_SECRET: SECRET,
        SPORTSBOOK_SEED: 'a-secret-sportsbook-seed-0123456789abcdef',
      });
      await live.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(() => live?.close());

    it('refuses a real-money bet, and nothing moves', async () => {
      const launch = await launchReal(live, player, 'sportsbook');
      const session = await live.inject({
        method: 'POST',
        url: '/sportsbook/api/sessions',
        payload: { token: launch.token },
      });
      expect(session.statusCode, session.body).toBe(200);
      const feed = await live.inject({ url: '/sportsbook/api/feed' });
      const event = (feed.json().events as EventView[]).find(
        (e) => e.phase === 'prematch' && e.markets.every((m) => !m.suspended),
      )!;
      const balance = (await accountIn(live, player)).balance;
      const res = await live.inject({
        method: 'POST',
        url: '/sportsbook/api/bets',
        headers: { authorization: `Bearer ${session.json().sessionId}` },
        payload: {
          kind: 'singles',
          stake: 100,
          selections: [
            {
              eventId: event.id,
              market: '1x2',
              selection: 'home',
              odds: event.markets[0]!.odds.home,
            },
          ],
          oddsChange: 'accept',
          requestId: randomUUID(),
        },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'real_money_unavailable' } });
      expect((await accountIn(live, player)).balance).toBe(balance);
    });
  });
});
