import '../apps/server/src/production-mode.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, queryRows, seed } from '@casino/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { CLI_ACTOR } from '../apps/server/src/modules/backoffice/audit.ts';
import { createOperator } from '../apps/server/src/modules/backoffice/operators-service.ts';
import { roundResultsSince } from '../apps/server/src/modules/game/facts-service.ts';
import { createPasswordHasher } from '../apps/server/src/modules/player/operator-service.ts';
import { affiliateRows } from '../apps/server/src/modules/reporting/affiliates.ts';
import { dailyRows, periodRows } from '../apps/server/src/modules/reporting/dashboard.ts';
import { gameReportRows } from '../apps/server/src/modules/reporting/game-report.ts';
import { ledgerCheckRows } from '../apps/server/src/modules/wallet/ledger/check.ts';
import {
  listPlayerBalances,
  listPlayerLedger,
} from '../apps/server/src/modules/wallet/operator-queries.ts';
import { fillReportData } from '../apps/server/test/factories/report-data.ts';
import { openBenchDatabase } from './bench-database.ts';
import { signIn } from './bench-operator.ts';
import {
  builderDailyRows,
  builderListPlayerBalances,
  builderListPlayerLedger,
  builderPeriodRows,
  builderRoundResultsSince,
  rawAffiliateRows,
  rawGameReportRows,
  rawLedgerCheckRows,
} from './sql-forms.ts';

/**
 * Back-office speed with 100,000 players and 20,000 invoices (`npm run bench:backoffice`).
 * Builds its own database (PGlite in a temporary folder, or a fresh database on the PostgreSQL
 * server of BENCH_DATABASE_URL), bulk-inserts the players, invoices and game play
 * (`fillReportData`), then:
 * 1. ADR 013's sites, raw SQL against the query builder (issue 30): each site's reads in both
 *    forms (the app's and the other one in bench/sql-forms.ts), taking turns, over the same data, median and
 *    p95, beside `select 1` in the same run;
 * 2. unless BENCH_HTTP=0, signs an admin in (password + TOTP, as the app does) and times
 *    sequential in-process requests (server side, `app.inject`): the players list, a search, a
 *    deep page, the withdrawals queue, the invoices list and the reports, against
 *    GET /api/health in the same run.
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 20_000);
/** Game rounds for the reports: a stake each, a win for every third, a rollback for every 50th. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200_000);
const ROUND_DAYS = 90;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
/** Turns of each form per ADR 013 site (the whole-table ones take a second or more each). */
const SITE_SAMPLES = Number(process.env.BENCH_SITE_SAMPLES ?? 30);
const HTTP = process.env.BENCH_HTTP !== '0';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type App = Awaited<ReturnType<typeof buildApp>>;

async function latency(app: App, urls: () => string, cookie: string) {
  for (let i = 0; i < 10; i++) await app.inject({ url: urls(), headers: { cookie } });
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const url = urls();
    const started = performance.now();
    const res = await app.inject({ url, headers: { cookie } });
    times.push(performance.now() - started);
    if (res.statusCode !== 200)
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Median and p95 of `times` (ms). */
function spread(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

type Run = (db: Db, turn: number) => Promise<unknown>;

/**
 * Each site's reads as the app runs them, in the raw form and the builder form: the dashboard
 * (today, 30 days, the daily series), the GGR/NGR report, affiliates, the ledger check (in its
 * read-only repeatable-read transaction), a player's wallet page (balances and the first ledger
 * page) and the game facts. `turn` picks another player each time.
 */
function siteRuns(players: string[]) {
  const DAY_MS = 86_400_000;
  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(today.getTime() - 29 * DAY_MS);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const player = (turn: number) => players[turn % players.length]!;
  const sites: { name: string; heavy: boolean; raw: Run; builder: Run }[] = [];
  const site = (name: string, heavy: boolean, forms: { raw: Run; builder: Run }) =>
    sites.push({ name, heavy, ...forms });
  const dashboard =
    (period: typeof periodRows, daily: typeof dailyRows): Run =>
    async (db) => {
      await period(db, today);
      await period(db, month);
      await daily(db, month);
    };
  site('reporting/dashboard.ts (dashboard)', true, {
    raw: dashboard(periodRows, dailyRows),
    builder: dashboard(builderPeriodRows, builderDailyRows),
  });
  for (const groupBy of ['day', 'game'] as const) {
    site(`reporting/game-report.ts (30 days by ${groupBy})`, true, {
      raw: (db) => rawGameReportRows(db, groupBy, month, tomorrow),
      builder: (db) => gameReportRows(db, groupBy, month, tomorrow),
    });
  }
  site('reporting/affiliates.ts (30 days)', true, {
    raw: (db) => rawAffiliateRows(db, month),
    builder: (db) => affiliateRows(db, month),
  });
  const check =
    (rows: typeof ledgerCheckRows): Run =>
    (db) =>
      db.transaction(rows, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  site('wallet/ledger/check.ts (wallet:check)', true, {
    raw: check(rawLedgerCheckRows),
    builder: check(ledgerCheckRows),
  });
  const wallet =
    (balances: typeof listPlayerBalances, ledger: typeof listPlayerLedger): Run =>
    async (db, turn) => {
      await balances(db, player(turn));
      await ledger(db, player(turn), { page: 1, perPage: 25 });
    };
  site('wallet/operator-queries.ts (player wallet)', false, {
    raw: wallet(listPlayerBalances, listPlayerLedger),
    builder: wallet(builderListPlayerBalances, builderListPlayerLedger),
  });
  site('game/facts-service.ts (round results)', false, {
    raw: (db, turn) => roundResultsSince(db, player(turn), month),
    builder: (db, turn) => builderRoundResultsSince(db, player(turn), month),
  });
  return sites;
}

/** Raw and builder of each site taking turns over the same data; `select 1` as the baseline. */
async function compareSites(db: Db) {
  const players = (
    await queryRows<{ player_id: string }>(
      db,
      sql`select player_id from wallet_accounts order by created_at limit 500`,
    )
  ).map((row) => row.player_id);
  const baseline: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await db.execute(sql`select 1`);
    baseline.push(performance.now() - started);
  }
  const base = spread(baseline);
  console.log(
    `ADR 013 sites, raw SQL vs query builder (taking turns; median / p95 ms)\n${'select 1 (baseline)'.padEnd(46)} ${base.p50.toFixed(2).padStart(8)} / ${base.p95.toFixed(2).padStart(8)}`,
  );
  for (const site of siteRuns(players)) {
    const samples = site.heavy ? SITE_SAMPLES : SAMPLES;
    const times = { raw: [] as number[], builder: [] as number[] };
    for (let turn = -3; turn < samples; turn++) {
      // Alternate which form goes first, so neither always finds the other's cache.
      const order = turn % 2 ? (['raw', 'builder'] as const) : (['builder', 'raw'] as const);
      for (const form of order) {
        const started = performance.now();
        await site[form](db, turn + 3);
        if (turn >= 0) times[form].push(performance.now() - started);
      }
    }
    const r = spread(times.raw);
    const b = spread(times.builder);
    console.log(
      `${site.name.padEnd(46)} raw ${r.p50.toFixed(2).padStart(8)} / ${r.p95.toFixed(2).padStart(8)}  builder ${b.p50.toFixed(2).padStart(8)} / ${b.p95.toFixed(2).padStart(8)}  builder/raw median ${(b.p50 / r.p50).toFixed(2)}  (${samples} each)`,
    );
  }
}

async function httpLists(
  database: Awaited<ReturnType<typeof openBenchDatabase>>['database'],
  app: App,
) {
  await app.ready();
  const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const created = await createOperator(
    { db: database.db, clock: app.clock, passwords, isLive: false },
    { email: 'bench-admin@ops.test', name: 'Bench', role: 'admin' },
    CLI_ACTOR,
  );
  if (!created.ok) throw new Error('admin not created');
  const cookie = await signIn(app, 'bench-admin@ops.test', created.value.password);

  let turn = 0;
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const range = (days: number) => `from=${day(days)}&to=${day(0)}`;
  const cases: [string, () => string][] = [
    ['GET /api/health (baseline)', () => '/api/health'],
    ['players: first page (newest, 25)', () => '/api/backoffice/players?perPage=25'],
    ['players: sorted by email', () => '/api/backoffice/players?perPage=25&sort=email&order=asc'],
    [
      'players: search email prefix',
      () => `/api/backoffice/players?search=bench${(turn++ % 9000) + 1000}@`,
    ],
    [
      'players: search nickname prefix',
      () => `/api/backoffice/players?search=nick${(turn++ % 900) + 100}`,
    ],
    ['players: page 2000 of 4000', () => '/api/backoffice/players?perPage=25&page=2000'],
    [
      'withdrawals queue: first page (5,000 pending)',
      () => '/api/backoffice/withdrawals?perPage=25',
    ],
    ['invoices: first page (all 20,000)', () => '/api/backoffice/invoices?perPage=25'],
    ['report: 30 days by day', () => `/api/backoffice/reports?${range(29)}&groupBy=day`],
    ['report: 30 days by game', () => `/api/backoffice/reports?${range(29)}&groupBy=game`],
    ['report: 30 days by provider', () => `/api/backoffice/reports?${range(29)}&groupBy=provider`],
    ['report: 90 days by game', () => `/api/backoffice/reports?${range(89)}&groupBy=game`],
    ['report: 7 days CSV by game', () => `/api/backoffice/reports/csv?${range(6)}&groupBy=game`],
  ];
  console.log(`${SAMPLES} sequential requests each (app.inject, server side)`);
  const health = await latency(app, cases[0]![1], cookie);
  for (const [label, urls] of cases) {
    const { p50, p99 } = label.startsWith('GET /api/health')
      ? health
      : await latency(app, urls, cookie);
    console.log(
      `${label.padEnd(48)} p50 ${p50.toFixed(2).padStart(7)} ms  p99 ${p99.toFixed(2).padStart(7)} ms  (${(p50 / health.p50).toFixed(1)}x health p50)`,
    );
  }
}

const bench = await openBenchDatabase('bo');
const mailbox = mkdtempSync(join(tmpdir(), 'casino-bench-mail-'));
const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: 'unused', MAILBOX_DIR: mailbox });
let app: App | undefined;
try {
  await bench.database.migrate();
  await seed(bench.database.db);
  const fillStarted = performance.now();
  await fillReportData(bench.database.db, {
    players: PLAYERS,
    invoices: INVOICES,
    rounds: ROUNDS,
    wallets: Math.min(10_000, PLAYERS),
    days: ROUND_DAYS,
  });
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  console.log(`${bench.label}`);
  console.log(
    `${PLAYERS.toLocaleString('en')} players, ${(2 * INVOICES).toLocaleString('en')} invoices (half deposits) and ${ROUNDS.toLocaleString('en')} game rounds of ${Math.min(10_000, PLAYERS).toLocaleString('en')} players (${ROUND_DAYS} days of ledger transfers and entries) inserted in ${fillSeconds.toFixed(1)} s`,
  );
  await compareSites(bench.database.db);
  if (HTTP) {
    app = await buildApp({ config, db: bench.database.db, withWeb: false });
    await httpLists(bench.database, app);
  }
} finally {
  await app?.close();
  await bench.dispose();
  rmSync(mailbox, { recursive: true, force: true });
}
