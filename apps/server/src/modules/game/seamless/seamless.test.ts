import {
  BET_STATUS,
  BetListSchema,
  SeamlessErrorSchema,
  SeamlessResponseSchema,
} from '@casino/contracts';
import { queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../../test/factories/games.ts';
import { accountIn, fundByCard } from '../../../../test/factories/payments.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../../test/factories/players.ts';
import type { DomainEvent } from '../../../shared/event-bus.ts';
import { checkLedger } from '../../wallet/service.ts';
import { BUILTIN_TITLES } from '../providers/builtin-titles.ts';

const game = BUILTIN_TITLES[0]!.identity;

describe.each(TEST_DATABASES)('seamless wallet: bet, win, rollback on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  let launch: { token: string; currency: string };
  const events: DomainEvent[] = [];
  beforeAll(async () => {
    t = await buildTestApp(db);
    for (const type of ['wallet.balance.changed', 'game.bet.refused', 'game.round.won'] as const) {
      t.app.events.on(type, (event) => events.push(event));
    }
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
    launch = await launchReal(t.app, player, game);
  });
  afterAll(() => t?.close());

  const balance = async () => (await accountIn(t.app, player)).balance;
  /** The rounds opened under a provider's round id (a bet's reads open it before its judgement). */
  const roundsNamed = async (roundId: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from game_rounds where provider_round_id = ${roundId}`,
      )
    )[0]!.n;
  const ok = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return SeamlessResponseSchema.parse(res.json());
  };
  const refused = (res: { statusCode: number; body: string; json(): unknown }, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return SeamlessErrorSchema.parse(res.json());
  };
  const bets = async (isSettled = true) =>
    BetListSchema.parse(
      (
        await t.app.inject({
          url: `/api/game/bets?isSettled=${isSettled}`,
          headers: auth(player.accessToken),
        })
      ).json(),
    );
  const win = (
    bet: ReturnType<typeof betBody>,
    amount: number,
    transactionId = `${bet.transactionId}-win`,
  ) => seamless(t.app, 'win', { ...bet, transactionId, amount, roundClosed: true });

  it('reads the balance of the launched account, naming its player (free rounds find them)', async () => {
    expect(ok(await seamless(t.app, 'balance', { token: launch.token }))).toEqual({
      balance: 10_000,
      currency: 'USD',
      playerId: player.id,
    });
    const unknown = refused(await seamless(t.app, 'balance', { token: 'x'.repeat(43) }), 401);
    expect(unknown.error.code).toBe('invalid_token');
  });

  it('takes a bet once and pays its win once, live on the player accounts', async () => {
    events.length = 0;
    const bet = betBody(launch, game, 250);
    const placed = ok(await seamless(t.app, 'bet', bet));
    expect(placed).toEqual({ balance: 9750, currency: 'USD', transactionId: expect.any(String) });
    expect(await balance()).toBe(9750);
    expect((await bets(false)).items).toMatchObject([{ amount: 250, status: BET_STATUS.placed }]);

    const paid = ok(await win(bet, 600));
    expect(paid.balance).toBe(10_350);
    expect(await balance()).toBe(10_350);
    const [settled] = (await bets()).items;
    expect(settled).toMatchObject({
      roundId: bet.roundId,
      amount: 250,
      win: 600,
      status: BET_STATUS.won,
      isSettled: true,
      currency: 'USD',
    });
    expect(settled!.settledAt).not.toBeNull();
    const changed = events.filter((e) => e.type === 'wallet.balance.changed');
    expect(changed).toHaveLength(2);
    // Each carries the account as the wallet shows it after the commit: pushed without a read.
    expect(changed[0]).toMatchObject({
      account: { balance: 9750, realBalance: 9750, withdrawalBalance: 9750 },
    });
    expect(changed[1]).toMatchObject({ account: await accountIn(t.app, player) });
    const won = events.find((e) => e.type === 'game.round.won');
    expect(won).toMatchObject({
      playerId: player.id,
      winner: {
        gameIdentity: game,
        amount: 600,
        currency: 'USD',
        nickname: expect.stringMatching(/^Player •••[0-9a-f]{4}$/),
      },
    });
  });

  it('answers a repeated transaction with the original response and moves nothing', async () => {
    const bet = betBody(launch, game, 100);
    const first = await seamless(t.app, 'bet', bet);
    const before = await balance();
    // Re-signed later with the keys in another order: the same request.
    const reordered = Object.fromEntries(Object.entries(bet).reverse());
    const second = await seamless(t.app, 'bet', reordered, { now: new Date(Date.now() + 5000) });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(await balance()).toBe(before);

    const conflict = refused(await seamless(t.app, 'bet', { ...bet, amount: 101 }), 409);
    expect(conflict.error.code).toBe('transaction_conflict');
    expect(await balance()).toBe(before);
    // Naming another round: the round its reads opened goes with the refusal (issue 31).
    const elsewhere = { ...bet, roundId: `${bet.roundId}-other` };
    expect(refused(await seamless(t.app, 'bet', elsewhere), 409).error.code).toBe(
      'transaction_conflict',
    );
    expect(await roundsNamed(elsewhere.roundId)).toBe(0);

    const w1 = await win(bet, 0);
    const w2 = await win(bet, 0);
    expect(w2.body).toBe(w1.body);
    expect((await bets()).items[0]).toMatchObject({
      roundId: bet.roundId,
      status: BET_STATUS.lost,
      win: 0,
    });
  });

  it('processes duplicates arriving at the same time once', async () => {
    const before = await balance();
    const bet = betBody(launch, game, 70);
    const answers = await Promise.all(Array.from({ length: 5 }, () => seamless(t.app, 'bet', bet)));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(ok(answers[0]!).balance).toBe(before - 70);
    expect(await balance()).toBe(before - 70);
  });

  it('rolls a bet back once; a second rollback moves nothing', async () => {
    const start = await balance();
    const bet = betBody(launch, game, 400);
    ok(await seamless(t.app, 'bet', bet));
    const rollback = {
      ...bet,
      transactionId: `${bet.transactionId}-rb`,
      referenceTransactionId: bet.transactionId,
    };
    const { amount: _a, currency: _c, ...rollbackBody } = rollback;
    const first = await seamless(t.app, 'rollback', rollbackBody);
    expect(ok(first).balance).toBe(start);
    const replay = await seamless(t.app, 'rollback', rollbackBody);
    expect(replay.body).toBe(first.body);
    const again = ok(
      await seamless(t.app, 'rollback', {
        ...rollbackBody,
        transactionId: `${bet.transactionId}-rb2`,
      }),
    );
    expect(again.balance).toBe(start);
    expect(await balance()).toBe(start);
    expect((await bets()).items[0]).toMatchObject({
      roundId: bet.roundId,
      status: BET_STATUS.rolledBack,
    });
    const late = refused(await win(bet, 100), 409);
    expect(late.error.code).toBe('round_closed');
  });

  it('takes a rolled-back win back once and settles its round again without it', async () => {
    const start = await balance();
    const bet = betBody(launch, game, 400);
    ok(await seamless(t.app, 'bet', bet));
    ok(await win(bet, 800));
    expect(await balance()).toBe(start + 400);
    const rollback = {
      token: launch.token,
      transactionId: `${bet.transactionId}-win-rb`,
      roundId: bet.roundId,
      gameIdentity: game,
      referenceTransactionId: `${bet.transactionId}-win`,
    };
    const first = await seamless(t.app, 'rollback', rollback);
    expect(ok(first).balance).toBe(start - 400);
    expect((await seamless(t.app, 'rollback', rollback)).body).toBe(first.body);
    const again = ok(
      await seamless(t.app, 'rollback', { ...rollback, transactionId: `${bet.transactionId}-rb2` }),
    );
    expect(again.balance).toBe(start - 400);
    expect(await balance()).toBe(start - 400);
    // The round is settled again with nothing won: its bet is lost.
    expect((await bets()).items.find((b) => b.roundId === bet.roundId)).toMatchObject({
      status: BET_STATUS.lost,
    });
  });

  it('records a rollback of an unknown bet and refuses that bet when it arrives later', async () => {
    const start = await balance();
    const bet = betBody(launch, game, 300);
    const tombstone = ok(
      await seamless(t.app, 'rollback', {
        token: launch.token,
        transactionId: `${bet.transactionId}-rb`,
        roundId: bet.roundId,
        gameIdentity: game,
        referenceTransactionId: bet.transactionId,
      }),
    );
    expect(tombstone.balance).toBe(start);
    const late = refused(await seamless(t.app, 'bet', bet), 409);
    expect(late.error.code).toBe('transaction_rolled_back');
    expect(await balance()).toBe(start);
    expect(await roundsNamed(bet.roundId)).toBe(0);
  });

  it('answers insufficient funds with the actual balance and tells the site', async () => {
    events.length = 0;
    const start = await balance();
    const open = (await bets(false)).total;
    const tooMuch = betBody(launch, game, start + 1);
    const short = refused(await seamless(t.app, 'bet', tooMuch), 402);
    expect(short).toEqual({
      error: { code: 'insufficient_funds', message: expect.any(String) },
      balance: start,
      currency: 'USD',
    });
    expect(events).toEqual([
      {
        type: 'game.bet.refused',
        playerId: player.id,
        gameIdentity: game,
        reason: 'insufficient_funds',
      },
    ]);
    expect(await balance()).toBe(start);
    expect((await bets(false)).total).toBe(open);
    expect(await roundsNamed(tooMuch.roundId)).toBe(0);
  });

  it('refuses a win for a round without a bet, and wrong currency or game', async () => {
    const bet = betBody(launch, game, 100);
    expect(refused(await win(bet, 100), 404).error.code).toBe('round_not_found');
    const euros = refused(await seamless(t.app, 'bet', { ...bet, currency: 'EUR' }), 400);
    expect(euros.error).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('currency'),
    });
    const other = refused(
      await seamless(t.app, 'bet', { ...bet, gameIdentity: 'another-game' }),
      400,
    );
    expect(other.error.message).toContain('gameIdentity');
  });

  it('leaves the ledger exact: every balance the sum of its entries, every currency zero', async () => {
    const report = await checkLedger(t.database.db);
    expect(report.transfers).toBeGreaterThan(5);
    expect(report.mismatches).toEqual([]);
  });
});
