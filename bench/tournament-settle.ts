import {
  gameProviders,
  games,
  players,
  queryRows,
  tournamentParticipants,
  tournaments,
} from '@casino/db';
import { sql } from 'drizzle-orm';
import { createBonusContext } from '../apps/server/src/modules/bonus/context.ts';
import { exclusionChecks } from '../apps/server/src/modules/limits/ports.ts';
import { settleTournament } from '../apps/server/src/modules/retention/tournaments/settle.ts';
import { createWalletContext } from '../apps/server/src/modules/wallet/context.ts';
import { openAccount } from '../apps/server/src/modules/wallet/service.ts';
import { systemClock } from '../apps/server/src/shared/clock.ts';
import {
  benchSize,
  ledgerSize,
  quietLog,
  reportLedgerJob,
  seconds,
  startLedgerJobBench,
} from './ledger-job.ts';

/**
 * Settling a tournament of PARTICIPANTS players (`npm run bench:tournament`; issue 33: 10,000),
 * on PostgreSQL, in a fresh database: every participant has a settled round in the tournament's
 * game and every rank wins a prize, so the settlement freezes PARTICIPANTS payouts (the limits
 * port asked for each) and pays each as a ledger transfer (two entries), then is replayed (pays
 * nothing). `pgbench` runs in the same run with as many clients as the settlement's payers; the
 * report is `ledger-job.ts`'s. BENCH_PARTICIPANTS or BENCH_SCALE=0.1 for smaller runs.
 */
const PARTICIPANTS = benchSize(10_000, process.env.BENCH_PARTICIPANTS);
/** The settlement's payers (PAY_WORKERS in settle.ts). */
const PAYERS = 4;

const bench = await startLedgerJobBench('bench:tournament');

async function benchSettle() {
  return bench.withDatabase('tournament', PAYERS + 4, async ({ db }) => {
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
        log: quietLog,
      }),
      onReward: () => {},
      log: { warn: () => {} },
    };
    const before = await ledgerSize(db);
    const started = performance.now();
    const first = await settleTournament(ctx, tournament!.id);
    const elapsed = seconds(started);
    const after = await ledgerSize(db);
    const replayStarted = performance.now();
    const replay = await settleTournament(ctx, tournament!.id);
    const replayElapsed = seconds(replayStarted);
    return {
      first,
      replay,
      elapsed,
      replayElapsed,
      transfers: after.transfers - before.transfers,
      entries: after.entries - before.entries,
      mismatches: (await ledgerSize(db)).mismatches,
    };
  });
}

try {
  console.log(
    `PostgreSQL ${bench.serverVersion}: settling a tournament of ${PARTICIPANTS} participants, every rank prized, ${PAYERS} payers`,
  );
  const run = await benchSettle();
  const pgbenchTps = await bench.pgbench(PAYERS);
  reportLedgerJob({
    job: `settle a tournament of ${PARTICIPANTS} participants`,
    paid: run.first.paidNow,
    seconds: run.elapsed,
    transfers: run.transfers,
    entries: run.entries,
    replaySeconds: run.replayElapsed,
    replayPaid: run.replay.paidNow,
    mismatches: run.mismatches,
    payers: PAYERS,
    pgbenchTps,
  });
  if (run.transfers !== PARTICIPANTS) {
    console.log(`expected ${PARTICIPANTS} prize transfers, got ${run.transfers}`);
    process.exitCode = 1;
  }
} finally {
  await bench.end();
}
