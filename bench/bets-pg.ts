import postgres from 'postgres';

/**
 * Where PostgreSQL's time goes during a measure of `npm run bench:bets` (`BENCH_PG_STATEMENTS=1`,
 * issue 31, ADR 039 sixth round): the top statements of the site's database from
 * `pg_stat_statements` (reset just before the measure; with `pg_stat_statements.track = 'all'`
 * the statements inside PL/pgSQL functions count too, marked `nested`), the wait events of its
 * backends and the locks they wait for (sampled from `pg_stat_activity` and `pg_locks` every
 * 20 ms), and the WAL written per call (`pg_stat_wal`, the whole cluster). Needs the extension
 * in `shared_preload_libraries`; without it, says so and measures nothing (CI has none).
 */
export interface PgReport {
  /** Stops sampling and prints the report for `calls` seamless calls. */
  finish(calls: number): Promise<string[]>;
}

interface Wal {
  records: string;
  fpi: string;
  bytes: string;
}

export async function startPgReport(
  admin: postgres.Sql,
  databaseUrl: string,
  database: string,
): Promise<PgReport | string> {
  const site = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await site`create extension if not exists pg_stat_statements`;
    await site`select pg_stat_statements_reset()`;
  } catch (error) {
    await site.end({ timeout: 1 });
    return (
      `pg_stat_statements is not available (${(error as Error).message}): ` +
      "ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements', " +
      "pg_stat_statements.track = 'all', and restart PostgreSQL"
    );
  }
  const walNow = async () =>
    (
      await admin<Wal[]>`
        select wal_records::text as records, wal_fpi::text as fpi, wal_bytes::text as bytes
        from pg_stat_wal`
    )[0]!;
  const walBefore = await walNow();
  const scansNow = async () =>
    new Map(
      (
        await site<{ name: string; seq: string; tup: string; idx: string }[]>`
          select relname as name, seq_scan::text as seq, seq_tup_read::text as tup,
            coalesce(idx_scan, 0)::text as idx
          from pg_stat_user_tables`
      ).map((r) => [r.name, r]),
    );
  const scansBefore = await scansNow();
  const waits = new Map<string, number>();
  const locks = new Map<string, number>();
  let samples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [activity, waiting] = await Promise.all([
        admin<{ what: string }[]>`
          select coalesce(wait_event_type || ': ' || wait_event, 'CPU (no wait event)') as what
          from pg_stat_activity
          where datname = ${database} and state = 'active' and pid <> pg_backend_pid()`,
        admin<{ what: string }[]>`
          select l.locktype || ' ' || l.mode
            || coalesce(' on ' || c.relname, '') as what
          from pg_locks l
          join pg_stat_activity a on a.pid = l.pid
          left join pg_class c on c.oid = l.relation
          where not l.granted and a.datname = ${database}`,
      ]);
      samples++;
      for (const { what } of activity) waits.set(what, (waits.get(what) ?? 0) + 1);
      for (const { what } of waiting) locks.set(what, (locks.get(what) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();

  return {
    async finish(calls) {
      sampling = false;
      await sampler;
      const walAfter = await walNow();
      // The statistics collector flushes a backend's counters at most every 500 ms (idle).
      await new Promise((r) => setTimeout(r, 1000));
      const scansAfter = await scansNow();
      const rows = await site<
        {
          query: string;
          toplevel: boolean;
          calls: string;
          total: number;
          rows: string;
          hit: string;
          read: string;
          dirtied: string;
          wal: string;
        }[]
      >`
        select query, toplevel, calls::text, total_exec_time + total_plan_time as total,
          rows::text, shared_blks_hit::text as hit, shared_blks_read::text as read,
          shared_blks_dirtied::text as dirtied, wal_bytes::text as wal
        from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database())
        order by total desc`;
      await site.end({ timeout: 1 });
      const top = rows.filter((r) => r.toplevel);
      const whole = top.reduce((sum, r) => sum + r.total, 0);
      const per = (value: string | number) => (Number(value) / calls).toFixed(2);
      const lines = [
        `PostgreSQL statements during the measure (pg_stat_statements, ${calls} calls; ` +
          `top-level statements ${whole.toFixed(0)} ms in all, ${(whole / calls).toFixed(3)} ms per call):`,
        '  share  ms/call  calls/call  mean ms  rows/call  hit/call  read/call  dirtied/call  WAL B/call  statement',
      ];
      for (const r of rows.slice(0, Number(process.env.BENCH_PG_TOP ?? 25))) {
        const text = r.query.replace(/\s+/g, ' ').trim().slice(0, 110);
        lines.push(
          `  ${r.toplevel ? `${((100 * r.total) / whole).toFixed(1).padStart(4)}%` : ' nest'}` +
            `  ${(r.total / calls).toFixed(3).padStart(7)}  ${per(r.calls).padStart(10)}` +
            `  ${(r.total / Number(r.calls)).toFixed(3).padStart(7)}  ${per(r.rows).padStart(9)}` +
            `  ${per(r.hit).padStart(8)}  ${per(r.read).padStart(9)}  ${per(r.dirtied).padStart(12)}` +
            `  ${per(r.wal).padStart(10)}  ${text}`,
        );
      }
      const delta = (key: keyof Wal) => Number(walAfter[key]) - Number(walBefore[key]);
      lines.push(
        `WAL per call (pg_stat_wal, the whole cluster): ${per(delta('bytes'))} bytes, ` +
          `${per(delta('records'))} records, ${per(delta('fpi'))} full-page images`,
      );
      lines.push('Sequential scans per call (pg_stat_user_tables; tables with any):');
      for (const [name, after] of scansAfter) {
        const before = scansBefore.get(name);
        const seq = Number(after.seq) - Number(before?.seq ?? 0);
        if (seq <= 0) continue;
        lines.push(
          `  ${name}: ${per(seq)} scans, ${per(Number(after.tup) - Number(before?.tup ?? 0))} rows read, ` +
            `${per(Number(after.idx) - Number(before?.idx ?? 0))} index scans`,
        );
      }
      const sorted = (counts: Map<string, number>) =>
        [...counts].sort((a, b) => b[1] - a[1]).slice(0, 12);
      lines.push(
        `Active backends by wait event (${samples} samples every ~20 ms; mean backends per sample):`,
      );
      for (const [what, n] of sorted(waits))
        lines.push(`  ${(n / samples).toFixed(2).padStart(6)}  ${what}`);
      lines.push('Locks waited for (pg_locks, not granted; mean per sample):');
      if (locks.size === 0) lines.push('  none seen');
      for (const [what, n] of sorted(locks))
        lines.push(`  ${(n / samples).toFixed(2).padStart(6)}  ${what}`);
      return lines;
    },
  };
}
