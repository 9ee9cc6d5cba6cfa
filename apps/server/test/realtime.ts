import type { AddressInfo } from 'node:net';
import { Centrifuge, type Options, type Subscription } from 'centrifuge';
import WebSocket from 'ws';
import type { TestServer } from './build-app.ts';

/** Listens on a free loopback port (or `port`); the websocket URL of the realtime endpoint. */
export async function listen(app: TestServer, port = 0): Promise<string> {
  await app.listen({ host: '127.0.0.1', port });
  const { port: bound } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${bound}/api/connection/websocket`;
}

/**
 * The official centrifuge client with `ws` as its WebSocket, tuned so tests run fast: short
 * reconnect delays and a ping watchdog matching REALTIME_PING_SECONDS=1.
 */
export function realtimeClient(url: string, options: Partial<Options> = {}): Centrifuge {
  return new Centrifuge(url, {
    websocket: WebSocket,
    minReconnectDelay: 50,
    maxReconnectDelay: 300,
    timeout: 3000,
    maxServerPingDelay: 2000,
    ...options,
  });
}

type Emitter = {
  once(event: string, listener: (ctx: never) => void): unknown;
};

/** The context of the next `event`, or a rejection after `ms`. */
export function next<T>(emitter: Centrifuge | Subscription, event: string, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    (emitter as unknown as Emitter).once(event, (ctx: never) => {
      clearTimeout(timer);
      resolve(ctx as T);
    });
  });
}

/** Collects every publication's data of a subscription. */
export function collect(subscription: Subscription): unknown[] {
  const received: unknown[] = [];
  subscription.on('publication', (ctx) => received.push(ctx.data));
  return received;
}

/** Polls `check` until it returns something truthy (or fails after `ms`). */
export async function eventually<T>(check: () => T | undefined | false, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A raw protocol client: the frames the server sends, and how it closed. */
export async function rawSocket(url: string, protocols?: string[]) {
  const socket = new WebSocket(url, protocols);
  const frames: string[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => frames.push(String(data)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, frames, closed };
}
