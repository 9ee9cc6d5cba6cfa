import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { betBody, firstGameIdentity, launchReal, seamless } from '../../../test/factories/games.ts';
import { accountIn, fundByCard, postDeposit } from '../../../test/factories/payments.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';

// On PostgreSQL the calls really run in parallel (a pool of connections): the advisory lock of
// the limits check is what keeps them from passing a limit together (docs/decisions/026).
let game = '';

describe.each(TEST_DATABASES)('limits under parallel money calls on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
    game = await firstGameIdentity(t.app);
  });
  afterAll(() => t?.close());

  async function setDailyLimit(player: TestPlayer, definition: number, amount: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'set', definition, period: 'daily', currency: 'USD', amount },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** A player with 1,000.00, a launched game and a daily loss limit of 25.50. */
  async function lossLimitedPlayer() {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 100_000);
    const launch = await launchReal(t.app, player, game);
    await setDailyLimit(player, 2, 2550);
    return { player, launch };
  }

  /** `count` bets of 1.00 at once; their answers' status codes. */
  async function parallelBets(launch: { token: string; currency: string }, count: number) {
    const replies = await Promise.all(
      Array.from({ length: count }, () => seamless(t.app, 'bet', betBody(launch, game, 100))),
    );
    return replies.map((r) => r.statusCode);
  }

  it('50 parallel bets at the edge of a loss limit never pass it', async () => {
    const { player, launch } = await lossLimitedPlayer();
    const statuses = await parallelBets(launch, 50);
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(statuses.filter((s) => s === 403)).toHaveLength(25);
    expect((await accountIn(t.app, player)).balance).toBe(100_000 - 2500);
  });

  it('50 parallel bets of a player known limited here never pass a loss limit (stakes sent behind the lock)', async () => {
    // One bet first: the launch is kept and the player remembered as limited, so every next
    // bet's stake goes out in its first round trip, behind the player's lock and the use read
    // (issue 31, ninth round).
    const { player, launch } = await lossLimitedPlayer();
    expect((await seamless(t.app, 'bet', betBody(launch, game, 100))).statusCode).toBe(200);
    expect(t.app.limits.limitedBettors.has(player.id)).toBe(true);
    const statuses = await parallelBets(launch, 50);
    expect(statuses.filter((s) => s === 200)).toHaveLength(24);
    expect(statuses.filter((s) => s === 403)).toHaveLength(26);
    expect((await accountIn(t.app, player)).balance).toBe(100_000 - 2500);
  });

  it('parallel deposits never pass a deposit limit together', async () => {
    const player = await registerPlayer(t.app);
    await setDailyLimit(player, 3, 1000);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => postDeposit(t.app, player, { amount: 300 })),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(17);
  });
});
