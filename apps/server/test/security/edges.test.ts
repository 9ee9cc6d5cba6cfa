import { PlayerInitSchema, WinnerListSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_TITLES } from '../../src/modules/game/providers/builtin-titles.ts';
import { buildApiOn, buildTestApp, type TestApp, type TestServer } from '../build-app.ts';
import { TEST_DATABASES } from '../databases.ts';
import { betBody, launchReal, play, seamless } from '../factories/games.ts';
import { fundByCard, postDeposit, postWithdrawal } from '../factories/payments.ts';
import {
  auth,
  confirmEmailOf,
  errorOf,
  registerPlayer,
  registration,
} from '../factories/players.ts';

const game = BUILTIN_TITLES[1]!.identity;
const FROM_US = { 'x-geo-country': 'US' };

/** Countries, public names and hostile input (issue 12, docs/decisions/018). */
describe.each(TEST_DATABASES)('security edges on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(db, {
      GEO_COUNTRY_HEADER: 'x-geo-country',
      RESTRICTED_COUNTRIES: ['US'],
    });
  });
  afterAll(() => t?.close());

  /** A POST from the United States, signed in as `token` when given. */
  const postFromUs = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...FROM_US, ...(token ? auth(token) : {}) },
      payload,
    });
  const init = async (app: TestServer, headers: Record<string, string>) =>
    PlayerInitSchema.parse((await app.inject({ url: '/api/player/init', headers })).json());

  it('reads the country only from the configured header; unset, no header is believed', async () => {
    expect(await init(t.app, { 'x-geo-country': 'br', 'cf-ipcountry': 'DE' })).toMatchObject({
      country: 'BR',
      isCountryRestricted: false,
    });
    expect((await init(t.app, { 'cf-ipcountry': 'DE' })).country).toBeNull();
    const unset = await buildApiOn(t.database.db, { RESTRICTED_COUNTRIES: ['US'] });
    try {
      expect(await init(unset, { 'cf-ipcountry': 'US', 'x-geo-country': 'US' })).toMatchObject({
        country: null,
        isCountryRestricted: false,
      });
    } finally {
      await unset.close();
    }
  });

  it('refuses registration, deposits and real money from a restricted country with 451', async () => {
    expect(await init(t.app, FROM_US)).toMatchObject({ country: 'US', isCountryRestricted: true });
    const register = await postFromUs('/api/player/register', registration());
    expect(register.statusCode).toBe(451);
    expect(errorOf(register).code).toBe('country_restricted');

    const player = await registerPlayer(t.app);
    await confirmEmailOf(t.app, player); // withdrawals need a confirmed email
    await fundByCard(t.app, player, 10_000);
    const deposit = await postFromUs(
      '/api/payment/invoices/deposit',
      { method: 'sandbox-card', currency: 'USD', amount: 1000, idempotencyKey: 'edge-us-1' },
      player.accessToken,
    );
    expect(deposit.statusCode).toBe(451);
    expect(errorOf(deposit).code).toBe('country_restricted');
    const real = await postFromUs(
      `/api/game/games/${game}/play`,
      { real: true, locale: 'en' },
      player.accessToken,
    );
    expect(real.statusCode).toBe(451);

    // Demo play and withdrawals stay open.
    const demo = await postFromUs(`/api/game/games/${game}/play`, { real: false, locale: 'en' });
    expect(demo.statusCode, demo.body).toBe(200);
    const withdrawal = await postFromUs(
      '/api/payment/invoices/withdrawal',
      {
        method: 'sandbox-card',
        currency: 'USD',
        amount: 1000,
        fields: { cardNumber: '4242 4242 4242 4242' },
        idempotencyKey: 'edge-us-2',
      },
      player.accessToken,
    );
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    // Elsewhere nothing changes.
    expect((await postDeposit(t.app, player, { amount: 1000 })).statusCode).toBe(200);
    expect((await play(t.app, game, { real: true, locale: 'en' }, player)).statusCode).toBe(200);
    expect((await postWithdrawal(t.app, player, { amount: 1000 })).statusCode).toBe(200);
  });

  it('shows a winner without a nickname by a masked id, nothing from the email', async () => {
    const player = await registerPlayer(t.app, { email: `jane.doe.${Date.now()}@example.com` });
    await fundByCard(t.app, player, 10_000);
    const launch = await launchReal(t.app, player, game);
    const bet = betBody(launch, game, 100);
    expect((await seamless(t.app, 'bet', bet)).statusCode).toBe(200);
    const win = { ...bet, transactionId: `${bet.transactionId}-w`, amount: 900 };
    expect((await seamless(t.app, 'win', win)).statusCode).toBe(200);
    const items = WinnerListSchema.parse(
      (await t.app.inject({ url: '/api/game/spins/winners' })).json(),
    ).items;
    const shown = items[0]!.nickname;
    expect(shown).toBe(`Player •••${player.id.replaceAll('-', '').slice(-4)}`);
    expect(shown).not.toMatch(/jane|doe/i);
  });

  it('answers a NUL byte with 400 naming the field, and a page beyond range with 400', async () => {
    const nul = await t.app.inject({ url: '/api/game/games?search=ab%00cd' });
    expect(nul.statusCode).toBe(400);
    expect(errorOf(nul).fields).toEqual({ search: ['Must not contain NUL characters'] });
    const player = await registerPlayer(t.app);
    const body = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: auth(player.accessToken),
      payload: { city: 'Ber\u0000lin' },
    });
    expect(body.statusCode).toBe(400);
    expect(errorOf(body).fields).toHaveProperty('city');
    const page = await t.app.inject({
      url: '/api/payment/invoices?page=2147483648',
      headers: auth(player.accessToken),
    });
    expect(page.statusCode).toBe(400);
    expect(errorOf(page).fields).toHaveProperty('page');
  });
});
