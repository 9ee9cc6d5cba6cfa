import { spawnSync } from 'node:child_process';
import {
  gameProviders,
  games,
  ledgerTransfers,
  openDatabase,
  players,
  queryRows,
  seed,
  tournamentParticipants,
  tournaments,
} from '@casino/db';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createBonusContext } from '../apps/server/src/modules/bonus/context.ts';
import { exclusionChecks } from '../apps/server/src/modules/limits/ports.ts';
import { settleTournament } from '../apps/server/src/modules/retention/tournaments/settle.ts';
import { createWalletContext } from '../apps/server/src/modules/wallet/context.ts';
import { checkLedger, openAccount } from '../apps/server/src/modules/wallet/service.ts';
import { systemClock } from '../apps/server/src/shared/clock.ts';

/**
 * Settling a tournament of PARTICIPANTS players (`npm run bench:tournament`), on PostgreSQL, in
 * a fresh database: every participant has a settled round in the tournament's game and every
 * rank wins a prize, so the settlement freezes PARTICIPANTS payouts (the limits port asked for
 * each) and pays each as a ledger transfer (two entries). Prints its time, ledger rows (entries)
 * per second, the time of a second run (a replay: nothing paid) and the ledger check; the
 * baseline, in the same run on the same server: `pgbench -b simple-update` with as many clients
 * as the settlement's payers, in its own pgbench-initialised database.
 */
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const PAYERS = 4;
const PGBENCH_SECONDS = 10;
const SERVER =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://root@127.0.0.1:5432/test';

function skip(reason: string): never {
  console.log(`bench:tournament skipped: ${reason}`);
  process.exit(0);
}

const pgbench = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
if (pgbench.error || pgbench.status !== 0) {
  skip('pgbench is not installed (apt install postgresql-client)');
}
const admin = postgres(SERVER, { max: 1, onnotice: () => {}, connect_timeout: 5 });
try {
  await admin`select 1`;
} catch (error) {
  await admin.end({ timeout: 1 }).catch(() => {});
  skip(`no PostgreSQL at ${SERVER.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message})`);
}
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const benchDb = `casino_bench_tournament_${suffix}`;
const pgbenchDb = `casino_bench_pgbench_${suffix}`;
const urlOf = (name: string) => {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};
const [server] = await admin<{ v: string }[]>`select current_setting('server_version') as v`;

async function benchSettle() {
  await admin.unsafe(`create database ${benchDb}`);
  const database = openDatabase(urlOf(benchDb), { maxConnections: PAYERS + 4 });
  const { db } = database;
  try {
    await database.migrate();
    await seed(db);
    const wallet = createWalletContext({ db });
    const [provider] = await db
      .insert(gameProviders)
      .values({ identity: 'bench-provider', name: 'Bench' })
      .returning({ id: gameProviders.id });
    const [game] = await db
      .insert(games)
      .values({
        identity: 'bench-slot',
        providerId: provider!.id,
        name: 'Bench Slot',
        kind: 'slot',
        theme: 'bench',
        volatility: 'medium',
        rtp: 96,
        releasedAt: new Date(),
        image: '/bench.png',
      } as typeof games.$inferInsert)
      .returning({ id: games.id });
    const ids: string[] = [];
    for (let i = 0; i < PARTICIPANTS; i += 1000) {
      const rows = await db
        .insert(players)
        .values(
          Array.from({ length: Math.min(1000, PARTICIPANTS - i) }, (_, j) => ({
            email: `tournament-bench-${i + j}@example.com`,
            passwordHash: 'x',
            currency: 'USD',
          })),
        )
        .returning({ id: players.id });
      ids.push(...rows.map((r) => r.id));
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < ids.length) await openAccount(db, ids[next++]!, 'USD');
      }),
    );
    const now = Date.now();
    const [tournament] = await db
      .insert(tournaments)
      .values({
        identity: 'bench-race',
        title: 'Bench race',
        currency: 'USD',
        scoring: 'total_win',
        games: ['bench-slot'],
        startsAt: new Date(now - 3_600_000),
        endsAt: new Date(now - 1000),
        prizeKind: 'cash',
        prizes: [
          { fromRank: 1, toRank: 1, amount: 100_000 },
          { fromRank: 2, toRank: 10, amount: 10_000 },
          { fromRank: 11, toRank: PARTICIPANTS, amount: 100 },
        ],
        createdBy: 'bench',
      })
      .returning();
    for (let i = 0; i < ids.length; i += 1000) {
      await db.insert(tournamentParticipants).values(
        ids.slice(i, i + 1000).map((playerId) => ({
          tournamentId: tournament!.id,
          playerId,
          joinedAt: new Date(now - 3_000_000),
        })),
      );
    }
    // One settled round each, in the window: wins of 1..PARTICIPANTS cents (all different).
    await queryRows(
      db,
      sql`insert into game_rounds (provider_id, provider_round_id, player_id, wallet_account_id,
          game_id, currency, stake, real_stake, win, status, created_at, settled_at)
        select ${provider!.id}::uuid, 'bench-' || a.player_id, a.player_id, a.id, ${game!.id}::uuid,
          'USD', 100, 100, row_number() over (order by a.player_id), 2,
          now() - interval '40 minutes', now() - interval '30 minutes'
        from wallet_accounts a join tournament_participants p on p.player_id = a.player_id
        where p.tournament_id = ${tournament!.id}::uuid`,
    );
    await queryRows(db, sql`analyze`);
    const ctx = {
      db,
      clock: systemClock,
      eligibility: exclusionChecks({ db, clock: systemClock }).retentionEligibility,
      wallet,
      bonus: createBonusContext({
        db,
        clock: systemClock,
        events: wallet.events,
        wallet,
        maxWageringMultiplier: 0,
        log: { info: () => {}, warn: () => {}, error: () => {} } as never,
      }),
      onReward: () => {},
      log: { warn: () => {} },
    };
    const started = performance.now();
    const first = await settleTournament(ctx, tournament!.id);
    const elapsed = (performance.now() - started) / 1000;
    const replayStarted = performance.now();
    const replay = await settleTournament(ctx, tournament!.id);
    const replayElapsed = (performance.now() - replayStarted) / 1000;
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.code, 'tournament_prize'));
    const report = await checkLedger(db);
    return {
      first,
      replay,
      elapsed,
      replayElapsed,
      transfers: Number(count?.n ?? 0),
      mismatches: report.mismatches.length,
    };
  } finally {
    await database.close();
    await admin.unsafe(`drop database if exists ${benchDb} with (force)`);
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
    String(PAYERS),
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
    `PostgreSQL ${server?.v ?? '?'}: settling a tournament of ${PARTICIPANTS} participants, every rank prized, ${PAYERS} payers`,
  );
  const run = await benchSettle();
  await admin.unsafe(`create database ${pgbenchDb}`);
  let tps: number;
  try {
    tps = benchPgbench();
  } finally {
    await admin.unsafe(`drop database if exists ${pgbenchDb} with (force)`);
  }
  const entriesPerSecond = (run.transfers * 2) / run.elapsed;
  console.log(
    `settle:  ${run.elapsed.toFixed(2)} s, ${run.first.paidNow} prizes paid, ${run.transfers} tournament_prize transfers, ` +
      `${Math.round(entriesPerSecond)} ledger entries/s (${Math.round(run.transfers / run.elapsed)} transfers/s)`,
  );
  console.log(
    `replay:  ${run.replayElapsed.toFixed(2)} s, ${run.replay.paidNow} paid (state ${run.replay.state}); ledger check ${run.mismatches === 0 ? 'clean' : `BROKEN (${run.mismatches})`}`,
  );
  console.log(
    `pgbench: ${Math.round(tps)} tps (-b simple-update -c ${PAYERS} -j 2 -T ${PGBENCH_SECONDS})`,
  );
  console.log(
    `ratio:   ${(entriesPerSecond / tps).toFixed(2)} ledger entries per pgbench transaction`,
  );
  if (run.mismatches > 0 || run.transfers !== PARTICIPANTS || run.replay.paidNow !== 0) {
    process.exitCode = 1;
  }
} finally {
  await admin.end({ timeout: 5 });
}
