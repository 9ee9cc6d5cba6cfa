import type { AddressInfo } from 'node:net';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { Centrifuge } from 'centrifuge';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { subscribePlayerChannel } from './player-subscription';

type Command = { id: number; connect?: object; subscribe?: Record<string, unknown> };

/**
 * Just enough of the realtime server (shared/design/centrifuge-protocol.md): connect, subscribe
 * with a recoverable position, and pushes sent by the test.
 */
async function startServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const subscribes: Array<Record<string, unknown>> = [];
  let socket: WebSocket | undefined;
  wss.on('connection', (ws) => {
    socket = ws;
    ws.on('message', (data) => {
      for (const line of String(data).split('\n').filter(Boolean)) {
        const command = JSON.parse(line) as Command;
        if (command.connect) {
          ws.send(JSON.stringify({ id: command.id, connect: { client: 'c1', version: 'test' } }));
        } else if (command.subscribe) {
          subscribes.push(command.subscribe);
          const isRecovering = command.subscribe.recover === true;
          const known = command.subscribe.epoch === 'e1';
          ws.send(
            JSON.stringify({
              id: command.id,
              subscribe: {
                recoverable: true,
                epoch: 'e1',
                offset: 3,
                ...(isRecovering
                  ? { was_recovering: true, recovered: known, publications: [] }
                  : {}),
              },
            }),
          );
        } else {
          ws.send(JSON.stringify({ id: command.id, [Object.keys(command)[1]!]: {} }));
        }
      }
    });
  });
  const { port } = wss.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/api/connection/websocket`,
    subscribes,
    push: (push: object) => socket?.send(JSON.stringify({ push })),
    close: () => new Promise((resolve) => wss.close(resolve)),
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 250 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describe('a player channel whose server state was invalidated (Redis outage, issue 27)', () => {
  const stops: Array<() => unknown> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  it('subscribes again without the stale position and reads the balance again', async () => {
    const server = await startServer();
    stops.push(server.close);
    const queryClient = new QueryClient();
    let balance = 100;
    let reads = 0;
    const accounts = new QueryObserver(queryClient, {
      queryKey: ['wallet', 'accounts'],
      queryFn: async () => {
        reads += 1;
        return { balance };
      },
    });
    const unsubscribe = accounts.subscribe(() => {});
    stops.push(unsubscribe);
    const client = new Centrifuge(server.url, { websocket: WebSocket, minReconnectDelay: 50 });
    stops.push(() => client.disconnect());
    const channel = 'wallet:accounts#p1';
    subscribePlayerChannel(client, channel, { queryClient, onMessage: () => {} });
    client.connect();
    await until(() => server.subscribes.length === 1 && reads === 1);
    expect(accounts.getCurrentResult().data).toEqual({ balance: 100 });

    // The deposit's push was lost; the server says the subscription's state is stale.
    balance = 4300;
    server.push({ channel, unsubscribe: { code: 2502, reason: 'state invalidated' } });
    await until(() => server.subscribes.length === 2 && reads === 2);
    expect(server.subscribes[1]?.epoch).not.toBe('e1');
    await until(() => accounts.getCurrentResult().data?.balance === 4300);
    expect(client.state).toBe('connected');
  });
});
