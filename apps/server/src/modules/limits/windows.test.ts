import { randomUUID } from 'node:crypto';
import { PlayerLimitListSchema, SeamlessErrorSchema } from '@casino/contracts';
import { gameRounds } from '@casino/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { betBody, firstGameIdentity, launchReal, seamless } from '../../../test/factories/games.ts';
import {
  accountIn,
  cryptoEvent,
  fundByCard,
  postWebhook,
} from '../../../test/factories/payments.ts';
import {
  auth,
  loginAgain,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { createTestClock, type TestClock } from '../../../test/fakes/clock.ts';

const DAY = 86_400_000;

// Issue 27: a limit's rolling window counts money by when it moved, not by when the round or
// the invoice it belongs to was opened.
describe.each(TEST_DATABASES)('limit windows on $name', (db) => {
  let t: TestApp;
  let clock: TestClock;
  let game = '';
  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp(db, {}, { clock });
    game = await firstGameIdentity(t.app);
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
  const setLimit = async (player: TestPlayer, body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'set', period: 'daily', ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('counts bets into a round opened before the window', async () => {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 100_000);
    const launch = await launchReal(t.app, player, game);
    await setLimit(player, { definition: 1, currency: 'USD', amount: 1_000 });
    const first = betBody(launch, game, 100);
    expect((await seamless(t.app, 'bet', first)).statusCode).toBe(200);
    // The round was opened two days ago (a long session, a sportsbook bet settling later).
    await t.database.db
      .update(gameRounds)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(gameRounds.providerRoundId, first.roundId));
    const into = (amount: number) =>
      seamless(t.app, 'bet', betBody(launch, game, amount, { roundId: first.roundId }));
    expect((await into(850)).statusCode).toBe(200);
    expect((await list(player)).items[0]).toMatchObject({ used: 950 });
    const over = await into(100);
    expect(over.statusCode, over.body).toBe(403);
    expect(SeamlessErrorSchema.parse(over.json()).reason).toBe('limit');
    expect((await accountIn(t.app, player)).balance).toBe(100_000 - 950);
  });

  it('counts a deposit paid into an older crypto invoice when it is paid', async () => {
    let player = await registerPlayer(t.app, { currency: 'ETH' });
    // 0.01 ETH a day.
    await setLimit(player, { definition: 3, currency: 'ETH', amount: 1_000_000 });
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      headers: auth(player.accessToken),
      payload: { method: 'sandbox-crypto', currency: 'ETH', idempotencyKey: randomUUID() },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { address } = opened.json().crypto as { address: string };

    clock.advance(2 * DAY);
    player = await loginAgain(t.app, player);
    const pay = (txid: string, amount: number) =>
      postWebhook(
        t.app,
        'sandbox-crypto',
        cryptoEvent({ txid, address, currency: 'ETH', amount, confirmations: 12 }),
      );
    expect((await pay('c3'.repeat(32), 600_000)).json()).toEqual({ ok: true });
    expect((await accountIn(t.app, player, 'ETH')).balance).toBe(600_000);
    expect((await list(player)).items[0]).toMatchObject({ used: 600_000 });
    // A second 0.006 ETH the same day passes the limit: held, not playable.
    expect((await pay('d4'.repeat(32), 600_000)).json()).toEqual({ ok: true });
    const after = await list(player);
    expect(after.held).toHaveLength(1);
    expect(after.held[0]).toMatchObject({ amount: 600_000, reason: 'deposit_limit' });
    expect((await accountIn(t.app, player, 'ETH')).balance).toBe(600_000);
  });
});
