import {
  JURISDICTION_CODES,
  type JurisdictionCode,
  PlayerInitSchema,
  SeamlessErrorSchema,
} from '@casino/contracts';
import { providerRounds } from '@casino/db';
import { GAME_TITLES } from '@casino/game-engine';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { betBody, launchReal, seamless } from '../../../test/factories/games.ts';
import { PROFILE_COUNTRY } from '../../../test/factories/jurisdiction.ts';
import { accountIn, fundByCard, fundByPix } from '../../../test/factories/payments.ts';
import {
  auth,
  declineDepositLimit,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { checkLedger } from '../wallet/service.ts';

const slot = GAME_TITLES.find((t) => t.kind === 'slot')!;
const dice = GAME_TITLES.find((t) => t.kind === 'dice')!;
const DICE_BET = { kind: 'dice', target: 50, direction: 'under' } as const;

/** The country of each profile's players in this test (`none`: a country no entry names). */
const COUNTRY = PROFILE_COUNTRY;
const MAP = { GB: 'gb', MT: 'mt', DE: 'de', NL: 'nl', BR: 'br', 'CA-ON': 'on' } as const;

/**
 * What each profile must do to a USD player aged 30 (seed rates: GBP 1.27, EUR 1.08 USD): the
 * slot stake maximum converted and rounded down (null: none), the least time between two slot
 * and two dice rounds (null: none), whether a return below the stake may be celebrated.
 */
const EXPECTED: Record<
  JurisdictionCode,
  {
    slotMax: number | null;
    slotMs: number | null;
    diceMs: number | null;
    bar: boolean;
    celebratesNetLoss: boolean;
  }
> = {
  none: { slotMax: null, slotMs: null, diceMs: null, bar: false, celebratesNetLoss: true },
  gb: { slotMax: 635, slotMs: 2_500, diceMs: 5_000, bar: true, celebratesNetLoss: false },
  mt: { slotMax: null, slotMs: null, diceMs: null, bar: false, celebratesNetLoss: true },
  de: { slotMax: 108, slotMs: 5_000, diceMs: null, bar: true, celebratesNetLoss: false },
  nl: { slotMax: null, slotMs: null, diceMs: null, bar: true, celebratesNetLoss: true },
  br: { slotMax: null, slotMs: null, diceMs: null, bar: false, celebratesNetLoss: true },
  // AGCO Registrar's Standards (game design): 2.5 s per slot game, no losses disguised as wins.
  on: { slotMax: null, slotMs: 2_500, diceMs: null, bar: true, celebratesNetLoss: false },
};

const THIRTY_YEARS_AGO = `${new Date().getUTCFullYear() - 30}-01-15`;
const TWENTY_YEARS_AGO = `${new Date().getUTCFullYear() - 20}-01-15`;

describe.each(TEST_DATABASES)('jurisdiction game rules (stakes, timing, init) on $name', (db) => {
  let t: TestApp;
  const players = {} as Record<JurisdictionCode, TestPlayer>;

  const register = async (country: string, dateOfBirth: string | null) => {
    // Brazil's players hold reais (its only rail, Pix, pays in BRL).
    const player = await registerPlayer(t.app, {
      country,
      ...(country === 'BR' && { currency: 'BRL' }),
    });
    if (dateOfBirth) {
      await t.database.db.execute(
        sql`update players set date_of_birth = ${dateOfBirth} where id = ${player.id}`,
      );
    }
    // Ontario is a province's licence: the account's province decides.
    if (country === 'CA') {
      await t.database.db.execute(sql`update players set state = 'ON' where id = ${player.id}`);
    }
    // The player says no to a deposit limit (asked first in most profiles); Brazil pays by Pix.
    await declineDepositLimit(t.app, player);
    if (country === 'BR') await fundByPix(t.app, player, 50_000);
    else await fundByCard(t.app, player, 50_000);
    return player;
  };

  beforeAll(async () => {
    t = await buildTestApp(db, {
      JURISDICTION_COUNTRIES: MAP,
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
    });
    // The provider reaches the casino's seamless wallet over HTTP, like an aggregator.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    for (const code of JURISDICTION_CODES) {
      players[code] = await register(COUNTRY[code], THIRTY_YEARS_AGO);
    }
  });
  afterAll(() => t?.close());

  const init = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/player/init', headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return PlayerInitSchema.parse(res.json()).jurisdiction;
  };

  const openSession = async (player: TestPlayer, identity: string) => {
    const launch = await launchReal(t.app, player, identity);
    const res = await t.app.inject({
      method: 'POST',
      url: '/provider/api/sessions',
      payload: { identity, mode: 'real', token: launch.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      sessionId: string;
      stakes: number[];
      rules?: {
        maxStake: number | null;
        minRoundIntervalMs: number | null;
        mayCelebrateNetLoss: boolean;
      };
    };
  };
  const play = (sessionId: string, stake: number, bet: object) =>
    t.app.inject({
      method: 'POST',
      url: `/provider/api/sessions/${sessionId}/rounds`,
      payload: { stake, bet, requestId: crypto.randomUUID() },
    });
  /** Moves the player's rounds `ms` into the past (as if they had been played that long ago). */
  const ageRounds = (ms: number) =>
    t.database.db
      .update(providerRounds)
      .set({ createdAt: sql`${providerRounds.createdAt} - ${`${ms} milliseconds`}::interval` })
      .where(eq(providerRounds.status, 'settled'));

  describe.each(JURISDICTION_CODES)('profile %s', (code) => {
    const expected = EXPECTED[code];

    it("init carries the player's rules, the stake maximum in their currency", async () => {
      const rules = await init(auth(players[code].accessToken));
      expect(rules.profile).toBe(code);
      expect(rules.currency).toBe(code === 'br' ? 'BRL' : 'USD');
      expect(rules.maxStake.slot ?? null).toBe(expected.slotMax);
      expect(rules.minRoundIntervalMs.slot ?? null).toBe(expected.slotMs);
      expect(rules.minRoundIntervalMs.dice ?? null).toBe(expected.diceMs);
      expect(rules.showsNetPositionAndClock).toBe(expected.bar);
      expect(rules.mayCelebrateNetLoss).toBe(expected.celebratesNetLoss);
      if (code === 'none') {
        expect(rules).toMatchObject({
          isAutoplayAllowed: true,
          isTurboAllowed: true,
          mayCelebrateNetLoss: true,
          requiresLimitChoice: false,
          isBonusOptIn: false,
        });
      }
    });

    it('the seamless bet refuses a stake above the maximum (422, nothing written), takes the maximum', async () => {
      const player = players[code];
      const launch = await launchReal(t.app, player, slot.identity);
      const currency = code === 'br' ? 'BRL' : 'USD';
      const before = (await accountIn(t.app, player, currency)).balance;
      const maximum = expected.slotMax ?? 5_000;
      const above = await seamless(t.app, 'bet', betBody(launch, slot.identity, maximum + 1));
      if (expected.slotMax === null) {
        expect(above.statusCode, above.body).toBe(200);
      } else {
        expect(above.statusCode, above.body).toBe(422);
        expect(SeamlessErrorSchema.parse(above.json())).toMatchObject({
          error: { code: 'stake_above_jurisdiction_maximum' },
          maxStake: expected.slotMax,
          currency: 'USD',
        });
        expect((await accountIn(t.app, player, currency)).balance).toBe(before);
      }
      const atMaximum = await seamless(t.app, 'bet', betBody(launch, slot.identity, maximum));
      expect(atMaximum.statusCode, atMaximum.body).toBe(200);
    });

    it('the game offers no stake above the maximum; the provider refuses one too', async () => {
      const session = await openSession(players[code], slot.identity);
      expect(session.rules?.maxStake ?? null).toBe(expected.slotMax);
      // The game client learns the slot's timing and the celebration rule from its session.
      expect(session.rules?.minRoundIntervalMs ?? null).toBe(expected.slotMs);
      expect(session.rules?.mayCelebrateNetLoss ?? true).toBe(expected.celebratesNetLoss);
      if (code === 'none') expect(session.rules).toBeUndefined();
      if (expected.slotMax === null) {
        expect(Math.max(...session.stakes)).toBe(10_000);
        return;
      }
      expect(Math.max(...session.stakes)).toBeLessThanOrEqual(expected.slotMax);
      const res = await play(session.sessionId, 1_000, { kind: 'slot' });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        error: { code: 'stake_above_jurisdiction_maximum' },
        maxStake: expected.slotMax,
        currency: 'USD',
      });
    });

    it.each([
      ['slot', slot.identity, { kind: 'slot' }, 'slotMs'],
      ['dice', dice.identity, DICE_BET, 'diceMs'],
    ] as const)(
      'a %s round too soon after the last is refused (round_too_fast)',
      async (_kind, identity, bet, key) => {
        const interval = expected[key];
        const first = await openSession(players[code], identity);
        const played = await play(first.sessionId, 10, bet);
        expect(played.statusCode, played.body).toBe(200);
        // Another session of the same game does not start the clock again.
        const second = await openSession(players[code], identity);
        await ageRounds(1_000);
        const soon = await play(second.sessionId, 10, bet);
        if (interval === null) {
          expect(soon.statusCode, soon.body).toBe(200);
          return;
        }
        expect(soon.statusCode, soon.body).toBe(422);
        const body = soon.json();
        expect(body.error.code).toBe('round_too_fast');
        expect(body.retryAfterMs).toBeGreaterThan(0);
        expect(body.retryAfterMs).toBeLessThanOrEqual(interval - 1_000);
        await ageRounds(interval);
        const later = await play(second.sessionId, 10, bet);
        expect(later.statusCode, later.body).toBe(200);
      },
    );
  });

  it('a player elsewhere in Canada has no Ontario rules', async () => {
    const quebec = await registerPlayer(t.app, { country: 'CA' });
    await t.database.db.execute(sql`update players set state = 'QC' where id = ${quebec.id}`);
    expect((await init(auth(quebec.accessToken))).profile).toBe('none');
  });

  it('a GB player aged 18-24 has the young band (£2 → 254 US cents)', async () => {
    const young = await register('GB', TWENTY_YEARS_AGO);
    expect((await init(auth(young.accessToken))).maxStake.slot).toBe(254);
    const launch = await launchReal(t.app, young, slot.identity);
    const refused = await seamless(t.app, 'bet', betBody(launch, slot.identity, 255));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ maxStake: 254 });
  });

  it("a guest gets the request country's profile, amounts in the profile's currency", async () => {
    expect(await init({ 'cf-ipcountry': 'GB' })).toMatchObject({
      profile: 'gb',
      currency: 'GBP',
      maxStake: { slot: 200 },
      isAutoplayAllowed: false,
    });
    expect(await init({ 'cf-ipcountry': 'DE' })).toMatchObject({
      profile: 'de',
      currency: 'EUR',
      maxStake: { slot: 100 },
    });
    expect(await init({ 'cf-ipcountry': 'US' })).toMatchObject({
      profile: 'none',
      currency: null,
      maxStake: {},
    });
    expect(await init({})).toMatchObject({ profile: 'none' });
  });

  it("a refused token leaves a guest: init still answers, with the request country's rules", async () => {
    const rules = await init({ authorization: 'Bearer not-a-token', 'cf-ipcountry': 'DE' });
    expect(rules).toMatchObject({ profile: 'de', currency: 'EUR' });
  });

  it('every refused stake moved no money: the ledger balances', async () => {
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('no JURISDICTION_COUNTRIES (the default) on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, { GEO_COUNTRY_HEADER: 'cf-ipcountry' });
  });
  afterAll(() => t?.close());

  it("nobody meets a rule: a GB player's init, bet and stake ladder are today's", async () => {
    const player = await registerPlayer(t.app, { country: 'GB' });
    await fundByCard(t.app, player, 10_000);
    const res = await t.app.inject({
      url: '/api/player/init',
      headers: { ...auth(player.accessToken), 'cf-ipcountry': 'GB' },
    });
    expect(PlayerInitSchema.parse(res.json()).jurisdiction).toMatchObject({
      profile: 'none',
      maxStake: {},
      minRoundIntervalMs: {},
      showsNetPositionAndClock: false,
    });
    const launch = await launchReal(t.app, player, slot.identity);
    const bet = await seamless(t.app, 'bet', betBody(launch, slot.identity, 5_000));
    expect(bet.statusCode, bet.body).toBe(200);
    const balance = await seamless(t.app, 'balance', { token: launch.token });
    expect(balance.json()).not.toHaveProperty('rules');
  });
});
