import { spawnSync } from 'node:child_process';
import { type Database, openDatabase, seed } from '@casino/db';
import postgres from 'postgres';
import { checkLedger } from '../apps/server/src/modules/wallet/service.ts';

/**
 * What the retention jobs' benchmarks share (`bench:tournament`, `bench:cashback`, issue 33): a
 * fresh PostgreSQL database for the job, the ledger's rows counted before and after it,
 * `pgbench -b simple-update` in the same run on the same server (its own pgbench-initialised
 * database, as many clients as the job's payers) and one report: the job's time, ledger rows
 * (transfers + entries) per second, pgbench's transactions per second and their ratio.
 *
 * Sizes: each bench's issue size unless `BENCH_SCALE` (e.g. 0.1 for a tenth on a loaded machine)
 * or its own count variable says otherwise.
 */

const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
const SERVER =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://root@127.0.0.1:5432/test';

/** The job's size: `override` (its own variable) if set, else the issue's size × BENCH_SCALE. */
export function benchSize(issueSize: number, override: string | undefined): number {
  if (override) return Number(override);
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  return Math.max(1, Math.round(issueSize * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

export const seconds = (since: number) => (performance.now() - since) / 1000;

/** A logger that drops everything (the jobs log only refusals). */
export const quietLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return quietLog;
  },
} as never;

export interface LedgerJobBench {
  serverVersion: string;
  /** A fresh database, migrated and seeded, dropped after `work`. */
  withDatabase<T>(
    name: string,
    maxConnections: number,
    work: (database: Database) => Promise<T>,
  ): Promise<T>;
  /** `pgbench -b simple-update` with `clients` clients for PGBENCH_SECONDS: transactions/s. */
  pgbench(clients: number): Promise<number>;
  end(): Promise<void>;
}

/**
 * Opens the run: exits with a "skipped" line (status 0) when pgbench or the PostgreSQL server is
 * missing, since a number without its baseline says nothing about this machine.
 */
export async function startLedgerJobBench(script: string): Promise<LedgerJobBench> {
  const skip = (reason: string): never => {
    console.log(`${script} skipped: ${reason}`);
    process.exit(0);
  };
  const version = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    skip('pgbench is not installed (apt install postgresql-client)');
  }
  const admin = postgres(SERVER, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin`select 1`;
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    skip(`no PostgreSQL at ${SERVER.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message})`);
  }
  const [server] = await admin<{ v: string }[]>`select current_setting('server_version') as v`;
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const urlOf = (name: string) => {
    const url = new URL(SERVER);
    url.pathname = `/${name}`;
    return url.toString();
  };

  return {
    serverVersion: server?.v ?? '?',
    async withDatabase(name, maxConnections, work) {
      const dbName = `casino_bench_${name}_${suffix}`;
      await admin.unsafe(`create database ${dbName}`);
      const database = openDatabase(urlOf(dbName), { maxConnections });
      try {
        await database.migrate();
        await seed(database.db);
        return await work(database);
      } finally {
        await database.close();
        await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      }
    },
    async pgbench(clients) {
      const dbName = `casino_bench_pgbench_${suffix}`;
      const url = new URL(urlOf(dbName));
      const env = {
        ...process.env,
        PGHOST: url.hostname,
        PGPORT: url.port || '5432',
        PGUSER: decodeURIComponent(url.username),
        PGPASSWORD: decodeURIComponent(url.password),
      };
      const run = (args: string[]) => {
        const out = spawnSync('pgbench', [...args, dbName], { env, encoding: 'utf8' });
        if (out.status !== 0) throw new Error(`pgbench ${args.join(' ')}: ${out.stderr}`);
        return out.stdout;
      };
      await admin.unsafe(`create database ${dbName}`);
      try {
        run(['-i', '-q']);
        const output = run([
          '-b',
          'simple-update',
          '-c',
          String(clients),
          '-j',
          '2',
          '-T',
          String(PGBENCH_SECONDS),
        ]);
        const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
        if (!Number.isFinite(tps)) throw new Error(`no tps in pgbench output:\n${output}`);
        return tps;
      } finally {
        await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      }
    },
    async end() {
      await admin.end({ timeout: 5 });
    },
  };
}

/** The ledger's size now: the difference of two is what a job wrote. */
export async function ledgerSize(db: Database['db']) {
  const report = await checkLedger(db);
  return {
    transfers: report.transfers,
    entries: report.entries,
    mismatches: report.mismatches.length,
  };
}

export interface LedgerJobResult {
  /** What ran, e.g. "settle a tournament of 10000 participants". */
  job: string;
  /** Players paid by the first run. */
  paid: number;
  seconds: number;
  transfers: number;
  entries: number;
  replaySeconds: number;
  replayPaid: number;
  /** Ledger check after both runs. */
  mismatches: number;
  payers: number;
  pgbenchTps: number;
}

/** The one report of both benches; a non-zero exit when the replay paid or the ledger broke. */
export function reportLedgerJob(r: LedgerJobResult) {
  const rows = r.transfers + r.entries;
  const rowsPerSecond = rows / r.seconds;
  const transactionsPerSecond = r.paid / r.seconds;
  console.log(
    `${r.job}: ${r.seconds.toFixed(2)} s, ${r.paid} paid = ${transactionsPerSecond.toFixed(0)} payouts/s`,
  );
  console.log(
    `ledger rows: ${r.transfers} transfers + ${r.entries} entries = ${rows} rows, ${rowsPerSecond.toFixed(0)} rows/s`,
  );
  console.log(
    `replay: ${r.replaySeconds.toFixed(2)} s, ${r.replayPaid} paid; ledger check ${r.mismatches === 0 ? 'clean' : `BROKEN (${r.mismatches} mismatches)`}`,
  );
  console.log(
    `pgbench -b simple-update -c ${r.payers} -T ${PGBENCH_SECONDS}: ${r.pgbenchTps.toFixed(0)} tps (same run, same server)`,
  );
  console.log(
    `ratio: ${(rowsPerSecond / r.pgbenchTps).toFixed(2)} ledger rows per pgbench transaction; ` +
      `${((transactionsPerSecond / r.pgbenchTps) * 100).toFixed(1)}% of pgbench's rate in payouts`,
  );
  if (r.mismatches > 0 || r.replayPaid !== 0) process.exitCode = 1;
}
