import { RealityCheckSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { betBody, firstGameIdentity, launchReal, seamless } from '../../../test/factories/games.ts';
import { fundByCard } from '../../../test/factories/payments.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';
import { createTestClock, type TestClock } from '../../../test/fakes/clock.ts';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('reality check on $name', (db) => {
  let t: TestApp;
  let clock: TestClock;
  let game = '';
  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp(
      db,
      { RG_REALITY_CHECK_MINUTES: [15, 30, 60], ACCESS_TOKEN_TTL_SECONDS: 86_400 },
      { clock },
    );
    game = await firstGameIdentity(t.app);
  });
  afterAll(() => t?.close());

  const get = async (player: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/player/reality-check',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return RealityCheckSchema.parse(res.json());
  };
  const post = (player: TestPlayer, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: auth(player.accessToken),
      ...(payload ? { payload } : {}),
    });

  it('is due every chosen interval with the time played and the net result of the session', async () => {
    const player = await registerPlayer(t.app);
    expect(await get(player)).toMatchObject({ minutes: 0, isDue: false, dueAt: null });
    expect((await post(player, '/api/player/reality-check', { minutes: 20 })).statusCode).toBe(400);
    const set = await post(player, '/api/player/reality-check', { minutes: 15 });
    expect(set.statusCode, set.body).toBe(200);
    expect(RealityCheckSchema.parse(set.json())).toMatchObject({
      minutes: 15,
      isDue: false,
      dueInSeconds: 900,
    });

    await fundByCard(t.app, player, 10_000);
    const launch = await launchReal(t.app, player, game);
    const stake = await seamless(t.app, 'bet', betBody(launch, game, 1_000));
    expect(stake.statusCode, stake.body).toBe(200);

    clock.advance(14 * MINUTE);
    expect((await get(player)).isDue).toBe(false);
    clock.advance(MINUTE);
    const due = await get(player);
    expect(due).toMatchObject({ isDue: true, dueInSeconds: 0 });
    expect(due.playedSeconds).toBeGreaterThanOrEqual(15 * 60);
    expect(due.results).toEqual([{ currency: 'USD', staked: 1_000, won: 0, net: -1_000 }]);

    // Acknowledged: the next one is due 15 minutes later; off stops them.
    const ack = RealityCheckSchema.parse(
      (await post(player, '/api/player/reality-check/ack')).json(),
    );
    expect(ack).toMatchObject({ isDue: false, dueInSeconds: 900 });
    clock.advance(15 * MINUTE);
    expect((await get(player)).isDue).toBe(true);
    await post(player, '/api/player/reality-check', { minutes: 0 });
    expect(await get(player)).toMatchObject({ isDue: false, dueAt: null });
  });
});
