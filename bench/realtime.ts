import { type ChildProcess, fork } from 'node:child_process';
import WebSocket from 'ws';
import { type BenchCommand, type BenchReply, type MemoryReport, now } from './realtime-ipc.ts';

/**
 * `npm run bench:realtime`: one realtime instance holding CLIENTS websocket clients, beside a
 * bare `ws` broadcast server doing the same fan-out in the same run. Each server runs in a
 * process of its own; the clients (raw `ws`, speaking the Centrifuge protocol to ours) run here.
 * Prints connections held, memory per connection (RSS and heap after a full GC, minus the idle
 * server's), and publish→receipt latency p50/p99 for one publication fanned out to every client
 * (a shared channel) and for one publication per client on its own user channel.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const HOLD_MS = Number(process.env.BENCH_HOLD_MS ?? 10_000);
const PING_SECONDS = 4;
const CONNECT_CONCURRENCY = 100;
const BENCH_FIELDS = /"type":"bench","id":"[^"]+","round":(\d+),"sentAt":([\d.]+)/;

type Server = {
  child: ChildProcess;
  port: number;
  tokens: { userId: string; token: string }[];
  ask(command: BenchCommand): Promise<BenchReply>;
};

async function startServer(script: string): Promise<Server> {
  const child = fork(new URL(script, import.meta.url).pathname, {
    execArgv: ['--expose-gc'],
    env: {
      ...process.env,
      BENCH_CLIENTS: String(CLIENTS),
      BENCH_PING_SECONDS: String(PING_SECONDS),
    },
  });
  const replies: ((reply: BenchReply) => void)[] = [];
  const ready = new Promise<Extract<BenchReply, { ready: unknown }>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.on('message', (message: BenchReply) => {
      if ('ready' in message) resolve(message);
      else replies.shift()?.(message);
    });
  });
  const { ready: info } = await ready;
  return {
    child,
    ...info,
    ask(command) {
      return new Promise((resolve) => {
        replies.push(resolve);
        child.send(command);
      });
    },
  };
}

interface Client {
  socket: WebSocket;
  /** Latency (ms) of every publication received, by round. */
  received: Map<number, number>;
}

/** Opens one client; resolves when it may receive (ours: connected and subscribed). */
function openClient(
  port: number,
  protocol: boolean,
  identity: { userId: string; token: string } | undefined,
  onReceipt: (round: number, latency: number) => void,
): Promise<Client> {
  const path = protocol ? '/api/connection/websocket' : '/';
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { perMessageDeflate: false });
  const client: Client = { socket, received: new Map() };
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      if (!protocol) return resolve(client);
      socket.send(
        [
          { id: 1, connect: { token: identity!.token } },
          { id: 2, subscribe: { channel: 'game:winners' } },
          { id: 3, subscribe: { channel: `wallet:accounts#${identity!.userId}` } },
        ]
          .map((c) => JSON.stringify(c))
          .join('\n'),
      );
    });
    socket.on('message', (data) => {
      const received = now();
      const text = String(data);
      // A regex, not JSON.parse: this one process reads every client's frames, so its own cost
      // is kept small (and the same for both servers).
      const bench = BENCH_FIELDS.exec(text);
      if (bench) return onReceipt(Number(bench[1]), received - Number(bench[2]));
      for (const line of text.split('\n')) {
        if (line === '{}') socket.send('{}');
        else if (line.startsWith('{"id":3,')) resolve(client);
      }
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

interface Figures {
  held: number;
  idle: MemoryReport;
  loaded: MemoryReport;
  shared: number[];
  users: number[];
  connectSeconds: number;
}

async function measure(name: string, script: string, protocol: boolean): Promise<Figures> {
  const server = await startServer(script);
  const idle = ((await server.ask({ cmd: 'memory' })) as { memory: MemoryReport }).memory;
  const receipts = new Map<number, number[]>();
  const onReceipt = (round: number, latency: number) => {
    const list = receipts.get(round) ?? [];
    list.push(latency);
    receipts.set(round, list);
  };
  const clients: Client[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECT_CONCURRENCY }, async () => {
      while (next < CLIENTS) {
        const i = next++;
        clients.push(await openClient(server.port, protocol, server.tokens[i], onReceipt));
      }
    }),
  );
  const connectSeconds = (performance.now() - started) / 1000;
  // Held through several server pings (ours; the bare server sends none).
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  const held = clients.filter((c) => c.socket.readyState === WebSocket.OPEN).length;
  const loaded = ((await server.ask({ cmd: 'memory' })) as { memory: MemoryReport }).memory;

  const runRounds = async (cmd: 'publish-shared' | 'publish-users', first: number) => {
    const latencies: number[] = [];
    for (let round = first; round < first + ROUNDS; round += 1) {
      await server.ask({ cmd, round });
      const until = Date.now() + 10_000;
      while ((receipts.get(round)?.length ?? 0) < held && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      latencies.push(...(receipts.get(round) ?? []));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return latencies.sort((a, b) => a - b);
  };
  const shared = await runRounds('publish-shared', 0);
  const users = await runRounds('publish-users', 1000);
  console.log(
    `${name}: ${held}/${CLIENTS} connected in ${connectSeconds.toFixed(1)} s, shared ${shared.length} and per-user ${users.length} receipts`,
  );
  for (const client of clients) client.socket.terminate();
  server.child.send({ cmd: 'stop' } satisfies BenchCommand);
  await new Promise((resolve) => server.child.once('exit', resolve));
  return { held, idle, loaded, shared, users, connectSeconds };
}

const ours = await measure('realtime', './realtime-server.ts', true);
const bare = await measure('bare ws ', './realtime-bare.ts', false);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const perConnection = (f: Figures, key: 'rss' | 'heapUsed') =>
  (f.loaded[key] - f.idle[key]) / Math.max(1, f.held);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

console.log(
  `\n${CLIENTS} clients, ${ROUNDS} rounds of each fan-out, server ping ${PING_SECONDS} s`,
);
console.log(
  `connections held for ${HOLD_MS / 1000} s: realtime ${ours.held}/${CLIENTS}, bare ws ${bare.held}/${CLIENTS}`,
);
for (const key of ['rss', 'heapUsed'] as const) {
  const a = perConnection(ours, key);
  const b = perConnection(bare, key);
  console.log(
    `memory per connection (${key}): realtime ${kib(a)}, bare ws ${kib(b)}, ratio ${ratio(a, b)}`,
  );
}
for (const [label, a, b] of [
  ['shared channel (1 publication → all)', ours.shared, bare.shared],
  ['user channels (1 publication each)', ours.users, bare.users],
] as const) {
  for (const p of [50, 99]) {
    const x = percentile(a, p);
    const y = percentile(b, p);
    console.log(`${label} p${p}: realtime ${ms(x)}, bare ws ${ms(y)}, ratio ${ratio(x, y)}`);
  }
}
