import {
  ACTIVE_ELSEWHERE,
  CROSS_OPERATOR_FILE_UNAVAILABLE,
  DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT,
  PlayerLimitListSchema,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import {
  cardEvent,
  createCardDeposit,
  postDeposit,
  postWebhook,
} from '../../../test/factories/payments.ts';
import {
  auth,
  declineDepositLimit,
  errorOf,
  postLogin,
  registerPlayer,
  type TestPlayer,
} from '../../../test/factories/players.ts';
import { loadConfig } from '../../config.ts';
import { findLiveProblems } from '../../live-checks.ts';
import { SANDBOX_LUGAS_PATH } from './register/lugas-twin.ts';

// Germany's cross-operator limit and activity file (LUGAS, GlüStV 2021 § 6c-6h; issue 32) through
// its sandbox twin: the limit registered and answered across operators, deposits checked against
// what is left and reported once credited, one session at a time across operators.

const JURISDICTION_COUNTRIES = loadConfig({
  JURISDICTION_COUNTRIES: 'DE=de,GB=gb',
}).JURISDICTION_COUNTRIES;
/** USD per EUR in the seed (packages/db/src/seed/currencies.ts): LUGAS counts in euro. */
const USD_PER_EUR = 1.08;
const usdCents = (eurCents: number) => Math.round(eurCents * USD_PER_EUR);

describe.each(TEST_DATABASES)('LUGAS (Germany) through its sandbox twin on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, { JURISDICTION_COUNTRIES, SELF_EXCLUSION_REGISTER: 'none' });
  }, 60_000);
  afterAll(() => t?.close());

  /** What a tester does on the twin's page: another operator's report. */
  const tester = async (form: 'deposit' | 'limit' | 'activity', fields: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_LUGAS_PATH}/tester/${form}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(res.statusCode, res.body).toBe(303);
  };
  const limits = async (player: TestPlayer) => {
    const res = await t.app.inject({
      url: '/api/player/limits',
      headers: auth(player.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return PlayerLimitListSchema.parse(res.json());
  };
  const german = async () => {
    const player = await registerPlayer(t.app, { country: 'DE', currency: 'USD' });
    await declineDepositLimit(t.app, player);
    return player;
  };

  it('registers the monthly deposit limit and shows the limit in force across operators', async () => {
    const player = await german();
    // Nothing registered: the statutory €1,000.
    expect((await limits(player)).crossOperatorLimit).toEqual({
      file: 'lugas',
      currency: 'EUR',
      limit: 100_000,
      deposited: 0,
      remaining: 100_000,
    });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/player/limits',
      headers: auth(player.accessToken),
      payload: { action: 'set', definition: 3, period: 'monthly', currency: 'USD', amount: 32_400 },
    });
    expect(set.statusCode, set.body).toBe(200);
    // $324.00 is €300.00: LUGAS keeps it for every operator and answers it.
    expect(PlayerLimitListSchema.parse(set.json()).crossOperatorLimit?.limit).toBe(30_000);
    // Set lower with another operator: in force here too.
    await tester('limit', { email: player.email, euros: '200' });
    expect((await limits(player)).crossOperatorLimit).toMatchObject({
      limit: 20_000,
      remaining: 20_000,
    });
    // A GB player reports to no cross-operator file.
    const briton = await registerPlayer(t.app, { country: 'GB' });
    expect((await limits(briton)).crossOperatorLimit).toBeNull();
  });

  it('refuses a deposit above what LUGAS leaves this month, naming the limit; nothing is reserved', async () => {
    const player = await german();
    await tester('deposit', { email: player.email, euros: '900' });
    const over = await postDeposit(t.app, player, { amount: usdCents(15_000) });
    expect(over.statusCode, over.body).toBe(422);
    const error = errorOf(over);
    expect(error.code).toBe(DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT);
    expect(error.fields?.amount?.[0]).toBe(
      'This deposit would pass your monthly deposit limit of €1000.00 across all licensed operators in Germany (LUGAS): €100.00 left this month',
    );
    // No invoice holds room: the month's own cap is untouched.
    expect((await limits(player)).monthlyDepositCap?.used).toBe(0);
    expect((await postDeposit(t.app, player, { amount: usdCents(9_000) })).statusCode).toBe(200);
  });

  it('reports a credited deposit to LUGAS once; what is left shrinks across operators', async () => {
    const player = await german();
    const { invoice } = await createCardDeposit(t.app, player, usdCents(40_000));
    // Open, not yet credited: LUGAS knows nothing of it.
    expect((await limits(player)).crossOperatorLimit?.deposited).toBe(0);
    for (let i = 0; i < 2; i++) {
      const res = await postWebhook(t.app, 'sandbox-card', cardEvent(invoice, 'succeeded'));
      expect(res.json()).toMatchObject({ ok: true });
    }
    await t.app.limitNotices.idle();
    expect((await limits(player)).crossOperatorLimit).toMatchObject({
      deposited: 40_000,
      remaining: 60_000,
    });
    // Another operator's €550 leaves €50: a €60 deposit here is refused.
    await tester('deposit', { email: player.email, euros: '550' });
    const over = await postDeposit(t.app, player, { amount: usdCents(6_000) });
    expect(errorOf(over).code).toBe(DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT);
    expect(errorOf(over).message).toContain('€50.00 left this month');
  });

  it('refuses the sign-in while the person plays with another operator, and says so', async () => {
    const player = await german();
    await tester('activity', { email: player.email, elsewhere: 'yes' });
    const refused = await postLogin(t.app, player.email, player.password);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: ACTIVE_ELSEWHERE,
      message: expect.stringContaining('playing with another licensed operator in Germany'),
    });
    await tester('activity', { email: player.email, elsewhere: 'no' });
    expect((await postLogin(t.app, player.email, player.password)).statusCode).toBe(200);
    // The activity file is Germany's: a GB player the twin marks signs in.
    const briton = await registerPlayer(t.app, { country: 'GB' });
    await tester('activity', { email: briton.email, elsewhere: 'yes' });
    expect((await postLogin(t.app, briton.email, briton.password)).statusCode).toBe(200);
  });

  it("the twin's API wants the key; its tester page lists the people it knows", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_LUGAS_PATH}/standing`,
      payload: { person: { email: 'someone@example.com' } },
    });
    expect(res.statusCode).toBe(401);
    const player = await german();
    await tester('deposit', { email: player.email, euros: '12.50' });
    const page = await t.app.inject({ url: SANDBOX_LUGAS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(player.email);
    expect(page.body).toContain('deposited €12.50 this month');
  });
});

describe.each(TEST_DATABASES.slice(0, 1))('LUGAS that does not answer on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, {
      JURISDICTION_COUNTRIES,
      SELF_EXCLUSION_REGISTER: 'none',
      // Nothing listens there.
      LUGAS_URL: 'http://127.0.0.1:9/lugas',
      LUGAS_API_KEY: 'k',
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('no deposit goes unchecked (503); the sign-in goes through, as with the registers', async () => {
    const player = await registerPlayer(t.app, { country: 'DE' });
    await declineDepositLimit(t.app, player);
    const res = await postDeposit(t.app, player, { amount: 2_000 });
    expect(res.statusCode, res.body).toBe(503);
    expect(errorOf(res).code).toBe(CROSS_OPERATOR_FILE_UNAVAILABLE);
    expect((await postLogin(t.app, player.email, player.password)).statusCode).toBe(200);
  });
});

describe('LUGAS settings', () => {
  it('a live site mapping a country to `de` needs LUGAS_URL and LUGAS_API_KEY, named', () => {
    const config = loadConfig({ JURISDICTION_COUNTRIES: 'DE=de' });
    const named = (extra: object) =>
      findLiveProblems({ ...config, SITE_MODE: 'live', ...extra })
        .filter((p) => p.startsWith('LUGAS_'))
        .map((p) => p.split(':')[0]);
    expect(named({})).toEqual(['LUGAS_URL', 'LUGAS_API_KEY']);
    expect(named({ LUGAS_URL: 'https://lugas.example/api', LUGAS_API_KEY: 'k' })).toEqual([]);
    // No country maps to `de`: nothing asked.
    const elsewhere = loadConfig({ JURISDICTION_COUNTRIES: 'GB=gb' });
    expect(
      findLiveProblems({ ...elsewhere, SITE_MODE: 'live' }).filter((p) => p.startsWith('LUGAS_')),
    ).toEqual([]);
    expect(() => loadConfig({ SITE_MODE: 'live', JURISDICTION_COUNTRIES: 'DE=de' })).toThrow(
      /LUGAS_URL: JURISDICTION_COUNTRIES names a profile that reports to LUGAS/,
    );
  });
});
