import { randomUUID } from 'node:crypto';
import { BonusCodeSchema, PlayerFreespinListSchema } from '@casino/contracts';
import { bonusDefinitions, providerFreeRounds } from '@casino/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-app.ts';
import { TEST_DATABASES } from '../databases.ts';
import { launchReal, play } from '../factories/games.ts';
import {
  auth,
  errorOf,
  loginAgain,
  registerPlayer,
  type TestPlayer,
} from '../factories/players.ts';

// Issue 27: a self-excluded player still played free spins (free rounds never reached the bet
// guard) and real-money launches were not refused during an exclusion.
const GAME = 'fruit-fiesta';

describe.each(TEST_DATABASES)('play during a time-out or self-exclusion on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db);
    // The built-in provider calls the casino's seamless wallet over HTTP.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await t.app.db.insert(bonusDefinitions).values({
      identity: 'exclusion-spins',
      name: 'exclusion-spins',
      kind: 'free_spins',
      state: 'published',
      amount: 20,
      code: 'EXCLUSIONSPINS',
      codeTrigger: 2,
      activationDays: 7,
      wageringMultiplier: 3,
      wageringDays: 7,
      contributions: { slots: 100 },
      defaultContribution: 0,
      cancelAfterWagering: true,
      freeSpinGame: GAME,
      freeSpinCount: 10,
    });
  });
  afterAll(() => t?.close());

  const exclude = async (player: TestPlayer, definition: 4 | 5, periodId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'exclude', definition, periodId },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** A player with activated free spins in GAME (no money on the account). */
  const playerWithSpins = async () => {
    const player = await registerPlayer(t.app);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: auth(player.accessToken),
      payload: { bonusCode: 'EXCLUSIONSPINS', trigger: 2 },
    });
    expect(BonusCodeSchema.parse(code.json()).status).toBe(2);
    const list = await t.app.inject({
      url: '/api/game/player-freespins',
      headers: auth(player.accessToken),
    });
    const [issued] = PlayerFreespinListSchema.parse(list.json()).items;
    const activated = await t.app.inject({
      method: 'PUT',
      url: `/api/game/player-freespins/${issued!.id}/activate`,
      headers: auth(player.accessToken),
    });
    expect(activated.statusCode, activated.body).toBe(200);
    return { player, id: issued!.id };
  };

  const openGame = async (player: TestPlayer) => {
    const launch = await launchReal(t.app, player, GAME);
    const res = await t.app.inject({
      method: 'POST',
      url: '/provider/api/sessions',
      payload: { identity: GAME, mode: 'real', token: launch.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json() as { sessionId: string; freeRounds?: { remaining: number } };
    expect(session.freeRounds?.remaining).toBe(10);
    return session.sessionId;
  };

  const spin = (sessionId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/provider/api/sessions/${sessionId}/rounds`,
      payload: { stake: 100, bet: { kind: 'slot' }, requestId: randomUUID() },
    });

  it('refuses the free rounds of a game already open once a time-out starts', async () => {
    const { player, id } = await playerWithSpins();
    const sessionId = await openGame(player);
    const first = await spin(sessionId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().freeRounds.remaining).toBe(9);

    await exclude(player, 5, '24h');
    const refused = await spin(sessionId);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('bet_refused');
    // The refused round was not played: the grant still counts one.
    const [grant] = await t.app.db
      .select({ played: providerFreeRounds.played })
      .from(providerFreeRounds)
      .where(eq(providerFreeRounds.reference, id));
    expect(grant?.played).toBe(1);
  });

  it('refuses a real-money launch during a self-exclusion or time-out; demo stays open', async () => {
    for (const [definition, periodId] of [
      [5, '24h'],
      [4, 'forever'],
    ] as const) {
      const { player } = await playerWithSpins();
      await exclude(player, definition, periodId);
      const back = await loginAgain(t.app, player);
      const real = await play(t.app, GAME, { real: true, locale: 'en' }, back);
      expect(real.statusCode, real.body).toBe(422);
      expect(errorOf(real).code).toBe('self_exclusion');
      const demo = await play(t.app, GAME, { real: false, locale: 'en' }, back);
      expect(demo.statusCode, demo.body).toBe(200);
    }
  });
});
