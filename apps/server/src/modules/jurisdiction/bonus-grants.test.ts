import { backofficeApi } from '@casino/contracts/api/backoffice';
import { bonusDefinitions } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { CSRF, type SignedIn, signIn } from '../../../test/factories/operators.ts';
import { auth, errorOf, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';
import { loadConfig } from '../../config.ts';

// Issue 32: bonuses granted one by one (the back office's direct grant, a quest's or wheel's
// reward paid as a bonus) follow the profile of the player's region: an offer still running with
// terms the profile forbids is refused with a clear reason, and given where the profile allows it.

const JURISDICTION_COUNTRIES = loadConfig({
  JURISDICTION_COUNTRIES: 'GB=gb,MT=mt,BR=br',
}).JURISDICTION_COUNTRIES;

describe.each(TEST_DATABASES)('bonus grants by region on $name', (db) => {
  let t: TestApp;
  let marketing: SignedIn;
  /** An offer published before the GB cap (35× wagering, for every country): still running. */
  let offerId = '';
  beforeAll(async () => {
    t = await buildTestApp(db, { JURISDICTION_COUNTRIES });
    const [row] = await t.app.db
      .insert(bonusDefinitions)
      .values({
        identity: `running-35x-${Date.now()}`,
        name: 'Goodwill 35x',
        kind: 'fixed',
        state: 'published',
        amount: 1000,
        activationDays: 7,
        wageringMultiplier: 35,
        wageringDays: 7,
        contributions: { slots: 100 },
        defaultContribution: 0,
        maxStake: 300,
        maxConversion: 800,
        cancelAfterWagering: false,
      })
      .returning();
    offerId = row!.id;
    marketing = await signIn(t.app, 'marketing');
  }, 60_000);
  afterAll(() => t?.close());

  const grant = (player: TestPlayer) =>
    t.app.inject({
      method: 'POST',
      url: backofficeApi.grantPlayerBonus.path.replace(':id', player.id),
      headers: { cookie: marketing.cookie, ...CSRF },
      payload: {
        definitionId: offerId,
        currency: 'USD',
        note: 'Goodwill',
        requestId: crypto.randomUUID(),
      },
    });
  const bonusesOf = async (player: TestPlayer) =>
    (
      await t.app.inject({ url: '/api/game/player-bonuses', headers: auth(player.accessToken) })
    ).json().items as unknown[];

  it("the back office's direct grant: refused for a GB player naming the cap, given in Malta", async () => {
    const briton = await registerPlayer(t.app, { country: 'GB', currency: 'USD' });
    const refused = await grant(briton);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorOf(refused).fields?.definitionId).toEqual([
      'The offer cannot be given: wagering 35× above the Great Britain cap of 10×',
    ]);
    expect(await bonusesOf(briton)).toEqual([]);

    const maltese = await registerPlayer(t.app, { country: 'MT', currency: 'USD' });
    const given = await grant(maltese);
    expect(given.statusCode, given.body).toBe(200);
    expect(await bonusesOf(maltese)).toHaveLength(1);
  });

  it('a retention reward paid as a bonus (quest, wheel): none for a GB player, issued in Malta', async () => {
    const identity = (await t.app.db.select().from(bonusDefinitions)).find(
      (d) => d.id === offerId,
    )!.identity;
    const reward = (player: TestPlayer) =>
      // The port the quests and the wheel pay a bonus reward through (app.ts).
      t.app.db.transaction((tx) =>
        t.app.quests.ctx.rewardBonus!(tx, t.app.events, {
          playerId: player.id,
          currency: 'USD',
          amount: 500,
          definitionIdentity: identity,
          source: `quest:test-${player.id}`,
          actor: 'quest:test',
        }),
      );
    const briton = await registerPlayer(t.app, { country: 'GB', currency: 'USD' });
    expect(await reward(briton)).toBeNull();
    expect(await bonusesOf(briton)).toEqual([]);
    const maltese = await registerPlayer(t.app, { country: 'MT', currency: 'USD' });
    expect(await reward(maltese)).toMatchObject({ playerBonusId: expect.any(String) });
    expect(await bonusesOf(maltese)).toHaveLength(1);
  });
});
