import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type postgres from 'postgres';
import type { BetsSite } from './bets-site.ts';
import { type BenchPlayer, roundCalls, signedHeaders } from './seamless-calls.ts';

function post(agent: Agent, base: URL, path: string, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path,
        headers: { ...signedHeaders(body), 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds (user + system) the process has used so far (Linux /proc), 0 when unknown. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by the site's process, its connections' backends and this process. */
async function cpuNow(admin: postgres.Sql, site: BetsSite) {
  const backends = await admin<{ pid: number }[]>`
    select pid from pg_stat_activity where datname = ${site.database}`;
  const own = process.cpuUsage();
  return {
    server: cpuSeconds(site.pid),
    backends: new Map(backends.map(({ pid }) => [pid, cpuSeconds(pid)])),
    client: (own.user + own.system) / 1e6,
  };
}

/** Milliseconds of CPU per call between two readings (backends present in both). */
function cpuPerCall(a: Awaited<ReturnType<typeof cpuNow>>, b: typeof a, calls: number) {
  let postgres = 0;
  for (const [pid, after] of b.backends) postgres += after - (a.backends.get(pid) ?? after);
  const ms = (seconds: number) => (seconds * 1000) / calls;
  return {
    server: ms(b.server - a.server),
    postgres: ms(postgres),
    client: ms(b.client - a.client),
  };
}

export type LoadResult = Awaited<ReturnType<typeof drive>>;

/**
 * The cluster's next multixact id, as of a checkpoint taken now. Rows that concurrent calls lock
 * together (a foreign key's check locks the row it finds) make PostgreSQL create multixacts: the
 * difference around a measure is how many it made (ADR 039 fourteenth round).
 */
export async function nextMultixact(admin: postgres.Sql): Promise<number> {
  await admin`checkpoint`;
  const [row] = await admin<{ next: string }[]>`
    select next_multixact_id::text as next from pg_control_checkpoint()`;
  return Number(row!.next);
}

/**
 * `clients` players at once for `seconds`, each playing rounds one call at a time over
 * keep-alive HTTP: calls/s, p50/p99 of a call in ms, refusals, CPU per call.
 */
export async function drive(
  admin: postgres.Sql,
  site: BetsSite,
  players: BenchPlayer[],
  clients: number,
  seconds: number,
) {
  const multixactsBefore = await nextMultixact(admin);
  const cpuBefore = await cpuNow(admin, site);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL(site.url);
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  const refused = new Map<string, number>();
  let calls = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    players.slice(0, clients).map(async (player) => {
      for (let round = 0; performance.now() < until; round++) {
        for (const call of roundCalls(player.token, round)) {
          const t0 = performance.now();
          const res = await post(agent, url, `/api/seamless/builtin/${call.kind}`, call.body);
          const took = performance.now() - t0;
          latencies.push(took);
          const kind = `${player.limited ? 'limits + bonus' : 'plain'} ${call.kind}`;
          const ofKind = byKind.get(kind);
          if (ofKind) ofKind.push(took);
          else byKind.set(kind, [took]);
          calls++;
          if (res.status !== 200) {
            const key = `${call.kind} ${res.status} ${res.body.slice(0, 120)}`;
            refused.set(key, (refused.get(key) ?? 0) + 1);
            break;
          }
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuPerCall(cpuBefore, await cpuNow(admin, site), calls);
  agent.destroy();
  const multixacts = (await nextMultixact(admin)) - multixactsBefore;
  const at = (sorted: number[], q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  latencies.sort((a, b) => a - b);
  // p50/p99 of each kind of call (BENCH_BY_KIND=1 prints them): where the tail comes from.
  const kinds = [...byKind].sort().map(([kind, took]) => {
    took.sort((a, b) => a - b);
    return { kind, calls: took.length, p50: at(took, 0.5), p99: at(took, 0.99) };
  });
  return {
    calls,
    callsPerSecond: calls / elapsed,
    multixactsPerCall: multixacts / calls,
    p50: at(latencies, 0.5),
    p99: at(latencies, 0.99),
    kinds,
    refused,
    cpu,
  };
}
