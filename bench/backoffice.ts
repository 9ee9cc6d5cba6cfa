import '../apps/server/src/production-mode.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, queryRows, seed } from '@casino/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { CLI_ACTOR } from '../apps/server/src/modules/backoffice/audit.ts';
import { createOperator } from '../apps/server/src/modules/backoffice/operators-service.ts';
import { createPasswordHasher } from '../apps/server/src/modules/player/operator-service.ts';
import { openBenchDatabase } from './bench-database.ts';
import { signIn } from './bench-operator.ts';

/**
 * Back-office speed with 100,000 players and 20,000 invoices (`npm run bench:backoffice`).
 * Builds its own database (PGlite in a temporary folder, or a fresh database on the PostgreSQL
 * server of BENCH_DATABASE_URL), bulk-inserts the players and invoices (5,000 withdrawals
 * pending), signs an admin in (password + TOTP, as the app does), then times sequential
 * in-process requests (server side, `app.inject`): the players list, a search, a deep page, the
 * withdrawals queue and the invoices list, against GET /api/health in the same run.
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 20_000);
/** Game rounds for the reports: a stake each, a win for every third, a rollback for every 50th. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200_000);
const ROUND_DAYS = 90;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);

async function fill(database: Database) {
  const { db } = database;
  await queryRows(
    db,
    sql`insert into players (email, password_hash, nickname, first_name, last_name, phone, country, currency, created_at)
      select 'bench' || i || '@example.com', 'not-a-hash', 'nick' || i, 'First' || (i % 997),
        'Last' || (i % 991), '+1555' || lpad(i::text, 7, '0'), 'US', 'USD',
        now() - (i || ' minutes')::interval
      from generate_series(1, ${PLAYERS}) as i`,
  );
  await queryRows(
    db,
    sql`insert into payment_invoices (number, player_id, type, method, provider, currency, amount,
        status, idempotency_key, details, created_at)
      select 'W-BENCH' || i, p.id, 'withdrawal', 'sandbox-card', 'sandbox-card', 'USD', 1000 + i,
        case when i % 4 = 0 then 3 else 2 end, 'bench-' || i,
        '{"destination":{"label":"•••• 4242","fingerprint":"bench"}}'::jsonb,
        now() - (i || ' minutes')::interval
      from generate_series(1, ${INVOICES}) as i
      join (select id, row_number() over (order by created_at) as n from players) p
        on p.n = (i * 5) % ${PLAYERS} + 1`,
  );
  await fillGamePlay(database);
  await queryRows(db, sql`analyze`);
}

/**
 * Game play in the ledger for the reports: 10,000 of the players with a USD account, 50 games
 * of 5 providers, ROUNDS rounds over ROUND_DAYS days, each a stake transfer (player → house
 * games), every third round a win back, every 50th stake refunded (a rollback).
 */
async function fillGamePlay(database: Database) {
  const { db } = database;
  await queryRows(
    db,
    sql`insert into game_providers (identity, name)
      select 'bench-provider-' || i, 'Bench Provider ' || i from generate_series(1, 5) as i`,
  );
  await queryRows(
    db,
    sql`insert into games (identity, provider_id, name, kind, theme, volatility, rtp, released_at, image)
      select 'bench-game-' || i, p.id, 'Bench Game ' || i, 'slot', 'bench', 'low', 0.96, now(), '/x.svg'
      from generate_series(1, 50) as i
      join game_providers p on p.identity = 'bench-provider-' || (i % 5 + 1)`,
  );
  await queryRows(
    db,
    sql`insert into wallet_accounts (player_id, currency, status)
      select id, 'USD', 1 from players order by created_at limit 10000`,
  );
  await queryRows(
    db,
    sql`insert into ledger_accounts (currency, kind, wallet_account_id, normal_balance, balance)
      select 'USD', 'real', id, 'credit', 1000000000 from wallet_accounts`,
  );
  await queryRows(
    db,
    sql`insert into ledger_accounts (currency, kind, shard, normal_balance)
      values ('USD', 'house_games', 0, 'credit')
      on conflict do nothing`,
  );
  await queryRows(
    db,
    sql`create temporary table bench_rounds as
      select gen_random_uuid() as id, i, w.player_id, w.id as wallet_account_id, g.id as game_id,
        g.provider_id, now() - ((i % ${ROUND_DAYS * 24 * 60}) || ' minutes')::interval as at
      from generate_series(1, ${ROUNDS}) as i
      join (select id, player_id, row_number() over (order by id) as n from wallet_accounts) w
        on w.n = i % 10000 + 1
      join (select id, provider_id, row_number() over (order by identity) as n from games
        where identity like 'bench-game-%') g on g.n = i % 50 + 1`,
  );
  await queryRows(
    db,
    sql`insert into game_rounds (id, provider_id, provider_round_id, player_id, wallet_account_id,
        game_id, currency, stake, real_stake, win, status, created_at)
      select id, provider_id, 'bench-' || i, player_id, wallet_account_id, game_id, 'USD',
        100 + i % 900, 100 + i % 900, case when i % 3 = 0 then 250 + i % 2000 else 0 end, 2, at
      from bench_rounds`,
  );
  const house = sql`(select id from ledger_accounts where kind = 'house_games' and currency = 'USD' and shard = 0)`;
  const player = sql`(select id from ledger_accounts a where a.wallet_account_id = r.wallet_account_id and a.kind = 'real')`;
  await queryRows(
    db,
    sql`insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount,
        currency, code, state, reference, created_at)
      select 'bench-stake-' || r.i, ${player}, ${house}, 100 + r.i % 900, 'USD', 'stake', 'posted',
        r.id::text, r.at
      from bench_rounds r
      union all
      select 'bench-win-' || r.i, ${house}, ${player}, 250 + r.i % 2000, 'USD', 'win', 'posted',
        r.id::text, r.at
      from bench_rounds r where r.i % 3 = 0
      union all
      select 'bench-refund-' || r.i, ${house}, ${player}, 100 + r.i % 900, 'USD', 'stake_refund',
        'posted', r.id::text, r.at
      from bench_rounds r where r.i % 50 = 0`,
  );
  await queryRows(db, sql`drop table bench_rounds`);
}

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

const bench = await openBenchDatabase('bo');
const mailbox = mkdtempSync(join(tmpdir(), 'casino-bench-mail-'));
const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: 'unused', MAILBOX_DIR: mailbox });
let app: App | undefined;
try {
  await bench.database.migrate();
  await seed(bench.database.db);
  const fillStarted = performance.now();
  await fill(bench.database);
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  app = await buildApp({ config, db: bench.database.db, withWeb: false });
  await app.ready();
  const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const created = await createOperator(
    { db: bench.database.db, clock: app.clock, passwords, isLive: false },
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
  console.log(`${bench.label}`);
  console.log(
    `${PLAYERS.toLocaleString('en')} players, ${INVOICES.toLocaleString('en')} invoices and ${ROUNDS.toLocaleString('en')} game rounds (${ROUND_DAYS} days of ledger transfers) inserted in ${fillSeconds.toFixed(1)} s; ${SAMPLES} sequential requests each (app.inject, server side)`,
  );
  const health = await latency(app, cases[0]![1], cookie);
  for (const [label, urls] of cases) {
    const { p50, p99 } = label.startsWith('GET /api/health')
      ? health
      : await latency(app, urls, cookie);
    console.log(
      `${label.padEnd(48)} p50 ${p50.toFixed(2).padStart(7)} ms  p99 ${p99.toFixed(2).padStart(7)} ms  (${(p50 / health.p50).toFixed(1)}x health p50)`,
    );
  }
} finally {
  await app?.close();
  await bench.dispose();
  rmSync(mailbox, { recursive: true, force: true });
}
