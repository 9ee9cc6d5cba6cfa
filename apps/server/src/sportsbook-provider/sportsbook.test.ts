import { randomUUID } from 'node:crypto';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { launchReal, seamless } from '../../test/factories/games.ts';
import { CSRF, signIn } from '../../test/factories/operators.ts';
import { accountIn, fundByCard } from '../../test/factories/payments.ts';
import { registerPlayer, type TestPlayer } from '../../test/factories/players.ts';
import { createSeamlessClient } from '../builtin-provider/seamless-client.ts';
import { signSeamless } from '../modules/game/seamless/signature.ts';
import { sportsbookFeedSeed } from '../modules/game/secrets.ts';
import { checkLedger } from '../modules/wallet/service.ts';
import type { SportsbookContext } from './context.ts';
import { insertBet } from './repository.ts';
import { sweep } from './settlement.ts';

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
interface Leg {
  eventId: string;
  market: string;
  selection: string;
  odds: number;
  result: string | null;
}
interface Bet {
  id: string;
  status: string;
  stake: number;
  payout: number | null;
  cashout: number | null;
  legs: Leg[];
}

/**
 * The sportsbook against the casino's own seamless wallet over real HTTP: every figure is
 * checked against the player's balance to the minor unit, and the ledger balances.
 */
describe.each(TEST_DATABASES)('built-in sportsbook with the casino wallet on $name', (database) => {
  let t: TestApp;
  let player: TestPlayer;
  let bearer: string;
  let balance: number;
  let events: EventView[];
  let used = 0;

  beforeAll(async () => {
    t = await buildTestApp(database, { SPORTSBOOK_SECRET: SECRET });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 100_000);
    balance = 100_000;
    const launch = await launchReal(t.app, player, 'sportsbook');
    const res = await t.app.inject({
      method: 'POST',
      url: '/sportsbook/api/sessions',
      payload: { token: launch.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ balance: 100_000, currency: 'USD' });
    bearer = res.json().sessionId;
    const feed = await t.app.inject({ url: '/sportsbook/api/feed' });
    events = (feed.json().events as EventView[]).filter(
      (e) => e.phase === 'prematch' && e.markets.every((m) => !m.suspended),
    );
    expect(events.length).toBeGreaterThan(10);
  });
  afterAll(() => t?.close());

  const nextEvent = () => events[used++]!;
  /** The next unused event that `fits` (the feed's sports and lines change with the day). */
  const nextEventWhere = (fits: (event: EventView) => boolean) => {
    const at = events.findIndex((e, i) => i >= used && fits(e));
    expect(at, 'an event that fits').toBeGreaterThanOrEqual(0);
    [events[used], events[at]] = [events[at]!, events[used]!];
    return nextEvent();
  };
  const pick = (event: EventView, market: string, selection: string) => {
    const m = event.markets.find((x) => x.id === market || x.id.startsWith(`${market}@`))!;
    return { eventId: event.id, market: m.id, selection, odds: m.odds[selection]! };
  };
  const place = (
    kind: 'singles' | 'acca',
    stake: number,
    selections: ReturnType<typeof pick>[],
    oddsChange: 'accept' | 'refuse' = 'accept',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/sportsbook/api/bets',
      headers: { authorization: `Bearer ${bearer}` },
      payload: { kind, stake, selections, oddsChange, requestId: randomUUID() },
    });
  const result = async (eventId: string, command: object) => {
    const payload = JSON.stringify({ eventId, ...command });
    const res = await t.app.inject({
      method: 'POST',
      url: '/sportsbook/api/operator/results',
      headers: { 'content-type': 'application/json', ...signSeamless(SECRET, payload, new Date()) },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const score = (eventId: string, home: number, away: number) =>
    result(eventId, { outcome: 'score', home, away });
  const balanceNow = async () => (await accountIn(t.app, player)).balance;
  const bets = async (settled: boolean): Promise<Bet[]> =>
    (
      await t.app.inject({
        url: `/sportsbook/api/bets?settled=${settled}`,
        headers: { authorization: `Bearer ${bearer}` },
      })
    ).json().items;
  const casinoRound = async (betId: string) => {
    const [row] = await queryRows<{ stake: string; win: string; status: number }>(
      t.database.db,
      sql`select stake::text, win::text, status from game_rounds where provider_round_id = ${betId}`,
    );
    return { stake: Number(row!.stake), win: Number(row!.win), status: Number(row!.status) };
  };
  const placed = async (res: Awaited<ReturnType<typeof place>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json().bets as Bet[];
  };

  it('a single wins at its odds, to the minor unit, and the casino round says so', async () => {
    const [bet] = await placed(await place('singles', 1_234, [pick(nextEvent(), '1x2', 'home')]));
    balance -= 1_234;
    expect(await balanceNow()).toBe(balance);
    await score(bet!.legs[0]!.eventId, 2, 0);
    const payout = Math.floor((1_234 * bet!.legs[0]!.odds) / 100);
    balance += payout;
    expect(await balanceNow()).toBe(balance);
    expect(await casinoRound(bet!.id)).toEqual({ stake: 1_234, win: payout, status: 2 });
    const settled = (await bets(true)).find((b) => b.id === bet!.id)!;
    expect(settled).toMatchObject({ status: 'won', payout });
  });

  it('an accumulator with a void leg pays at the other legs’ odds', async () => {
    const legs = [nextEvent(), nextEvent(), nextEvent()].map((e) => pick(e, '1x2', 'away'));
    const [bet] = await placed(await place('acca', 999, legs));
    balance -= 999;
    const [a, b, c] = bet!.legs;
    await score(a!.eventId, 0, 1);
    await result(b!.eventId, { outcome: 'cancelled' });
    expect(await balanceNow()).toBe(balance);
    await score(c!.eventId, 1, 3);
    const payout = Math.floor((999 * a!.odds * c!.odds) / 10_000);
    balance += payout;
    expect(await balanceNow()).toBe(balance);
    expect((await bets(true)).find((x) => x.id === bet!.id)).toMatchObject({
      status: 'won',
      payout,
      legs: [{ result: 'won' }, { result: 'void' }, { result: 'won' }],
    });
  });

  it('a quarter handicap line settles half won: half at the odds, half back', async () => {
    // A quarter line (football's); other sports have half lines, which never settle half won.
    const lineOf = (e: EventView) =>
      Number(e.markets.find((m) => m.id.startsWith('ah@'))?.id.split('@')[1]);
    const event = nextEventWhere((e) => Math.abs(Math.abs(lineOf(e) % 0.5) - 0.25) < 1e-9);
    const ah = event.markets.find((m) => m.id.startsWith('ah@'))!;
    const line = Number(ah.id.split('@')[1]);
    // frac .25: home's margin h-a+L can be +0.25; frac .75: away's a-h-L can be.
    const home = Math.abs(line - Math.floor(line) - 0.25) < 1e-9;
    const [bet] = await placed(
      await place('singles', 2_001, [pick(event, 'ah', home ? 'home' : 'away')]),
    );
    balance -= 2_001;
    const diff = home ? 0.25 - line : -(0.25 + line);
    await score(event.id, Math.max(diff, 0), Math.max(-diff, 0));
    const payout = Math.floor((2_001 * (bet!.legs[0]!.odds + 100)) / 200);
    balance += payout;
    expect(await balanceNow()).toBe(balance);
    expect((await bets(true)).find((x) => x.id === bet!.id)).toMatchObject({
      status: 'half_won',
      payout,
    });
  });

  it('a corrected result resettles down and up, each call processed once', async () => {
    const [bet] = await placed(await place('singles', 5_000, [pick(nextEvent(), '1x2', 'home')]));
    balance -= 5_000;
    const eventId = bet!.legs[0]!.eventId;
    await score(eventId, 1, 0);
    const payout = Math.floor((5_000 * bet!.legs[0]!.odds) / 100);
    balance += payout;
    expect(await balanceNow()).toBe(balance);
    // Corrected to an away win: the payout is taken back.
    expect(await score(eventId, 1, 2)).toMatchObject({ version: 2 });
    balance -= payout;
    expect(await balanceNow()).toBe(balance);
    expect(await casinoRound(bet!.id)).toEqual({ stake: 5_000, win: 0, status: 3 });
    // The same correction again changes nothing.
    await score(eventId, 1, 2);
    expect(await balanceNow()).toBe(balance);
    // Corrected back: paid again.
    await score(eventId, 3, 2);
    balance += payout;
    expect(await balanceNow()).toBe(balance);
    expect(await casinoRound(bet!.id)).toEqual({ stake: 5_000, win: payout, status: 2 });
    // A replayed resettlement call (same id, same body) gets its first answer, moves nothing.
    const [found] = await queryRows<{ casino_token: string }>(
      t.database.db,
      sql`select casino_token from sportsbook_bets where id = ${bet!.id}::uuid`,
    );
    const resend = {
      token: found!.casino_token,
      transactionId: `${bet!.id}:settle:2`,
      roundId: bet!.id,
      gameIdentity: 'sportsbook',
      amount: 0,
      currency: 'USD',
    };
    const replay = await seamless(t.app, 'resettle', resend, {
      provider: 'sportsbook',
      secret: SECRET,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(await balanceNow()).toBe(balance);
  });

  it('cash-out pays the offered value; the later result changes nothing', async () => {
    const [bet] = await placed(await place('singles', 3_000, [pick(nextEvent(), 'total', 'over')]));
    balance -= 3_000;
    const open = (await bets(false)).find((b) => b.id === bet!.id)!;
    expect(open.cashout).toBeGreaterThan(0);
    const changed = await t.app.inject({
      method: 'POST',
      url: `/sportsbook/api/bets/${bet!.id}/cashout`,
      headers: { authorization: `Bearer ${bearer}` },
      payload: { amount: open.cashout! + 1 },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ error: { code: 'cashout_changed' } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/sportsbook/api/bets/${bet!.id}/cashout`,
      headers: { authorization: `Bearer ${bearer}` },
      payload: { amount: changed.json().amount },
    });
    expect(res.statusCode, res.body).toBe(200);
    balance += changed.json().amount;
    expect(await balanceNow()).toBe(balance);
    await score(bet!.legs[0]!.eventId, 9, 9);
    expect(await balanceNow()).toBe(balance);
    expect(await casinoRound(bet!.id)).toMatchObject({ win: changed.json().amount });
  });

  it('moved odds are refused when the player says so, and nothing moves', async () => {
    // A draw priced under 10.00, so a stake of the whole balance stays under the maximum payout
    // (a sport where draws are rare prices one at 100.00; the payout cap would answer first).
    const selection = pick(
      nextEventWhere((e) => (e.markets.find((m) => m.id === '1x2')?.odds.draw ?? 1e9) < 1_000),
      '1x2',
      'draw',
    );
    const res = await place('singles', 500, [{ ...selection, odds: selection.odds + 7 }], 'refuse');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'odds_changed' } });
    // The price in force comes back (it may have moved since the feed was read: not the claimed one).
    const [current] = res.json().selections as { odds: number }[];
    expect(current?.odds).toBeGreaterThan(100);
    expect(current?.odds).not.toBe(selection.odds + 7);
    expect(await balanceNow()).toBe(balance);
    const tooMuch = await place('singles', balance + 1, [selection]);
    expect(tooMuch.statusCode, tooMuch.body).toBe(402);
    expect(tooMuch.json()).toMatchObject({ error: { code: 'insufficient_funds' }, balance });
    expect(await balanceNow()).toBe(balance);
  });

  it('operators settle from the back office: role checked on the server, audited', async () => {
    const [bet] = await placed(await place('singles', 700, [pick(nextEvent(), '1x2', 'away')]));
    balance -= 700;
    const eventId = bet!.legs[0]!.eventId;
    const command = { eventId, outcome: 'score', home: 0, away: 1 };
    const marketing = await signIn(t.app, 'marketing');
    const refused = await t.app.inject({
      method: 'POST',
      url: backofficeApi.setSportsbookResult.path,
      headers: { cookie: marketing.cookie, ...CSRF },
      payload: command,
    });
    expect(refused.statusCode).toBe(403);
    expect(await balanceNow()).toBe(balance);
    const admin = await signIn(t.app, 'admin');
    const listed = await t.app.inject({
      url: backofficeApi.listSportsbookEvents.path,
      headers: { cookie: admin.cookie, ...CSRF },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.some((e: { id: string }) => e.id === eventId)).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: backofficeApi.setSportsbookResult.path,
      headers: { cookie: admin.cookie, ...CSRF },
      payload: command,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ eventId, home: 0, away: 1, cancelled: false, version: 1 });
    balance += Math.floor((700 * bet!.legs[0]!.odds) / 100);
    expect(await balanceNow()).toBe(balance);
    const audit = await t.app.inject({
      url: `/api/backoffice/audit?action=sportsbook.result.set&targetId=${eventId}`,
      headers: { cookie: admin.cookie, ...CSRF },
    });
    expect(audit.json().items).toHaveLength(1);
  });

  it('a bet limit counts sports stakes and refuses the bet above it, nothing moves', async () => {
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: { authorization: `Bearer ${player.accessToken}` },
      payload: { action: 'set', definition: 1, period: 'daily', currency: 'USD', amount: 200 },
    });
    expect(set.statusCode, set.body).toBe(200);
    // The stakes above already passed the daily limit of 2.00 USD: this one is refused.
    const res = await place('singles', 100, [pick(nextEvent(), '1x2', 'home')]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'bet_refused' }, reason: 'limit' });
    expect(await balanceNow()).toBe(balance);
  });

  it('a placement left unanswered is rolled back by the sweeper; the late stake is refused', async () => {
    const [found] = await queryRows<{ casino_token: string; player_ref: string }>(
      t.database.db,
      sql`select casino_token, player_ref from sportsbook_bets limit 1`,
    );
    const address = t.app.server.address() as { port: number };
    const ctx: SportsbookContext = {
      db: t.database.db,
      log: t.app.log,
      clock: t.app.clock,
      seed: await sportsbookFeedSeed(t.database.db, t.app.config.SPORTSBOOK_SEED)(),
      isRealMoneyAllowed: true,
      maxPayout: t.app.config.SPORTSBOOK_MAX_PAYOUT,
      wallet: createSeamlessClient({
        baseUrl: () => `http://127.0.0.1:${address.port}/api/seamless/sportsbook`,
        secret: async () => SECRET,
      }),
      cashoutShare: 0.95,
    };
    const bet = await ctx.db.transaction((tx) =>
      insertBet(
        tx,
        {
          playerRef: found!.player_ref,
          casinoToken: found!.casino_token,
          currency: 'USD',
          kind: 'single',
          stake: 100,
          betTransactionId: randomUUID(),
          requestId: `${randomUUID()}:0`,
          createdAt: new Date(Date.now() - 120_000),
        },
        [{ eventId: events[0]!.id, market: '1x2', selection: 'home', odds: 200 }],
      ),
    );
    await sweep(ctx);
    expect(
      (
        await queryRows<{ status: string }>(
          t.database.db,
          sql`select status from sportsbook_bets where id = ${bet.id}::uuid`,
        )
      )[0]!.status,
    ).toBe('rolled_back');
    const late = await seamless(
      t.app,
      'bet',
      {
        token: found!.casino_token,
        transactionId: bet.betTransactionId,
        roundId: bet.id,
        gameIdentity: 'sportsbook',
        amount: 100,
        currency: 'USD',
      },
      { provider: 'sportsbook', secret: SECRET },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'transaction_rolled_back' } });
    expect(await balanceNow()).toBe(balance);
  });

  it('the ledger balances after all of it', async () => {
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });
});
