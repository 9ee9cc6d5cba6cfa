import { randomUUID } from 'node:crypto';
import { ACCOUNT_STATUS, AccountSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { accountIn, fundByCard, listAccounts } from '../../../test/factories/payments.ts';
import { auth, errorOf, registerPlayer, type TestPlayer } from '../../../test/factories/players.ts';

/**
 * Every call that needs a session (wallet and payment,
 * docs/product/api-calls.md#wallet-and-payment).
 */
const AUTHENTICATED_ROUTES = [
  ['GET', '/api/wallet/accounts'],
  ['POST', '/api/wallet/accounts'],
  ['PUT', `/api/wallet/accounts/${randomUUID()}/switch`],
  ['PUT', `/api/wallet/accounts/${randomUUID()}/hide`],
  ['GET', '/api/wallet/net-position?currency=USD'],
  ['GET', '/api/wallet/statements?from=2026-01-01&to=2026-01-31&currency=USD'],
  ['GET', '/api/payment/methods/deposit?currency=USD'],
  ['GET', '/api/payment/methods/withdrawal?currency=USD'],
  ['POST', '/api/payment/invoices/deposit'],
  ['POST', '/api/payment/invoices/withdrawal'],
  ['GET', '/api/payment/invoices'],
  ['PUT', `/api/payment/invoices/${randomUUID()}/decline`],
  ['GET', '/api/payment/player/methods'],
  ['GET', '/api/payment/invoices/player-turnover?currency=USD'],
  [
    'GET',
    '/api/payment/invoices/player-fees?currency=USD&amount=100&invoiceType=withdrawal&method=sandbox-card',
  ],
] as const;

describe.each(TEST_DATABASES)('wallet accounts API on $name', (db) => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildTestApp(db);
    player = await registerPlayer(t.app, { currency: 'EUR' });
  });
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'PUT', url: string, who: TestPlayer, payload?: object) =>
    t.app.inject({ method, url, headers: auth(who.accessToken), payload });

  it('gives a new player an active account in the registration currency', async () => {
    const accounts = await listAccounts(t.app, player);
    expect(accounts).toEqual([
      {
        id: expect.any(String),
        currency: 'EUR',
        balance: 0,
        realBalance: 0,
        bonusBalance: 0,
        lockedBalance: 0,
        heldBalance: 0,
        withdrawalBalance: 0,
        status: ACCOUNT_STATUS.active,
      },
    ]);
  });

  it('adds accounts in enabled currencies, once each', async () => {
    const res = await call('POST', '/api/wallet/accounts', player, { currency: 'BTC' });
    expect(res.statusCode, res.body).toBe(201);
    expect(AccountSchema.parse(res.json())).toMatchObject({
      currency: 'BTC',
      balance: 0,
      status: ACCOUNT_STATUS.inactive,
    });
    const again = await call('POST', '/api/wallet/accounts', player, { currency: 'BTC' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'account_exists',
      fields: { currency: [expect.any(String)] },
    });

    const disabled = await call('POST', '/api/wallet/accounts', player, { currency: 'GBP' });
    expect(disabled.statusCode).toBe(400);
    expect(errorOf(disabled).fields).toHaveProperty('currency');
    const bad = await call('POST', '/api/wallet/accounts', player, { currency: 'bitcoin' });
    expect(bad.statusCode).toBe(400);
    expect((await listAccounts(t.app, player)).map((a) => a.currency)).toEqual(['EUR', 'BTC']);
  });

  it('switches the active account: exactly one is active', async () => {
    const btc = await accountIn(t.app, player, 'BTC');
    const res = await call('PUT', `/api/wallet/accounts/${btc.id}/switch`, player);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: btc.id, status: ACCOUNT_STATUS.active });
    const statuses = Object.fromEntries(
      (await listAccounts(t.app, player)).map((a) => [a.currency, a.status]),
    );
    expect(statuses).toEqual({ EUR: ACCOUNT_STATUS.inactive, BTC: ACCOUNT_STATUS.active });

    // Concurrent switches still leave one active account.
    const eur = await accountIn(t.app, player, 'EUR');
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('PUT', `/api/wallet/accounts/${i % 2 ? eur.id : btc.id}/switch`, player),
      ),
    );
    const active = (await listAccounts(t.app, player)).filter(
      (a) => a.status === ACCOUNT_STATUS.active,
    );
    expect(active).toHaveLength(1);
    await call('PUT', `/api/wallet/accounts/${eur.id}/switch`, player);
  });

  it('hides an empty inactive account, not the active one, not one with money', async () => {
    const eur = await accountIn(t.app, player, 'EUR');
    const active = await call('PUT', `/api/wallet/accounts/${eur.id}/hide`, player);
    expect(active.statusCode).toBe(422);
    expect(errorOf(active).code).toBe('account_active');

    const rich = await registerPlayer(t.app, { currency: 'USD' });
    await call('POST', '/api/wallet/accounts', rich, { currency: 'EUR' });
    await fundByCard(t.app, rich, 1_000);
    const usd = await accountIn(t.app, rich, 'USD');
    const eurOfRich = await accountIn(t.app, rich, 'EUR');
    await call('PUT', `/api/wallet/accounts/${eurOfRich.id}/switch`, rich);
    const withMoney = await call('PUT', `/api/wallet/accounts/${usd.id}/hide`, rich);
    expect(withMoney.statusCode).toBe(422);
    expect(errorOf(withMoney).code).toBe('account_not_empty');

    const btc = await accountIn(t.app, player, 'BTC');
    const hidden = await call('PUT', `/api/wallet/accounts/${btc.id}/hide`, player);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ status: ACCOUNT_STATUS.hidden });
    expect((await listAccounts(t.app, player)).map((a) => a.currency)).toEqual(['EUR']);

    // Adding the currency again shows the hidden account again.
    const back = await call('POST', '/api/wallet/accounts', player, { currency: 'BTC' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: btc.id, status: ACCOUNT_STATUS.inactive });
  });

  it("answers 404 for another player's account and for ids that are no account", async () => {
    const other = await registerPlayer(t.app);
    const theirs = await accountIn(t.app, other, 'USD');
    for (const action of ['switch', 'hide']) {
      for (const id of [theirs.id, randomUUID(), 'not-a-uuid']) {
        const res = await call('PUT', `/api/wallet/accounts/${id}/${action}`, player);
        expect(res.statusCode, `${action} ${id}`).toBe(404);
      }
    }
    expect((await accountIn(t.app, other, 'USD')).status).toBe(ACCOUNT_STATUS.active);
    expect((await listAccounts(t.app, player)).every((a) => a.id !== theirs.id)).toBe(true);
  });

  it('answers 401 without a valid session on every wallet and payment call', async () => {
    for (const [method, url] of AUTHENTICATED_ROUTES) {
      for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(errorOf(res).code).toBe('unauthorized');
      }
    }
  });
});
