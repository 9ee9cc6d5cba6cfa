import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openDatabase, players, seed } from '@casino/db';
import postgres from 'postgres';
import { createWalletContext } from '../apps/server/src/modules/wallet/context.ts';
import {
  checkLedger,
  creditDeposit,
  type LedgerFailure,
  openAccount,
  postWithdrawal,
  reserveWithdrawal,
  voidWithdrawal,
} from '../apps/server/src/modules/wallet/service.ts';
import type { Result } from '../apps/server/src/shared/result.ts';

/**
 * Ledger throughput on PostgreSQL (`npm run bench:ledger`): WRITERS concurrent writers post
 * wallet transfers (deposits; withdrawals reserved, then paid or declined) for SECONDS over
 * PLAYERS accounts through the wallet service, in a fresh database. The baseline, run in the
 * same benchmark on the same server: `pgbench -b simple-update` with as many clients, in its
 * own pgbench-initialised database. Prints ledger entries per second, pgbench transactions
 * per second and their ratio.
 */
const WRITERS = 64;
const SECONDS = 10;
const PLAYERS = 2_000;
const SERVER = process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

function skip(reason: string): never {
  console.log(`bench:ledger skipped: ${reason}`);
  process.exit(0);
}

const pgbench = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
if (pgbench.error || pgbench.status !== 0)
  skip('pgbench is not installed (apt install postgresql-client)');

const admin = postgres(SERVER, { max: 1, onnotice: () => {}, connect_timeout: 5 });
try {
  await admin`select 1`;
} catch (error) {
  await admin.end({ timeout: 1 }).catch(() => {});
  skip(`no PostgreSQL at ${SERVER.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message})`);
}

const suffix = `${process.pid}_${Date.now().toString(36)}`;
const ledgerDb = `casino_bench_ledger_${suffix}`;
const pgbenchDb = `casino_bench_pgbench_${suffix}`;
const urlOf = (name: string) => {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};
const [server] = await admin<
  { version: string }[]
>`select current_setting('server_version') as version`;
const version = server?.version ?? '?';

async function benchLedger() {
  await admin.unsafe(`create database ${ledgerDb}`);
  const database = openDatabase(urlOf(ledgerDb), { maxConnections: WRITERS });
  try {
    await database.migrate();
    await seed(database.db);
    const ctx = createWalletContext({ db: database.db });
    const rows = await database.db
      .insert(players)
      .values(
        Array.from({ length: PLAYERS }, (_, i) => ({
          email: `bench${i}@example.com`,
          passwordHash: 'x',
          currency: 'USD',
        })),
      )
      .returning({ id: players.id });
    const ids = rows.map((r) => r.id);
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < ids.length) {
          const playerId = ids[next++]!;
          await openAccount(database.db, playerId, 'USD');
          const opening = { playerId, currency: 'USD', amount: 100_000 };
          await creditDeposit(ctx, { ...opening, idempotencyKey: randomUUID() });
        }
      }),
    );

    const failures = new Map<string, number>();
    const check = (result: Result<unknown, LedgerFailure>) => {
      if (!result.ok) failures.set(result.error.kind, (failures.get(result.error.kind) ?? 0) + 1);
      return result.ok;
    };
    // One operation: a deposit, or (one in four) a withdrawal reserved then paid or declined.
    const operate = async (i: number) => {
      const playerId = ids[Math.floor(Math.random() * ids.length)]!;
      if (i % 4 !== 3) {
        check(
          await creditDeposit(ctx, {
            playerId,
            currency: 'USD',
            amount: 1_000,
            idempotencyKey: randomUUID(),
          }),
        );
        return;
      }
      const reservationKey = randomUUID();
      const reserved = await reserveWithdrawal(ctx, {
        playerId,
        currency: 'USD',
        amount: 500,
        idempotencyKey: reservationKey,
      });
      if (!check(reserved)) return;
      const resolve = { playerId, reservationKey, idempotencyKey: randomUUID() };
      check(
        i % 8 === 7
          ? await voidWithdrawal(ctx, resolve)
          : await postWithdrawal(ctx, { ...resolve, fee: 25 }),
      );
    };

    const run = async (seconds: number) => {
      const until = performance.now() + seconds * 1000;
      let operations = 0;
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (performance.now() < until) await operate(operations++);
        }),
      );
      return operations;
    };
    await run(1); // warm-up: connections, plans
    const before = await checkLedger(database.db);
    const started = performance.now();
    const operations = await run(SECONDS);
    const elapsed = (performance.now() - started) / 1000;
    const after = await checkLedger(database.db);
    return {
      operations,
      transfers: after.transfers - before.transfers,
      entries: after.entries - before.entries,
      elapsed,
      mismatches: after.mismatches.length,
      failures,
    };
  } finally {
    await database.close();
    await admin.unsafe(`drop database if exists ${ledgerDb} with (force)`);
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
    String(WRITERS),
    '-j',
    '2',
    '-T',
    String(SECONDS),
  ]);
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`no tps in pgbench output:\n${output}`);
  return tps;
}

try {
  console.log(
    `PostgreSQL ${version}, ${WRITERS} concurrent writers, ${SECONDS} s each, ${PLAYERS} player accounts`,
  );
  const ledger = await benchLedger();
  await admin.unsafe(`create database ${pgbenchDb}`);
  let tps: number;
  try {
    tps = benchPgbench();
  } finally {
    await admin.unsafe(`drop database if exists ${pgbenchDb} with (force)`);
  }
  const entriesPerSecond = ledger.entries / ledger.elapsed;
  const transfersPerSecond = ledger.transfers / ledger.elapsed;
  const refused = [...ledger.failures].map(([kind, n]) => `${n} ${kind}`).join(', ') || 'none';
  console.log(
    `ledger:  ${Math.round(entriesPerSecond)} entries/s (${Math.round(transfersPerSecond)} transfers/s, ` +
      `${Math.round(ledger.operations / ledger.elapsed)} wallet operations/s; refused: ${refused}; ` +
      `invariant ${ledger.mismatches === 0 ? 'holds' : `BROKEN (${ledger.mismatches} mismatches)`})`,
  );
  console.log(
    `pgbench: ${Math.round(tps)} tps (-b simple-update -c ${WRITERS} -j 2 -T ${SECONDS})`,
  );
  console.log(
    `ratio:   ${(entriesPerSecond / tps).toFixed(2)} ledger entries per pgbench transaction`,
  );
  if (ledger.mismatches > 0) process.exitCode = 1;
} finally {
  await admin.end({ timeout: 5 });
}
