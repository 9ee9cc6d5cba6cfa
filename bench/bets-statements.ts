import { openDatabase, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type BenchPlayer, roundCalls, signedHeaders } from './seamless-calls.ts';

/**
 * Statements per seamless call (`npm run bench:bets`): an instance of the app in this process on
 * the benchmark's database, its driver counting every statement it sends (BEGIN, COMMIT and
 * SAVEPOINT included). One call at a time: a plain player's and a limited, bonus player's
 * rounds; what the call runs up to its commit, and what it causes after (the realtime push's
 * read of the account). BENCH_STATEMENTS=1 lists one bet's and one win's statements.
 */
export async function countStatements(
  url: string,
  env: Record<string, string>,
  players: BenchPlayer[],
  rounds: number,
): Promise<string[]> {
  let sent: string[] = [];
  // Statements issued before the driver's next write (it writes on setImmediate) go out
  // together: one round trip. Each statement is marked with the round trip it went in.
  let trips = 0;
  let tripOpen = false;
  const database = openDatabase(url, {
    maxConnections: 2,
    onStatement: (statement) => {
      if (!tripOpen) {
        trips++;
        tripOpen = true;
        setImmediate(() => {
          tripOpen = false;
        });
      }
      sent.push(`[${trips}] ${statement.replace(/\s+/g, ' ').trim()}`);
    },
  });
  const app = await buildApp({
    config: loadConfig({ ...env, LOG_LEVEL: 'error', GAME_ORIGIN_PORT: '0' }),
    db: database.db,
    withWeb: false,
  });
  try {
    await app.ready();
    const lines: string[] = [];
    for (const limited of [false, true]) {
      const player = players.find((p) => p.limited === limited)!;
      const totals = {
        bet: { inCall: 0, trips: 0, after: 0 },
        win: { inCall: 0, trips: 0, after: 0 },
      };
      for (let round = -5; round < rounds; round++) {
        for (const call of roundCalls(player.token, round)) {
          await app.realtimeEvents.flush();
          sent = [];
          trips = 0;
          const res = await app.inject({
            method: 'POST',
            url: `/api/seamless/builtin/${call.kind}`,
            headers: signedHeaders(call.body),
            payload: call.body,
          });
          if (res.statusCode !== 200)
            throw new Error(`${call.kind}: ${res.statusCode} ${res.body}`);
          await app.realtimeEvents.flush();
          // The settled round's follow-ups wait SETTLED_ROUND_BATCH_MS for other rounds: counted
          // with the call they follow.
          await Promise.all([app.loyalty.idle(), app.quests.idle(), app.limitNotices.idle()]);
          if (process.env.BENCH_STATEMENTS === '1' && round === 1 && limited) {
            lines.push(`${call.kind} of a limited bonus player, statement by statement:`);
            lines.push(...sent.map((text, i) => `  ${i + 1}. ${text.slice(0, 160)}`));
          }
          // The first five rounds warm up (statements prepared, ids cached).
          if (round < 0) continue;
          // What runs after the call's commit: the event sinks' reads.
          const committed = sent.findLastIndex((text) => text.endsWith('] commit')) + 1;
          totals[call.kind].inCall += committed;
          totals[call.kind].trips += Number(/^\[(\d+)\]/.exec(sent[committed - 1] ?? '')?.[1] ?? 0);
          totals[call.kind].after += sent.length - committed;
        }
      }
      const who = limited ? 'limits + bonus' : 'plain         ';
      for (const kind of ['bet', 'win'] as const) {
        const t = totals[kind];
        lines.push(
          `${who} ${kind}: ${(t.inCall / rounds).toFixed(1)} statements in ${(t.trips / rounds).toFixed(1)} round trips up to its commit, ${(t.after / rounds).toFixed(1)} after it`,
        );
      }
    }
    if (process.env.BENCH_STATEMENTS === '1') {
      // Prepared statements PostgreSQL still plans at every execution (custom plans), on one
      // of the two connections.
      const replanned = await queryRows<{ statement: string; generic: number; custom: number }>(
        database.db,
        sql`select statement, generic_plans as generic, custom_plans as custom
          from pg_prepared_statements where custom_plans > 5 order by custom_plans desc`,
      );
      lines.push('prepared statements planned at each execution (custom plans):');
      for (const r of replanned) {
        lines.push(
          `  ${r.custom} custom, ${r.generic} generic: ${r.statement.replace(/\s+/g, ' ').slice(0, 140)}`,
        );
      }
    }
    return lines;
  } finally {
    await app.close();
    await database.close();
  }
}
