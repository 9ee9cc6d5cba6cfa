import { SeamlessErrorSchema, SeamlessResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../../test/factories/games.ts';
import { accountIn, fundByCard, switchToNewAccount } from '../../../../test/factories/payments.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../../test/factories/players.ts';
import { createTestClock, type TestClock } from '../../../../test/fakes/clock.ts';
import type { DomainEvent } from '../../../shared/event-bus.ts';
import { checkLedger } from '../../wallet/service.ts';
import type { BetGuard } from '../bet-guard.ts';
import { BUILTIN_TITLES } from '../providers/builtin-titles.ts';
import { signSeamless } from './signature.ts';

const game = BUILTIN_TITLES[0]!.identity;
const TTL_SECONDS = 600;

type Res = { statusCode: number; body: string; json(): unknown };
const ok = (res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return SeamlessResponseSchema.parse(res.json());
};
const refused = (res: Res, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  return SeamlessErrorSchema.parse(res.json());
};

describe.each(TEST_DATABASES)('seamless wallet rules on $name', (db) => {
  let t: TestApp;
  let clock: TestClock;
  let player: TestPlayer;
  let launch: { token: string; currency: string };
  let guard: Awaited<ReturnType<BetGuard>> = { allowed: true };
  const events: DomainEvent[] = [];
  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp(
      db,
      { GAME_LAUNCH_TOKEN_TTL_SECONDS: TTL_SECONDS, PAYMENT_DEPOSIT_TURNOVER_MULTIPLIER: 1 },
      { clock, betGuard: async () => guard },
    );
    t.app.events.on('game.bet.refused', (event) => events.push(event));
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 1000);
    launch = await launchReal(t.app, player, game);
  });
  afterAll(() => t?.close());

  const balance = async () => (await accountIn(t.app, player)).balance;

  it('requires a valid, fresh signature from a known provider before reading anything', async () => {
    const bet = betBody(launch, game, 100);
    const body = JSON.stringify(bet);
    const secret = t.app.config.BUILTIN_PROVIDER_SECRET!;
    const cases = [
      { headers: {} },
      { secret: 'another-secret-of-enough-length-0123456789' },
      // 10 s past the 300 s allowed each way: signing floors to the second and the call takes
      // real time, so 1 s past it was accepted when a loaded machine took longer than the rest
      // of that second.
      { now: new Date(clock.now().getTime() - 310_000) },
      { now: new Date(clock.now().getTime() + 310_000) },
      { headers: { ...signSeamless(secret, body), 'x-seamless-signature': 'zz' } },
      // Signed over other bytes than those sent.
      { headers: signSeamless(secret, body.replace('100', '1')) },
    ];
    for (const options of cases) {
      const res = refused(await seamless(t.app, 'bet', bet, options), 401);
      expect(res.error.code).toBe('invalid_signature');
    }
    expect(refused(await seamless(t.app, 'bet', bet, { provider: 'nobody' }), 404).error.code).toBe(
      'provider_not_found',
    );
    expect(await balance()).toBe(1000);
  });

  it('answers bad input with 400 naming the field, moving nothing', async () => {
    const notJson = refused(await seamless(t.app, 'bet', '{"amount": '), 400);
    expect(notJson.error.code).toBe('bad_request');
    const negative = refused(await seamless(t.app, 'bet', betBody(launch, game, -5)), 400);
    expect(negative.error).toMatchObject({
      code: 'bad_request',
      message: expect.stringMatching(/^amount/),
    });
    const { transactionId: _, ...noId } = betBody(launch, game, 5);
    expect(refused(await seamless(t.app, 'bet', noId), 400).error.message).toMatch(/transactionId/);
    expect(await balance()).toBe(1000);
  });

  it('refuses bets the guard forbids (limit, self-exclusion) and tells the site', async () => {
    events.length = 0;
    for (const reason of ['limit', 'self_exclusion'] as const) {
      guard = { allowed: false, reason };
      const res = refused(await seamless(t.app, 'bet', betBody(launch, game, 100)), 403);
      expect(res).toMatchObject({ error: { code: 'bet_refused' }, reason });
    }
    guard = { allowed: true };
    expect(events.map((e) => e.type === 'game.bet.refused' && e.reason)).toEqual([
      'limit',
      'self_exclusion',
    ]);
    expect(await balance()).toBe(1000);
  });

  it('counts stakes (less rolled-back ones) toward the deposit turnover', async () => {
    const turnover = async () =>
      (
        await t.app.inject({
          url: '/api/payment/invoices/player-turnover?currency=USD',
          headers: auth(player.accessToken),
        })
      ).json();
    expect(await turnover()).toMatchObject({ required: 1000, wagered: 0, remaining: 1000 });
    ok(await seamless(t.app, 'bet', betBody(launch, game, 300)));
    const undone = betBody(launch, game, 200);
    ok(await seamless(t.app, 'bet', undone));
    const { amount: _a, currency: _c, ...rest } = undone;
    ok(
      await seamless(t.app, 'rollback', {
        ...rest,
        transactionId: `${undone.transactionId}-rb`,
        referenceTransactionId: undone.transactionId,
      }),
    );
    expect(await turnover()).toMatchObject({ required: 1000, wagered: 300, remaining: 700 });
    expect(await accountIn(t.app, player)).toMatchObject({ balance: 700, withdrawalBalance: 0 });
  });

  it('refuses bets after the token expired but takes wins and rollbacks', async () => {
    const open = betBody(launch, game, 100);
    ok(await seamless(t.app, 'bet', open));
    const undo = betBody(launch, game, 50);
    ok(await seamless(t.app, 'bet', undo));
    const start = await balance();
    clock.advance((TTL_SECONDS + 1) * 1000);
    const expired = refused(await seamless(t.app, 'bet', betBody(launch, game, 10)), 401);
    expect(expired.error.code).toBe('token_expired');
    const { amount: _a, currency: _c, ...rest } = undo;
    const rolledBack = ok(
      await seamless(t.app, 'rollback', {
        ...rest,
        transactionId: `${undo.transactionId}-rb`,
        referenceTransactionId: undo.transactionId,
      }),
    );
    expect(rolledBack.balance).toBe(start + 50);
    const paid = ok(
      await seamless(t.app, 'win', {
        ...open,
        transactionId: `${open.transactionId}-w`,
        amount: 150,
      }),
    );
    expect(paid.balance).toBe(start + 200);
    expect(ok(await seamless(t.app, 'balance', { token: launch.token })).balance).toBe(start + 200);
  });

  it('refuses bets on an account that is no longer the active one', async () => {
    events.length = 0;
    const fresh = await launchReal(t.app, player, game);
    await switchToNewAccount(t.app, player, 'EUR');
    const before = await balance();
    const res = refused(await seamless(t.app, 'bet', betBody(fresh, game, 10)), 403);
    expect(res).toMatchObject({ error: { code: 'bet_refused' }, reason: 'account_inactive' });
    expect(events).toMatchObject([{ type: 'game.bet.refused', reason: 'account_inactive' }]);
    expect(await balance()).toBe(before);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('seamless wallet under concurrent bets on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
  });
  afterAll(() => t?.close());

  it('never overdraws when many bets arrive at once (two tabs, one balance)', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 1000);
    const tabs = [await launchReal(t.app, player, game), await launchReal(t.app, player, game)];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        seamless(t.app, 'bet', betBody(tabs[i % 2]!, game, 100)),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    for (const res of results.filter((r) => r.statusCode === 402)) {
      expect(res.json()).toMatchObject({
        error: { code: 'insufficient_funds' },
        balance: expect.any(Number),
      });
    }
    expect(await accountIn(t.app, player)).toMatchObject({ balance: 0, realBalance: 0 });
    const balances = results.filter((r) => r.statusCode === 200).map((r) => r.json().balance);
    expect(balances.sort((a, b) => a - b)).toEqual([
      0, 100, 200, 300, 400, 500, 600, 700, 800, 900,
    ]);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });
});
