import { CHANNELS } from '@casino/contracts';
import type { Database } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, type TestServer } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { fundByCard } from '../../../test/factories/payments.ts';
import { auth, postLogin, registerPlayer } from '../../../test/factories/players.ts';
import { collect, eventually, listen, next, realtimeClient } from '../../../test/realtime.ts';
import { hasRedis, TEST_REDIS_URL, uniquePrefix } from '../../../test/redis.ts';
import { createRedisBroker } from './redis-broker.ts';

describe.skipIf(!hasRedis)('Redis broker', () => {
  it('reaches the other instance while it subscribes, and counts who got it', async () => {
    const prefix = uniquePrefix();
    const got: string[] = [];
    const onError = () => {};
    const a = createRedisBroker({ url: TEST_REDIS_URL, prefix, deliver: () => {}, onError });
    const b = createRedisBroker({
      url: TEST_REDIS_URL,
      prefix,
      deliver: (channel, data) => got.push(`${channel} ${data}`),
      onError,
    });
    try {
      expect(await a.publish('game:winners', '{"n":1}')).toBe(0);
      await b.subscribe('game:winners');
      expect(await a.publish('game:winners', '{"n":2}')).toBe(1);
      await eventually(() => got.length === 1);
      await b.unsubscribe('game:winners');
      expect(await a.publish('game:winners', '{"n":3}')).toBe(0);
      expect(got).toEqual(['game:winners {"n":2}']);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

/** Two instances of the site on one database and one Redis, as behind a load balancer. */
describe.skipIf(!hasRedis)('two instances sharing Redis', () => {
  let database: Database & { dispose(): Promise<void> };
  let a: TestServer;
  let b: TestServer;
  let urlB: string;

  beforeAll(async () => {
    database = await TEST_DATABASES[0]!.open();
    const config = {
      REDIS_URL: TEST_REDIS_URL,
      REALTIME_REDIS_PREFIX: uniquePrefix(),
      RATE_LIMIT_LOGIN_PER_MINUTE: 2,
    };
    [a, b] = await Promise.all([buildApiOn(database.db, config), buildApiOn(database.db, config)]);
    urlB = await listen(b);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  it('a deposit webhook handled by instance A updates a client connected to instance B', async () => {
    const player = await registerPlayer(a);
    const client = realtimeClient(urlB, { token: player.accessToken });
    const accounts = client.newSubscription(CHANNELS.accounts(player.id));
    const invoices = client.newSubscription(CHANNELS.invoices(player.id));
    const balances = collect(accounts);
    const invoiceEvents = collect(invoices);
    accounts.subscribe();
    invoices.subscribe();
    client.connect();
    try {
      await Promise.all([next(accounts, 'subscribed'), next(invoices, 'subscribed')]);
      const invoice = await fundByCard(a, player, 9900);
      expect(await eventually(() => balances[0])).toMatchObject({
        type: 'wallet.account.updated',
        account: { balance: 9900 },
      });
      await eventually(() =>
        invoiceEvents.find((m) => (m as { invoice: { status: number } }).invoice.status === 2),
      );
      expect(invoiceEvents.at(-1)).toMatchObject({ invoice: { id: invoice.id } });
      // Received on B: A kept nothing for later.
      await a.realtimeEvents.flush();
      const missed = await b.inject({
        url: '/api/notification/notifications',
        headers: auth(player.accessToken),
      });
      expect(missed.json()).toEqual({ items: [] });
    } finally {
      client.disconnect();
    }
  });

  it('keeps the event as missed when the player is connected to no instance', async () => {
    const player = await registerPlayer(b);
    await fundByCard(a, player, 100);
    await a.realtimeEvents.flush();
    const missed = await b.inject({
      url: '/api/notification/notifications',
      headers: auth(player.accessToken),
    });
    expect(missed.json().items.at(-1)).toMatchObject({
      data: { event: 'invoice.deposit.updated', invoice: { status: 2 } },
    });
  });

  it('counts login attempts across instances (rate-limit counters in Redis)', async () => {
    const player = await registerPlayer(a);
    const ip = '203.0.113.77';
    expect((await postLogin(a, player.email, 'wrong-1', ip)).statusCode).toBe(401);
    expect((await postLogin(b, player.email, 'wrong-2', ip)).statusCode).toBe(401);
    expect((await postLogin(a, player.email, player.password, ip)).statusCode).toBe(429);
  });
});
