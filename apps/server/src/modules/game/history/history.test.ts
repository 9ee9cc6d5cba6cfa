import {
  BET_STATUS,
  BetListSchema,
  publicName,
  SpinListSchema,
  WINNERS_LIST_SIZE,
  WinnerListSchema,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../../test/factories/games.ts';
import { fundByCard } from '../../../../test/factories/payments.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../../test/factories/players.ts';
import { BUILTIN_TITLES } from '../providers/builtin-titles.ts';

const [slot, table] = BUILTIN_TITLES.map((x) => x.identity) as [string, string];

describe.each(TEST_DATABASES)('spins, bets and latest winners on $name', (db) => {
  let t: TestApp;
  let alice: TestPlayer;
  let bob: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    alice = await registerPlayer(t.app);
    bob = await registerPlayer(t.app);
    await fundByCard(t.app, alice, 100_000);
    await fundByCard(t.app, bob, 100_000);
  });
  afterAll(() => t?.close());

  /** Plays one round for real through the seamless wallet; `win` null leaves it open. */
  async function round(who: TestPlayer, identity: string, stake: number, win: number | null) {
    const launch = await launchReal(t.app, who, identity);
    const bet = betBody(launch, identity, stake);
    expect((await seamless(t.app, 'bet', bet)).statusCode).toBe(200);
    if (win !== null) {
      const res = await seamless(t.app, 'win', {
        ...bet,
        transactionId: `${bet.transactionId}-w`,
        amount: win,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return bet.roundId;
  }
  const get = (url: string, who?: TestPlayer) =>
    t.app.inject({ url, headers: who ? auth(who.accessToken) : {} });
  const winners = async () => {
    const res = await get('/api/game/spins/winners');
    expect(res.statusCode).toBe(200);
    return WinnerListSchema.parse(res.json()).items;
  };

  it("lists a player's rounds and bets, newest first, paged, never another player's", async () => {
    const lost = await round(alice, slot, 100, 0);
    const won = await round(alice, table, 200, 500);
    const open = await round(alice, slot, 300, null);
    await round(bob, slot, 100, 0);

    const spins = SpinListSchema.parse((await get('/api/game/spins?perPage=2', alice)).json());
    expect(spins).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect(spins.items.map((s) => s.roundId)).toEqual([open, won]);
    expect(spins.items[1]).toMatchObject({
      stake: 200,
      win: 500,
      currency: 'USD',
      gameName: BUILTIN_TITLES[1]!.name,
    });
    const page2 = SpinListSchema.parse(
      (await get('/api/game/spins?perPage=2&page=2', alice)).json(),
    );
    expect(page2.items.map((s) => s.roundId)).toEqual([lost]);

    const settled = BetListSchema.parse((await get('/api/game/bets', alice)).json());
    expect(settled.items.map((b) => [b.roundId, b.status, b.isSettled])).toEqual([
      [won, BET_STATUS.won, true],
      [lost, BET_STATUS.lost, true],
    ]);
    const pending = BetListSchema.parse(
      (await get('/api/game/bets?isSettled=false', alice)).json(),
    );
    expect(pending.items).toMatchObject([
      { roundId: open, amount: 300, isSettled: false, settledAt: null },
    ]);
    expect((await get('/api/game/bets?isSettled=maybe', alice)).statusCode).toBe(400);
    expect((await get('/api/game/spins')).statusCode).toBe(401);
  });

  it('shows real-money rounds that paid more than their stake as winners, by public name', async () => {
    const before = (await winners()).length;
    await round(bob, slot, 100, 100); // even: not a win
    await round(bob, slot, 100, 50);
    const big = await round(bob, table, 100, 2500);
    const list = await winners();
    expect(list).toHaveLength(before + 1);
    expect(list[0]).toMatchObject({
      id: expect.any(String),
      gameIdentity: table,
      gameName: BUILTIN_TITLES[1]!.name,
      gameImage: expect.stringMatching(/^\/api\/game\/images\//),
      nickname: publicName({ id: bob.id }),
      amount: 2500,
      currency: 'USD',
    });
    expect(list[0]!.nickname).not.toContain('@');
    expect(big).toBeTruthy();

    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: auth(bob.accessToken),
      payload: { nickname: 'LuckyBob' },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((await winners())[0]!.nickname).toBe('LuckyBob');
    expect((await get('/api/game/spins/winners')).headers['cache-control']).toBe(
      'public, max-age=5',
    );
  });

  it(`keeps the ${WINNERS_LIST_SIZE} newest winners`, async () => {
    for (let i = 0; i < WINNERS_LIST_SIZE + 1; i++) await round(alice, slot, 10, 20 + i);
    const list = await winners();
    expect(list).toHaveLength(WINNERS_LIST_SIZE);
    expect(list.map((w) => w.amount)).toEqual(
      Array.from({ length: WINNERS_LIST_SIZE }, (_, i) => 20 + WINNERS_LIST_SIZE - i),
    );
  });
});
