import { AccountListSchema, CHANNELS } from '@casino/contracts';
import type { Database } from '@casino/db';
import type { SubscribedContext, SubscribingContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn, type TestServer } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { fundByCard } from '../../../test/factories/payments.ts';
import { auth, registerPlayer } from '../../../test/factories/players.ts';
import { collect, eventually, listen, next, realtimeClient } from '../../../test/realtime.ts';
import { hasRedis, startRedisRelay, TEST_REDIS_URL, uniquePrefix } from '../../../test/redis.ts';
import { createRedisBroker } from './redis-broker.ts';

/**
 * Issue 27: a balance push published while Redis is away is lost; once Redis is back, every
 * connected client is told its subscriptions' state is stale (unsubscribe 2502), resubscribes
 * without recovery and so rereads the data (apps/web live-updates: `subscribed` not recovered).
 */
describe.skipIf(!hasRedis)('Redis broker: a publish lost in an outage', () => {
  it('names its channel to the other instances once Redis is back, whose own link never broke', async () => {
    const prefix = uniquePrefix();
    const relay = await startRedisRelay();
    const resyncs: Array<string[] | null> = [];
    const onError = () => {};
    const a = createRedisBroker({ url: relay.url, prefix, deliver: () => {}, onError });
    const b = createRedisBroker({
      url: TEST_REDIS_URL,
      prefix,
      deliver: () => {},
      onError,
      onResync: (channels) => resyncs.push(channels),
    });
    try {
      await b.subscribe('wallet:accounts#p1');
      expect(await a.publish('wallet:accounts#p1', '{"n":1}')).toBe(1);
      relay.down();
      await expect(a.publish('wallet:accounts#p1', '{"n":2}')).rejects.toThrow();
      await relay.up();
      await eventually(() => resyncs.length > 0, 10_000);
      expect(resyncs).toEqual([['wallet:accounts#p1']]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      relay.close();
    }
  }, 30_000);
});

describe.skipIf(!hasRedis)('realtime through a Redis outage', () => {
  let database: Database & { dispose(): Promise<void> };
  let relay: Awaited<ReturnType<typeof startRedisRelay>>;
  let a: TestServer;
  let b: TestServer;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    database = await TEST_DATABASES[0]!.open();
    relay = await startRedisRelay();
    const config = { REDIS_URL: relay.url, REALTIME_REDIS_PREFIX: uniquePrefix() };
    [a, b] = await Promise.all([buildApiOn(database.db, config), buildApiOn(database.db, config)]);
    [urlA, urlB] = [await listen(a), await listen(b)];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    relay?.close();
    await database?.dispose();
  });

  const balanceOf = async (app: TestServer, token: string) =>
    AccountListSchema.parse(
      (await app.inject({ url: '/api/wallet/accounts', headers: auth(token) })).json(),
    ).items[0]!.balance;

  it.each([
    ['the same instance', () => a, () => urlA],
    ['another instance', () => b, () => urlB],
  ])(
    'tells a client on %s to reread a balance whose push was lost meanwhile',
    async (_where, app, url) => {
      const player = await registerPlayer(a);
      const client = realtimeClient(url(), { token: player.accessToken });
      // As the site subscribes (apps/web/app/features/realtime/live-updates.ts).
      const accounts = client.newSubscription(CHANNELS.accounts(player.id), { recoverable: true });
      const pushes = collect(accounts);
      accounts.subscribe();
      client.connect();
      try {
        await next<SubscribedContext>(accounts, 'subscribed');
        relay.down();
        // The deposit is credited (the database is up) but its push cannot reach Redis.
        await fundByCard(a, player, 4200);
        await a.realtimeEvents.flush();
        expect(pushes).toEqual([]);
        const resubscribing = next<SubscribingContext>(accounts, 'subscribing', 15_000);
        const resubscribed = next<SubscribedContext>(accounts, 'subscribed', 15_000);
        resubscribed.catch(() => {});
        await relay.up();
        expect((await resubscribing).code).toBe(2502);
        const again = await resubscribed;
        // Not recovered: the site rereads the accounts, and finds the deposit.
        expect(again.recovered).toBe(false);
        expect(await balanceOf(app(), player.accessToken)).toBe(4200);
        expect(client.state).toBe('connected');
      } finally {
        client.disconnect();
      }
    },
    40_000,
  );
});
