import {
  CHANNELS,
  InboxListSchema,
  InboxUnreadSchema,
  LoyaltyAccountSchema,
  LoyaltyLevelListSchema,
} from '@casino/contracts';
import { loyaltyAccounts, loyaltyPointEntries } from '@casino/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { BUILTIN_TITLES, betBody, launchReal, seamless } from '../../../../test/factories/games.ts';
import { fundByCard } from '../../../../test/factories/payments.ts';
import {
  auth,
  errorOf,
  loginAgain,
  registerPlayer,
  type TestPlayer,
} from '../../../../test/factories/players.ts';
import { collect, eventually, listen, next, realtimeClient } from '../../../../test/realtime.ts';
import { checkLedger } from '../../wallet/service.ts';
import {
  catchUpRounds,
  earnFromRound,
  getSettings,
  keptLadder,
  updateSettings,
} from './loyalty-service.ts';
import { bookRoundsPoints } from './repository.ts';

// Issue 33: points from settled stakes (slots earn 10 points per USD staked in the seeded rates),
// the ladder (Silver at 500 points), the inbox and the exclusion rule.
const slot = BUILTIN_TITLES.find((title) => title.kind === 'slot')!.identity;

describe.each(TEST_DATABASES)('loyalty points and the inbox on $name', (db) => {
  let t: TestApp;
  let wsUrl: string;
  beforeAll(async () => {
    t = await buildTestApp(db, { REALTIME_PING_SECONDS: 1, LOYALTY_CATCH_UP_SWEEP_SECONDS: 0 });
    wsUrl = await listen(t.app);
  });
  afterAll(() => t?.close());

  const get = async (player: TestPlayer, url: string) =>
    t.app.inject({ url, headers: auth(player.accessToken) });
  const account = async (player: TestPlayer) => {
    const res = await get(player, '/api/retention/account');
    expect(res.statusCode, res.body).toBe(200);
    return LoyaltyAccountSchema.parse(res.json());
  };
  const inbox = async (player: TestPlayer) => {
    const res = await get(player, '/api/notification/messenger/messages');
    expect(res.statusCode, res.body).toBe(200);
    return InboxListSchema.parse(res.json());
  };
  /** A player with 200 USD and a real-money launch of the slot. */
  const newPlayer = async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 20_000);
    return { player, launch: await launchReal(t.app, player, slot) };
  };
  /** One bet and its closing win (the round settles), the points booked before returning. */
  const playRound = async (launch: { token: string; currency: string }, stake: number, win = 0) => {
    const bet = betBody(launch, slot, stake);
    const placed = await seamless(t.app, 'bet', bet);
    expect(placed.statusCode, placed.body).toBe(200);
    const winCall = {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      amount: win,
      roundClosed: true,
    };
    const settled = await seamless(t.app, 'win', winCall);
    expect(settled.statusCode, settled.body).toBe(200);
    await t.app.loyalty.idle();
    return winCall;
  };

  it('books the points of a settled round by its game kind, once, however often it arrives', async () => {
    const { player, launch } = await newPlayer();
    expect(await account(player)).toMatchObject({
      points: 0,
      level: { name: 'Bronze', rank: 1 },
      nextLevel: { name: 'Silver', minPoints: 500 },
      pointsToNext: 500,
      progress: 0,
    });
    const winCall = await playRound(launch, 500, 200);
    // 5.00 USD staked at 10 points per USD: 50 points, the win does not count.
    expect(await account(player)).toMatchObject({ points: 50, pointsToNext: 450, progress: 0.1 });
    // The provider repeats its win: the seamless wallet answers again, no second points.
    const again = await seamless(t.app, 'win', winCall);
    expect(again.statusCode).toBe(200);
    await t.app.loyalty.idle();
    const [round] = await t.app.db
      .select()
      .from(loyaltyPointEntries)
      .where(eq(loyaltyPointEntries.playerId, player.id));
    // Two deliveries of the same round at once book it once.
    await Promise.all([
      earnFromRound(t.app.loyalty.ctx, { roundId: round!.roundId, playerId: player.id }),
      earnFromRound(t.app.loyalty.ctx, { roundId: round!.roundId, playerId: player.id }),
    ]);
    expect((await account(player)).points).toBe(50);
    // Points are not money: the ledger is untouched by them and stays balanced.
    expect((await checkLedger(t.app.db)).mismatches).toEqual([]);
  });

  it('books rounds settled together in one statement: each round its points, each player once', async () => {
    // The bookings of rounds settled within a few milliseconds share one statement (issue 31):
    // a player's two rounds in it add to their account once, with each round's own points.
    const a = await newPlayer();
    const b = await newPlayer();
    await Promise.all([
      playRound(a.launch, 100),
      playRound(a.launch, 300),
      playRound(b.launch, 200),
    ]);
    expect((await account(a.player)).points).toBe(40);
    expect((await account(b.player)).points).toBe(20);
    const entries = await t.app.db
      .select()
      .from(loyaltyPointEntries)
      .where(inArray(loyaltyPointEntries.playerId, [a.player.id, b.player.id]));
    expect(entries.map((e) => Number(e.points)).sort()).toEqual([10, 20, 30]);

    // Booked again from nothing, the three in one statement.
    await t.app.db
      .delete(loyaltyPointEntries)
      .where(inArray(loyaltyPointEntries.playerId, [a.player.id, b.player.id]));
    await t.app.db
      .delete(loyaltyAccounts)
      .where(inArray(loyaltyAccounts.playerId, [a.player.id, b.player.id]));
    const booked = await bookRoundsPoints(
      t.app.db,
      entries.map((e) => e.roundId),
      new Date(),
    );
    const of = (player: TestPlayer) =>
      entries
        .filter((e) => e.playerId === player.id)
        .map((e) => booked.get(e.roundId))
        .sort((x, y) => x!.earned - y!.earned);
    expect(of(a.player)).toEqual([
      { playerId: a.player.id, earned: 10, points: 40, levelRank: 0 },
      { playerId: a.player.id, earned: 30, points: 40, levelRank: 0 },
    ]);
    expect(of(b.player)).toEqual([{ playerId: b.player.id, earned: 20, points: 20, levelRank: 0 }]);
    // Asked again (a replay): nothing more.
    expect((await bookRoundsPoints(t.app.db, [entries[0]!.roundId], new Date())).size).toBe(0);
    expect((await account(a.player)).points).toBe(40);
  });

  it('applies a ladder saved by an operator to the next settled round at once', async () => {
    // The ladder is kept per instance for bookings (issue 31): a save on this instance drops it.
    const { player, launch } = await newPlayer();
    const saved = await getSettings(t.app.loyalty.ctx);
    const save = (levels: typeof saved.levels) =>
      updateSettings(
        t.app.loyalty.ctx,
        { levels: levels.map(({ id: _id, rank: _rank, ...level }) => level), rates: saved.rates },
        async () => {},
      );
    try {
      await playRound(launch, 100);
      expect(await account(player)).toMatchObject({ points: 10, level: { name: 'Bronze' } });
      await save(
        saved.levels.map((level) => (level.rank === 2 ? { ...level, minPoints: 20 } : level)),
      );
      await playRound(launch, 100);
      const [entry] = await t.app.db
        .select({ levelRank: loyaltyAccounts.levelRank })
        .from(loyaltyAccounts)
        .where(eq(loyaltyAccounts.playerId, player.id));
      // Announced by the booking, which used the new ladder.
      expect(entry?.levelRank).toBe(2);
    } finally {
      await save(saved.levels);
    }
  });

  it('moves the level live and tells the inbox; the counter drops when read', async () => {
    const { player, launch } = await newPlayer();
    const client = realtimeClient(wsUrl, { token: player.accessToken });
    const loyalty = client.newSubscription(CHANNELS.loyalty(player.id));
    const messenger = client.newSubscription(CHANNELS.inbox(player.id));
    const pushes = collect(loyalty);
    const notes = collect(messenger);
    loyalty.subscribe();
    messenger.subscribe();
    client.connect();
    await Promise.all([next(loyalty, 'subscribed'), next(messenger, 'subscribed')]);
    try {
      await playRound(launch, 1000);
      expect(await eventually(() => pushes[0])).toMatchObject({
        type: 'retention.account.updated',
        earned: 100,
        levelReached: null,
        account: { points: 100, level: { name: 'Bronze' } },
      });
      await playRound(launch, 4000);
      expect(await eventually(() => pushes[1])).toMatchObject({
        earned: 400,
        levelReached: 'Silver',
        account: { points: 500, level: { name: 'Silver' }, nextLevel: { name: 'Gold' } },
      });
      expect(await eventually(() => notes[0])).toMatchObject({
        type: 'messenger.notifications.updated',
        totalUnread: 1,
        message: {
          source: 'loyalty',
          title: 'Level up: Silver',
          link: '/loyalty',
          isRead: false,
          // The site writes it in the reader's language from this key and values.
          notice: { key: 'loyalty.level', name: 'Silver' },
        },
      });
      const list = await inbox(player);
      expect(list).toMatchObject({ total: 1, totalUnread: 1 });
      const id = list.items[0]!.id;

      const read = await t.app.inject({
        method: 'POST',
        url: `/api/notification/messenger/messages/${id}/read`,
        headers: auth(player.accessToken),
      });
      expect(read.statusCode, read.body).toBe(200);
      expect(InboxUnreadSchema.parse(read.json())).toEqual({ totalUnread: 0 });
      expect(await eventually(() => notes[1])).toMatchObject({ message: null, totalUnread: 0 });
      expect((await inbox(player)).items[0]).toMatchObject({ id, isRead: true });
    } finally {
      client.disconnect();
    }
  });

  it('reads, reads all and deletes only the player’s own messages; bad ids are a 400', async () => {
    const { player } = await newPlayer();
    const other = await registerPlayer(t.app);
    for (const title of ['One', 'Two', 'Three']) {
      const sent = await t.app.loyalty.inboxPost(player.id, { source: 'quest', title, body: 'b' });
      expect(sent.posted).toBe(true);
    }
    const othersMessage = await t.app.loyalty.inboxPost(other.id, {
      source: 'operator',
      title: 'Other',
      body: 'b',
    });
    // The same fact twice (a dedupe key): one message.
    const once = { source: 'tournament', title: 'Prize', body: 'You won' } as const;
    await t.app.loyalty.inboxPost(player.id, once, { dedupeKey: 'tournament:1' });
    expect(await t.app.loyalty.inboxPost(player.id, once, { dedupeKey: 'tournament:1' })).toEqual({
      posted: false,
      reason: 'duplicate',
    });
    expect(await inbox(player)).toMatchObject({ total: 4, totalUnread: 4 });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/notification/messenger/messages/not-a-uuid/read',
      headers: auth(player.accessToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('id');
    const othersId = othersMessage.posted ? othersMessage.message.id : '';
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/notification/messenger/messages/${othersId}/read`,
      headers: auth(player.accessToken),
    });
    expect(foreign.statusCode).toBe(404);

    const [newest, second] = (await inbox(player)).items;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/notification/messenger/messages?id=${newest!.id}&id=${second!.id}&id=${othersId}`,
      headers: auth(player.accessToken),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ totalUnread: 2 });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notification/messenger/messages/read/all',
      headers: auth(player.accessToken),
    });
    expect(all.json()).toEqual({ totalUnread: 0 });
    expect(await inbox(player)).toMatchObject({ total: 2, totalUnread: 0 });
    // The other player's message is untouched.
    expect(await inbox(other)).toMatchObject({ total: 1, totalUnread: 1 });
  });

  it('shows an excluded player none of it, and a round settled during the time-out earns nothing', async () => {
    const { player, launch } = await newPlayer();
    await playRound(launch, 1000);
    await t.app.loyalty.inboxPost(player.id, { source: 'operator', title: 'Hi', body: 'b' });
    // A round open when the time-out starts, settled after it.
    const bet = betBody(launch, slot, 1000);
    expect((await seamless(t.app, 'bet', bet)).statusCode).toBe(200);
    const timeOut = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'exclude', definition: 5, periodId: '24h' },
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    const settled = await seamless(t.app, 'win', {
      ...bet,
      transactionId: `${bet.transactionId}-win`,
      amount: 0,
      roundClosed: true,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    await t.app.loyalty.idle();

    const back = await loginAgain(t.app, player);
    const refused = await get(back, '/api/retention/account');
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('retention_unavailable');
    const levels = LoyaltyLevelListSchema.parse((await get(back, '/api/retention/levels')).json());
    expect(levels.items).toEqual([]);
    expect(await inbox(back)).toMatchObject({ items: [], total: 0, totalUnread: 0 });
    expect(
      await t.app.loyalty.inboxPost(player.id, { source: 'wheel', title: 'Spin', body: 'b' }),
    ).toEqual({ posted: false, reason: 'not_eligible' });
    const [row] = await t.app.db
      .select({ points: loyaltyAccounts.points })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.playerId, player.id));
    expect(Number(row!.points)).toBe(100);
  });

  it('catches up a settled round whose event was lost', async () => {
    const { player, launch } = await newPlayer();
    await playRound(launch, 700);
    // As if the process died between the round's commit and its handler.
    await t.app.db.delete(loyaltyPointEntries).where(eq(loyaltyPointEntries.playerId, player.id));
    await t.app.db.delete(loyaltyAccounts).where(eq(loyaltyAccounts.playerId, player.id));
    expect((await account(player)).points).toBe(0);
    const booked = await catchUpRounds(t.app.loyalty.ctx, -60_000, 10_000);
    expect(booked).toBeGreaterThanOrEqual(1);
    expect((await account(player)).points).toBe(70);
    // A second pass finds nothing of it to book.
    await catchUpRounds(t.app.loyalty.ctx, -60_000, 10_000);
    expect((await account(player)).points).toBe(70);
  });
});

describe('the ladder kept for bookings', () => {
  const ladder = [{ id: 'l1', rank: 1, name: 'Bronze', minPoints: 0 }] as never[];
  const db = {} as never;

  it('reads it once per period for every booking asking, again after a save or a failed read', async () => {
    let reads = 0;
    let fail = false;
    let clock = 0;
    const kept = keptLadder({
      keptMs: 5000,
      now: () => clock,
      read: async () => {
        reads++;
        if (fail) throw new Error('down');
        return ladder;
      },
    });
    await Promise.all([kept.get(db), kept.get(db), kept.get(db)]);
    clock = 4999;
    expect(await kept.get(db)).toBe(ladder);
    expect(reads).toBe(1);
    clock = 5000;
    await kept.get(db);
    expect(reads).toBe(2);
    kept.clear();
    await kept.get(db);
    expect(reads).toBe(3);
    kept.clear();
    fail = true;
    await expect(kept.get(db)).rejects.toThrow('down');
    fail = false;
    expect(await kept.get(db)).toBe(ladder);
    expect(reads).toBe(5);
  });
});
