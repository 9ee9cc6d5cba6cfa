import { CHANNELS } from '@casino/contracts';
import type { Database } from '@casino/db';
import type { PublicationContext, SubscribedContext, Subscription } from 'centrifuge';
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
  let urlA: string;
  let urlB: string;

  /** The offsets and data of a subscription's publications, in arrival order. */
  const received = (subscription: Subscription) => {
    const got: Array<[number | undefined, unknown]> = [];
    subscription.on('publication', (ctx: PublicationContext) => got.push([ctx.offset, ctx.data]));
    return got;
  };

  /** A new player's client on instance A, subscribed to its accounts channel with recovery. */
  const subscribeOnA = async () => {
    const player = await registerPlayer(a);
    const channel = CHANNELS.accounts(player.id);
    const client = realtimeClient(urlA, { token: player.accessToken });
    const accounts = client.newSubscription(channel, { recoverable: true });
    const got = received(accounts);
    accounts.subscribe();
    client.connect();
    const first = await next<SubscribedContext>(accounts, 'subscribed');
    return { player, channel, client, accounts, got, first };
  };

  beforeAll(async () => {
    database = await TEST_DATABASES[0]!.open();
    const config = {
      REDIS_URL: TEST_REDIS_URL,
      REALTIME_REDIS_PREFIX: uniquePrefix(),
      RATE_LIMIT_LOGIN_PER_MINUTE: 2,
    };
    [a, b] = await Promise.all([buildApiOn(database.db, config), buildApiOn(database.db, config)]);
    [urlA, urlB] = [await listen(a), await listen(b)];
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

  it('recovers on either instance exactly the publications made through the other one', async () => {
    const { player, channel, client, accounts, got, first } = await subscribeOnA();
    try {
      expect(first.recoverable).toBe(true);
      const start = first.streamPosition!.offset;
      await b.realtime.publish(channel, { n: 1 });
      await eventually(() => got.length === 1);
      expect(got).toEqual([[start + 1, { n: 1 }]]);

      client.disconnect();
      await b.realtime.publish(channel, { n: 2 });
      await b.realtime.publish(channel, { n: 3 });
      client.connect();
      const again = await next<SubscribedContext>(accounts, 'subscribed');
      expect(again).toMatchObject({ wasRecovering: true, recovered: true });
      await eventually(() => got.length === 3);
      await a.realtime.publish(channel, { n: 4 });
      await eventually(() => got.length === 4);
      expect(got).toEqual([
        [start + 1, { n: 1 }],
        [start + 2, { n: 2 }],
        [start + 3, { n: 3 }],
        [start + 4, { n: 4 }],
      ]);

      // The same position, recovered on instance B: the offsets are the same there.
      const onB = realtimeClient(urlB, { token: player.accessToken });
      const fromB = onB.newSubscription(channel, {
        since: { offset: start + 2, epoch: first.streamPosition!.epoch },
      });
      const gotOnB = received(fromB);
      fromB.subscribe();
      onB.connect();
      try {
        expect(await next(fromB, 'subscribed')).toMatchObject({ recovered: true });
        await eventually(() => gotOnB.length === 2);
        expect(gotOnB).toEqual([
          [start + 3, { n: 3 }],
          [start + 4, { n: 4 }],
        ]);
      } finally {
        onB.disconnect();
      }
    } finally {
      client.disconnect();
    }
  });

  it('loses and repeats nothing when publications arrive while the client resubscribes', async () => {
    const { channel, client, got, first } = await subscribeOnA();
    try {
      const start = first.streamPosition!.offset;
      client.disconnect();
      await b.realtime.publish(channel, { n: 1 });
      client.connect();
      // Published through B while A reads the stream and answers the subscribe.
      for (let n = 2; n <= 30; n += 1) await b.realtime.publish(channel, { n });
      await eventually(() => got.length >= 30);
      await a.realtime.publish(channel, { n: 31 });
      await eventually(() => got.length >= 31);
      expect(got).toEqual(Array.from({ length: 31 }, (_, i) => [start + i + 1, { n: i + 1 }]));
    } finally {
      client.disconnect();
    }
  });

  it('answers the history command with the same epoch and offsets on both instances', async () => {
    const player = await registerPlayer(a);
    const channel = CHANNELS.accounts(player.id);
    const subscribe = async (url: string) => {
      const client = realtimeClient(url, { token: player.accessToken });
      const subscription = client.newSubscription(channel);
      subscription.subscribe();
      client.connect();
      await next(subscription, 'subscribed');
      return { client, subscription };
    };
    const [onA, onB] = [await subscribe(urlA), await subscribe(urlB)];
    try {
      await a.realtime.publish(channel, { n: 1 });
      await b.realtime.publish(channel, { n: 2 });
      await a.realtime.publish(channel, { n: 3 });
      const [fromA, fromB] = await Promise.all([
        onA.subscription.history({ limit: -1 }),
        onB.subscription.history({ limit: -1 }),
      ]);
      const summary = (h: typeof fromA) => ({
        epoch: h.epoch,
        offset: h.offset,
        publications: h.publications.map((p) => [p.offset, p.data]),
      });
      expect(summary(fromA)).toEqual(summary(fromB));
      expect(fromA.publications.map((p) => p.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      const newest = await onB.subscription.history({ limit: 1, reverse: true });
      expect(newest.publications.map((p) => [p.offset, p.data])).toEqual([
        [fromA.offset, { n: 3 }],
      ]);
      await expect(
        onA.subscription.history({ since: { epoch: 'gone', offset: 1 }, limit: -1 }),
      ).rejects.toMatchObject({ code: 112 });
    } finally {
      onA.client.disconnect();
      onB.client.disconnect();
    }
  });
});
