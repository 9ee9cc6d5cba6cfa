import { AccountListSchema, CHANNELS } from '@casino/contracts';
import type { Database } from '@casino/db';
import type { DisconnectedContext, SubscribedContext, SubscribingContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApiOn, type TestServer } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { fundByCard } from '../../../test/factories/payments.ts';
import { auth, loginAgain, registerPlayer } from '../../../test/factories/players.ts';
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
  /** Reaches Redis directly: its own link never breaks during the outage. */
  let c: TestServer;
  let urlA: string;
  let urlB: string;
  let urlC: string;

  beforeAll(async () => {
    database = await TEST_DATABASES[0]!.open();
    relay = await startRedisRelay();
    const config = { REDIS_URL: relay.url, REALTIME_REDIS_PREFIX: uniquePrefix() };
    [a, b, c] = await Promise.all([
      buildApiOn(database.db, config),
      buildApiOn(database.db, config),
      buildApiOn(database.db, { ...config, REDIS_URL: TEST_REDIS_URL }),
    ]);
    [urlA, urlB, urlC] = [await listen(a), await listen(b), await listen(c)];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await c?.close();
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

  it('closes on every instance, once Redis is back, the sockets of a session closed meanwhile', async () => {
    const player = await registerPlayer(a);
    const other = await loginAgain(a, player);
    // The session that ends, on an instance whose link breaks too and on one whose never does;
    // the player's other session stays open.
    const ending = [
      realtimeClient(urlB, { token: player.accessToken }),
      realtimeClient(urlC, { token: player.accessToken }),
    ];
    const staying = realtimeClient(urlB, { token: other.accessToken });
    const clients = [...ending, staying];
    const closes = ending.map((client) =>
      next<DisconnectedContext>(client, 'disconnected', 20_000),
    );
    for (const close of closes) close.catch(() => {});
    for (const client of clients) client.connect();
    try {
      await Promise.all(clients.map((client) => next(client, 'connected')));
      relay.down();
      const closing = vi.spyOn(a.realtime, 'closeSessions');
      // Logged out on A: committed, but the close cannot reach Redis.
      const logout = await a.inject({
        method: 'POST',
        url: '/api/player/sessions/logout',
        headers: auth(player.accessToken),
      });
      expect(logout.statusCode).toBeLessThan(300);
      await expect(closing.mock.results[0]?.value).rejects.toThrow();
      expect(ending.map((client) => client.state)).toEqual(['connected', 'connected']);
      await relay.up();
      for (const close of closes) {
        expect(await close).toMatchObject({ code: 3500, reason: 'invalid token' });
      }
      // Final: the closed session's clients do not come back; the other session stays.
      expect(ending.map((client) => client.state)).toEqual(['disconnected', 'disconnected']);
      expect(staying.state).toBe('connected');
    } finally {
      for (const client of clients) client.disconnect();
    }
  }, 40_000);
});
