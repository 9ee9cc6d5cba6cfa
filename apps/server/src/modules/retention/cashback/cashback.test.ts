import {
  CashbackReportSchema,
  CashbackSummarySchema,
  ReferralsSummarySchema,
} from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { auditLog, ledgerTransfers } from '@casino/db';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import {
  betBody,
  firstGameIdentity,
  launchReal,
  seamless,
} from '../../../../test/factories/games.ts';
import { CSRF, signIn } from '../../../../test/factories/operators.ts';
import { accountIn, fundByCard } from '../../../../test/factories/payments.ts';
import {
  auth,
  errorOf,
  loginAgain,
  registerPlayer,
  type TestPlayer,
} from '../../../../test/factories/players.ts';
import { createTestClock, type TestClock } from '../../../../test/fakes/clock.ts';
import { checkLedger } from '../../wallet/service.ts';
import { runCashbackPeriod } from './cashback-service.ts';
import { checkReferral } from './referral-service.ts';

const DAY = 86_400_000;

describe.each(TEST_DATABASES)('cashback and referrals on $name', (db) => {
  let t: TestApp;
  let clock: TestClock;
  let game = '';
  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp(db, {}, { clock });
    game = await firstGameIdentity(t.app);
  });
  afterAll(() => t?.close());

  const cashback = async (player: TestPlayer, currency = 'USD') => {
    const res = await t.app.inject({
      url: `/api/game/bonuses/cashback?currency=${currency}`,
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return CashbackSummarySchema.parse(res.json());
  };
  /** Stakes `stake`, wins `win` back in one round: a net loss of stake - win. */
  const playRound = async (player: TestPlayer, stake: number, win: number) => {
    const launch = await launchReal(t.app, player, game);
    const bet = betBody(launch, game, stake);
    expect((await seamless(t.app, 'bet', bet)).statusCode).toBe(200);
    if (win > 0) {
      const res = await seamless(t.app, 'win', {
        token: launch.token,
        transactionId: `win-${bet.transactionId}`,
        roundId: bet.roundId,
        gameIdentity: game,
        amount: win,
        currency: launch.currency,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const cashbackTransfers = async (playerKey: string) =>
    t.app.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `cashback:%:${playerKey}:%`));

  it('a referral pays the referrer once the friend deposits and wagers; never on registration, never to oneself (runs first: claims are for accounts under a week old)', async () => {
    const referrer = await registerPlayer(t.app);
    const page = ReferralsSummarySchema.parse(
      (
        await t.app.inject({
          url: '/api/player/profile/referrals',
          headers: auth(referrer.accessToken),
        })
      ).json(),
    );
    expect(page.isAvailable).toBe(true);
    expect(page.link).toMatch(new RegExp(`/\\?ref=${page.code}$`));
    const claim = (player: TestPlayer, code: string, ip = '203.0.113.9', device?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/player/profile/referrals',
        headers: auth(player.accessToken),
        payload: { code, ...(device ? { device } : {}) },
        remoteAddress: ip,
      });

    const self = await claim(referrer, page.code!);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).fields?.code).toBeDefined();
    const unknown = await claim(await registerPlayer(t.app), 'NOPE1234');
    expect(unknown.statusCode).toBe(400);

    const friend = await registerPlayer(t.app);
    const claimed = await claim(friend, page.code!, '203.0.113.9', 'device-a');
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toEqual({ status: 'registered', reason: null });
    // A second friend from the same device: a farm, refused.
    const twin = await registerPlayer(t.app);
    expect((await claim(twin, page.code!, '198.51.100.7', 'device-a')).json()).toMatchObject({
      status: 'refused',
      reason: 'same_device',
    });

    // Registration and a deposit alone pay nothing; the wagering threshold (50.00) does.
    const referrerReal = async () => (await accountIn(t.app, referrer)).realBalance;
    expect(await referrerReal()).toBe(0);
    await fundByCard(t.app, friend, 10_000);
    await checkReferral(t.app.retentionCashback, friend.id);
    expect(await referrerReal()).toBe(0);
    await playRound(friend, 5_000, 0);
    await Promise.all([
      checkReferral(t.app.retentionCashback, friend.id),
      checkReferral(t.app.retentionCashback, friend.id),
    ]);
    expect(await referrerReal()).toBe(1_000);
    const after = ReferralsSummarySchema.parse(
      (
        await t.app.inject({
          url: '/api/player/profile/referrals',
          headers: auth(referrer.accessToken),
        })
      ).json(),
    );
    expect(after.friends.find((f) => f.status === 'rewarded')).toMatchObject({
      hasDeposited: true,
      hasWagered: true,
      reward: { amount: 1_000, currency: 'USD' },
    });
    expect(after.totals).toEqual([{ currency: 'USD', amount: 1_000 }]);
    const rewards = await t.app.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.code, 'referral_reward'));
    expect(rewards).toHaveLength(1);
    expect((await checkLedger(t.app.db)).mismatches).toEqual([]);
  });
  it('answers 400 naming the currency, 401 without a session', async () => {
    const player = await registerPlayer(t.app);
    const bad = await t.app.inject({
      url: '/api/game/bonuses/cashback',
      headers: auth(player.accessToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toContain('currency');
    expect(
      (await t.app.inject({ url: '/api/game/bonuses/cashback?currency=USD' })).statusCode,
    ).toBe(401);
  });

  it('a losing week accrues 10% of the real-money net loss; the run pays it once, a replay and a concurrent run pay nothing more', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
    await playRound(player, 5_000, 1_000);
    const during = await cashback(player);
    expect(during).toMatchObject({
      isAvailable: true,
      period: 'weekly',
      netLoss: 4_000,
      accrued: 400,
    });
    const before = (await accountIn(t.app, player)).realBalance;
    expect(before).toBe(6_000);

    // The week is over: an operator runs it, twice at once, then once more.
    const playedAt = new Date();
    clock.advance(8 * DAY);
    const admin = await signIn(t.app, 'admin', clock.now().getTime());
    const run = () =>
      t.app.inject({
        method: 'POST',
        url: backofficeApi.runCashback.path,
        headers: { cookie: admin.cookie, ...CSRF },
        payload: { at: playedAt.toISOString() },
      });
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const replay = await run();
    expect(replay.statusCode).toBe(200);

    const again = await loginAgain(t.app, player);
    expect((await accountIn(t.app, again)).realBalance).toBe(before + 400);
    const transfers = await cashbackTransfers(player.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ code: 'cashback', amount: 400n });
    const summary = await cashback(again);
    expect(summary.payouts).toEqual([
      expect.objectContaining({ netLoss: 4_000, amount: 400, status: 'paid', payAs: 'cash' }),
    ]);
    expect(summary.netLoss).toBe(0);

    const report = CashbackReportSchema.parse(
      (
        await t.app.inject({
          url: backofficeApi.getCashbackReport.path,
          headers: { cookie: admin.cookie },
        })
      ).json(),
    );
    expect(report.periods[0]?.runs).toBeGreaterThanOrEqual(3);
    expect(
      report.periods[0]?.totals.find((x) => x.currency === 'USD')?.paid,
    ).toBeGreaterThanOrEqual(400);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cashback.period.run'));
    expect(audits.length).toBeGreaterThanOrEqual(3);
    expect((await checkLedger(t.app.db)).mismatches).toEqual([]);
  });

  it('two jobs on the same period at once pay each player once', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
    await playRound(player, 3_000, 0);
    // Played now (the ledger's time); the app's clock is a week past it since the test before.
    const at = new Date();
    const ctx = t.app.retentionCashback;
    await Promise.all([
      runCashbackPeriod(ctx, { at, actor: 'test' }),
      runCashbackPeriod(ctx, { at, actor: 'test' }),
    ]);
    const transfers = await cashbackTransfers(player.id);
    expect(transfers.map((x) => Number(x.amount))).toEqual([300]);
  });

  it('a player in a time-out sees no cashback and the run pays them nothing', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
    await playRound(player, 2_000, 0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'exclude', definition: 5, periodId: '24h' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const back = await loginAgain(t.app, player);
    const summary = await cashback(back);
    expect(summary).toMatchObject({ isAvailable: false, accrued: 0, payouts: [] });
    await runCashbackPeriod(t.app.retentionCashback, { at: new Date(), actor: 'test' });
    expect(await cashbackTransfers(player.id)).toEqual([]);
  });
});
