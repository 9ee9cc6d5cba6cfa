import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHANNELS } from '@casino/contracts';
import { Centrifuge, type PublicationContext } from 'centrifuge';
import WebSocket from 'ws';
import { type Cluster, startCluster } from './cluster.ts';
import * as act from './player.ts';
import { ensureBuilt, ensureDebianPackages } from './prerequisites.ts';
import { isListening, Supervisor, sleep } from './processes.ts';
import { instanceStates, postgresBin, ROOT } from './services.ts';

/**
 * `npm run cluster:load`: a cluster of its own (npm run cluster's, on a fresh folder), a mixed
 * workload of players through HAProxy, one instance killed (SIGKILL) mid-load and started again,
 * then the books: every player's balance against what the workload moved, and `wallet:check` on the
 * primary. Prints throughput and p50/p99 per operation, the failed requests and for how long,
 * and how the websockets of the killed instance came back (docs/operations/scaling.md).
 *
 *   npm run cluster:load -- [--players 32] [--seconds 45] [--kill-at 15] [--down 8]
 *                           [--instances 3] [--direct] [--pgbench] [--keep]
 *
 * --direct: the servers on the primary itself (named prepared statements, no replica), to see
 * what PgBouncer and the replica cost or save; --pgbench: pgbench -b simple-update on the same
 * primary afterwards, with as many clients as players.
 */
const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '45' },
    'kill-at': { type: 'string', default: '15' },
    down: { type: 'string', default: '8' },
    instances: { type: 'string', default: '3' },
    direct: { type: 'boolean', default: false },
    pgbench: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const PLAYERS = Number(values.players);
const SECONDS = Number(values.seconds);
const KILL_AT = Number(values['kill-at']);
const DOWN = Number(values.down);
const INSTANCES = Number(values.instances);
/** A kill needs a survivor and a moment inside the run; `--kill-at 0` runs steady throughout. */
const KILLS = INSTANCES > 1 && KILL_AT > 0 && KILL_AT < SECONDS;

const STAKE = 100;
const DEPOSIT = 500_000;
const TOP_UP = 20_000;
const WITHDRAWAL = 1_000;
const ROUNDS_PER_VISIT = 4;

const log = (line: string) => console.log(`[load] ${line}`);

// --- measuring ------------------------------------------------------------------------------

type Op = 'lobby' | 'history' | 'deposit' | 'webhook' | 'bet' | 'win' | 'withdraw';
const OPS: Op[] = ['lobby', 'history', 'deposit', 'webhook', 'bet', 'win', 'withdraw'];
/** Latencies (ms) by operation: of the whole run, and of the steady part before the kill. */
const timings = new Map<Op, number[]>(OPS.map((op) => [op, []]));
const steadyTimings = new Map<Op, number[]>(OPS.map((op) => [op, []]));
/** Attempts that failed and were tried again (the balancer, the dead instance). */
const failures: Array<{ at: number; failedAt: number; op: Op; kind: string; detail: string }> = [];
/** Operations still failing after every retry: money the workload could not account for. */
const lost: Array<{ op: Op; why: string }> = [];
let t0 = 0;
let killedAt = Number.POSITIVE_INFINITY;
const now = () => (performance.now() - t0) / 1000;

/** Retryable: no answer, or the balancer's 502/503/504. A 4xx is an answer and is not retried. */
const isRetryable = (error: unknown) =>
  !(error instanceof act.HttpError) || [502, 503, 504].includes(error.status);

/**
 * Runs one operation, retrying it with the same body (idempotency key, transaction id, event id)
 * for up to 30 s as a client or provider would; times the attempt that succeeded.
 */
async function measured<T>(op: Op, attempt: () => Promise<T>): Promise<T | undefined> {
  const until = performance.now() + 30_000;
  for (let wait = 100; ; wait = Math.min(wait * 2, 1000)) {
    const started = performance.now();
    try {
      const value = await attempt();
      const ms = performance.now() - started;
      timings.get(op)!.push(ms);
      if ((started - t0) / 1000 < Math.min(killedAt, SECONDS)) steadyTimings.get(op)!.push(ms);
      return value;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const why =
        error instanceof act.HttpError
          ? `HTTP ${error.status}`
          : `${(error as Error).name}${cause ? ` ${cause}` : ''}`;
      if (!isRetryable(error) || performance.now() > until) {
        lost.push({ op, why: (error as Error).message });
        return undefined;
      }
      // The wall-clock time too, to find the attempt in HAProxy's log.
      const sent = new Date(Date.now() - (performance.now() - started)).toISOString().slice(11, 23);
      failures.push({
        at: (started - t0) / 1000,
        failedAt: now(),
        op,
        kind: why,
        detail: `${why} after ${((performance.now() - started) / 1000).toFixed(1)} s (sent ${sent})`,
      });
      await sleep(wait);
    }
  }
}

/** CPU seconds a process has used, with its children's (PostgreSQL's backends), from /proc. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  const fieldsOf = (p: number | string) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    } catch {
      return undefined;
    }
  };
  const own = fieldsOf(pid);
  if (!own) return 0;
  // After the name: state, ppid, … utime (11), stime (12), cutime (13), cstime (14), in ticks.
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = fieldsOf(entry);
    if (child && Number(child[1]) === pid) ticks += Number(child[11]) + Number(child[12]);
  }
  return ticks / 100;
}

/** CPU seconds used so far by each part of the cluster and by this load generator. */
function cpuByPart(supervisor: Supervisor, cluster: Cluster): Record<string, number> {
  const driver = process.cpuUsage();
  return {
    'server instances': cluster.instances.reduce((sum, i) => sum + cpuSeconds(i.service.pid), 0),
    'PostgreSQL primary': cpuSeconds(supervisor.service('postgres-primary')?.pid),
    'PostgreSQL replica': cpuSeconds(supervisor.service('postgres-replica')?.pid),
    PgBouncer: cpuSeconds(supervisor.service('pgbouncer')?.pid),
    HAProxy: cpuSeconds(supervisor.service('haproxy')?.pid),
    Redis: cpuSeconds(supervisor.service('redis')?.pid),
    'load generator': (driver.user + driver.system) / 1e6,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

// --- players ------------------------------------------------------------------------------

interface LoadPlayer {
  player: act.Player;
  token: string;
  game: string;
  /** What the workload moved: the balance the books must show. */
  expected: number;
  /** Balances pushed to the player's socket, newest last. */
  pushed: number[];
  socket: Centrifuge;
  /** Connection history of the socket (seconds since the start). */
  connects: number[];
  drops: number[];
}

async function setUpPlayer(cluster: Cluster, games: string[], index: number) {
  const player = await act.register(cluster.url);
  const invoice = await act.createDeposit(cluster.url, player, DEPOSIT);
  await act.payDeposit(cluster.url, cluster.secrets.cardWebhookSecret, invoice);
  const game = games[index % games.length]!;
  const token = await act.launch(cluster.url, player, game);
  const socket = new Centrifuge(`${cluster.url.replace(/^http/, 'ws')}/api/connection/websocket`, {
    websocket: WebSocket,
    token: player.accessToken,
    minReconnectDelay: 200,
  });
  const loadPlayer: LoadPlayer = {
    player,
    token,
    game,
    expected: DEPOSIT,
    pushed: [],
    socket,
    connects: [],
    drops: [],
  };
  socket.on('connected', () => loadPlayer.connects.push(now()));
  socket.on('connecting', (ctx) => {
    // The first `connecting` is the initial connect; later ones follow a lost connection.
    if (ctx.code !== 0) loadPlayer.drops.push(now());
  });
  const accounts = socket.newSubscription(CHANNELS.accounts(player.id));
  accounts.on('publication', (ctx: PublicationContext) => {
    const balance = (ctx.data as { account?: { balance?: number } }).account?.balance;
    if (typeof balance === 'number') loadPlayer.pushed.push(balance);
  });
  const subscribed = new Promise((done) => accounts.once('subscribed', done));
  accounts.subscribe();
  socket.connect();
  await subscribed;
  return loadPlayer;
}

/** One player's visits until the end: lobby, rounds, now and then a deposit, history, a withdrawal. */
async function play(cluster: Cluster, p: LoadPlayer, until: number) {
  const { url } = cluster;
  const secret = cluster.secrets.providerSecret;
  for (let visit = 0; performance.now() < until; visit++) {
    await measured('lobby', () => act.browseLobby(url, 1 + (visit % 2)));
    for (let round = 0; round < ROUNDS_PER_VISIT && performance.now() < until; round++) {
      const bet = act.newBet(p.token, p.game, STAKE);
      if (!(await measured('bet', () => act.seamless(url, secret, 'bet', bet)))) continue;
      p.expected -= STAKE;
      // Lose, get the stake back or double it.
      const win = STAKE * (round % 3);
      const closing = { ...bet, transactionId: `${bet.transactionId}-w`, amount: win };
      if (await measured('win', () => act.seamless(url, secret, 'win', closing))) p.expected += win;
    }
    if (visit % 5 === 2) {
      await measured('history', () =>
        fetch(`${url}/api/game/bets`, { headers: p.player.headers }).then((r) => {
          if (!r.ok) throw new act.HttpError('history', r.status, '');
        }),
      );
    }
    if (visit % 6 === 3) {
      const key = randomUUID();
      const invoice = await measured('deposit', () =>
        act.createDeposit(url, p.player, TOP_UP, key),
      );
      const eventId = `evt_${randomUUID()}`;
      if (
        invoice &&
        (await measured('webhook', () =>
          act.payDeposit(url, cluster.secrets.cardWebhookSecret, invoice, eventId),
        ))
      ) {
        p.expected += TOP_UP;
      }
    }
    if (visit % 8 === 5) {
      const key = randomUUID();
      if (await measured('withdraw', () => act.withdraw(url, p.player, WITHDRAWAL, key))) {
        p.expected -= WITHDRAWAL;
      }
    }
  }
}

// --- the run ------------------------------------------------------------------------------

async function freeBase(from: number): Promise<number> {
  for (let port = from; port < from + 2000; port += 3) {
    const taken = await Promise.all([0, 1, 2].map((d) => isListening(port + d)));
    if (!taken.some(Boolean)) return port;
  }
  throw new Error('no three free ports in a row');
}

function walletCheck(primaryUrl: string) {
  const done = spawnSync(process.execPath, ['apps/server/src/cli.ts', 'wallet-check'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: primaryUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { ok: done.status === 0, output: `${done.stdout}${done.stderr}`.trim() };
}

function psql(url: string, query: string) {
  return spawnSync(join(postgresBin()!, 'psql'), [url, '-tAc', query], {
    encoding: 'utf8',
  }).stdout.trim();
}

/** pgbench -b simple-update on the cluster's primary, in a database of its own (`--pgbench`). */
function pgbench(primaryUrl: string, clients: number) {
  const bin = postgresBin()!;
  const url = primaryUrl.replace(/\/casino$/, '/pgbench');
  psql(primaryUrl.replace(/\/casino$/, '/postgres'), 'create database pgbench');
  spawnSync(join(bin, 'pgbench'), ['-i', '-q', '-s', '10', url], { encoding: 'utf8' });
  const run = spawnSync(
    join(bin, 'pgbench'),
    ['-b', 'simple-update', '-c', String(clients), '-j', '2', '-T', '10', url],
    { encoding: 'utf8' },
  );
  return /tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? `failed: ${run.stderr.slice(0, 200)}`;
}

const dir = mkdtempSync(join(tmpdir(), 'casino-cluster-load-'));
chmodSync(dir, 0o755);
const supervisor = new Supervisor(dir);
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await supervisor.stopAll();
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

try {
  ensureDebianPackages(log);
  ensureBuilt(log);
  const bootStarted = performance.now();
  const cluster = await startCluster(supervisor, {
    dir,
    instances: INSTANCES,
    port: await freeBase(18_080),
    direct: values.direct,
    log,
    env: {
      // One load generator on one address signs up every player and opens every socket.
      RATE_LIMIT_REGISTER_PER_MINUTE: '100000',
      REALTIME_CONNECTIONS_PER_ADDRESS: '10000',
      // The workload withdraws without confirming mail addresses first.
      WITHDRAWAL_REQUIRES_CONFIRMED_EMAIL: 'false',
    },
  });
  log(`cluster up in ${((performance.now() - bootStarted) / 1000).toFixed(1)} s: ${cluster.url}`);

  const games = (
    (await act.browseLobby(cluster.url)) as { items: Array<{ identity: string; kind: string }> }
  ).items
    .filter((g) => g.kind === 'slot')
    .map((g) => g.identity);
  t0 = performance.now();
  const players: LoadPlayer[] = [];
  for (let i = 0; i < PLAYERS; i += 4) {
    const batch = Array.from({ length: Math.min(4, PLAYERS - i) }, (_, k) => i + k);
    players.push(...(await Promise.all(batch.map((k) => setUpPlayer(cluster, games, k)))));
  }
  log(`${PLAYERS} players signed up, paid in and connected in ${now().toFixed(1)} s`);

  t0 = performance.now();
  const until = t0 + SECONDS * 1000;
  // CPU of each part over the steady part (until the kill, or the end).
  const cpuAtStart = cpuByPart(supervisor, cluster);
  let cpuAtEnd: Record<string, number> | undefined;
  const victim = cluster.instances[1] ?? cluster.instances[0]!;
  const events: string[] = [];
  let downFor = 0;
  // What HAProxy's checks say of the victim, as it changes.
  let lastState = 'UP';
  const watching = setInterval(() => {
    instanceStates(cluster.statsPort).then(
      (states) => {
        const state = states[victim.name] ?? '?';
        if (state !== lastState)
          events.push(`${now().toFixed(1)} s  HAProxy: ${victim.name} ${state}`);
        lastState = state;
      },
      () => {},
    );
  }, 200);
  const chaos = (async () => {
    if (!KILLS) return;
    await sleep(KILL_AT * 1000);
    cpuAtEnd = cpuByPart(supervisor, cluster);
    killedAt = now();
    await victim.service.kill('SIGKILL');
    events.push(`${killedAt.toFixed(1)} s  ${victim.name} killed (SIGKILL)`);
    await sleep(DOWN * 1000);
    const restarting = now();
    events.push(`${restarting.toFixed(1)} s  ${victim.name} starting again`);
    await victim.service.start();
    events.push(
      `${now().toFixed(1)} s  ${victim.name} ready (boot ${(now() - restarting).toFixed(1)} s)`,
    );
    downFor = now() - killedAt;
  })();
  await Promise.all([...players.map((p) => play(cluster, p, until)), chaos]);
  cpuAtEnd ??= cpuByPart(supervisor, cluster);
  clearInterval(watching);
  events.sort((x, y) => Number.parseFloat(x) - Number.parseFloat(y));
  const elapsed = now();
  log(`workload done after ${elapsed.toFixed(1)} s`);

  // Pushes are published after commit: give the last ones a moment.
  await sleep(1500);
  let booksMatch = 0;
  let pushMatch = 0;
  const mismatches: string[] = [];
  for (const p of players) {
    const balance = await act.balanceOf(cluster.url, p.player);
    if (balance === p.expected) booksMatch++;
    else
      mismatches.push(
        `${p.player.email}: balance ${balance}, the workload moved it to ${p.expected}`,
      );
    if (p.pushed.at(-1) === balance) pushMatch++;
  }
  const replayLag = psql(
    cluster.primaryUrl,
    'select coalesce(max(extract(epoch from replay_lag) * 1000), 0)::int from pg_stat_replication',
  );
  const check = walletCheck(cluster.primaryUrl);
  const tps = values.pgbench ? pgbench(cluster.primaryUrl, PLAYERS) : undefined;

  // --- the report ---
  const steadySeconds = KILLS ? Math.min(killedAt, elapsed) : elapsed;
  const rows = OPS.map((op) => {
    const all = [...timings.get(op)!].sort((x, y) => x - y);
    const steady = [...steadyTimings.get(op)!].sort((x, y) => x - y);
    return [
      op.padEnd(9),
      String(all.length).padStart(7),
      (all.length / elapsed).toFixed(1).padStart(8),
      (steady.length / steadySeconds).toFixed(1).padStart(9),
      percentile(steady, 50).toFixed(0).padStart(6),
      percentile(steady, 99).toFixed(0).padStart(6),
      percentile(all, 99).toFixed(0).padStart(7),
      percentile(all, 100).toFixed(0).padStart(7),
    ].join(' ');
  });
  const total = OPS.reduce((sum, op) => sum + timings.get(op)!.length, 0);
  const steadyTotal = OPS.reduce((sum, op) => sum + steadyTimings.get(op)!.length, 0);
  const seamlessSteady = steadyTimings.get('bet')!.length + steadyTimings.get('win')!.length;
  // From the first failed attempt's sending to the last one's failure.
  const firstFail = failures.length ? Math.min(...failures.map((f) => f.at)) : undefined;
  const lastFail = failures.length ? Math.max(...failures.map((f) => f.failedAt)) : undefined;
  const kinds = new Map<string, number>();
  for (const f of failures)
    kinds.set(`${f.op} ${f.kind}`, (kinds.get(`${f.op} ${f.kind}`) ?? 0) + 1);
  const victims = players.filter((p) => p.drops.some((t) => t >= killedAt && t < killedAt + 5));
  const reconnectMs = victims
    .map((p) => {
      const drop = p.drops.find((t) => t >= killedAt)!;
      const back = p.connects.find((t) => t >= drop);
      return back === undefined ? Number.POSITIVE_INFINITY : (back - drop) * 1000;
    })
    .sort((x, y) => x - y);
  const connected = players.filter((p) => p.socket.state === 'connected').length;
  const cpuRows = Object.entries(cpuAtEnd)
    .map(([part, seconds]) => {
      const used = seconds - (cpuAtStart[part] ?? 0);
      return `  ${part.padEnd(19)} ${used.toFixed(1).padStart(6)} s  ${((used * 1000) / steadyTotal).toFixed(2).padStart(6)} ms per request  ${(used / steadySeconds).toFixed(2)} cores`;
    })
    .join('\n');

  console.log(`
== cluster:load: ${INSTANCES} instance(s) behind HAProxy, ${values.direct ? 'straight on the primary (no PgBouncer, no replica)' : 'PgBouncer (transaction mode), replica'}, Redis
machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} (shared)
${PLAYERS} players, ${SECONDS} s${KILLS ? `; ${victim.name} killed at ${KILL_AT} s, started again ${DOWN} s later` : ''}
each visit: lobby page, ${ROUNDS_PER_VISIT} seamless bet+win rounds of ${STAKE} cents; every 5th a
history page, every 6th a ${TOP_UP}-cent card deposit (invoice + signed webhook), every 8th a
${WITHDRAWAL}-cent withdrawal

op           count   ops/s  steady/s  p50ms  p99ms  p99all  maxall
${rows.join('\n')}
all        ${String(total).padStart(7)} ${(total / elapsed).toFixed(1).padStart(8)} ${(steadyTotal / steadySeconds).toFixed(1).padStart(9)}
seamless calls (bet+win) in the steady part: ${(seamlessSteady / steadySeconds).toFixed(1)}/s
CPU in the steady part (${steadySeconds.toFixed(1)} s × ${cpus().length} cores, shared with whatever else runs):
${cpuRows}
(steady = before the kill${KILLS ? `, ${steadySeconds.toFixed(1)} s` : ''}; p50/p99 of the steady part; p99all/maxall of the whole run, retries' waits not included)

failed attempts (retried with the same idempotency key): ${failures.length}${
    firstFail === undefined
      ? ''
      : `, sent from ${firstFail.toFixed(1)} s, failed by ${lastFail!.toFixed(1)} s (${(lastFail! - firstFail).toFixed(1)} s): ${[
          ...kinds,
        ]
          .map(([kind, count]) => `${count} ${kind}`)
          .join(', ')}`
  }
${failures
  .slice(0, 20)
  .map((f) => `  sent at ${f.at.toFixed(1)} s: ${f.op} ${f.detail}`)
  .join('\n')}
operations given up after 30 s of retries: ${lost.length}${
    lost.length
      ? `\n  ${lost
          .slice(0, 5)
          .map((l) => `${l.op}: ${l.why}`)
          .join('\n  ')}`
      : ''
  }
${events.join('\n')}${KILLS ? `\n${victim.name} out of service for ${downFor.toFixed(1)} s` : ''}
websockets: ${
    KILLS
      ? `${victims.length} dropped by the kill, reconnected to a survivor in p50 ${percentile(reconnectMs, 50).toFixed(0)} ms, max ${percentile(reconnectMs, 100).toFixed(0)} ms; `
      : ''
  }${connected}/${PLAYERS} connected at the end
last balance pushed = balance: ${pushMatch}/${PLAYERS} players
replica replay lag at the end: ${replayLag} ms
books: ${booksMatch}/${PLAYERS} balances equal what the workload moved${mismatches.length ? `\n  ${mismatches.join('\n  ')}` : ''}
wallet:check on the primary: ${check.ok ? 'clean' : 'MISMATCHES'}: ${check.output.split('\n').at(-1)}${
    tps
      ? `\npgbench -b simple-update, ${PLAYERS} clients, 10 s, on the same primary: ${tps} tps`
      : ''
  }`);
  for (const p of players) p.socket.disconnect();
  const clean = check.ok && booksMatch === PLAYERS && lost.length === 0;
  await stop(clean ? 0 : 1);
} catch (error) {
  console.error(`[load] ${(error as Error).stack ?? error}`);
  await stop(1);
}
