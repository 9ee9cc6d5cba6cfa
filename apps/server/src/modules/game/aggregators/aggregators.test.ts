import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../../test/databases.ts';
import { play, seamless } from '../../../../test/factories/games.ts';
import { accountIn, fundByCard } from '../../../../test/factories/payments.ts';
import { registerPlayer, type TestPlayer } from '../../../../test/factories/players.ts';
import { everymatrixToMinor } from './everymatrix/routes.ts';
import { signEverymatrix } from './everymatrix/signature.ts';
import { hub88ToMinor, minorToHub88 } from './hub88/routes.ts';
import { signHub88 } from './hub88/signature.ts';
import { slotegratorToMinor } from './slotegrator/routes.ts';
import { signSlotegrator } from './slotegrator/signature.ts';
import { signSoftswiss } from './softswiss/signature.ts';

const [pglite] = TEST_DATABASES;

/** A Slotegrator-style call as the aggregator sends it: form-encoded, X-Sign over params and headers. */
function slotegratorCall(
  app: TestApp['app'],
  key: string,
  params: Record<string, string>,
  { skewSeconds = 0, merchantId = 'merchant-1' } = {},
) {
  const pairs = Object.entries(params);
  const auth = {
    merchantId,
    timestamp: String(Math.floor(Date.now() / 1000) + skewSeconds),
    nonce: Math.random().toString(36).slice(2),
  };
  return app.inject({
    method: 'POST',
    url: '/api/aggregators/slotegrator',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-merchant-id': auth.merchantId,
      'x-timestamp': auth.timestamp,
      'x-nonce': auth.nonce,
      'x-sign': signSlotegrator(key, pairs, auth),
    },
    payload: new URLSearchParams(pairs).toString(),
  });
}

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
      '/api/aggregators/everymatrix/wallet',
      '/api/aggregators/slotegrator',
      '/sandbox/aggregators/hub88/spin',
      '/sandbox/aggregators/everymatrix/spin',
      '/sandbox/aggregators/slotegrator/spin',
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
      EVERYMATRIX_ENABLED: true,
      EVERYMATRIX_SECRET: 'live-everymatrix-secret-0123456789abcdef',
      SLOTEGRATOR_ENABLED: true,
      SLOTEGRATOR_MERCHANT_ID: 'merchant-1',
      SLOTEGRATOR_MERCHANT_KEY: 'live-slotegrator-merchant-key-0123456789',
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
    const fields = { Request: 'GetBalance' };
    const everymatrix = await t.app.inject({
      method: 'POST',
      url: '/api/aggregators/everymatrix/wallet',
      payload: {
        ...fields,
        Hash: signEverymatrix(fields, 'live-everymatrix-secret-0123456789abcdef'),
      },
    });
    // Hashed with the configured secret: past the hash, refused for its missing token.
    expect(everymatrix.json()).toMatchObject({ ReturnCode: 110, Message: /Token/ });
    const liveKey = 'live-slotegrator-merchant-key-0123456789';
    // Signed with the configured key: past the signature, refused for its missing fields.
    const slotegrator = await slotegratorCall(t.app, liveKey, { action: 'balance' });
    expect(slotegrator.statusCode).toBe(200);
    expect(slotegrator.json()).toMatchObject({
      error_code: 'INTERNAL_ERROR',
      error_description: expect.stringMatching(/^Bad request: /),
    });
    // Another merchant id, even signed with the key: refused.
    const stranger = await slotegratorCall(
      t.app,
      liveKey,
      { action: 'balance' },
      { merchantId: 'merchant-2' },
    );
    expect(stranger.json()).toEqual({
      error_code: 'INTERNAL_ERROR',
      error_description: 'Invalid signature',
    });
    for (const url of [
      '/sandbox/aggregators/hub88/game',
      '/sandbox/aggregators/softswiss/game',
      '/sandbox/aggregators/everymatrix/game',
      '/sandbox/aggregators/slotegrator/game',
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
    t = await buildTestApp(pglite!, {
      HUB88_ENABLED: true,
      SOFTSWISS_ENABLED: true,
      EVERYMATRIX_ENABLED: true,
      SLOTEGRATOR_ENABLED: true,
    });
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
    const gems = await t.app.inject({ url: '/api/game/games?search=Gem%20Rush' });
    expect(
      gems
        .json<{ items: { identity: string; rtp: number }[] }>()
        .items.find((g) => g.identity === 'slotegrator-gem-rush')?.rtp,
    ).toBe(96);
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

  for (const game of [
    'hub88-fruit-fiesta',
    'softswiss-lucky-dice',
    'everymatrix-gem-tower',
    'slotegrator-gem-rush',
  ]) {
    it(`plays ${game} on its twin for real money: every spin moves the wallet by stake and win`, async () => {
      const launch = await launchUrl(game);
      expect(launch.pathname).toMatch(
        /^\/sandbox\/aggregators\/(hub88|softswiss|everymatrix|slotegrator)\/game$/,
      );
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

  describe('Slotegrator-style', () => {
    /** A fresh funded player with a real-money launch of the Slotegrator twin's game. */
    async function slotegratorSession(funds = 10_000) {
      const p = await registerPlayer(t.app);
      await fundByCard(t.app, p, funds);
      const res = await play(t.app, 'slotegrator-gem-rush', { real: true, locale: 'en' }, p);
      expect(res.statusCode, res.body).toBe(200);
      const token = new URL(res.json<{ url: string }>().url).searchParams.get('token')!;
      const key = await t.app.games.providers.get('slotegrator')!.secret();
      const base = {
        player_id: p.id,
        currency: 'USD',
        session_id: token,
        game_uuid: 'slotegrator-gem-rush',
      };
      const send = async (params: Record<string, string>, options = {}) =>
        (await slotegratorCall(t.app, key, { ...base, ...params }, options)).json<
          Record<string, unknown>
        >();
      const balance = async () => (await accountIn(t.app, p)).balance;
      return { p, key, base, send, balance };
    }
    const id = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

    it('refuses a wrong X-Sign and a stale timestamp; a retry with its counter replays the answer', async () => {
      const s = await slotegratorSession();
      const wrong = await slotegratorCall(t.app, 'not-the-merchant-key-0123456789abcdef', {
        ...s.base,
        action: 'balance',
      });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json()).toEqual({
        error_code: 'INTERNAL_ERROR',
        error_description: 'Invalid signature',
      });
      const bet = {
        action: 'bet',
        amount: '1.50',
        transaction_id: id('bet'),
        round_id: id('round'),
        type: 'bet',
      };
      expect(await s.send(bet, { skewSeconds: -120 })).toEqual({
        error_code: 'INTERNAL_ERROR',
        error_description: 'Invalid signature',
      });
      // A parameter added after signing is not covered: refused too.
      const tampered = await t.app.inject({
        method: 'POST',
        url: '/api/aggregators/slotegrator',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-merchant-id': 'm',
          'x-timestamp': String(Math.floor(Date.now() / 1000)),
          'x-nonce': 'n1',
          'x-sign': signSlotegrator(s.key, Object.entries({ ...s.base, ...bet }), {
            merchantId: 'm',
            timestamp: String(Math.floor(Date.now() / 1000)),
            nonce: 'n1',
          }),
        },
        payload: new URLSearchParams({ ...s.base, ...bet, amount: '150.00' }).toString(),
      });
      expect(tampered.json()).toMatchObject({ error_description: 'Invalid signature' });
      expect(await s.balance()).toBe(10_000);
      const first = await s.send(bet);
      expect(first).toEqual({ balance: 98.5, transaction_id: expect.any(String) });
      for (const retry of ['1', '2', '3']) {
        // Re-signed with a new nonce and time, carrying its counter: the same answer.
        expect(await s.send({ ...bet, retry })).toEqual(first);
      }
      expect(await s.balance()).toBe(9_850);
      // The same transaction id for another amount is a duplicate, not a retry.
      expect(await s.send({ ...bet, amount: '2.00' })).toEqual({
        error_code: 'INTERNAL_ERROR',
        error_description: expect.stringMatching(/^Duplicate transaction/),
      });
      expect(await s.send({ ...bet, transaction_id: id('bet'), amount: '500.00' })).toEqual({
        error_code: 'INSUFFICIENT_FUNDS',
        error_description: expect.stringMatching(/^Not enough money to continue playing/),
      });
      expect(await s.send({ ...bet, transaction_id: id('bet'), amount: '1.005' })).toMatchObject({
        error_description: 'Bad request: amount: finer than the currency',
      });
      expect(slotegratorToMinor('12.5', 'USD')).toBe(1_250);
      expect(slotegratorToMinor('12.50', 'JPY')).toBeNull();
      expect(await s.balance()).toBe(9_850);
    });

    it('answers a refund before its bet OK, then refuses the late bet: nothing moves', async () => {
      const s = await slotegratorSession();
      const betId = id('bet');
      const round = id('round');
      const refund = {
        action: 'refund',
        amount: '2.00',
        transaction_id: id('refund'),
        bet_transaction_id: betId,
        round_id: round,
      };
      expect(await s.send(refund)).toEqual({ balance: 100, transaction_id: expect.any(String) });
      expect(
        await s.send({ action: 'bet', amount: '2.00', transaction_id: betId, round_id: round }),
      ).toEqual({
        error_code: 'INTERNAL_ERROR',
        error_description: expect.stringMatching(/^Transaction rolled back/),
      });
      expect(await s.balance()).toBe(10_000);
      // A refund after its bet gives the stake back, once.
      const later = id('bet');
      await s.send({ action: 'bet', amount: '3.00', transaction_id: later, round_id: round });
      expect(await s.balance()).toBe(9_700);
      const again = { ...refund, transaction_id: id('refund'), bet_transaction_id: later };
      expect(await s.send(again)).toMatchObject({ balance: 100 });
      expect(await s.send({ ...again, retry: '1' })).toMatchObject({ balance: 100 });
      expect(await s.balance()).toBe(10_000);
    });

    it('reverses a rollback list of bets, each once, and answers the transactions it names', async () => {
      const s = await slotegratorSession();
      const round = id('round');
      const bets = [id('bet'), id('bet')];
      await s.send({ action: 'bet', amount: '1.00', transaction_id: bets[0]!, round_id: round });
      await s.send({ action: 'bet', amount: '2.50', transaction_id: bets[1]!, round_id: round });
      expect(await s.balance()).toBe(9_650);
      const rollback = {
        action: 'rollback',
        transaction_id: id('rollback'),
        round_id: round,
        type: 'rollback',
        'rollback_transactions[0][action]': 'bet',
        'rollback_transactions[0][amount]': '1.00',
        'rollback_transactions[0][transaction_id]': bets[0]!,
        'rollback_transactions[0][type]': 'bet',
        'rollback_transactions[1][action]': 'bet',
        'rollback_transactions[1][amount]': '2.50',
        'rollback_transactions[1][transaction_id]': bets[1]!,
        'rollback_transactions[1][type]': 'bet',
      };
      const answer = await s.send(rollback);
      expect(answer).toEqual({
        balance: 100,
        transaction_id: expect.any(String),
        rollback_transactions: bets,
      });
      expect(await s.send({ ...rollback, retry: '1' })).toEqual(answer);
      expect(await s.balance()).toBe(10_000);
    });
  });

  it('takes a rolled-back win back exactly once, and refuses it whole when the balance cannot cover it', async () => {
    const p = await registerPlayer(t.app);
    await fundByCard(t.app, p, 5_000);
    const res = await play(t.app, 'slotegrator-gem-rush', { real: true, locale: 'en' }, p);
    const token = new URL(res.json<{ url: string }>().url).searchParams.get('token')!;
    const key = await t.app.games.providers.get('slotegrator')!.secret();
    const base = {
      player_id: p.id,
      currency: 'USD',
      session_id: token,
      game_uuid: 'slotegrator-gem-rush',
    };
    const send = async (params: Record<string, string>) =>
      (await slotegratorCall(t.app, key, { ...base, ...params })).json<Record<string, unknown>>();
    const balance = async () => (await accountIn(t.app, p)).balance;
    const suffix = Math.random().toString(36).slice(2, 10);
    // Round A: 50.00 staked, 100.00 won (the round closes).
    await send({
      action: 'bet',
      amount: '50.00',
      transaction_id: `a-bet-${suffix}`,
      round_id: `a-${suffix}`,
    });
    const winId = `a-win-${suffix}`;
    await send({ action: 'win', amount: '100.00', transaction_id: winId, round_id: `a-${suffix}` });
    expect(await balance()).toBe(10_000);
    // Round B stakes most of it: the win can no longer be covered.
    await send({
      action: 'bet',
      amount: '95.00',
      transaction_id: `b-bet-${suffix}`,
      round_id: `b-${suffix}`,
    });
    expect(await balance()).toBe(500);
    const rollback = {
      action: 'rollback',
      transaction_id: `rb-${suffix}`,
      round_id: `a-${suffix}`,
      'rollback_transactions[0][action]': 'win',
      'rollback_transactions[0][amount]': '100.00',
      'rollback_transactions[0][transaction_id]': winId,
    };
    expect(await send(rollback)).toEqual({
      error_code: 'INSUFFICIENT_FUNDS',
      error_description: expect.stringMatching(/^Not enough money to continue playing: .*win/),
    });
    expect(await balance()).toBe(500);
    // Round B wins 200.00: the retried rollback now takes the 100.00 back, once.
    await send({
      action: 'win',
      amount: '200.00',
      transaction_id: `b-win-${suffix}`,
      round_id: `b-${suffix}`,
    });
    expect(await balance()).toBe(20_500);
    const taken = await send(rollback);
    expect(taken).toEqual({
      balance: 105,
      transaction_id: expect.any(String),
      rollback_transactions: [winId],
    });
    expect(await send({ ...rollback, retry: '1' })).toEqual(taken);
    // Another rollback naming the same win: answered OK, nothing moves again.
    expect(await send({ ...rollback, transaction_id: `rb2-${suffix}` })).toMatchObject({
      balance: 105,
    });
    expect(await balance()).toBe(10_500);
    const check = await t.app.inject({ url: '/sandbox/aggregators/conformance/wallet-check' });
    expect(check.json()).toMatchObject({ ok: true });
  });

  it('documents the canonical contract and the dialects in the OpenAPI document', async () => {
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
        '/api/aggregators/everymatrix/wallet',
        '/api/aggregators/slotegrator',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'AggregatorBetRequest',
        'AggregatorRollbackRequest',
        'AggregatorResponse',
        'EverymatrixRequest',
        'EverymatrixResponse',
      ]),
    );
  });

  describe('EveryMatrix-style wallet', () => {
    interface KitSession {
      user: string;
      token: string;
      expiredToken: string;
      game: string;
      signingKey: string;
    }
    let s: KitSession;
    beforeAll(async () => {
      // A funded player with a real-money launch, and a launch token already expired.
      const res = await t.app.inject({
        method: 'POST',
        url: '/sandbox/aggregators/conformance/session',
        payload: { provider: 'everymatrix', funds: 10_000 },
      });
      expect(res.statusCode, res.body).toBe(200);
      s = res.json<KitSession>();
    }, BOOT_TIMEOUT_MS);

    const wallet = async (fields: Record<string, unknown>, secret = s.signingKey) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/aggregators/everymatrix/wallet',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...fields, Hash: signEverymatrix(fields, secret) }),
      });
      expect(res.statusCode).toBe(200);
      return res;
    };
    const ledger = async () => {
      const res = await t.app.inject({
        url: `/sandbox/aggregators/conformance/balance?user=${s.user}`,
      });
      return res.json<{ balance: number }>().balance;
    };
    let sequence = 0;
    const id = (label: string) => `em-${label}-${++sequence}-${Date.now()}`;
    const money = (over: Record<string, unknown>) => ({
      Token: s.token,
      GameId: s.game,
      Currency: 'USD',
      RoundId: id('round'),
      ExternalId: id('tx'),
      ...over,
    });
    const wager = (over: Record<string, unknown>) =>
      money({ Request: 'WalletDebit', TransactionType: 'Wager', ...over });

    it('identifies the account and its balance in decimal units, the token as the session', async () => {
      const res = await wallet({ Request: 'GetAccount', Token: s.token });
      expect(res.json()).toMatchObject({
        ReturnCode: 0,
        Message: 'Success',
        AccountId: s.user,
        SessionId: s.token,
        Currency: 'USD',
        Balance: (await ledger()) / 100,
      });
      expect(everymatrixToMinor(1.5, 'USD')).toBe(150);
      expect(everymatrixToMinor(1.005, 'USD')).toBeNull();
      expect(everymatrixToMinor(150, 'JPY')).toBe(150);
    });

    it('refuses a bad hash (111) and a field changed after hashing, moving nothing', async () => {
      const before = await ledger();
      const forged = await wallet(wager({ Amount: 1 }), 'not-the-everymatrix-secret-0123456789');
      expect(forged.json()).toMatchObject({ ReturnCode: 111, Message: 'Invalid hash' });
      // Hashed for 1.00, sent for 50.00.
      const fields = wager({ Amount: 1 });
      const tampered = await t.app.inject({
        method: 'POST',
        url: '/api/aggregators/everymatrix/wallet',
        payload: { ...fields, Amount: 50, Hash: signEverymatrix(fields, s.signingKey) },
      });
      expect(tampered.json()).toMatchObject({ ReturnCode: 111 });
      const unhashed = await t.app.inject({
        method: 'POST',
        url: '/api/aggregators/everymatrix/wallet',
        payload: { Request: 'GetBalance', Token: s.token },
      });
      expect(unhashed.json()).toMatchObject({ ReturnCode: 111 });
      expect(await ledger()).toBe(before);
    });

    it('answers a replayed wager with the first answer and moves the money once; another amount is 112', async () => {
      const before = await ledger();
      const call = wager({ Amount: 1.25 });
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await wallet(call)).body);
      expect(JSON.parse(answers[0]!)).toMatchObject({
        ReturnCode: 0,
        ExternalId: call.ExternalId,
        Balance: (before - 125) / 100,
      });
      expect(new Set(answers).size).toBe(1);
      expect(await ledger()).toBe(before - 125);
      const other = await wallet({ ...call, Amount: 2 });
      expect(other.json()).toMatchObject({ ReturnCode: 112 });
      expect(await ledger()).toBe(before - 125);
    });

    it('accepts a rollback before its wager and refuses the late wager (113), nothing moving', async () => {
      const before = await ledger();
      const round = id('round');
      const bet = id('bet');
      const rolled = await wallet(
        money({
          Request: 'WalletCredit',
          TransactionType: 'Rollback',
          RoundId: round,
          Amount: 1,
          BetExternalId: bet,
        }),
      );
      expect(rolled.json()).toMatchObject({ ReturnCode: 0 });
      const late = await wallet(wager({ RoundId: round, ExternalId: bet, Amount: 1 }));
      expect(late.json()).toMatchObject({ ReturnCode: 113 });
      expect(await ledger()).toBe(before);
      const unnamed = await wallet(
        money({ Request: 'WalletCredit', TransactionType: 'Rollback', Amount: 0 }),
      );
      expect(unnamed.json()).toMatchObject({ ReturnCode: 110, Message: /BetExternalId/ });
    });

    it('refuses a wager with an expired token (101) but pays the result of a round staked before', async () => {
      const before = await ledger();
      const round = id('round');
      const bet = id('bet');
      expect(
        (await wallet(wager({ RoundId: round, ExternalId: bet, Amount: 2 }))).json(),
      ).toMatchObject({ ReturnCode: 0 });
      const refused = await wallet(wager({ Token: s.expiredToken, Amount: 2 }));
      expect(refused.json()).toMatchObject({ ReturnCode: 101, Message: 'Token expired' });
      const paid = await wallet(
        money({
          Request: 'WalletCredit',
          TransactionType: 'Result',
          Token: s.expiredToken,
          RoundId: round,
          BetExternalId: bet,
          Amount: 5,
          RoundEnd: true,
        }),
      );
      expect(paid.json()).toMatchObject({ ReturnCode: 0, Balance: (before + 300) / 100 });
      expect(await ledger()).toBe(before + 300);
    });

    it('names insufficient funds (104) and a bad field (110) in its own codes', async () => {
      const poor = await wallet(wager({ Amount: 1_000_000 }));
      expect(poor.json()).toMatchObject({ ReturnCode: 104, Message: 'Insufficient funds' });
      const negative = await wallet(wager({ Amount: -1 }));
      expect(negative.json()).toMatchObject({ ReturnCode: 110, Message: /Amount/ });
      const unknown = await wallet({ Request: 'Withdraw', Token: s.token });
      expect(unknown.json()).toMatchObject({ ReturnCode: 110 });
    });
  });
});
