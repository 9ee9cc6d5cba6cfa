import { randomUUID } from 'node:crypto';
import { ledgerTransfers, players } from '@casino/db';
import { count, eq } from 'drizzle-orm';
import { exclusionChecks } from '../apps/server/src/modules/limits/ports.ts';
import { runCashbackPeriod } from '../apps/server/src/modules/retention/cashback/cashback-service.ts';
import { createCashbackContext } from '../apps/server/src/modules/retention/cashback/context.ts';
import { createWalletContext } from '../apps/server/src/modules/wallet/context.ts';
import {
  creditDeposit,
  openAccount,
  placeStake,
} from '../apps/server/src/modules/wallet/service.ts';
import { discardEvents } from '../apps/server/src/shared/event-bus.ts';
import {
  benchSize,
  ledgerSize,
  quietLog,
  reportLedgerJob,
  seconds,
  startLedgerJobBench,
} from './ledger-job.ts';

/**
 * A cashback period of PLAYERS players on PostgreSQL (`npm run bench:cashback`; issue 33:
 * 100,000): each player deposits and loses some real money in the period (set up through the
 * wallet service), then the period's job pays every one of them (one payout row and one ledger
 * transfer each, WORKERS at once) and is replayed (pays nothing). `pgbench` runs in the same run
 * with WORKERS clients; the report is `ledger-job.ts`'s. BENCH_PLAYERS or BENCH_SCALE=0.1 for
 * smaller runs.
 */
const PLAYERS = benchSize(100_000, process.env.BENCH_PLAYERS);
const WORKERS = 16;
const DAY = 86_400_000;

const bench = await startLedgerJobBench('bench:cashback');

async function benchCashback() {
  return bench.withDatabase('cashback', WORKERS * 2, async ({ db }) => {
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
      log: quietLog,
      publicUrl: 'http://localhost',
      concurrency: WORKERS,
    });
    const at = new Date();
    const before = await ledgerSize(db);
    const runStarted = performance.now();
    const run = await runCashbackPeriod(ctx, { at, actor: 'bench' });
    const runSeconds = seconds(runStarted);
    if (!run.ok) throw new Error(`run: ${run.error.kind}`);
    const after = await ledgerSize(db);
    const replayStarted = performance.now();
    const replay = await runCashbackPeriod(ctx, { at, actor: 'bench' });
    const replaySeconds = seconds(replayStarted);
    if (!replay.ok) throw new Error(`replay: ${replay.error.kind}`);
    const [paidRows] = await db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.code, 'cashback'));
    return {
      setup,
      paid: run.value.paid,
      replayPaid: replay.value.paid,
      transfers: after.transfers - before.transfers,
      entries: after.entries - before.entries,
      cashbackTransfers: paidRows?.n ?? 0,
      runSeconds,
      replaySeconds,
      mismatches: (await ledgerSize(db)).mismatches,
    };
  });
}

try {
  console.log(
    `PostgreSQL ${bench.serverVersion}: a cashback period of ${PLAYERS} players, ${WORKERS} payers`,
  );
  const result = await benchCashback();
  const pgbenchTps = await bench.pgbench(WORKERS);
  console.log(`set-up (deposits and stakes through the wallet): ${result.setup.toFixed(1)} s`);
  reportLedgerJob({
    job: `cashback period of ${PLAYERS} players`,
    paid: result.paid,
    seconds: result.runSeconds,
    transfers: result.transfers,
    entries: result.entries,
    replaySeconds: result.replaySeconds,
    replayPaid: result.replayPaid,
    mismatches: result.mismatches,
    payers: WORKERS,
    pgbenchTps,
  });
  if (result.cashbackTransfers !== result.paid) {
    console.log(`expected ${result.paid} cashback transfers, got ${result.cashbackTransfers}`);
    process.exitCode = 1;
  }
} finally {
  await bench.end();
}
