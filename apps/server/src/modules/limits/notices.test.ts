import { InboxListSchema, type InboxMessage } from '@casino/contracts';
import { playerLimitNotices } from '@casino/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { betBody, firstGameIdentity, launchReal, seamless } from '../../../test/factories/games.ts';
import { fundByCard } from '../../../test/factories/payments.ts';
import {
  auth,
  loginAgain,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { createTestClock, type TestClock } from '../../../test/fakes/clock.ts';
import { periodStartOf, sendLimitNotices } from './notices-service.ts';
import { findActiveLimitsOf } from './repository.ts';

const DAY = 86_400_000;

// Issue 35: at 50, 80 and 100 percent of a bet, loss or deposit limit the player is told, in
// the inbox (pushed live), once per threshold and limit period.
describe.each(TEST_DATABASES)('limit notices on $name', (db) => {
  let t: TestApp;
  let clock: TestClock;
  let slot = '';
  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp(db, { LOYALTY_CATCH_UP_SWEEP_SECONDS: 0 }, { clock });
    slot = await firstGameIdentity(t.app);
  });
  afterAll(() => t?.close());

  const setLimit = async (player: TestPlayer, body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'set', period: 'daily', currency: 'USD', ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The player's limit notices in the inbox, oldest first. */
  const notices = async (player: TestPlayer): Promise<InboxMessage[]> => {
    await t.app.limitNotices.idle();
    const res = await t.app.inject({
      url: '/api/notification/messenger/messages?perPage=100',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return InboxListSchema.parse(res.json())
      .items.filter((m) => m.source === 'limits')
      .reverse();
  };
  const percents = async (player: TestPlayer) =>
    (await notices(player)).map((m) =>
      m.notice?.key === 'limits.notice' ? m.notice.percent : null,
    );
  /** One bet and its closing win: the round settles (`game.round.settled`). */
  const round = (launch: { token: string; currency: string }, stake: number, win = 0) => {
    const bet = betBody(launch, slot, stake);
    return {
      bet: async () => {
        const placed = await seamless(t.app, 'bet', bet);
        expect(placed.statusCode, placed.body).toBe(200);
      },
      settle: async () => {
        const settled = await seamless(t.app, 'win', {
          ...bet,
          transactionId: `${bet.transactionId}-win`,
          amount: win,
          roundClosed: true,
        });
        expect(settled.statusCode, settled.body).toBe(200);
      },
    };
  };
  const playRound = async (launch: { token: string; currency: string }, stake: number) => {
    const r = round(launch, stake);
    await r.bet();
    await r.settle();
  };

  it('tells 50, 80 and 100 percent of a deposit limit once each, in the player language', async () => {
    const player = await registerPlayer(t.app);
    await setLimit(player, { definition: 3, amount: 10_000 });
    await fundByCard(t.app, player, 3_000);
    expect(await notices(player)).toEqual([]);
    await fundByCard(t.app, player, 2_500);
    expect(await percents(player)).toEqual([50]);
    await fundByCard(t.app, player, 1_000);
    // 65 %: past 50 % again, nothing new.
    expect(await percents(player)).toEqual([50]);
    await fundByCard(t.app, player, 2_000);
    expect(await percents(player)).toEqual([50, 80]);
    await fundByCard(t.app, player, 1_500);
    const all = await notices(player);
    expect(all.map((m) => (m.notice?.key === 'limits.notice' ? m.notice.percent : null))).toEqual([
      50, 80, 100,
    ]);
    expect(all[2]).toMatchObject({
      source: 'limits',
      title: 'Deposit limit reached',
      link: '/profile/limits',
      isRead: false,
      notice: {
        key: 'limits.notice',
        kind: 'deposit',
        period: 'daily',
        percent: 100,
        used: 10_000,
        amount: 10_000,
        currency: 'USD',
      },
    });
    expect(all[1]!.title).toBe('Deposit limit: 80% used');
    // No page of the player was connected: each notice is kept for the site's next start.
    const missed = await t.app.inject({
      url: '/api/notification/notifications',
      headers: auth(player.accessToken),
    });
    expect(missed.statusCode, missed.body).toBe(200);
    const kept = (missed.json() as { items: { data: { event: string; message: InboxMessage } }[] })
      .items;
    expect(kept.filter((k) => k.data.event === 'messenger.notifications.updated')).toHaveLength(3);
    // Asked again (a replayed event): nothing more is sent.
    expect(await sendLimitNotices(t.app.limits, player.id, 'deposit')).toEqual([]);
    expect(await percents(player)).toEqual([50, 80, 100]);
  });

  it('reads the active limits of many players in one statement, each their own', async () => {
    // The notices of rounds settled within a few milliseconds read their players' limits in one
    // statement (issue 31): each player gets their own rows, a player without limits none.
    const player = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    await setLimit(other, { definition: 2, amount: 7_000 });
    await setLimit(other, { definition: 1, amount: 5_000 });
    const read = await findActiveLimitsOf(t.app.limits.db, [player.id, other.id]);
    expect(read.has(player.id)).toBe(false);
    expect(read.get(other.id)!.map((r) => [r.playerId, r.definition, r.amount])).toEqual([
      [other.id, 2, 7_000],
      [other.id, 1, 5_000],
    ]);
  });

  it('tells only the highest of the thresholds one deposit passes', async () => {
    const player = await registerPlayer(t.app);
    await setLimit(player, { definition: 3, amount: 10_000 });
    await fundByCard(t.app, player, 8_500);
    expect(await percents(player)).toEqual([80]);
    // 50 % is recorded with it, so it never comes later in this period.
    await fundByCard(t.app, player, 500);
    expect(await percents(player)).toEqual([80]);
    const rows = await t.app.db
      .select({ threshold: playerLimitNotices.threshold })
      .from(playerLimitNotices)
      .where(eq(playerLimitNotices.playerId, player.id));
    expect(rows.map((r) => r.threshold).sort()).toEqual([50, 80]);
  });

  it('tells a bet limit after settled rounds; two settles crossing 80 percent together tell it once', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 50_000);
    await setLimit(player, { definition: 1, amount: 1_000 });
    const launch = await launchReal(t.app, player, slot);
    await playRound(launch, 400);
    expect(await notices(player)).toEqual([]);
    await playRound(launch, 200);
    expect(await percents(player)).toEqual([50]);
    // Two rounds (70 % and 80 % with both bets) settle at the same time.
    const a = round(launch, 100);
    const b = round(launch, 100);
    await a.bet();
    await b.bet();
    await Promise.all([a.settle(), b.settle()]);
    expect(await percents(player)).toEqual([50, 80]);
    // And two checks racing on the same use: the unique key lets one through.
    const [x, y] = await Promise.all([
      sendLimitNotices(t.app.limits, player.id, 'game'),
      sendLimitNotices(t.app.limits, player.id, 'game'),
    ]);
    expect([...x, ...y]).toEqual([]);
    await playRound(launch, 200);
    expect(await percents(player)).toEqual([50, 80, 100]);
  });

  it('starts over in the next period of the limit', async () => {
    let player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 50_000);
    await setLimit(player, { definition: 2, amount: 1_000 });
    const launch = await launchReal(t.app, player, slot);
    await playRound(launch, 550);
    expect(await percents(player)).toEqual([50]);
    await playRound(launch, 10);
    expect(await percents(player)).toEqual([50]);
    // A day later (the app's clock) the limit's next daily period runs: 50 % is told again
    // (the rolling window still holds the losses, which the database clock stamped today).
    clock.advance(DAY + 1_000);
    player = await loginAgain(t.app, player);
    const next = await launchReal(t.app, player, slot);
    await playRound(next, 10);
    const all = await notices(player);
    expect(all.map((m) => (m.notice?.key === 'limits.notice' ? m.notice.percent : null))).toEqual([
      50, 50,
    ]);
    expect(all[0]!.notice).toMatchObject({ key: 'limits.notice', kind: 'loss' });
  });

  it('tells nothing to a player without limits', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 50_000);
    const launch = await launchReal(t.app, player, slot);
    await playRound(launch, 40_000);
    expect(await sendLimitNotices(t.app.limits, player.id, 'game')).toEqual([]);
    expect(await sendLimitNotices(t.app.limits, player.id, 'deposit')).toEqual([]);
    expect(await notices(player)).toEqual([]);
    const rows = await t.app.db
      .select()
      .from(playerLimitNotices)
      .where(eq(playerLimitNotices.playerId, player.id));
    expect(rows).toEqual([]);
  });

  it('counts periods from the limit creation in steps of its days', () => {
    const createdAt = new Date('2026-01-01T10:00:00Z');
    expect(periodStartOf({ createdAt, periodDays: 1 }, new Date('2026-01-01T23:00:00Z'))).toEqual(
      createdAt,
    );
    expect(periodStartOf({ createdAt, periodDays: 1 }, new Date('2026-01-03T09:59:59Z'))).toEqual(
      new Date('2026-01-02T10:00:00Z'),
    );
    expect(periodStartOf({ createdAt, periodDays: 7 }, new Date('2026-01-08T10:00:00Z'))).toEqual(
      new Date('2026-01-08T10:00:00Z'),
    );
  });
});
