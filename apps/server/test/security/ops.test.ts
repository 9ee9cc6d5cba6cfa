import { createServer } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_TITLES } from '../../src/modules/game/providers/builtin-titles.ts';
import { registerErrorHandling } from '../../src/plugins/errors.ts';
import { buildApiOn, buildTestApp, type TestApp } from '../build-app.ts';
import { TEST_DATABASES } from '../databases.ts';
import { betBody, launchReal, seamless } from '../factories/games.ts';
import { fundByCard } from '../factories/payments.ts';
import { registerPlayer } from '../factories/players.ts';

const TOKEN = 'test-metrics-token-0123456789';
const game = BUILTIN_TITLES[0]!.identity;
const pglite = TEST_DATABASES[0]!;

/** The value of one sample line (`name{labels} value`) of a scrape; 0 when absent. */
function sample(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(pglite, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('0', 'x')}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts deposits, ledger transfers, bets and refused bets after they happen', async () => {
    const before = await scrape();
    const player = await registerPlayer(t.app);
    await fundByCard(t.app, player, 10_000);
    const launch = await launchReal(t.app, player, game);
    expect((await seamless(t.app, 'bet', betBody(launch, game, 250))).statusCode).toBe(200);
    expect((await seamless(t.app, 'bet', betBody(launch, game, 1_000_000))).statusCode).toBe(402);
    const after = await scrape();

    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('casino_invoice_updates_total{type="deposit",status="success"}')).toBe(1);
    expect(moved('casino_ledger_transfers_total{code="deposit",state="posted"}')).toBe(1);
    expect(moved('casino_ledger_transfers_total{code="stake",state="posted"}')).toBe(1);
    expect(moved('casino_bets_total')).toBe(1);
    expect(moved('casino_bets_refused_total{reason="insufficient_funds"}')).toBe(1);
  });

  it('reports request latency per route pattern, database health and open websockets', async () => {
    await t.app.inject({ url: `/api/game/games/${game}` });
    const text = await scrape();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/game/games/:id",status_class="2xx"}',
      ),
    ).toBeGreaterThan(0);
    expect(text).not.toContain(`route="/api/game/games/${game}"`);
    expect(sample(text, 'casino_database_up')).toBe(1);
    expect(text).toContain('casino_database_check_seconds ');
    expect(sample(text, 'casino_websockets_open')).toBe(0);
  });
});

describe('GET /metrics without settings, and on METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(pglite);
  });
  afterAll(() => t?.close());

  it('is not served on the main port without METRICS_TOKEN', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer x' } });
    expect(res.statusCode).toBe(404);
  });

  it('serves the metrics port once the server listens, with nothing else on it', async () => {
    const port = await freePort();
    const app = await buildApiOn(t.database.db, { METRICS_PORT: port });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('casino_database_up 1');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('lost database connections answer 503', () => {
  const lost = [
    Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }),
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    // Drizzle wraps the driver's error; PostgreSQL's admin_shutdown on a terminated backend.
    new Error('Failed query: select 1', {
      cause: Object.assign(new Error('terminating connection'), { code: '57P01' }),
    }),
  ];
  it.each(lost)('maps $message to 503 service_unavailable', async (error) => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw error;
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      error: { code: 'service_unavailable', message: expect.any(String) },
    });
    await app.close();
  });

  it('keeps other errors a 500 without details', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe('Internal server error');
    await app.close();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
