import { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { CreateDepositResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, type TestServer } from '../../../../test/build-app.ts';
import { TEST_POSTGRES } from '../../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../../test/factories/games.ts';
import {
  accountIn,
  cardEvent,
  fundByCard,
  postDeposit,
  postWebhook,
} from '../../../../test/factories/payments.ts';
import { auth, registerPlayer } from '../../../../test/factories/players.ts';
import { BUILTIN_TITLES } from '../providers/builtin-titles.ts';

const game = BUILTIN_TITLES[0]!.identity;

/**
 * What a seamless bet and win cost the database (issue 31, docs/decisions/039): the statements
 * the driver sends for the call up to its commit, and in how many round trips (postgres.js
 * writes the statements issued in one tick together). Round trips only mean something over a
 * socket: PostgreSQL only, like the Redis suites without Redis.
 */
describe.skipIf(!TEST_POSTGRES)('round trips of a seamless call on postgres', () => {
  let sent: string[] = [];
  let trips = 0;
  // A round trip: the statements sent between two answers of the database.
  let answered = true;
  const pgPort = Number(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x:5432').port || 5432);
  const emit = Socket.prototype.emit;
  let app: TestServer;
  let database: Awaited<ReturnType<NonNullable<typeof TEST_POSTGRES>['open']>>;
  let launch: { token: string; currency: string };
  let limitedLaunch: { token: string; currency: string };
  let bonusLaunch: { token: string; currency: string };

  beforeAll(async () => {
    // Every answer the database sends (data on a socket to its port) ends a round trip.
    Socket.prototype.emit = function (this: Socket, event: string | symbol, ...args: unknown[]) {
      if (event === 'data' && this.remotePort === pgPort) answered = true;
      return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    } as typeof emit;
    database = await TEST_POSTGRES!.open({
      // Two connections, as the bench counts: each prepares a statement once (its first run
      // waits for the statement's description, a round trip more), so both are warmed below.
      maxConnections: 2,
      onStatement: (statement) => {
        // A statement issued after an answer arrived starts a round trip; those issued before
        // the next answer go with it (the driver sends them together).
        if (answered) {
          trips++;
          answered = false;
        }
        sent.push(`[${trips}] ${statement.replace(/\s+/g, ' ').trim()}`);
      },
    });
    // Settled rounds' follow-ups wait 60 ms for each other (20 by default): the three wins
    // settled at once below fall in one window on the two connections; `quiet` (100 ms without
    // a statement) still waits for them.
    app = await buildApiOn(database.db, { SETTLED_ROUND_BATCH_MS: 60 });
    const player = await registerPlayer(app);
    await fundByCard(app, player, 1_000_000);
    launch = await launchReal(app, player, game);
    // A player with a daily loss limit: the bet guard reads the limit's use under their lock.
    const limited = await registerPlayer(app);
    await fundByCard(app, limited, 1_000_000);
    const set = await app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(limited.accessToken),
      payload: { action: 'set', period: 'daily', definition: 2, currency: 'USD', amount: 900_000 },
    });
    expect(set.statusCode, set.body).toBe(200);
    limitedLaunch = await launchReal(app, limited, game);
    // A player wagering the welcome bonus (100 % of the deposit, 30x: never done here).
    const wagering = await registerPlayer(app);
    const deposit = await postDeposit(app, wagering, { amount: 50_000, bonusCode: 'welcome-1' });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const { invoice } = CreateDepositResponseSchema.parse(deposit.json());
    const paid = await postWebhook(app, 'sandbox-card', cardEvent(invoice, 'succeeded'));
    expect(paid.json()).toEqual({ ok: true });
    expect((await accountIn(app, wagering)).bonusBalance).toBe(50_000);
    bonusLaunch = await launchReal(app, wagering, game);
  });
  afterAll(async () => {
    Socket.prototype.emit = emit;
    await app?.close();
    await database?.dispose();
  });

  /** Until nothing was sent for 100 ms: the last call's after-commit work (events) is done. */
  async function quiet() {
    let seen = -1;
    while (seen !== sent.length) {
      seen = sent.length;
      await app.realtimeEvents.flush();
      await sleep(100);
    }
  }

  /** The call's statements up to its transaction's commit, and their round trips. */
  async function counted(call: 'bet' | 'win', body: object) {
    await quiet();
    sent = [];
    trips = 0;
    const res = await seamless(app, call, body);
    expect(res.statusCode, res.body).toBe(200);
    await quiet();
    const commit = sent.findIndex((text) => text.endsWith('] commit'));
    expect(commit).toBeGreaterThan(0);
    const statements = sent.slice(0, commit + 1);
    return {
      statements: statements.length,
      trips: Number(/^\[(\d+)\]/.exec(statements.at(-1)!)![1]),
      after: sent.slice(commit + 1).map((text) => text.replace(/^\[\d+\] /, '')),
      /** What follows the commit, with the round trip of each statement. */
      afterTrips: sent.slice(commit + 1),
      ledger: statements.filter((text) => /ledger_(accounts|transfers|entries|post)/.test(text)),
      listing: statements.map((text) => text.slice(0, 110)).join('\n'),
    };
  }

  async function round(wins: boolean, of = launch) {
    const bet = betBody(of, game, 100);
    const placed = await counted('bet', bet);
    const won = await counted('win', {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      amount: wins ? 200 : 0,
      roundClosed: true,
    });
    return { placed, won };
  }

  /**
   * The typical call of a few (the most frequent count of round trips, ties to the fewest): a
   * call on a connection that has not yet prepared a statement waits for its description (a
   * round trip more).
   */
  const typical = (calls: Awaited<ReturnType<typeof counted>>[]) => {
    const seen = new Map<number, number>();
    for (const call of calls) seen.set(call.trips, (seen.get(call.trips) ?? 0) + 1);
    const [trips] = [...seen].sort(([a, n], [b, m]) => m - n || a - b)[0]!;
    return calls.find((call) => call.trips === trips)!;
  };

  it('takes the stake and pays the win each in one ledger statement, in few round trips', async () => {
    // Warm: launch and game facts cached, statements prepared on both connections, the
    // ledger's account ids known.
    for (let i = 0; i < 6; i++) await round(i % 2 === 0);
    const rounds = [];
    for (let i = 0; i < 6; i++) rounds.push(await round(true));
    const placed = typical(rounds.map((r) => r.placed));
    const won = typical(rounds.map((r) => r.won));

    // The ledger's part of each call: one statement (locks, replay keys, checks, writes).
    for (const call of [placed, won]) {
      expect(call.ledger, call.listing).toHaveLength(1);
      expect(call.ledger[0]).toContain('ledger_post_game');
    }

    // A plain player's bet: begin with the call's lock and record, the bet guard, the bonus
    // maximum, the round and the ledger (its launch kept, they go before the call is known to be
    // new, the stake before the guard's verdict: eighth round; the stake answers the account's
    // status: tenth round, a read of its own before, 10 statements); the bet and the call's
    // record with the commit. Before
    // migration 0034 the ledger took three statements in two round trips (the locks with the
    // replay keys, then the post): 13 statements in 7; before the pipelined transaction (fifth
    // round) begin and commit were round trips of their own: 11 in 6; before the reads went
    // with the call's lock (seventh round), 11 in 4; before the bet's row and the call's record
    // became one statement and the stake went with the reads (eighth round), 11 in 3
    // (docs/decisions/039).
    expect({ trips: placed.trips, statements: placed.statements }, placed.listing).toEqual({
      trips: 2,
      statements: 9,
    });
    expect(placed.listing).not.toMatch(/select status from wallet_accounts/);
    // A win closing the round: begin with the call's lock and record, the round's lock, the
    // read of an active bonus and the ledger (the payout on the round as its bet here left it,
    // checked against the locked row: eighth round); the settlement, the winner's name and the
    // call's record with the commit, the player having no bonus (was 12 in 6, then 10 in 5 with
    // begin a round trip of its own, then 10 in 4 with the bonus rules' read beside the
    // settlement and the commit a round trip of its own, then 10 in 3 before the payout went
    // with the round's lock).
    expect({ trips: won.trips, statements: won.statements }, won.listing).toEqual({
      trips: 2,
      statements: 10,
    });

    // After the commit, for a player who claimed no referral and plays in no tournament: a
    // bet reads nothing (the referral check read the player's referral at every balance
    // change), a win neither their referral nor their tournaments (loyalty books its points,
    // quests and limit notices read theirs; the scheduled tournaments' windows are read at
    // most every 5 s for all players).
    expect(placed.after).toEqual([]);
    // Loyalty's booking of the settled round (fifth round): its BEGIN goes with the
    // eligibility read and the ladder's read with the booking, 3 round trips where it took 5;
    // 2 since its COMMIT goes with the booking too (seventh round). Since the eighth round the
    // limit notices and loyalty's eligibility share one read of the player's limits, and the
    // booking (one statement) needs no transaction: 4 statements after a win where it took 7.
    // Since the ninth round the ladder is read once per 5 s per instance, not at every booking:
    // of the six wins above (a few seconds) at most one reads it, and a win's after-commit work
    // is the limit notices' read, the quests' read and the booking (3 statements); the booking
    // reads the player's exclusions itself, so it goes out with the other two (one round trip
    // where it took two).
    const tripOf = (pattern: RegExp) => {
      const line = won.afterTrips.find((text) => pattern.test(text));
      expect(line, won.afterTrips.join('\n')).toBeDefined();
      return Number(/^\[(\d+)\]/.exec(line!)![1]);
    };
    const ladderReads = rounds.flatMap((r) =>
      r.won.after.filter((text) => /from "loyalty_levels"/.test(text)),
    );
    expect(ladderReads.length).toBeLessThanOrEqual(1);
    const booking = won.after.filter((text) => !/from "loyalty_levels"/.test(text));
    expect(booking.filter((text) => /"player_limits"/.test(text))).toHaveLength(1);
    expect(booking.filter((text) => /^(begin|commit)$/.test(text))).toEqual([]);
    expect(tripOf(/insert into loyalty_point_entries/)).toBe(tripOf(/select .*"player_limits"/));
    expect(booking, won.afterTrips.join('\n')).toHaveLength(3);
    expect(won.after.filter((text) => /"referrals"|"tournament_participants"/.test(text))).toEqual(
      [],
    );
  });

  it('books and reads for the rounds settled together in one statement each', async () => {
    // Three players' rounds closed at the same moment (eleventh round): their follow-ups wait
    // SETTLED_ROUND_BATCH_MS for each other, so loyalty books the three in one statement and the
    // limit notices and the quests read the three players' rows in one each, where each round
    // sent its own three.
    const launches = [launch, limitedLaunch, bonusLaunch];
    for (const of of launches) await round(true, of);
    const bets = launches.map((of) => betBody(of, game, 100));
    for (const bet of bets) expect((await seamless(app, 'bet', bet)).statusCode).toBe(200);
    await quiet();
    sent = [];
    const wins = await Promise.all(
      bets.map((bet) =>
        seamless(app, 'win', {
          ...bet,
          transactionId: `${bet.transactionId}-win`,
          amount: 200,
          roundClosed: true,
        }),
      ),
    );
    for (const won of wins) expect(won.statusCode, won.body).toBe(200);
    await quiet();
    const count = (pattern: RegExp) => sent.filter((text) => pattern.test(text)).length;
    expect(count(/insert into loyalty_point_entries/), sent.join('\n')).toBe(1);
    expect(count(/from "player_limits" where/), sent.join('\n')).toBe(1);
    expect(count(/from "retention_player_quests"/), sent.join('\n')).toBe(1);
    expect(count(/ledger_post_game/)).toBe(3);
  });

  it("sends a wagering player's win COMMIT with the wagering's update", async () => {
    for (let i = 0; i < 4; i++) await round(i % 2 === 0, bonusLaunch);
    const rounds = [];
    for (let i = 0; i < 6; i++) rounds.push(await round(true, bonusLaunch));
    const won = typical(rounds.map((r) => r.won));
    const lines = won.listing.split('\n');
    const tripOf = (pattern: RegExp) => {
      const line = lines.find((text) => pattern.test(text));
      expect(line, won.listing).toBeDefined();
      return Number(/^\[(\d+)\]/.exec(line!)![1]);
    };
    // The bonus rules read the active bonus (locked) with the settlement, then update its
    // wagering: no completion and no loss follow, so the COMMIT goes with the update (eighth
    // round; before, a round trip of its own: 4, and 5 before the payout went with the lock).
    expect(tripOf(/update player_bonuses set wagered/)).toBe(tripOf(/\] commit$/));
    expect(won.trips, won.listing).toBe(3);
  });

  it("reads a limited player's use of their limits with the bet's other reads", async () => {
    for (let i = 0; i < 6; i++) await round(i % 2 === 0, limitedLaunch);
    const rounds = [];
    for (let i = 0; i < 6; i++) rounds.push(await round(true, limitedLaunch));
    const placed = typical(rounds.map((r) => r.placed));
    // As a plain player's bet, with the player's lock and the use of the limit (11 statements),
    // issued right behind the read of the limits (their last bet met the limit), so they go out
    // before the bonus maximum's read and the round: in the same first round trip. Before
    // (seventh round) they waited for the limits' answer: a round trip more, after the round.
    // (The order of issue is exact where the count of round trips is a heuristic.)
    expect(placed.statements, placed.listing).toBe(11);
    const order = placed.listing
      .split('\n')
      .map(
        (line) =>
          /pg_advisory|"period", "period_days"|with lim as|"player_bonuses"|into game_rounds|ledger_post_game/.exec(
            line,
          )?.[0],
      )
      .filter(Boolean);
    expect(order).toEqual([
      'pg_advisory',
      '"period", "period_days"',
      'pg_advisory',
      'with lim as',
      '"player_bonuses"',
      'into game_rounds',
      'ledger_post_game',
    ]);
    // Since the ninth round the stake goes out behind them, in the same first round trip (the
    // lock and the use run before it on the connection): a limited player's bet in 2 round
    // trips where it took 3.
    const tripOf = (pattern: RegExp) =>
      Number(/^\[(\d+)\]/.exec(placed.listing.split('\n').find((line) => pattern.test(line))!)![1]);
    expect(tripOf(/ledger_post_game/), placed.listing).toBe(tripOf(/with lim as/));
    expect(placed.trips, placed.listing).toBe(2);
  });
});
