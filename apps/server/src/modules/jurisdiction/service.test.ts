import { PlayerInitSchema, RealityCheckSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { auth, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';
import { loadConfig } from '../../config.ts';

/**
 * One resolution for every rule (issue 32): the game rules init shows and the deposit and limit
 * rules the server applies name the same profile for the same player, a regional licence
 * (CA-ON) included.
 */
describe.each(TEST_DATABASES)('one jurisdiction resolution on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, {
      JURISDICTION_COUNTRIES: loadConfig({ JURISDICTION_COUNTRIES: 'CA-ON=on,NL=nl' })
        .JURISDICTION_COUNTRIES,
    });
  }, 120_000);
  afterAll(() => t?.close());

  const canadian = async (province: string) => {
    const player = await registerPlayer(t.app, { country: 'CA', currency: 'USD' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: auth(player.accessToken),
      payload: { state: province },
    });
    expect(res.statusCode, res.body).toBe(200);
    return player;
  };
  const initProfile = async (player: TestPlayer) => {
    const res = await t.app.inject({ url: '/api/player/init', headers: auth(player.accessToken) });
    expect(res.statusCode, res.body).toBe(200);
    return PlayerInitSchema.parse(res.json()).jurisdiction.profile;
  };
  const realityCheck = async (player: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/player/reality-check',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return RealityCheckSchema.parse(res.json());
  };

  it('gives an Ontario player the Ontario rules in init and in the limits alike', async () => {
    const ontario = await canadian('ON');
    expect(await initProfile(ontario)).toBe('on');
    // Ontario's reality check runs at least hourly and cannot be turned off.
    const check = await realityCheck(ontario);
    expect(check.mayTurnOff).toBe(false);
    expect(Math.max(...check.options)).toBeLessThanOrEqual(60);
    expect(await t.app.playerRules.ofPlayer(t.app.db, ontario.id)).toMatchObject({
      profile: { code: 'on' },
    });
  });

  it('leaves a player of another province under no profile, everywhere', async () => {
    const quebec = await canadian('QC');
    expect(await initProfile(quebec)).toBe('none');
    expect((await realityCheck(quebec)).mayTurnOff).toBe(true);
  });
});
