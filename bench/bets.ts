import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { floorCallsPerSecond, floorVariants, pgEnv } from './bets-floor.ts';
import { seedHistory } from './bets-history.ts';
import { drive, type LoadResult } from './bets-load.ts';
import { startPgReport } from './bets-pg.ts';
import { type BetsSite, preparePlayers, serverEnv, startSite } from './bets-site.ts';
import { countStatements } from './bets-statements.ts';
import type { BenchPlayer } from './seamless-calls.ts';

/**
 * The seamless bet path at the database's speed (`npm run bench:bets`, issue 31): the real
 * server (`node apps/server/src/server.ts`, its own process, a real port) on a fresh PostgreSQL
 * database, PLAYERS players with money (every other one with deposit and loss limits of each
 * period and an active welcome bonus being wagered), each with a launched slot. For each
 * client count, that many players play rounds over real HTTP (keep-alive agent), one call at a
 * time each: a signed bet, then a signed win closing the round (every other round wins twice
 * the stake), for BENCH_SECONDS. Beside each, `pgbench -b simple-update` with as many clients
 * on the same server in its own database. Prints seamless calls/s (bets and wins), p50/p99 of
 * a call, pgbench tps, the ratio and the CPU each call cost (server, PostgreSQL, load
 * generator); then statements per call (an instance in this process whose driver counts them)
 * and `npm run wallet:check` of the database.
 *
 * BENCH_COMPARE=<folder>: another checkout (its own node_modules; e.g. the commit before a
 * change) is started too, on a database of its own, and measured beside this one at each
 * client count (taking turns going first), so both see the same load of the machine.
 * BENCH_HISTORY=<n>: each player's real account gets n past rounds (stake and win) over the
 * last 30 days before the measures (bench/bets-history.ts), for the limits' windows to count.
 * BENCH_NODE_ARGS: node options of the servers (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 * BENCH_BY_KIND=1: p50 and p99 of each kind of call (a plain or a limited bonus player's bet
 * or win) beside the table: where the tail comes from.
 * BENCH_FLOOR=1: at each client count, after the pgbench line, the database's floor under a
 * round (bench/bets-floor.ts): a plain player's bet and win as the server sends them, sent by
 * pgbench itself on this checkout's database; printed as a row `floor (pgbench)` with its ratio.
 * BENCH_FLOOR=variants: then the floor under other shapes of a call, each on a copy of the
 * database (bench/bets-floor.ts); BENCH_FLOOR_ONLY=<label>,<label> runs only those variants.
 * BENCH_PG_STATEMENTS=1: during this checkout's measure at 32 clients (or the largest count
 * below it), where PostgreSQL's time goes: top statements, wait events, locks waited for, WAL
 * per call (bench/bets-pg.ts; needs pg_stat_statements preloaded, else says so and goes on).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '8,32,64').split(',').map(Number);
// Two at least: the statement count below takes a plain player and a limited one.
const PLAYERS = Math.max(2, ...CLIENTS);
const SERVER = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const COMPARE = process.env.BENCH_COMPARE ? resolve(process.env.BENCH_COMPARE) : null;
const HISTORY = Number(process.env.BENCH_HISTORY ?? 0);
const PG_STATEMENTS = process.env.BENCH_PG_STATEMENTS === '1';
const BY_KIND = process.env.BENCH_BY_KIND === '1';
const FLOOR = process.env.BENCH_FLOOR === '1' || process.env.BENCH_FLOOR === 'variants';
const FLOOR_VARIANTS = process.env.BENCH_FLOOR === 'variants';
const PG_REPORT_AT = Math.max(...CLIENTS.filter((c) => c <= 32), Math.min(...CLIENTS));

function skip(reason: string): never {
  console.log(`bench:bets skipped: ${reason}`);
  process.exit(0);
}

const pgbenchVersion = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
if (pgbenchVersion.error || pgbenchVersion.status !== 0)
  skip('pgbench is not installed (apt install postgresql-client)');
const admin = postgres(SERVER, { max: 1, onnotice: () => {}, connect_timeout: 5 });
try {
  await admin`select 1`;
} catch (error) {
  await admin.end({ timeout: 1 }).catch(() => {});
  skip(`no PostgreSQL at ${SERVER.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message})`);
}

const suffix = `${process.pid}_${Date.now().toString(36)}`;
const pgbenchDb = `casino_bench_pgbench_${suffix}`;
const urlOf = (name: string) => {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};
const mailbox = mkdtempSync(join(tmpdir(), 'casino-bench-mail-'));
const created: string[] = [];
async function createDatabase(name: string) {
  await admin.unsafe(`create database ${name}`);
  created.push(name);
  return { name, url: urlOf(name) };
}

function pgbench(args: string[]) {
  const env = pgEnv(new URL(urlOf(pgbenchDb)));
  const out = spawnSync('pgbench', [...args, pgbenchDb], { env, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`pgbench ${args.join(' ')}: ${out.stderr}`);
  return out.stdout;
}

function pgbenchTps(clients: number) {
  const output = pgbench([
    '-b',
    'simple-update',
    '-c',
    `${clients}`,
    '-j',
    '2',
    '-T',
    `${SECONDS}`,
  ]);
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`no tps in pgbench output:\n${output}`);
  return tps;
}

const row = (clients: number, label: string, r: LoadResult, tps: number) =>
  `${String(clients).padStart(7)}  ${label.padEnd(24)} ${r.callsPerSecond.toFixed(0).padStart(7)}  ` +
  `${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${tps.toFixed(0).padStart(11)}  ` +
  `${(r.callsPerSecond / tps).toFixed(3).padStart(6)}   ` +
  [r.cpu.server, r.cpu.postgres, r.cpu.client].map((ms) => ms.toFixed(2).padStart(6)).join(' ') +
  r.multixactsPerCall.toFixed(2).padStart(11);

const CORES = availableParallelism();

/**
 * What the machine's cores allow at a measure's CPU per call (ADR 039 fifteenth round): all of
 * it (server, PostgreSQL, load generator), and the server's and the load generator's alone, as
 * if PostgreSQL cost nothing. The second is the most any database change can give on cores the
 * server shares.
 */
function ceiling(clients: number, label: string, r: LoadResult, tps: number) {
  const at = (ms: number) => {
    const calls = (CORES * 1000) / ms;
    return `${calls.toFixed(0)} (${(calls / tps).toFixed(3)})`;
  };
  const { server, postgres: pg, client } = r.cpu;
  return (
    `${String(clients).padStart(7)}  ${label.padEnd(24)} all three ${at(server + pg + client)}; ` +
    `without PostgreSQL's part ${at(server + client)}`
  );
}

const [version] = await admin<{ v: string }[]>`select current_setting('server_version') as v`;
const sites: { site: BetsSite; players: BenchPlayer[] }[] = [];
try {
  await createDatabase(pgbenchDb);
  pgbench(['-i', '-q']);
  for (const root of [null, ...(COMPARE ? [COMPARE] : [])]) {
    const database = await createDatabase(`casino_bench_bets_${sites.length}_${suffix}`);
    const site = await startSite(root, database, mailbox);
    sites.push({ site, players: [] });
    const preparing = performance.now();
    const players = await preparePlayers(site, PLAYERS);
    sites.at(-1)!.players = players;
    const history = await seedHistory(database.url, HISTORY);
    console.log(
      `${site.label}: ${PLAYERS} players prepared in ${((performance.now() - preparing) / 1000).toFixed(1)} s` +
        (history ? `, ${history} past rounds over 30 days (${HISTORY} per real account)` : ''),
    );
    // Warm-up: connections, prepared statements, JIT.
    await drive(admin, site, players, PLAYERS, 2);
  }
  console.log(
    `PostgreSQL ${version?.v}; every other player has deposit and loss limits of each period and ` +
      `an active welcome bonus; ${SECONDS} s per measure`,
  );
  const rows: string[] = [];
  const pgLines: string[] = [];
  const kindLines: string[] = [];
  const ceilings: string[] = [];
  let pgReported = false;
  let failed = false;
  for (const [index, clients] of CLIENTS.entries()) {
    const results = [];
    // Compared checkouts take turns going first, so neither always follows the other.
    for (const { site, players } of index % 2 === 0 ? sites : [...sites].reverse()) {
      process.stderr.write(`measuring ${site.label} with ${clients} clients\n`);
      const report =
        PG_STATEMENTS && !pgReported && site === sites[0]!.site && clients === PG_REPORT_AT
          ? await startPgReport(admin, urlOf(site.database), site.database)
          : null;
      const result = await drive(admin, site, players, clients, SECONDS);
      if (report !== null) {
        pgReported = true;
        if (typeof report === 'string') pgLines.push(`BENCH_PG_STATEMENTS: ${report}`);
        else {
          pgLines.push(`${site.label}, ${clients} clients:`);
          pgLines.push(...(await report.finish(result.calls)));
        }
      }
      results.push({ site, result });
      for (const [what, n] of result.refused) {
        failed = true;
        console.log(`  ${site.label}, ${clients} clients: ${n} x refused: ${what}`);
      }
    }
    const tps = pgbenchTps(clients);
    if (FLOOR) {
      const own = sites[0]!.site;
      const db = postgres(urlOf(own.database), { max: 1, onnotice: () => {} });
      try {
        const floor = await floorCallsPerSecond(db, urlOf(own.database), clients, SECONDS);
        rows.push(
          `${String(clients).padStart(7)}  ${'floor (pgbench)'.padEnd(24)} ${floor.toFixed(0).padStart(7)}  ` +
            `${''.padStart(7)}  ${''.padStart(7)}  ${tps.toFixed(0).padStart(11)}  ${(floor / tps).toFixed(3).padStart(6)}`,
        );
      } finally {
        await db.end();
      }
    }
    for (const { site } of sites) {
      const { result } = results.find((r) => r.site === site)!;
      rows.push(row(clients, site.label, result, tps));
      ceilings.push(ceiling(clients, site.label, result, tps));
      for (const k of result.kinds)
        kindLines.push(
          `${String(clients).padStart(7)}  ${site.label.padEnd(24)} ${k.kind.padEnd(20)} ${String(k.calls).padStart(6)} calls ` +
            `${k.p50.toFixed(1).padStart(7)} ${k.p99.toFixed(1).padStart(7)}`,
        );
    }
  }
  console.log(
    `clients  ${'checkout'.padEnd(24)} calls/s  p50 ms   p99 ms  pgbench tps   ratio   CPU ms per call: server postgres client  multixacts`,
  );
  for (const line of rows) console.log(line);
  console.log(
    '(calls: bets and wins alternating; ratio: seamless calls/s ÷ pgbench simple-update tps;\n' +
      " CPU: the server process, its connections' PostgreSQL backends, this load generator;\n" +
      ' multixacts: made per call, rows locked by concurrent calls together)',
  );
  console.log(
    `ceilings on this machine's ${CORES} cores, from the CPU per call measured (calls/s, ratio):`,
  );
  for (const line of ceilings) console.log(line);
  if (BY_KIND) {
    console.log('p50/p99 ms by kind of call:');
    for (const line of kindLines) console.log(line);
  }
  for (const line of pgLines) console.log(line);
  for (const { site } of sites) await site.stop();

  const [own] = sites;
  if (FLOOR_VARIANTS) {
    const lines = await floorVariants(
      admin,
      urlOf,
      own!.site.database,
      () => pgbenchTps(PG_REPORT_AT),
      PG_REPORT_AT,
      SECONDS,
      2,
    );
    for (const line of lines) console.log(line);
  }
  const counted = await countStatements(
    urlOf(own!.site.database),
    serverEnv(urlOf(own!.site.database), mailbox),
    own!.players,
    50,
  );
  console.log('statements per call, this checkout (50 rounds each, one call at a time):');
  for (const line of counted) console.log(`  ${line}`);

  for (const { site } of sites) {
    const check = site.walletCheck();
    console.log(
      `wallet:check (${site.label}): ${check.ok ? 'clean' : 'MISMATCH'}${check.output ? `\n  ${check.output}` : ''}`,
    );
    if (!check.ok) failed = true;
  }
  if (failed) process.exitCode = 1;
} finally {
  for (const { site } of sites) await site.stop();
  for (const name of created) await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end({ timeout: 5 });
  rmSync(mailbox, { recursive: true, force: true });
}
