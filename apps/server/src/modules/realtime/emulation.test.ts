import { CHANNELS, type RealtimeMessage } from '@casino/contracts';
import {
  Centrifuge,
  type ConnectedContext,
  type SubscribedContext,
  type TransportEndpoint,
} from 'centrifuge';
import { EventSource } from 'eventsource';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { fundByCard } from '../../../test/factories/payments.ts';
import { registerPlayer } from '../../../test/factories/players.ts';
import { collect, eventually, listen, next } from '../../../test/realtime.ts';

/**
 * The official centrifuge client limited to the emulation transports (no WebSocket at all),
 * against the server on a real port: the fallback for clients that cannot open a socket.
 */
describe.each([
  ['http_stream', '/api/connection/http_stream'],
  ['sse', '/api/connection/sse'],
] as const)('realtime over %s', (transport, path) => {
  let t: TestApp;
  let origin: string;
  const clients: Centrifuge[] = [];
  const connect = (token?: string) => {
    const endpoints: TransportEndpoint[] = [{ transport, endpoint: `${origin}${path}` }];
    const client = new Centrifuge(endpoints, {
      emulationEndpoint: `${origin}/api/connection/emulation`,
      // Node has no EventSource of its own (browsers do).
      eventsource: EventSource,
      minReconnectDelay: 50,
      maxReconnectDelay: 300,
      timeout: 3000,
      maxServerPingDelay: 2000,
      ...(token ? { token } : {}),
    });
    clients.push(client);
    client.connect();
    return client;
  };

  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!, { REALTIME_PING_SECONDS: 1 });
    origin = new URL((await listen(t.app)).replace(/^ws/, 'http')).origin;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(() => t?.close());

  it('connects with the session token, subscribes and receives a deposit live', async () => {
    const player = await registerPlayer(t.app);
    const client = connect(player.accessToken);
    const connected = await next<ConnectedContext>(client, 'connected');
    expect(connected.transport).toBe(transport);
    const accounts = client.newSubscription(CHANNELS.accounts(player.id));
    const balances = collect(accounts);
    accounts.subscribe();
    await next(accounts, 'subscribed');

    await fundByCard(t.app, player, 4200);
    await t.app.realtimeEvents.flush();
    const update = await eventually(() => balances.at(-1) as RealtimeMessage | undefined);
    expect(update).toMatchObject({
      type: 'wallet.account.updated',
      account: { currency: 'USD', balance: 4200 },
    });
  });

  it('recovers the publications missed while disconnected, from the channel history', async () => {
    const player = await registerPlayer(t.app);
    const client = connect(player.accessToken);
    await next(client, 'connected');
    const channel = CHANNELS.accounts(player.id);
    const accounts = client.newSubscription(channel, { recoverable: true });
    const received = collect(accounts);
    accounts.subscribe();
    const first = await next<SubscribedContext>(accounts, 'subscribed');
    expect(first.recoverable).toBe(true);
    await t.app.realtime.publish(channel, { n: 1 });
    await eventually(() => received.length === 1);

    client.disconnect();
    await t.app.realtime.publish(channel, { n: 2 });
    await t.app.realtime.publish(channel, { n: 3 });
    client.connect();
    const again = await next<SubscribedContext>(accounts, 'subscribed');
    expect(again).toMatchObject({ wasRecovering: true, recovered: true });
    await eventually(() => received.length === 3);
    expect(received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('answers the history command of a subscribed channel, from a position or the latest', async () => {
    const player = await registerPlayer(t.app);
    const client = connect(player.accessToken);
    await next(client, 'connected');
    const channel = CHANNELS.accounts(player.id);
    const accounts = client.newSubscription(channel, { recoverable: true });
    accounts.subscribe();
    const start = await next<SubscribedContext>(accounts, 'subscribed');
    for (const n of [1, 2, 3]) await t.app.realtime.publish(channel, { n });
    const position = await accounts.history({ limit: 0 });
    expect(position.publications).toEqual([]);
    expect(position.offset).toBe(start.streamPosition!.offset + 3);
    const after = await accounts.history({ since: start.streamPosition!, limit: 2 });
    expect(after.publications.map((p) => p.data)).toEqual([{ n: 1 }, { n: 2 }]);
    const newest = await accounts.history({ limit: 1, reverse: true });
    expect(newest.publications.map((p) => p.data)).toEqual([{ n: 3 }]);
    await expect(
      accounts.history({ since: { epoch: 'gone', offset: 1 }, limit: -1 }),
    ).rejects.toMatchObject({ code: 112 });
  });

  it("refuses another player's channel (103) over the emulation endpoint", async () => {
    const [me, other] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const client = connect(me.accessToken);
    await next(client, 'connected');
    const theirs = client.newSubscription(CHANNELS.accounts(other.id));
    theirs.subscribe();
    const refused = await next<{ code: number }>(theirs, 'unsubscribed');
    expect(refused.code).toBe(103);
  });

  it('stays connected past several server pings (pongs go through the emulation endpoint)', async () => {
    const player = await registerPlayer(t.app);
    const client = connect(player.accessToken);
    await next(client, 'connected');
    let isDropped = false;
    client.on('disconnected', () => {
      isDropped = true;
    });
    client.on('connecting', () => {
      isDropped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(isDropped).toBe(false);
    expect(client.state).toBe('connected');
  });

  it('a logout ends the stream with 3500 and the client does not come back', async () => {
    const player = await registerPlayer(t.app);
    const client = connect(player.accessToken);
    await next(client, 'connected');
    const disconnected = next<{ code: number }>(client, 'disconnected');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout',
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await disconnected).code).toBe(3500);
  });
});

describe('the emulation endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!);
  });
  afterAll(() => t?.close());

  it.each(['/api/connection/emulation', '/emulation'])(
    '%s answers 404 for a session no instance holds and 400 for a malformed body',
    async (url) => {
      const unknown = await t.app.inject({
        method: 'POST',
        url,
        payload: { session: 'nope', node: 'x', data: '{"id":1,"ping":{}}' },
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'POST', url, payload: { data: 1 } });
      expect(bad.statusCode).toBe(400);
    },
  );
});
