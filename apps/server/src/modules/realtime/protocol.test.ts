import { CHANNELS } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_DATABASES } from '../../../test/databases.ts';
import { registerPlayer } from '../../../test/factories/players.ts';
import { eventually, listen, rawSocket } from '../../../test/realtime.ts';
import { authorizeChannel } from './channels.ts';
import { MAX_SUBSCRIPTIONS } from './connection.ts';
import { decodeFrame, encodePublication } from './protocol.ts';

describe('protocol codec', () => {
  it('splits a frame on newlines, skips blank lines and keeps the order', () => {
    const frame = '{"id":1,"connect":{"token":"t"}}\n\n{"id":2,"subscribe":{"channel":"a"}}\n{}';
    expect(decodeFrame(frame)).toEqual([
      { kind: 'command', id: 1, method: 'connect', params: { token: 't' } },
      { kind: 'command', id: 2, method: 'subscribe', params: { channel: 'a' } },
      { kind: 'pong' },
    ]);
  });

  it('refuses a frame with any malformed message', () => {
    expect(decodeFrame('{"id":1,"connect":{}}\nnot json')).toBeNull();
    expect(decodeFrame('{"connect":{}}')).toBeNull(); // no id
    expect(decodeFrame('{"id":1,"connect":{},"subscribe":{}}')).toBeNull(); // two methods
    expect(decodeFrame('{"id":0,"ping":{}}')).toBeNull();
    expect(decodeFrame('[1,2]')).toBeNull();
    expect(decodeFrame('{"foo":1}')).toBeNull();
  });

  it('encodes a publication around data that is already JSON', () => {
    expect(JSON.parse(encodePublication('game:winners', '{"a":1}'))).toEqual({
      push: { channel: 'game:winners', pub: { data: { a: 1 } } },
    });
  });

  it('authorises user-limited channels by the # suffix and the public channel for anyone', () => {
    expect(authorizeChannel('wallet:accounts#p1', 'p1')).toBeNull();
    expect(authorizeChannel('wallet:accounts#p2,p1', 'p1')).toBeNull();
    expect(authorizeChannel('wallet:accounts#p2', 'p1')?.code).toBe(103);
    expect(authorizeChannel('wallet:accounts#p1', '')?.code).toBe(103);
    expect(authorizeChannel('wallet:accounts#', 'p1')?.code).toBe(103);
    expect(authorizeChannel('game:winners', '')).toBeNull();
    expect(authorizeChannel('game:winners#p1', 'p1')?.code).toBe(102);
    expect(authorizeChannel('chat:room', 'p1')?.code).toBe(102);
    expect(authorizeChannel('', 'p1')?.code).toBe(107);
  });
});

/** The wire as the brief describes it, checked with a raw `ws` client. */
describe('realtime wire protocol', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!, {
      REALTIME_PING_SECONDS: 1,
      REALTIME_STALE_SECONDS: 1,
    });
    url = await listen(t.app);
  });
  afterAll(() => t?.close());

  const replies = (frames: string[]) =>
    frames.flatMap((f) => f.split('\n')).map((line) => JSON.parse(line) as Record<string, unknown>);

  it('runs connect and the subscribes sent with it in order, each with a result object', async () => {
    const player = await registerPlayer(t.app);
    const { socket, frames } = await rawSocket(url);
    socket.send(
      [
        { id: 1, connect: { token: player.accessToken, name: 'js' } },
        { id: 2, subscribe: { channel: CHANNELS.accounts(player.id), flag: 1 } },
        { id: 3, subscribe: { channel: CHANNELS.accounts('someone-else') } },
        { id: 4, ping: {} },
        { id: 5, history: { channel: CHANNELS.accounts(player.id) } },
        { id: 6, publish: { channel: CHANNELS.winners, data: {} } },
      ]
        .map((c) => JSON.stringify(c))
        .join('\n'),
    );
    await eventually(() => replies(frames).length >= 6);
    const [connect, ...rest] = replies(frames);
    expect(connect).toMatchObject({
      id: 1,
      connect: { expires: true, ping: 1, pong: true, subs: {} },
    });
    const result = connect!.connect as { client: string; node: string; ttl: number };
    expect(result.client).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.node).toBeTruthy();
    expect(result.ttl).toBeGreaterThan(t.app.config.ACCESS_TOKEN_TTL_SECONDS - 5);
    expect(rest).toEqual([
      { id: 2, subscribe: {} },
      { id: 3, error: { code: 103, message: 'permission denied' } },
      { id: 4, ping: {} },
      // The history of a subscribed channel: its position, nothing published yet.
      { id: 5, history: { epoch: expect.any(String), offset: 0, publications: [] } },
      { id: 6, error: { code: 103, message: 'permission denied' } },
    ]);
    socket.close();
  });

  it('closes with 3501 for commands before connect, garbage and binary frames', async () => {
    for (const send of [
      (s: import('ws').WebSocket) => s.send('{"id":1,"subscribe":{"channel":"game:winners"}}'),
      (s: import('ws').WebSocket) => s.send('hello'),
      (s: import('ws').WebSocket) => s.send(Buffer.from('{"id":1,"connect":{}}'), { binary: true }),
    ]) {
      const { socket, closed } = await rawSocket(url);
      send(socket);
      expect(await closed).toEqual({ code: 3501, reason: 'bad request' });
    }
  });

  it('closes with 3500 for a token it did not sign', async () => {
    const { socket, closed } = await rawSocket(url);
    socket.send('{"id":1,"connect":{"token":"eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl"}}');
    expect(await closed).toEqual({ code: 3500, reason: 'invalid token' });
  });

  it('pings with {} and closes with 3012 when no pong comes back', async () => {
    const { socket, frames, closed } = await rawSocket(url);
    socket.send('{"id":1,"connect":{}}');
    const started = Date.now();
    const result = await closed;
    expect(result).toEqual({ code: 3012, reason: 'no pong' });
    expect(frames.at(-1)).toBe('{}');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('keeps a client that answers pings', async () => {
    const { socket, frames } = await rawSocket(url);
    socket.on('message', (data) => {
      if (String(data) === '{}') socket.send('{}');
    });
    socket.send('{"id":1,"connect":{}}');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(socket.readyState).toBe(socket.OPEN);
    expect(frames.filter((f) => f === '{}').length).toBeGreaterThanOrEqual(2);
    socket.close();
  });

  it('closes a socket that never connects with 3502 stale', async () => {
    const { closed } = await rawSocket(url);
    expect(await closed).toEqual({ code: 3502, reason: 'stale' });
  });

  it('answers 105 to a second subscribe of the same channel', async () => {
    const { socket, frames } = await rawSocket(url);
    socket.send(
      '{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"game:winners"}}\n{"id":3,"subscribe":{"channel":"game:winners"}}',
    );
    await eventually(() => replies(frames).length >= 3);
    expect(replies(frames)[2]).toEqual({
      id: 3,
      error: { code: 105, message: 'already subscribed' },
    });
    socket.close();
  });

  it('caps the channels of one connection with 106', async () => {
    const player = await registerPlayer(t.app);
    const { socket, frames } = await rawSocket(url);
    const commands: object[] = [{ id: 1, connect: { token: player.accessToken } }];
    for (let i = 0; i <= MAX_SUBSCRIPTIONS; i += 1) {
      commands.push({ id: i + 2, subscribe: { channel: `wallet:accounts#${player.id},x${i}` } });
    }
    socket.send(commands.map((c) => JSON.stringify(c)).join('\n'));
    await eventually(() => replies(frames).length >= MAX_SUBSCRIPTIONS + 2);
    const results = replies(frames).slice(1);
    expect(results.filter((r) => 'subscribe' in r)).toHaveLength(MAX_SUBSCRIPTIONS);
    expect(results.at(-1)).toMatchObject({ error: { code: 106 } });
    socket.close();
  });

  it('refuses the protobuf subprotocol with 3506 and answers plain GETs with 426', async () => {
    const { closed } = await rawSocket(url, ['centrifuge-protobuf']);
    expect(await closed).toEqual({ code: 3506, reason: 'inappropriate protocol' });
    const res = await t.app.inject({ url: '/api/connection/websocket' });
    expect(res.statusCode).toBe(426);
  });
});
