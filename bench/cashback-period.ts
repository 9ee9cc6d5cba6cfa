import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { ledgerTransfers, openDatabase, players, seed } from '@casino/db';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import postgres from 'postgres';
import { exclusionChecks } from '../apps/server/src/modules/limits/ports.ts';
import { runCashbackPeriod } from '../apps/server/src/modules/retention/cashback/cashback-service.ts';
import { createCashbackContext } from '../apps/server/src/modules/retention/cashback/context.ts';
import { createWalletContext } from '../apps/server/src/modules/wallet/context.ts';
import {
  checkLedger,
  creditDeposit,
  openAccount,
  placeStake,
} from '../apps/server/src/modules/wallet/service.ts';
import { discardEvents } from '../apps/server/src/shared/event-bus.ts';

/**
 * A cashback period of PLAYERS players on PostgreSQL (`npm run bench:cashback`): each player
 * deposits and loses some real money in the period (set up through the wallet service), then
 * the period's job pays every one of them (one payout row and one ledger transfer each, WORKERS
 * at once) and is replayed (pays nothing). The baseline, in the same run on the same server:
 * `pgbench -b simple-update` with WORKERS clients. Prints the run's time, payouts and ledger
 * rows (transfers + entries) per second, the replay's time and pgbench's transactions per second.
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const WORKERS = 16;
const PGBENCH_SECONDS = 10;
const SERVER = process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const DAY = 86_400_000;

function skip(reason: string): never {
  console.log(`bench:cashback skipped: ${reason}`);
  process.exit(0);
}

const pgbench = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
if (pgbench.error || pgbench.status !== 0) skip('pgbench is not installed');
const admin = postgres(SERVER, { max: 1, onnotice: () => {}, connect_timeout: 5 });
try {
  await admin`select 1`;
} catch (error) {
  await admin.end({ timeout: 1 }).catch(() => {});
  skip(`no PostgreSQL at ${SERVER.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message})`);
}
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const cashbackDb = `casino_bench_cashback_${suffix}`;
const pgbenchDb = `casino_bench_pgbench_${suffix}`;
const urlOf = (name: string) => {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};
const [server] = await admin<{ v: string }[]>`select current_setting('server_version') as v`;

const quiet = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;
const seconds = (since: number) => (performance.now() - since) / 1000;

async function benchCashback() {
  await admin.unsafe(`create database ${cashbackDb}`);
  const database = openDatabase(urlOf(cashbackDb), { maxConnections: WORKERS * 2 });
  try {
    await database.migrate();
    await seed(database.db);
    const { db } = database;
    const wallet = createWalletContext({ db });
    const setupStarted = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < PLAYERS; i += 5_000) {
      const rows = await db
        .insert(players)
        .values(
          Array.from({ length: Math.min(5_000, PLAYERS - i) }, (_, j) => ({
            email: `cashback${i + j}@bench.test`,
            passwordHash: 'x',
            currency: 'USD',
          })),
        )
        .returning({ id: players.id });
      ids.push(...rows.map((r) => r.id));
    }
    // Each player: a deposit of 100.00 and a stake of 1.00-50.00 (a net loss in the period).
    let next = 0;
    await Promise.all(
      Array.from({ length: WORKERS * 2 }, async () => {
        while (next < ids.length) {
          const i = next++;
          const playerId = ids[i]!;
          await openAccount(db, playerId, 'USD');
          const money = { playerId, currency: 'USD' };
          const deposit = await creditDeposit(wallet, {
            ...money,
            amount: 10_000,
            idempotencyKey: randomUUID(),
          });
          if (!deposit.ok) throw new Error(`deposit: ${deposit.error.kind}`);
          const stake = await placeStake(wallet, {
            ...money,
            amount: 100 + ((i * 7919) % 4_900),
            idempotencyKey: `bench:${randomUUID()}`,
          });
          if (!stake.ok) throw new Error(`stake: ${stake.error.kind}`);
        }
      }),
    );
    const setup = seconds(setupStarted);

    // The period is over: the job's clock is a week on.
    const clock = { now: () => new Date(Date.now() + 8 * DAY) };
    const ctx = createCashbackContext({
      db,
      clock,
      wallet,
      events: discardEvents,
      eligibility: exclusionChecks({ db, clock }).retentionEligibility,
      log: quiet,
      publicUrl: 'http://localhost',
      concurrency: WORKERS,
    });
    const at = new Date();
    const before = await checkLedger(db);
    const runStarted = performance.now();
    const run = await runCashbackPeriod(ctx, { at, actor: 'bench' });
    const runSeconds = seconds(runStarted);
    if (!run.ok) throw new Error(`run: ${run.error.kind}`);
    const after = await checkLedger(db);
    const replayStarted = performance.now();
    const replay = await runCashbackPeriod(ctx, { at, actor: 'bench' });
    const replaySeconds = seconds(replayStarted);
    if (!replay.ok || replay.value.paid !== 0) throw new Error('the replay paid again');
    const [paidRows] = await db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.code, 'cashback'));
    return {
      setup,
      paid: run.value.paid,
      transfers: after.transfers - before.transfers,
      entries: after.entries - before.entries,
      cashbackTransfers: paidRows?.n ?? 0,
      runSeconds,
      replaySeconds,
      mismatches: (await checkLedger(db)).mismatches.length,
    };
  } finally {
    await database.close();
    await admin.unsafe(`drop database if exists ${cashbackDb} with (force)`);
  }
}

function benchPgbench() {
  const url = new URL(urlOf(pgbenchDb));
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
  };
  const pg = (args: string[]) => {
    const out = spawnSync('pgbench', [...args, pgbenchDb], { env, encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`pgbench ${args.join(' ')}: ${out.stderr}`);
    return out.stdout;
  };
  pg(['-i', '-q']);
  const output = pg([
    '-b',
    'simple-update',
    '-c',
    String(WORKERS),
    '-j',
    '2',
    '-T',
    String(PGBENCH_SECONDS),
  ]);
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`no tps in pgbench output:\n${output}`);
  return tps;
}

try {
  console.log(
    `PostgreSQL ${server?.v ?? '?'}, a cashback period of ${PLAYERS} players, ${WORKERS} payers`,
  );
  const result = await benchCashback();
  await admin.unsafe(`create database ${pgbenchDb}`);
  let tps: number;
  try {
    tps = benchPgbench();
  } finally {
    await admin.unsafe(`drop database if exists ${pgbenchDb} with (force)`);
  }
  const rows = result.transfers + result.entries;
  const rowsPerSecond = rows / result.runSeconds;
  console.log(`set-up (deposits and stakes through the wallet): ${result.setup.toFixed(1)} s`);
  console.log(
    `cashback run: ${result.paid} players paid in ${result.runSeconds.toFixed(1)} s = ${(result.paid / result.runSeconds).toFixed(0)} payouts/s`,
  );
  console.log(
    `ledger rows written: ${result.transfers} transfers + ${result.entries} entries = ${rowsPerSecond.toFixed(0)} ledger rows/s (${result.cashbackTransfers} cashback transfers in the ledger)`,
  );
  console.log(`replay of the period: ${result.replaySeconds.toFixed(1)} s, 0 paid`);
  console.log(
    `pgbench simple-update, ${WORKERS} clients, ${PGBENCH_SECONDS} s: ${tps.toFixed(0)} tps`,
  );
  console.log(
    `payout transactions per second / pgbench tps: ${((result.paid / result.runSeconds / tps) * 100).toFixed(1)}%`,
  );
  console.log(`ledger check after both runs: ${result.mismatches} mismatches`);
} finally {
  await admin.end();
}
