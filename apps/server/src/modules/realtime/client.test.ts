import {
  CHANNELS,
  ConnectDataSchema,
  type InvoiceUpdatedMessage,
  playerChannels,
  type RealtimeMessage,
} from '@casino/contracts';
import type {
  Centrifuge,
  ConnectedContext,
  ConnectingContext,
  DisconnectedContext,
  PublicationContext,
  UnsubscribedContext,
} from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { fundByCard } from '../../../test/factories/payments.ts';
import { registerPlayer, sessionIdOf } from '../../../test/factories/players.ts';
import { createTestClock } from '../../../test/fakes/clock.ts';
import {
  collect,
  eventually,
  listen,
  next,
  rawSocket,
  realtimeClient,
} from '../../../test/realtime.ts';

/** The official centrifuge client (with `ws`) against the server on a real port. */
describe('realtime with the centrifuge client', () => {
  const clock = createTestClock();
  let t: TestApp;
  let url: string;
  const clients: Centrifuge[] = [];
  const connect = (...args: Parameters<typeof realtimeClient>) => {
    const client = realtimeClient(...args);
    clients.push(client);
    client.connect();
    return client;
  };

  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!, { REALTIME_PING_SECONDS: 1 }, { clock });
    url = await listen(t.app);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(() => t?.close());

  it('connects with the session token and receives the server publications of a deposit (balance, invoice)', async () => {
    const player = await registerPlayer(t.app);
    const client = connect(url, { token: player.accessToken });
    const connected = await next<ConnectedContext>(client, 'connected');
    expect(connected.client).toMatch(/^[0-9a-f-]{36}$/);
    // `data` names the player and the channels it may follow, in the site's subscribe order.
    expect(connected.data).toEqual({
      user: player.id,
      channels: [...playerChannels(player.id), CHANNELS.winners, CHANNELS.tournaments],
    });
    expect(ConnectDataSchema.parse(connected.data).channels[0]).toBe(CHANNELS.accounts(player.id));
    const accounts = client.newSubscription(CHANNELS.accounts(player.id));
    const invoices = client.newSubscription(CHANNELS.invoices(player.id));
    const balances = collect(accounts);
    const invoiceEvents = collect(invoices);
    accounts.subscribe();
    invoices.subscribe();
    await Promise.all([next(accounts, 'subscribed'), next(invoices, 'subscribed')]);

    const invoice = await fundByCard(t.app, player, 5000);
    await t.app.realtimeEvents.flush();
    const update = await eventually(() => balances.at(-1) as RealtimeMessage | undefined);
    expect(update).toMatchObject({
      type: 'wallet.account.updated',
      account: { currency: 'USD', balance: 5000, realBalance: 5000 },
    });
    const settled = await eventually(() =>
      (invoiceEvents as InvoiceUpdatedMessage[]).find((m) => m.invoice.status === 2),
    );
    expect(settled).toMatchObject({
      type: 'payment.invoice.updated',
      event: 'invoice.deposit.updated',
      invoice: { id: invoice.id, amount: 5000 },
    });
    expect(settled.id).not.toBe((update as { id: string }).id);

    // It reached the player live, so nothing waits in the missed-notification buffer.
    const missed = await t.app.inject({
      url: '/api/notification/notifications',
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    expect(missed.json()).toEqual({ items: [] });
  });

  it("refuses another player's channel with 103 and keeps the connection", async () => {
    const [me, other] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const client = connect(url, { token: me.accessToken });
    const theirs = client.newSubscription(CHANNELS.accounts(other.id));
    theirs.subscribe();
    const refused = await next<UnsubscribedContext>(theirs, 'unsubscribed');
    expect(refused.code).toBe(103);
    expect(theirs.state).toBe('unsubscribed');
    const unknown = client.newSubscription('wallet:everything');
    unknown.subscribe();
    expect((await next<UnsubscribedContext>(unknown, 'unsubscribed')).code).toBe(102);
    expect(client.state).toBe('connected');
  });

  it('lets an anonymous connection read the public channels (winners, tournaments) only', async () => {
    const player = await registerPlayer(t.app);
    const client = connect(url);
    const connected = await next<ConnectedContext>(client, 'connected');
    expect(connected.data).toEqual({
      user: '',
      channels: [CHANNELS.winners, CHANNELS.tournaments],
    });
    const winners = client.newSubscription(CHANNELS.winners);
    const wins = collect(winners);
    winners.subscribe();
    await next(winners, 'subscribed');
    const wallet = client.newSubscription(CHANNELS.accounts(player.id));
    wallet.subscribe();
    expect((await next<UnsubscribedContext>(wallet, 'unsubscribed')).code).toBe(103);

    const winner = {
      id: 'r1',
      gameId: 'g1',
      gameIdentity: 'starfall',
      gameName: 'Starfall',
      gameImage: '/api/game/images/starfall.svg',
      nickname: 'pla***',
      amount: 12_000,
      currency: 'USD',
      createdAt: new Date().toISOString(),
    };
    t.app.events.emit({ type: 'game.round.won', playerId: player.id, winner });
    expect(await eventually(() => wins[0])).toMatchObject({ type: 'game.winner', winner });
  });

  it('refreshes an expiring token on the same connection and keeps receiving', async () => {
    const player = await registerPlayer(t.app);
    const sessionId = sessionIdOf(player.accessToken);
    // The token has 3 s left on the server's clock: the connect reply says ttl 3.
    const skip = (t.app.config.ACCESS_TOKEN_TTL_SECONDS - 3) * 1000;
    clock.advance(skip);
    let tokensAsked = 0;
    const client = connect(url, {
      token: player.accessToken,
      getToken: async () => {
        tokensAsked += 1;
        return t.app.accessTokens.sign(player.id, sessionId);
      },
    });
    const connected = await next<ConnectedContext>(client, 'connected');
    const accounts = client.newSubscription(CHANNELS.accounts(player.id));
    const balances = collect(accounts);
    accounts.subscribe();
    await next(accounts, 'subscribed');
    await eventually(() => tokensAsked === 1, 8000);
    // Past the old token's expiry (plus the ping tolerance): still the same connection.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(client.state).toBe('connected');
    expect(accounts.state).toBe('subscribed');
    expect((client as unknown as { _client: string })._client).toBe(connected.client);
    clock.advance(-skip); // back to real time, which the webhook signature is checked against
    await fundByCard(t.app, player, 700);
    expect(await eventually(() => balances[0])).toMatchObject({ account: { balance: 700 } });
  });

  it('answers an expired token with 109: the client gets a new one and connects', async () => {
    const player = await registerPlayer(t.app);
    const sessionId = sessionIdOf(player.accessToken);
    const skip = (t.app.config.ACCESS_TOKEN_TTL_SECONDS + 5) * 1000;
    clock.advance(skip);
    const errors: number[] = [];
    const client = realtimeClient(url, {
      token: player.accessToken,
      getToken: () => t.app.accessTokens.sign(player.id, sessionId),
    });
    clients.push(client);
    client.on('error', (ctx) => errors.push(ctx.error.code));
    client.connect();
    try {
      await next(client, 'connected');
    } finally {
      clock.advance(-skip);
    }
    expect(errors).toEqual([109]);
  });

  it("closes on a refresh with an expired token (3005) or with another player's token (3500)", async () => {
    const [me, other] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const connectRaw = async () => {
      const raw = await rawSocket(url);
      raw.socket.send(JSON.stringify({ id: 1, connect: { token: me.accessToken } }));
      await eventually(() => raw.frames.length > 0);
      return raw;
    };
    const first = await connectRaw();
    first.socket.send(JSON.stringify({ id: 2, refresh: { token: other.accessToken } }));
    expect(await first.closed).toEqual({ code: 3500, reason: 'invalid token' });

    const second = await connectRaw();
    const skip = (t.app.config.ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    clock.advance(skip);
    try {
      second.socket.send(JSON.stringify({ id: 2, refresh: { token: me.accessToken } }));
      expect(await second.closed).toEqual({ code: 3005, reason: 'connection expired' });
    } finally {
      clock.advance(-skip);
    }
  });

  it('closes with 3500 for a token of a closed session and the client does not come back', async () => {
    const player = await registerPlayer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout',
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    let attempts = 0;
    t.app.server.on('upgrade', () => {
      attempts += 1;
    });
    const states: string[] = [];
    const client = realtimeClient(url, { token: player.accessToken });
    clients.push(client);
    client.on('state', (ctx) => states.push(ctx.newState));
    client.connect();
    const disconnected = await next<DisconnectedContext>(client, 'disconnected');
    expect(disconnected).toMatchObject({ code: 3500, reason: 'invalid token' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(client.state).toBe('disconnected');
    expect(attempts).toBe(1);
    expect(states).toEqual(['connecting', 'disconnected']);
  });

  it('ends a live connection at once when its session is logged out elsewhere, not the others', async () => {
    const player = await registerPlayer(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: player.email, password: player.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const other = login.json() as { accessToken: string };
    const ending = connect(url, { token: player.accessToken });
    const staying = connect(url, { token: other.accessToken });
    await Promise.all([next(ending, 'connected'), next(staying, 'connected')]);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout',
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const disconnected = await next<DisconnectedContext>(ending, 'disconnected');
    expect(disconnected).toMatchObject({ code: 3500, reason: 'invalid token' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ending.state).toBe('disconnected');
    expect(staying.state).toBe('connected');
  });

  it('reconnects by itself when the server drops it (3012 no pong is a reconnect code)', async () => {
    const player = await registerPlayer(t.app);
    const client = connect(url, { token: player.accessToken });
    await next(client, 'connected');
    const member = [...t.app.realtime.members].find((m) => m.userId === player.id)!;
    member.close({ code: 3012, reason: 'no pong' });
    const connecting = await next<ConnectingContext>(client, 'connecting');
    expect(connecting).toMatchObject({ code: 3012, reason: 'no pong' });
    await next(client, 'connected');
  });

  it('tells publications apart by id and version for the same account', async () => {
    const player = await registerPlayer(t.app);
    const client = connect(url, { token: player.accessToken });
    const accounts = client.newSubscription(CHANNELS.accounts(player.id));
    const seen: PublicationContext[] = [];
    accounts.on('publication', (ctx) => seen.push(ctx));
    accounts.subscribe();
    await next(accounts, 'subscribed');
    await fundByCard(t.app, player, 100);
    await fundByCard(t.app, player, 200);
    await eventually(() => seen.length >= 2);
    const [first, second] = seen.map((ctx) => ctx.data as { id: string; version: number });
    expect(first!.id).not.toBe(second!.id);
    expect(second!.version).toBeGreaterThanOrEqual(first!.version);
    expect(seen.at(-1)!.data).toMatchObject({ account: { balance: 300 } });
  });
});
