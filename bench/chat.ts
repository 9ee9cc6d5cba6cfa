import '../apps/server/src/production-mode.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seed } from '@casino/db';
import WebSocket from 'ws';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { CLI_ACTOR } from '../apps/server/src/modules/backoffice/audit.ts';
import { createOperator } from '../apps/server/src/modules/backoffice/operators-service.ts';
import { createPasswordHasher } from '../apps/server/src/modules/player/operator-service.ts';
import { openBenchDatabase } from './bench-database.ts';
import { signIn } from './bench-operator.ts';

/**
 * `npm run bench:chat`: support chat message delivery with CONVERSATIONS open conversations,
 * each followed by a websocket client (the official protocol, anonymous connection, subscription
 * token from the API). One agent answers SAMPLES times, each time to a random conversation, one
 * answer at a time: latency from the agent's call (POST .../messages: lock, number, store, commit,
 * publish) to the receipt of the message on that conversation's socket. Baseline in the same run:
 * the bare realtime publication (`app.realtime.publish`) of a message of the same size to the same
 * channels and sockets, no database.
 */
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 500);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const CONNECT_CONCURRENCY = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Waiter = { marker: string; resolve: () => void };

/** A raw Centrifuge-protocol client subscribed to one channel; resolves pushes by a marker. */
function follow(port: number, channel: string, token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/connection/websocket`, {
    perMessageDeflate: false,
  });
  const waiters: Waiter[] = [];
  return new Promise<{ waitFor(marker: string): Promise<void>; close(): void }>(
    (resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () =>
        socket.send(
          `${JSON.stringify({ id: 1, connect: {} })}\n${JSON.stringify({ id: 2, subscribe: { channel, token } })}`,
        ),
      );
      socket.on('message', (data) => {
        for (const line of String(data).split('\n')) {
          if (!line) continue;
          if (line === '{}') {
            socket.send('{}');
            continue;
          }
          if (line.startsWith('{"id":2,')) {
            if (!line.includes('"subscribe"')) reject(new Error(`subscribe refused: ${line}`));
            resolve({
              waitFor: (marker) =>
                new Promise<void>((done) => waiters.push({ marker, resolve: done })),
              close: () => socket.close(),
            });
            continue;
          }
          const index = waiters.findIndex((w) => line.includes(w.marker));
          if (index >= 0) waiters.splice(index, 1)[0]!.resolve();
        }
      });
    },
  );
}

const bench = await openBenchDatabase('chat');
const mailbox = mkdtempSync(join(tmpdir(), 'casino-bench-mail-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'unused',
  MAILBOX_DIR: mailbox,
  GUEST_CHAT_ENABLED: 'true',
  RATE_LIMIT_SUPPORT_MESSAGES_PER_MINUTE: '100000',
  REALTIME_CONNECTIONS_PER_ADDRESS: String(CONVERSATIONS + 100),
});
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  await bench.database.migrate();
  await seed(bench.database.db);
  app = await buildApp({ config, db: bench.database.db, withWeb: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const created = await createOperator(
    { db: bench.database.db, clock: app.clock, passwords, isLive: false },
    { email: 'bench-agent@ops.test', name: 'Agent', role: 'support' },
    CLI_ACTOR,
  );
  if (!created.ok) throw new Error('agent not created');
  const agent = {
    cookie: await signIn(app, 'bench-agent@ops.test', created.value.password),
    'x-requested-with': 'backoffice',
  };

  // CONVERSATIONS guests each open a conversation and follow its channel.
  const opened: { id: string; channel: string; token: string }[] = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/support/conversation/messages',
      headers: { 'x-requested-with': 'casino' },
      payload: { body: `Guest ${i} needs help`, email: `guest${i}@example.com` },
    });
    if (sent.statusCode !== 200) throw new Error(`open: ${sent.statusCode} ${sent.body}`);
    const cookie = String(sent.headers['set-cookie']).split(';')[0]!;
    const token = (
      await app.inject({ url: '/api/support/conversation/token', headers: { cookie } })
    ).json();
    opened.push({ id: sent.json().conversation.id, ...token });
  }
  const clients: Awaited<ReturnType<typeof follow>>[] = [];
  for (let i = 0; i < opened.length; i += CONNECT_CONCURRENCY) {
    clients.push(
      ...(await Promise.all(
        opened.slice(i, i + CONNECT_CONCURRENCY).map((c) => follow(port, c.channel, c.token)),
      )),
    );
  }

  const body = 'Your withdrawal was approved and is on its way. Anything else I can do for you?';
  const measure = async (send: (index: number, marker: string) => Promise<void>) => {
    const times: number[] = [];
    for (let i = 0; i < SAMPLES + 20; i++) {
      const index = Math.floor(Math.random() * opened.length);
      const marker = `m${i}x${Math.random().toString(36).slice(2, 8)}`;
      const received = clients[index]!.waitFor(marker);
      const started = performance.now();
      await send(index, marker);
      await received;
      if (i >= 20) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p99: percentile(times, 99) };
  };

  const server = app;
  const bare = await measure(async (index, marker) => {
    await server.realtime.publish(opened[index]!.channel, {
      type: 'support.message',
      message: {
        id: marker,
        seq: 0,
        author: 'agent',
        agentName: 'Agent',
        body: `${body} ${marker}`,
        attachment: null,
        createdAt: new Date().toISOString(),
      },
    });
  });
  const chat = await measure(async (index, marker) => {
    const res = await server.inject({
      method: 'POST',
      url: `/api/backoffice/support/conversations/${opened[index]!.id}/messages`,
      headers: agent,
      payload: { body: `${body} ${marker}` },
    });
    if (res.statusCode !== 200) throw new Error(`reply: ${res.statusCode} ${res.body}`);
  });
  const row = (label: string, r: { p50: number; p99: number }) =>
    `${label.padEnd(44)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms`;
  console.log(
    `${bench.label}, ${CONVERSATIONS} open conversations, ${clients.length} sockets, ${SAMPLES} answers`,
  );
  console.log(row('bare realtime publication (baseline)', bare));
  console.log(row('agent answer → player socket', chat));
  console.log(
    `ratio: p50 ${(chat.p50 / bare.p50).toFixed(1)}x, p99 ${(chat.p99 / bare.p99).toFixed(1)}x the bare publication`,
  );
  for (const client of clients) client.close();
} finally {
  await app?.close();
  await bench.dispose();
  rmSync(mailbox, { recursive: true, force: true });
}
