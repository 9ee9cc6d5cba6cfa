import { randomUUID } from 'node:crypto';
import {
  BonusCodeSchema,
  PLAYER_FREESPIN_STATUS,
  PlayerBonusListSchema,
  PlayerFreespinListSchema,
  PlayGameResponseSchema,
} from '@casino/contracts';
import { bonusDefinitions } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { play } from '../../../../test/factories/games.ts';
import { accountIn, fundByCard } from '../../../../test/factories/payments.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../../test/factories/players.ts';
import { signSoftswiss } from './softswiss/signature.ts';

/** Booting the app with its aggregators on a loaded machine can take a minute. */
const BOOT_TIMEOUT_MS = 180_000;
const COUNT = 3;

const spinsOffer = (identity: string, code: string, game: string) => ({
  identity,
  name: identity,
  kind: 'free_spins' as const,
  state: 'published' as const,
  amount: 50,
  code,
  codeTrigger: 2,
  activationDays: 7,
  wageringMultiplier: 3,
  wageringDays: 7,
  contributions: { slots: 100, table: 100 },
  defaultContribution: 0,
  cancelAfterWagering: true,
  freeSpinGame: game,
  freeSpinCount: COUNT,
});

/**
 * Issue 34: free spins of an aggregator's game are created as a campaign at its twin (Hub88
 * rewards, SoftSwiss freespins issues); their win comes back in the dialect and is paid once as
 * bonus money with the offer's wagering, like the built-in provider's.
 */
describe.each(TEST_DATABASES)('free spins through the aggregators ($name)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(database, { HUB88_ENABLED: true, SOFTSWISS_ENABLED: true });
    await t.app.db
      .insert(bonusDefinitions)
      .values([
        spinsOffer('hub88-spins', 'HUBSPINS', 'hub88-fruit-fiesta'),
        spinsOffer('softswiss-spins', 'SSSPINS', 'softswiss-lucky-dice'),
      ]);
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  /** A funded player with the code's free spins activated (the campaign created at the twin). */
  async function playerWithSpins(code: string) {
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/game/bonuses/bonuscodes',
      headers: auth(player.accessToken),
      payload: { bonusCode: code, trigger: 2 },
    });
    expect(BonusCodeSchema.parse(applied.json()).status).toBe(2);
    const [issued] = await freespins(player);
    const activated = await t.app.inject({
      method: 'PUT',
      url: `/api/game/player-freespins/${issued!.id}/activate`,
      headers: auth(player.accessToken),
    });
    expect(activated.statusCode, activated.body).toBe(200);
    return { player, id: issued!.id };
  }
  const freespins = async (player: TestPlayer) =>
    PlayerFreespinListSchema.parse(
      (
        await t.app.inject({ url: '/api/game/player-freespins', headers: auth(player.accessToken) })
      ).json(),
    ).items;
  const bonuses = async (player: TestPlayer) =>
    PlayerBonusListSchema.parse(
      (
        await t.app.inject({ url: '/api/game/player-bonuses', headers: auth(player.accessToken) })
      ).json(),
    ).items;

  it('Hub88: the reward is created at the twin, played there without stakes, and its win paid as bonus', async () => {
    const { player, id } = await playerWithSpins('HUBSPINS');
    const launched = await play(t.app, 'hub88-fruit-fiesta', { real: true, locale: 'en' }, player);
    const url = new URL(PlayGameResponseSchema.parse(launched.json()).url);
    const page = await t.app.inject(`${url.pathname}${url.search}`);
    expect(page.body).toContain(`Free spins: ${COUNT} of ${COUNT} left`);
    const before = await accountIn(t.app, player);
    const form = Object.fromEntries(url.searchParams);
    for (let i = 0; i < COUNT; i++) {
      const spun = await t.app.inject({
        method: 'POST',
        url: url.pathname.replace(/\/game$/, '/spin'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...form, stake: '100' }).toString(),
      });
      expect(spun.statusCode, spun.body).toBe(200);
      expect(spun.body).not.toContain('Refused');
    }
    const [done] = await freespins(player);
    expect(done).toMatchObject({ id, status: PLAYER_FREESPIN_STATUS.finished });
    const after = await accountIn(t.app, player);
    // No stake left the real balance; whatever the rounds won came as bonus money.
    expect(after.realBalance).toBe(before.realBalance);
    const won = after.bonusBalance - before.bonusBalance;
    expect(won).toBeGreaterThanOrEqual(0);
    if (won > 0) {
      const [bonus] = await bonuses(player);
      expect(bonus).toMatchObject({ amount: won, wageringRequired: won * 3, wagered: 0 });
    }
  });

  it('SoftSwiss: the freespins callback pays the total once, as bonus with wagering', async () => {
    const { player, id } = await playerWithSpins('SSSPINS');
    const secret = await t.app.games.providers.get('softswiss')!.secret();
    const report = (total: number) => {
      const body = JSON.stringify({
        issue_id: id,
        user_id: player.id,
        currency: 'USD',
        game: 'softswiss-lucky-dice',
        status: 'played',
        played: COUNT,
        total_amount: total,
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/aggregators/softswiss/freespins',
        headers: {
          'content-type': 'application/json',
          'x-request-sign': signSoftswiss(secret, body),
        },
        payload: body,
      });
    };
    const before = await accountIn(t.app, player);
    const paid = await report(250);
    expect(paid.statusCode, paid.body).toBe(200);
    const again = await report(250);
    expect(again.statusCode).toBe(200);
    const after = await accountIn(t.app, player);
    expect(after.bonusBalance - before.bonusBalance).toBe(250);
    expect(after.realBalance).toBe(before.realBalance);
    const [bonus] = await bonuses(player);
    expect(bonus).toMatchObject({ amount: 250, wageringRequired: 750, wagered: 0 });
    expect((await freespins(player))[0]).toMatchObject({ status: PLAYER_FREESPIN_STATUS.finished });
    // Signed, but naming no issue of ours: refused, nothing moves.
    const stray = JSON.stringify({ issue_id: randomUUID() });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/aggregators/softswiss/freespins',
      headers: {
        'content-type': 'application/json',
        'x-request-sign': signSoftswiss(secret, stray),
      },
      payload: stray,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
