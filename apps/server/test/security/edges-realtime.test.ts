import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../build-app.ts';
import { TEST_DATABASES } from '../databases.ts';
import { registerPlayer } from '../factories/players.ts';
import { listen, next, rawSocket, realtimeClient } from '../realtime.ts';

/** The HTTP status of a refused handshake, or 101 when the socket opened. */
function handshake(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
  });
}

/** Websocket origin, command rate and per-address cap (issue 12, docs/decisions/018). */
describe('realtime socket limits', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp(TEST_DATABASES[0]!, {
      PUBLIC_URL: 'https://casino.example',
      REALTIME_COMMANDS_PER_SECOND: 40,
      REALTIME_CONNECTIONS_PER_ADDRESS: 3,
    });
    url = await listen(t.app);
  });
  afterAll(() => t?.close());

  it("lets in the site's origin (and its own host in sandbox), refuses others with 403", async () => {
    const host = new URL(url).host;
    expect(await handshake(url, { origin: 'https://casino.example' })).toBe(101);
    expect(await handshake(url, { origin: `http://${host}` })).toBe(101);
    expect(await handshake(url, { origin: 'https://evil.example' })).toBe(403);
    expect(await handshake(url, { origin: 'null' })).toBe(403);
  });

  it('closes a socket flooding commands with 3013 (a code the client reconnects after)', async () => {
    // A normal client (connect plus the site's subscribes) stays well under the budget.
    const client = realtimeClient(url);
    const connected = next(client, 'connected');
    client.connect();
    await connected;
    for (let i = 0; i < 7; i += 1) client.newSubscription(`game:winners#x${i}`).subscribe();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.state).toBe('connected');
    client.disconnect();

    const player = await registerPlayer(t.app);
    const { socket, closed } = await rawSocket(url);
    socket.send(JSON.stringify({ id: 1, connect: { token: player.accessToken } }));
    const pings = Array.from({ length: 200 }, (_, i) => JSON.stringify({ id: i + 2, ping: {} }));
    socket.send(pings.join('\n'));
    expect(await closed).toEqual({ code: 3013, reason: 'too many requests' });
  });

  it('closes connections over the per-address cap with 4429, in the reconnecting range', async () => {
    const open = await Promise.all([rawSocket(url), rawSocket(url), rawSocket(url)]);
    const extra = await rawSocket(url);
    expect(await extra.closed).toEqual({ code: 4429, reason: 'connection limit' });
    // A slot freed is a slot to take again.
    open[0]!.socket.close();
    await open[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await rawSocket(url);
    expect(again.socket.readyState).toBe(WebSocket.OPEN);
    for (const { socket } of [...open, again]) socket.close();
  });
});
