import {
  DEPOSIT_LIMIT_ERROR_CODE,
  type LimitChangeRequest,
  PlayerLimitListSchema,
  SeamlessErrorSchema,
} from '@casino/contracts';
import { playerLimitHistory } from '@casino/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { betBody, firstGameIdentity, launchReal, seamless } from '../../../test/factories/games.ts';
import { accountIn, fundByCard, postDeposit } from '../../../test/factories/payments.ts';
import {
  auth,
  errorOf,
  loginAgain,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { createTestClock, type TestClock } from '../../../test/fakes/clock.ts';
import type { DomainEvent } from '../../shared/event-bus.ts';

const HOUR = 3_600_000;

let game = '';

describe.each(TEST_DATABASES)('responsible-gaming limits on $name', (db) => {
  let t: TestApp;
  let clock: TestClock;
  const refusals: DomainEvent[] = [];
  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp(db, { RG_RAISE_DELAY_HOURS: 24 }, { clock });
    game = await firstGameIdentity(t.app);
    t.app.events.on('game.bet.refused', (event) => refusals.push(event));
  });
  afterAll(() => t?.close());

  const list = async (player: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/player/limits',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return PlayerLimitListSchema.parse(res.json());
  };
  const change = (player: TestPlayer, body: LimitChangeRequest | object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: body,
    });
  const changed = async (player: TestPlayer, body: LimitChangeRequest) => {
    const res = await change(player, body);
    expect(res.statusCode, res.body).toBe(200);
    return PlayerLimitListSchema.parse(res.json());
  };
  const setLimit = (player: TestPlayer, definition: 1 | 2 | 3, period: string, amount: number) =>
    changed(player, {
      action: 'set',
      definition,
      period: period as 'daily',
      currency: 'USD',
      amount,
    });
  const bet = async (launch: { token: string; currency: string }, amount: number) =>
    seamless(t.app, 'bet', betBody(launch, game, amount));
  const refusedReason = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(403);
    return SeamlessErrorSchema.parse(res.json()).reason;
  };

  it('answers 401 without a session and 400 naming the field on bad input', async () => {
    expect((await t.app.inject({ url: '/api/player/limits' })).statusCode).toBe(401);
    const player = await registerPlayer(t.app);
    const res = await change(player, {
      action: 'set',
      definition: 1,
      period: 'daily',
      currency: 'USD',
      amount: -5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('amount');
    expect((await list(player)).items).toEqual([]);
  });

  it('tightens at once; a raise waits 24 h, then needs the player to confirm it', async () => {
    let player = await registerPlayer(t.app);
    let limits = await setLimit(player, 3, 'daily', 5000);
    const id = limits.items[0]!.id;
    expect(limits.items[0]).toMatchObject({ definition: 3, amount: 5000, used: 0, pending: null });

    limits = await setLimit(player, 3, 'daily', 2000);
    expect(limits.items).toHaveLength(1);
    expect(limits.items[0]).toMatchObject({ id, amount: 2000, pending: null });

    limits = await setLimit(player, 3, 'daily', 9000);
    expect(limits.items[0]).toMatchObject({ amount: 2000, pending: { amount: 9000 } });
    const availableAt = new Date(limits.items[0]!.pending!.availableAt).getTime();
    expect(availableAt - clock.now().getTime()).toBeGreaterThan(24 * HOUR - 60_000);

    const early = await change(player, { action: 'confirm', id });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('limit_change_waiting');

    clock.advance(24 * HOUR + 1000);
    player = await loginAgain(t.app, player);
    limits = await changed(player, { action: 'confirm', id });
    expect(limits.items[0]).toMatchObject({ amount: 9000, pending: null });

    // Removing waits as well; cancelling keeps the limit.
    limits = await changed(player, { action: 'remove', id });
    expect(limits.items[0]!.pending).toMatchObject({ amount: null });
    limits = await changed(player, { action: 'cancel', id });
    expect(limits.items[0]).toMatchObject({ amount: 9000, pending: null });
    await changed(player, { action: 'remove', id });
    clock.advance(24 * HOUR + 1000);
    player = await loginAgain(t.app, player);
    limits = await changed(player, { action: 'confirm', id });
    expect(limits.items).toEqual([]);

    const history = await t.database.db
      .select()
      .from(playerLimitHistory)
      .where(eq(playerLimitHistory.playerId, player.id));
    expect(history.map((h) => h.action).sort()).toEqual(
      [
        'set',
        'tighten',
        'raise_requested',
        'raised',
        'remove_requested',
        'pending_cancelled',
        'remove_requested',
        'removed',
      ].sort(),
    );
    // Append-only: the database refuses to change or delete an entry.
    await expect(
      t.database.db.execute(
        sql`update player_limit_history set action = 'x' where player_id = ${player.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from player_limit_history where player_id = ${player.id}`),
    ).rejects.toThrow();
  });

  it('refuses a deposit over the limit with 13100 and frees room as the rolling day moves', async () => {
    let player = await registerPlayer(t.app);
    await setLimit(player, 3, 'daily', 1000);
    await fundByCard(t.app, player, 800);
    const over = await postDeposit(t.app, player, { amount: 300 });
    expect(over.statusCode).toBe(422);
    expect(errorOf(over).code).toBe(DEPOSIT_LIMIT_ERROR_CODE);
    expect((await list(player)).items[0]).toMatchObject({ used: 800 });
    // 200 is exactly what is left; then not even the smallest deposit (100) fits.
    expect((await postDeposit(t.app, player, { amount: 200 })).statusCode).toBe(200);
    const methods = await t.app.inject({
      url: '/api/payment/methods/deposit?currency=USD',
      headers: auth(player.accessToken),
    });
    expect(methods.statusCode).toBe(422);
    expect(errorOf(methods).code).toBe(DEPOSIT_LIMIT_ERROR_CODE);
    // Rolling 24 h: a minute before the window passes, still refused; after it, allowed.
    clock.advance(24 * HOUR - 60_000);
    player = await loginAgain(t.app, player);
    expect((await postDeposit(t.app, player, { amount: 100 })).statusCode).toBe(422);
    clock.advance(2 * 60_000);
    expect((await postDeposit(t.app, player, { amount: 1000 })).statusCode).toBe(200);
  });

  it('counts deposits in every currency at the current rate', async () => {
    const player = await registerPlayer(t.app);
    // 10.00 EUR limit; 1 EUR = 1.08 USD: 10.00 USD use 9.26 EUR (rounded up).
    await changed(player, {
      action: 'set',
      definition: 3,
      period: 'weekly',
      currency: 'EUR',
      amount: 1000,
    });
    await fundByCard(t.app, player, 1000);
    expect((await list(player)).items[0]).toMatchObject({ currency: 'EUR', used: 926 });
    expect((await postDeposit(t.app, player, { amount: 100 })).statusCode).toBe(422);
  });

  it('the strictest bet limit wins, and a loss limit counts stakes less wins and refunds', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 100_000);
    const launch = await launchReal(t.app, player, game);
    await setLimit(player, 1, 'weekly', 3000);
    await setLimit(player, 1, 'daily', 5000);
    expect((await bet(launch, 2500)).statusCode).toBe(200);
    // Weekly 3000 is the stricter: 2500 + 600 passes it.
    expect(refusedReason(await bet(launch, 600))).toBe('limit');
    expect(refusals.at(-1)).toMatchObject({ playerId: player.id, reason: 'limit' });
    expect((await bet(launch, 500)).statusCode).toBe(200);

    const other = await registerPlayer(t.app);
    await fundByCard(t.app, other, 100_000);
    const open = await launchReal(t.app, other, game);
    await setLimit(other, 2, 'daily', 1000);
    // Lose 600 then win it back: net loss 0.
    const first = betBody(open, game, 600);
    expect((await seamless(t.app, 'bet', first)).statusCode).toBe(200);
    const win = await seamless(t.app, 'win', {
      token: open.token,
      transactionId: `win-${first.transactionId}`,
      roundId: first.roundId,
      gameIdentity: game,
      amount: 600,
      currency: open.currency,
    });
    expect(win.statusCode, win.body).toBe(200);
    expect((await bet(open, 900)).statusCode).toBe(200);
    expect(refusedReason(await bet(open, 200))).toBe('limit');
    expect((await list(other)).items[0]).toMatchObject({ used: 900 });
    // A rolled-back bet counts nothing.
    const undone = betBody(open, game, 100);
    expect((await seamless(t.app, 'bet', undone)).statusCode).toBe(200);
    const rollback = await seamless(t.app, 'rollback', {
      token: open.token,
      transactionId: `rb-${undone.transactionId}`,
      roundId: undone.roundId,
      gameIdentity: game,
      referenceTransactionId: undone.transactionId,
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect((await list(other)).items[0]).toMatchObject({ used: 900 });
    expect((await bet(open, 100)).statusCode).toBe(200);
    expect(refusedReason(await bet(open, 1))).toBe('limit');
  });

  it('a time-out closes every session at once, refuses bets in an open game and deposits, still lets the player in', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
    const second = await loginAgain(t.app, player);
    const launch = await launchReal(t.app, player, game);
    expect((await bet(launch, 100)).statusCode).toBe(200);
    const closed: DomainEvent[] = [];
    t.app.events.on('player.sessions.closed', (event) => closed.push(event));

    const limits = await changed(player, { action: 'exclude', definition: 5, periodId: '24h' });
    expect(limits.isExcluded).toBe(true);
    expect(closed).toContainEqual(expect.objectContaining({ playerId: player.id }));
    for (const session of [player, second]) {
      const res = await t.app.inject({
        url: '/api/wallet/accounts',
        headers: auth(session.accessToken),
      });
      expect(res.statusCode).toBe(401);
    }
    // The game already open takes no more bets.
    expect(refusedReason(await bet(launch, 100))).toBe('self_exclusion');
    expect(refusals.at(-1)).toMatchObject({ playerId: player.id, reason: 'self_exclusion' });

    // The player can still sign in, see the limits and the balance, but not deposit.
    const back = await loginAgain(t.app, player);
    const seen = await list(back);
    expect(seen.isExcluded).toBe(true);
    expect(new Date(seen.excludedUntil!).getTime() - clock.now().getTime()).toBeGreaterThan(
      23 * HOUR,
    );
    expect((await accountIn(t.app, back)).balance).toBe(9900);
    const deposit = await postDeposit(t.app, back, { amount: 100 });
    expect(errorOf(deposit).code).toBe(DEPOSIT_LIMIT_ERROR_CODE);

    // The same period again ends later (it extends); a permanent self-exclusion may follow,
    // and nothing shorter may replace it.
    const shorter = await change(back, { action: 'exclude', definition: 5, periodId: '24h' });
    expect(shorter.statusCode).toBe(200);
    const again = await loginAgain(t.app, player);
    const forever = await changed(again, { action: 'exclude', definition: 4, periodId: 'forever' });
    expect(forever.excludedUntil).toBeNull();
    const later = await loginAgain(t.app, player);
    const res = await change(later, { action: 'exclude', definition: 5, periodId: '42d' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('exclusion_cannot_be_shortened');
  });
});
