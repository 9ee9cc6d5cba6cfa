import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { play, seamless } from '../../../../test/factories/games.ts';
import { accountIn, fundByCard } from '../../../../test/factories/payments.ts';
import { registerPlayer, type TestPlayer } from '../../../../test/factories/players.ts';
import { hub88ToMinor, minorToHub88 } from './hub88/routes.ts';
import { signHub88 } from './hub88/signature.ts';
import { signSoftswiss } from './softswiss/signature.ts';

const [pglite] = TEST_DATABASES;

/** Booting the app on a loaded machine (CI shares its 2 cores) can take a minute. */
const BOOT_TIMEOUT_MS = 180_000;

describe('aggregators switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(pglite!);
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('registers no route of theirs: every path answers 404, the catalog has none of their games', async () => {
    for (const url of [
      '/api/aggregators/hub88/user/balance',
      '/api/aggregators/hub88/transaction/bet',
      '/api/aggregators/softswiss/play',
      '/api/aggregators/softswiss/rollback',
      '/sandbox/aggregators/hub88/spin',
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(404);
    }
    const page = await t.app.inject({ url: '/sandbox/aggregators/hub88/game' });
    expect(page.statusCode).toBe(404);
    const launch = await play(t.app, 'hub88-fruit-fiesta', { real: false, locale: 'en' });
    expect(launch.statusCode).toBe(404);
  });
});

describe('aggregators in live mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    t = await buildTestApp(pglite!, {
      SITE_MODE: 'live',
      HUB88_ENABLED: true,
      HUB88_PUBLIC_KEY: String(publicKey.export({ type: 'spki', format: 'pem' })),
      SOFTSWISS_ENABLED: true,
      SOFTSWISS_AUTH_TOKEN: 'live-softswiss-auth-token-0123456789abcdef',
    });
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('answers the wallets with the configured keys, while no twin nor kit fixture is reachable', async () => {
    const hub88 = await t.app.inject({
      method: 'POST',
      url: '/api/aggregators/hub88/user/balance',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hub88.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    const body = '{}';
    const softswiss = await t.app.inject({
      method: 'POST',
      url: '/api/aggregators/softswiss/play',
      headers: {
        'content-type': 'application/json',
        'x-request-sign': signSoftswiss('live-softswiss-auth-token-0123456789abcdef', body),
      },
      payload: body,
    });
    // Signed with the configured token: past the signature, refused for its empty body.
    expect(softswiss.statusCode).toBe(400);
    for (const url of [
      '/sandbox/aggregators/hub88/game',
      '/sandbox/aggregators/softswiss/game',
      '/sandbox/aggregators/conformance/wallet-check',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    const session = await t.app.inject({
      method: 'POST',
      url: '/sandbox/aggregators/conformance/session',
      payload: { provider: 'builtin' },
    });
    expect(session.statusCode).toBe(404);
  });
});

describe('aggregators switched on (sandbox)', () => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(pglite!, { HUB88_ENABLED: true, SOFTSWISS_ENABLED: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  const launchUrl = async (game: string) => {
    const res = await play(t.app, game, { real: true, locale: 'en' }, player);
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json<{ url: string }>().url);
  };

  it('imports each twin feed into the catalog with its stated RTP', async () => {
    const res = await t.app.inject({ url: '/api/game/games?search=Fruit%20Fiesta' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ items: { identity: string; rtp: number; provider: unknown }[] }>();
    expect(body.items.find((g) => g.identity === 'hub88-fruit-fiesta')?.rtp).toBe(96);
    const dice = await t.app.inject({ url: '/api/game/games?search=Lucky%20Dice' });
    expect(
      dice
        .json<{ items: { identity: string; rtp: number }[] }>()
        .items.find((g) => g.identity === 'softswiss-lucky-dice')?.rtp,
    ).toBe(95.5);
  });

  it('keeps the aggregators off the generic seamless route (no second door)', async () => {
    const launch = await launchUrl('hub88-fruit-fiesta');
    const res = await seamless(
      t.app,
      'balance',
      { token: launch.searchParams.get('token') },
      { provider: 'hub88' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'provider_not_found' } });
  });

  for (const game of ['hub88-fruit-fiesta', 'softswiss-lucky-dice']) {
    it(`plays ${game} on its twin for real money: every spin moves the wallet by stake and win`, async () => {
      const launch = await launchUrl(game);
      expect(launch.pathname).toMatch(/^\/sandbox\/aggregators\/(hub88|softswiss)\/game$/);
      const page = await t.app.inject({ url: `${launch.pathname}${launch.search}` });
      expect(page.statusCode, page.body).toBe(200);
      const before = (await accountIn(t.app, player)).balance;
      expect(page.body).toContain(
        new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(before / 100),
      );
      let balance = before;
      for (let spin = 0; spin < 5; spin++) {
        const form = new URLSearchParams({
          ...Object.fromEntries(launch.searchParams),
          stake: '100',
        });
        const res = await t.app.inject({
          method: 'POST',
          url: launch.pathname.replace(/game$/, 'spin'),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form.toString(),
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).not.toContain('Refused');
        const after = (await accountIn(t.app, player)).balance;
        const multiplier = Number(/×(\d+)/.exec(res.body)?.[1] ?? 0);
        expect(after - balance).toBe(100 * multiplier - 100);
        balance = after;
      }
    });
  }

  it('answers Hub88 in its own envelope: HTTP 200 with a status, amounts ×100 000, signature checked', async () => {
    const launch = await launchUrl('hub88-fruit-fiesta');
    const key = await t.app.games.providers.get('hub88')!.secret();
    expect(key).toContain('PUBLIC KEY');
    const body = JSON.stringify({
      request_uuid: 'r-1',
      user: player.id,
      token: launch.searchParams.get('token'),
      game_code: 'hub88-fruit-fiesta',
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/aggregators/hub88/user/balance',
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': 'AAAAAAAAAAAAAAAAAAAAAAAA',
      },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    // Signed with another private key: refused the same way.
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/aggregators/hub88/user/balance',
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': signHub88(String(other), body),
      },
      payload: body,
    });
    expect(forged.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(hub88ToMinor(100_500, 'USD')).toBeNull();
    expect(hub88ToMinor(101_000, 'USD')).toBe(101);
    expect(minorToHub88(101, 'JPY')).toBe(10_100_000);
  });

  it('answers SoftSwiss with 403 for a bad signature and 400 naming the field for bad input', async () => {
    const key = await t.app.games.providers.get('softswiss')!.secret();
    const body = JSON.stringify({ user_id: player.id, currency: 'USD', game: 'x', game_id: 'g' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/aggregators/softswiss/play',
      headers: {
        'content-type': 'application/json',
        'x-request-sign': signSoftswiss('wrong', body),
      },
      payload: body,
    });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ code: 403 });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/aggregators/softswiss/play',
      headers: { 'content-type': 'application/json', 'x-request-sign': signSoftswiss(key, body) },
      payload: body,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/^session_id/);
  });

  it('documents the canonical contract and both dialects in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/aggregators/hub88/transaction/bet',
        '/api/aggregators/hub88/transaction/rollback',
        '/api/aggregators/softswiss/play',
        '/api/aggregators/softswiss/rollback',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'AggregatorBetRequest',
        'AggregatorRollbackRequest',
        'AggregatorResponse',
      ]),
    );
  });
});
