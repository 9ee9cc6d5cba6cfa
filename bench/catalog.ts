import '../apps/server/src/production-mode.ts';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { queryRows, seed } from '@casino/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openBenchDatabase } from './bench-database.ts';
import { addSyntheticCatalog, GAMES, PROVIDERS } from './catalog-fixture.ts';

/**
 * Catalog speed with 10,000 games (`npm run bench:catalog`). Builds its own database (PGlite
 * in a temporary folder, or a fresh database on the PostgreSQL server of BENCH_DATABASE_URL),
 * boots the app (which syncs the 42 built-in titles), adds a synthetic catalog of GAMES games
 * over PROVIDERS providers (a fixture of this benchmark only: it never reaches the product's
 * database and no adapter can launch it), then times sequential requests in process
 * (`app.inject`): lobby pages, filters, a deep page, searches, a 304 revalidation, against
 * GET /api/health in the same run; and server-rendered GET /games throughput (needs
 * `npm run build`) against GET /api/health at the same concurrency.
 */
const SAMPLES = 200;
const SSR_REQUESTS = 300;
const CONCURRENCY = 8;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type App = Awaited<ReturnType<typeof buildApp>>;

async function latency(
  app: App,
  urls: () => string,
  headers: Record<string, string> = {},
  status = 200,
) {
  for (let i = 0; i < 20; i++) await app.inject({ url: urls(), headers }); // warm-up
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const url = urls();
    const started = performance.now();
    const res = await app.inject({ url, headers });
    times.push(performance.now() - started);
    if (res.statusCode !== status)
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function throughput(app: App, url: string, count: number) {
  let left = count;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) {
        const res = await app.inject({ url });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

const withWeb = existsSync(resolve('apps/web/build/server/index.js'));
const bench = await openBenchDatabase('catalog', { maxConnections: CONCURRENCY });
const mailbox = mkdtempSync(join(tmpdir(), 'casino-bench-mail-'));
const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: 'unused', MAILBOX_DIR: mailbox });
let app: App | undefined;
try {
  await bench.database.migrate();
  await seed(bench.database.db);
  app = await buildApp({ config, db: bench.database.db, withWeb });
  await app.ready();
  const loadStarted = performance.now();
  const { providerIdentity, names } = await addSyntheticCatalog(bench.database);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const total = (await app.inject('/api/game/games?perPage=1')).json().total as number;

  let turn = 0;
  const rotate = (list: string[]) => () => list[turn++ % list.length]!;
  // Every sample a term not searched before: its total is counted, not taken from the cache.
  const fragments = new Set<string>();
  for (const name of names) {
    const letters = name.toLowerCase().replaceAll(' ', '');
    fragments.add(letters.slice(fragments.size % 5, (fragments.size % 5) + 4));
    if (fragments.size >= 2 * (SAMPLES + 20)) break;
  }
  const terms = [...fragments];
  const fresh = (make: (term: string) => string) => () => make(terms[turn++ % terms.length]!);
  const etag = (await app.inject('/api/game/games?perPage=24')).headers.etag as string;
  const cases: [string, () => string, Record<string, string>?, number?][] = [
    ['lobby first page (popular, 24)', () => '/api/game/games?perPage=24'],
    ['filter: category=slots', () => '/api/game/games?perPage=24&category=slots'],
    [
      'filter: one provider (500 games)',
      () => `/api/game/games?perPage=24&providerId[]=${providerIdentity}`,
    ],
    ['filter: collection (2,000 games)', () => '/api/game/games?perPage=24&collectionId=bench-mix'],
    ['sort: newest', () => '/api/game/games?perPage=24&sort=newest'],
    ['sort: name, category=instant', () => '/api/game/games?perPage=24&sort=name&category=instant'],
    [
      `deep page (${Math.ceil(total / 24) - 1} of ${Math.ceil(total / 24)})`,
      () => `/api/game/games?perPage=24&page=${Math.ceil(total / 24) - 1}`,
    ],
    [
      'search (4 letters, new term each time)',
      fresh((term) => `/api/game/games?perPage=24&search=${term}`),
    ],
    [
      'search (2 letters)',
      rotate(['dr', 'go', 'ki', 'ru', 'st'].map((t) => `/api/game/games?perPage=24&search=${t}`)),
    ],
    [
      'search + filter + sort',
      fresh((term) => `/api/game/games?perPage=24&search=${term}&category=slots&sort=newest`),
    ],
    [
      'revalidation (If-None-Match → 304)',
      () => '/api/game/games?perPage=24',
      { 'if-none-match': etag },
      304,
    ],
    ['baseline: GET /api/health', () => '/api/health'],
  ];
  const results: [string, { p50: number; p99: number }][] = [];
  for (const [label, urls, headers, status] of cases) {
    results.push([label, await latency(app, urls, headers, status)]);
  }
  const baseline = results.at(-1)![1].p50;

  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    bench.database.db,
    sql`explain select id from games g where g.is_enabled and g.name ilike '%drag%'`,
  );
  const usesTrigram = plan.some((row) =>
    Object.values(row).join(' ').includes('games_name_trgm_idx'),
  );

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`database: ${bench.label}; ${availableParallelism()} cores (${cpu})`);
  console.log(
    `catalog: ${total} enabled games (${GAMES} synthetic over ${PROVIDERS} providers + built-in), loaded in ${loadSeconds.toFixed(1)} s`,
  );
  console.log(`search plan uses the trigram index: ${usesTrigram ? 'yes' : 'no'}`);
  console.log(
    `\nlatency of ${SAMPLES} sequential requests each (app.inject, guest, no HTTP cache unless ` +
      'stated; a filter seen before takes its total from the per-version count cache, a new ' +
      'search term is counted):',
  );
  console.log('| request | p50 ms | p99 ms | p50 vs health |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [label, { p50, p99 }] of results) {
    console.log(
      `| ${label} | ${p50.toFixed(2)} | ${p99.toFixed(2)} | ${(p50 / baseline).toFixed(1)}x |`,
    );
  }

  if (withWeb) {
    await throughput(app, '/games', CONCURRENCY * 2);
    const pages = await throughput(app, '/games', SSR_REQUESTS);
    const health = await throughput(app, '/api/health', SSR_REQUESTS * 4);
    console.log(`\nthroughput at concurrency ${CONCURRENCY}:`);
    console.log(`server-rendered GET /games: ${pages.toFixed(0)} pages/s`);
    console.log(`baseline GET /api/health:   ${health.toFixed(0)} requests/s`);
    console.log(`ratio: a /games page costs ${(health / pages).toFixed(1)}x a health check`);
  } else {
    console.log(
      '\nserver-rendered GET /games: not measured (no web build: run `npm run build` first)',
    );
  }
} finally {
  await app?.close();
  await bench.dispose();
  rmSync(mailbox, { recursive: true, force: true });
}
