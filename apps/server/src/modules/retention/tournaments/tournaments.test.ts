import { randomUUID } from 'node:crypto';
import {
  AdminTournamentDetailsSchema,
  AdminTournamentSchema,
  TournamentDetailsSchema,
  TournamentListSchema,
} from '@casino/contracts';
import { auditLog, bonusDefinitions, ledgerTransfers, playerBonuses } from '@casino/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { BUILTIN_TITLES, betBody, launchReal, seamless } from '../../../../test/factories/games.ts';
import { CSRF, type SignedIn, signIn } from '../../../../test/factories/operators.ts';
import { accountIn, fundByCard } from '../../../../test/factories/payments.ts';
import {
  auth,
  loginAgain,
  registerPlayer,
  type TestPlayer,
} from '../../../../test/factories/players.ts';
import { createTestClock } from '../../../../test/fakes/clock.ts';
import { checkLedger } from '../../wallet/service.ts';
import { settleDue } from './settle.ts';

const game = BUILTIN_TITLES[0]!.identity;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(TEST_DATABASES)('tournaments on $name', (db) => {
  let t: TestApp;
  let admin: SignedIn;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp(db, {}, { clock });
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const bo = (method: 'GET' | 'POST', url: string, payload?: object, who = admin) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie, ...CSRF }, payload });
  const create = (overrides: object = {}) =>
    bo('POST', '/api/backoffice/tournaments', {
      identity: `weekend-${randomUUID().slice(0, 8)}`,
      title: 'Weekend race',
      currency: 'USD',
      scoring: 'total_win',
      games: [game],
      startsAt: new Date(clock.now().getTime() - 60_000).toISOString(),
      endsAt: new Date(clock.now().getTime() + 10 * MINUTE).toISOString(),
      prizeKind: 'cash',
      prizes: [
        { fromRank: 1, toRank: 1, amount: 5000 },
        { fromRank: 2, toRank: 3, amount: 1000 },
      ],
      ...overrides,
    });
  const details = async (id: string, player?: TestPlayer) => {
    const res = await t.app.inject({
      url: `/api/retention/tournaments/${id}`,
      headers: player ? auth(player.accessToken) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return TournamentDetailsSchema.parse(res.json());
  };
  const list = async (player?: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/retention/tournaments',
      headers: player ? auth(player.accessToken) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return TournamentListSchema.parse(res.json()).items;
  };
  const participate = (id: string, player: TestPlayer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/retention/tournaments/${id}/participate`,
      headers: auth(player.accessToken),
    });
  /** One closed round: a stake and its win. */
  const round = async (player: TestPlayer, stake: number, win: number, identity = game) => {
    const launch = await launchReal(t.app, player, identity);
    const bet = betBody(launch, identity, stake);
    expect((await seamless(t.app, 'bet', bet)).statusCode).toBe(200);
    const paid = await seamless(t.app, 'win', {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      amount: win,
      roundClosed: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
  };
  const funded = async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
    return player;
  };

  it('refuses a bad tournament with 400 naming the field, and roles other than marketing', async () => {
    const before = (await bo('GET', '/api/backoffice/tournaments')).json().items.length;
    const backwards = await create({
      endsAt: new Date(clock.now().getTime() - 2 * HOUR).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty('endsAt');
    const noGame = await create({ games: ['no-such-game'] });
    expect(noGame.statusCode).toBe(400);
    expect(noGame.json().error.fields).toHaveProperty('games');
    const noPrize = await create({ prizes: [] });
    expect(noPrize.statusCode).toBe(400);
    const support = await signIn(t.app, 'support');
    expect((await create()).statusCode).toBe(200);
    const refused = await bo('POST', '/api/backoffice/tournaments', { identity: 'x' }, support);
    expect(refused.statusCode).toBe(403);
    const after = (await bo('GET', '/api/backoffice/tournaments')).json().items.length;
    expect(after).toBe(before + 1);
  });

  it('opt-in, live leaderboard, prizes by rank paid once however often it settles; excluded players see none of it', async () => {
    const created = await create();
    expect(created.statusCode, created.body).toBe(200);
    const tournament = AdminTournamentSchema.parse(created.json());
    const [a, b, c, excluded, outsider] = await Promise.all([
      funded(),
      funded(),
      funded(),
      funded(),
      funded(),
    ]);
    // Before opting in, a round does not count.
    await round(a, 1000, 9000);
    for (const player of [a, b, c, excluded]) {
      const res = await participate(tournament.identity, player);
      expect(res.statusCode, res.body).toBe(200);
      expect(TournamentDetailsSchema.parse(res.json()).isParticipating).toBe(true);
    }
    // Twice changes nothing.
    expect((await participate(tournament.id, a)).statusCode).toBe(200);
    expect((await list(a)).find((x) => x.id === tournament.id)).toMatchObject({
      status: 'running',
      participants: 4,
      prizePool: 7000,
      isParticipating: true,
    });

    const published: Array<{ channel: string; message: unknown }> = [];
    const spy = vi.spyOn(t.app.realtime, 'publish').mockImplementation(async (channel, message) => {
      published.push({ channel, message });
      return 0;
    });
    await round(a, 1000, 3000);
    await round(b, 1000, 1000);
    await round(c, 1000, 50);
    await round(c, 1000, 150);
    await round(excluded, 1000, 8000);
    await round(outsider, 1000, 9500);
    // The round settled port runs after the commit: let its reads finish, then publish.
    await vi.waitFor(async () => {
      await t.app.tournaments.live.flush();
      const boards = published.filter((p) => p.channel === 'tournaments');
      const last = boards.at(-1)?.message as { leaderboard: Array<{ score: number }> } | undefined;
      expect(last?.leaderboard.map((s) => s.score)).toEqual([8000, 3000, 1000, 200]);
    });
    spy.mockRestore();

    // The player takes a time-out: off the leaderboard, no tournaments, no opt-in, no prize.
    const timeOut = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(excluded.accessToken),
      payload: { action: 'exclude', definition: 5, periodId: '24h' },
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    const back = await loginAgain(t.app, excluded);
    expect(await list(back)).toEqual([]);
    expect((await participate(tournament.id, back)).statusCode).toBe(403);
    const hidden = await t.app.inject({
      url: `/api/retention/tournaments/${tournament.id}`,
      headers: auth(back.accessToken),
    });
    expect(hidden.statusCode).toBe(404);

    const seen = await details(tournament.identity, b);
    expect(seen.leaderboard.map((s) => [s.rank, s.score, s.prize, s.isMe])).toEqual([
      [1, 3000, 5000, false],
      [2, 1000, 1000, true],
      [3, 200, 1000, false],
    ]);
    expect(seen.me).toMatchObject({ rank: 2, score: 1000, prize: 1000 });
    expect(JSON.stringify(seen)).not.toContain(b.email);
    expect((await details(tournament.id)).me).toBeNull();

    // Too early to settle.
    const early = await bo('POST', `/api/backoffice/tournaments/${tournament.id}/settle`);
    expect(early.statusCode).toBe(409);

    clock.advance(11 * MINUTE);
    const before = await Promise.all(
      [a, b, c, back].map(async (p) => (await accountIn(t.app, p)).balance),
    );
    const settles = await Promise.all([
      bo('POST', `/api/backoffice/tournaments/${tournament.id}/settle`),
      bo('POST', `/api/backoffice/tournaments/${tournament.id}/settle`),
      settleDue(t.app.tournaments.settle),
    ]);
    for (const res of settles.slice(0, 2)) {
      expect((res as { statusCode: number }).statusCode).toBe(200);
    }
    const again = await bo('POST', `/api/backoffice/tournaments/${tournament.id}/settle`);
    expect(again.json()).toEqual({ state: 'settled', paidNow: 0, payouts: 3 });
    // Access tokens lapsed while the clock moved on: sign in again to read the balances.
    const signedIn = await Promise.all([a, b, c, back].map((p) => loginAgain(t.app, p)));
    const after = await Promise.all(signedIn.map(async (p) => (await accountIn(t.app, p)).balance));
    expect(after.map((n, i) => n - before[i]!)).toEqual([5000, 1000, 1000, 0]);
    const prizes = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.code, 'tournament_prize'),
          eq(ledgerTransfers.reference, tournament.id),
        ),
      );
    expect(prizes.map((p) => Number(p.amount)).sort()).toEqual([1000, 1000, 5000]);

    const standings = AdminTournamentDetailsSchema.parse(
      (await bo('GET', `/api/backoffice/tournaments/${tournament.id}`)).json(),
    );
    expect(standings.tournament.state).toBe('settled');
    expect(standings.paid).toBe(7000);
    expect(standings.payouts.map((p) => [p.rank, p.amount, Boolean(p.transferId)])).toEqual([
      [1, 5000, true],
      [2, 1000, true],
      [3, 1000, true],
    ]);
    expect((await details(tournament.id, a)).myPayout).toEqual({
      amount: 5000,
      kind: 'cash',
      rank: 1,
    });
    // The winner's inbox tells the prize once, as a key with its values (rank included).
    await expect
      .poll(async () => {
        const res = await t.app.inject({
          url: '/api/notification/messenger/messages',
          headers: auth(signedIn[0]!.accessToken),
        });
        return (res.json() as { items: Array<{ source: string; notice: unknown }> }).items
          .filter((m) => m.source === 'tournament')
          .map((m) => m.notice);
      })
      .toEqual([
        { key: 'tournament.prize', amount: 5000, currency: 'USD', name: 'Weekend race', rank: 1 },
      ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, tournament.id));
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['tournament.create', 'tournament.settle']),
    );
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  }, 60_000);

  it('bonus prizes: each winner gets the offer once (active at once when none is), however often it settles', async () => {
    const offer = `race-bonus-${randomUUID().slice(0, 8)}`;
    await t.app.db.insert(bonusDefinitions).values({
      identity: offer,
      name: 'Race bonus',
      kind: 'fixed',
      state: 'published',
      amount: 100,
      activationDays: 7,
      wageringMultiplier: 5,
      wageringDays: 7,
      contributions: { slots: 100 },
      defaultContribution: 0,
    });
    const created = await create({ prizeKind: 'bonus', bonusIdentity: offer });
    expect(created.statusCode, created.body).toBe(200);
    const tournament = AdminTournamentSchema.parse(created.json());
    const [first, second] = await Promise.all([funded(), funded()]);
    for (const player of [first, second]) {
      expect((await participate(tournament.id, player)).statusCode).toBe(200);
    }
    await round(first, 1000, 4000);
    await round(second, 1000, 2000);
    clock.advance(11 * MINUTE);
    await Promise.all([
      bo('POST', `/api/backoffice/tournaments/${tournament.id}/settle`),
      settleDue(t.app.tournaments.settle),
    ]);
    const again = await bo('POST', `/api/backoffice/tournaments/${tournament.id}/settle`);
    expect(again.json()).toEqual({ state: 'settled', paidNow: 0, payouts: 2 });
    // One bonus per winner, by its once-only source.
    const granted = await t.database.db
      .select({ amount: playerBonuses.amount })
      .from(playerBonuses)
      .where(like(playerBonuses.source, `tournament:${tournament.id}:%`));
    expect(granted.map((g) => g.amount).sort((x, y) => x - y)).toEqual([1000, 5000]);
    const signedIn = await Promise.all([first, second].map((p) => loginAgain(t.app, p)));
    const bonuses = await Promise.all(
      signedIn.map(async (p) => {
        const res = await t.app.inject({
          url: '/api/game/player-bonuses',
          headers: auth(p.accessToken),
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { items: Array<{ amount: number; status: number }> }).items;
      }),
    );
    expect(bonuses.map((items) => items.map((b) => b.amount))).toEqual([[5000], [1000]]);
    // Granted and activated at once (no other bonus): the money is in the bonus balance.
    expect((await accountIn(t.app, signedIn[0]!)).bonusBalance).toBe(5000);
    const standings = AdminTournamentDetailsSchema.parse(
      (await bo('GET', `/api/backoffice/tournaments/${tournament.id}`)).json(),
    );
    expect(standings.payouts.map((p) => [p.rank, p.amount, p.kind])).toEqual([
      [1, 5000, 'bonus'],
      [2, 1000, 'bonus'],
    ]);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  }, 60_000);

  it('a cancelled tournament disappears for players and pays nobody', async () => {
    const tournament = AdminTournamentSchema.parse((await create()).json());
    const player = await funded();
    expect((await participate(tournament.id, player)).statusCode).toBe(200);
    const cancelled = await bo('POST', `/api/backoffice/tournaments/${tournament.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await list(player)).some((x) => x.id === tournament.id)).toBe(false);
    expect((await participate(tournament.id, player)).statusCode).toBe(404);
    clock.advance(11 * MINUTE);
    const settle = await bo('POST', `/api/backoffice/tournaments/${tournament.id}/settle`);
    expect(settle.json()).toMatchObject({ state: 'cancelled', paidNow: 0, payouts: 0 });
    const again = await bo('POST', `/api/backoffice/tournaments/${tournament.id}/cancel`);
    expect(again.statusCode).toBe(409);
  });
});
