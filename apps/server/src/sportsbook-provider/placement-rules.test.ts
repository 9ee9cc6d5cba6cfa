import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { launchReal } from '../../test/factories/games.ts';
import { accountIn, fundByCard } from '../../test/factories/payments.ts';
import { registerPlayer, type TestPlayer } from '../../test/factories/players.ts';
import { signSeamless } from '../modules/game/seamless/signature.ts';

const SECRET = 'test-sportsbook-secret-0123456789abcdef';

interface Market {
  id: string;
  suspended: boolean;
  odds: Record<string, number>;
}
interface EventView {
  id: string;
  phase: string;
  markets: Market[];
}
interface Selection {
  eventId: string;
  market: string;
  selection: string;
  odds: number;
}

/** An event id of the feed's form for a day `days` from today (slot 1 of the first league). */
const fixtureId = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `premier-${day.replaceAll('-', '')}-1`;
};

/** Bets the board does not offer are refused with a 4xx naming the field; nothing moves. */
describe.each(TEST_DATABASES)('sportsbook placements beyond the board on $name', (database) => {
  let t: TestApp;
  let player: TestPlayer;
  let bearer: string;
  let events: EventView[];

  beforeAll(async () => {
    t = await buildTestApp(database, {
      SPORTSBOOK_SECRET: SECRET,
      // 100.00 at most paid by one bet.
      SPORTSBOOK_MAX_PAYOUT: 100,
    });
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
    expect(events.length).toBeGreaterThan(4);
  });
  afterAll(() => t?.close());

  const home = (event: EventView): Selection => ({
    eventId: event.id,
    market: '1x2',
    selection: 'home',
    odds: event.markets[0]!.odds.home!,
  });
  const place = (selections: Selection[], stake = 100, kind = 'singles') =>
    t.app.inject({
      method: 'POST',
      url: '/sportsbook/api/bets',
      headers: { authorization: `Bearer ${bearer}` },
      payload: { kind, stake, selections, oddsChange: 'accept', requestId: randomUUID() },
    });
  const balanceNow = async () => (await accountIn(t.app, player)).balance;
  /** The refusal's status, code and the fields it names; the balance did not move. */
  const refusal = async (res: Awaited<ReturnType<typeof place>>, balance: number) => {
    expect(await balanceNow()).toBe(balance);
    const body = res.json();
    return { status: res.statusCode, code: body.error?.code, fields: body.error?.fields ?? {} };
  };

  it('refuses events that are not on the board: far ahead, long past, unknown', async () => {
    const balance = await balanceNow();
    const at = (eventId: string) => ({ ...home(events[0]!), eventId, odds: 200 });
    for (const eventId of [fixtureId(20), fixtureId(-7), 'premier-20990101-1', 'nothing']) {
      const refused = await refusal(await place([at(eventId)]), balance);
      expect(refused, eventId).toMatchObject({
        status: 404,
        code: 'event_not_found',
        fields: { 'selections.0.eventId': [expect.any(String)] },
      });
    }
  });

  it('refuses an event with a result: it is closed, whatever the clock says', async () => {
    const event = events.shift()!;
    const payload = JSON.stringify({ eventId: event.id, outcome: 'score', home: 1, away: 0 });
    const set = await t.app.inject({
      method: 'POST',
      url: '/sportsbook/api/operator/results',
      headers: { 'content-type': 'application/json', ...signSeamless(SECRET, payload, new Date()) },
      payload,
    });
    expect(set.statusCode, set.body).toBe(200);
    const balance = await balanceNow();
    expect(await refusal(await place([home(event)]), balance)).toMatchObject({
      status: 409,
      code: 'event_closed',
      fields: { 'selections.0.eventId': [expect.any(String)] },
    });
  });

  it('refuses markets, lines and selections the event does not offer, naming each', async () => {
    const event = events[0]!;
    const balance = await balanceNow();
    const cases: [Partial<Selection>, string][] = [
      [{ market: 'correct-score' }, 'selections.0.market'],
      [{ market: 'total@99.5', selection: 'over' }, 'selections.0.market'],
      [{ selection: 'nobody' }, 'selections.0.selection'],
    ];
    for (const [change, field] of cases) {
      const refused = await refusal(await place([{ ...home(event), ...change }]), balance);
      expect(refused, field).toMatchObject({
        status: 400,
        fields: { [field]: [expect.any(String)] },
      });
    }
    // The same selection twice in one slip is one bet placed twice.
    expect(await refusal(await place([home(event), home(event)]), balance)).toMatchObject({
      status: 400,
      code: 'duplicate_selection',
      fields: { 'selections.1': [expect.any(String)] },
    });
  });

  it('refuses a stake whose payout passes the most one bet pays, naming the stake', async () => {
    const balance = await balanceNow();
    // 100.00 at odds of at least 1.01 pays more than the 100.00 the site pays at most.
    const refused = await refusal(await place([home(events[0]!)], 10_000), balance);
    expect(refused).toMatchObject({
      status: 422,
      code: 'max_payout_exceeded',
      fields: { stake: [expect.any(String)] },
    });
    const acca = events.slice(0, 3).map(home);
    const odds = acca.reduce((product, s) => (product * s.odds) / 100, 1);
    // Half as much again as the most it may pay: the site's rounding of odds and payout (the odds
    // differ with every generated seed) cannot bring it back under.
    const tooMuch = Math.ceil(15_000 / odds);
    expect(await refusal(await place(acca, tooMuch, 'acca'), balance)).toMatchObject({
      status: 422,
      code: 'max_payout_exceeded',
    });
  });
});

/** The bettor API has limits: per player on placements, per address on everything. */
describe('sportsbook rate limits', () => {
  let t: TestApp;
  let player: TestPlayer;
  let bearer: string;
  let event: EventView;
  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!, {
      SPORTSBOOK_SECRET: SECRET,
      RATE_LIMIT_SPORTSBOOK_BETS_PER_MINUTE: 3,
      RATE_LIMIT_SPORTSBOOK_PER_MINUTE: 30,
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 100_000);
    const launch = await launchReal(t.app, player, 'sportsbook');
    const res = await t.app.inject({
      method: 'POST',
      url: '/sportsbook/api/sessions',
      payload: { token: launch.token },
    });
    bearer = res.json().sessionId;
    const feed = await t.app.inject({ url: '/sportsbook/api/feed' });
    event = (feed.json().events as EventView[]).find(
      (e) => e.phase === 'prematch' && e.markets.every((m) => !m.suspended),
    )!;
  });
  afterAll(() => t?.close());

  it('answers 429 past the placements a player may make a minute; nothing moves', async () => {
    const statuses: number[] = [];
    let balance = (await accountIn(t.app, player)).balance;
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sportsbook/api/bets',
        headers: { authorization: `Bearer ${bearer}` },
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
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ error: { code: 'rate_limited' } });
        expect(res.headers['retry-after']).toBeDefined();
        expect((await accountIn(t.app, player)).balance).toBe(balance);
      } else balance = (await accountIn(t.app, player)).balance;
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('answers 429 past the requests one address may make a minute, the board included', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await t.app.inject({ url: '/sportsbook/api/feed' })).statusCode);
    }
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(statuses.slice(0, first).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
  });
});
