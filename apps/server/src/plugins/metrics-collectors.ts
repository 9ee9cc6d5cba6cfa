import { INVOICE_STATUS } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

const STATUS_NAMES = new Map<number, string>(
  Object.entries(INVOICE_STATUS).map(([name, code]) => [code, name]),
);
/** A health probe that does not answer within this long counts as down. */
const PROBE_TIMEOUT_MS = 2000;

/** Runs `probe`, timed; false when it throws or outlasts PROBE_TIMEOUT_MS. */
async function timeProbe(probe: () => Promise<unknown>) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return { up: true, seconds: (performance.now() - started) / 1000 };
  } catch {
    return { up: false, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearTimeout(timer);
  }
}

/** Request latency per route pattern, method and status class (2xx, 4xx...). */
export function collectRequests(app: FastifyInstance, registers: Registry[]) {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        // The pattern (`/api/game/games/:id`), never the raw URL: bounded label values.
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** Database (and Redis, when configured) health, probed at each scrape; open websockets. */
export function collectHealth(app: FastifyInstance, registers: Registry[]) {
  const dbLatency = new Gauge({
    name: 'casino_database_check_seconds',
    help: 'Duration of the readiness query (select 1) at the last scrape',
    registers,
  });
  new Gauge({
    name: 'casino_database_up',
    help: '1 when the database answered the readiness query at the last scrape, else 0',
    registers,
    async collect() {
      const probe = await timeProbe(() => app.db.execute(sql`select 1`));
      this.set(probe.up ? 1 : 0);
      dbLatency.set(probe.seconds);
    },
  });
  const redisUrl = app.config.REDIS_URL;
  if (redisUrl) {
    // A connection of its own: pings fail fast while Redis is away instead of queueing.
    const redis = new Redis(redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectionName: 'casino-metrics',
    });
    redis.on('error', () => {}); // reported as casino_redis_up 0, not as log noise per retry
    app.addHook('onClose', async () => void redis.disconnect());
    new Gauge({
      name: 'casino_redis_up',
      help: '1 when Redis answered PING at the last scrape, else 0',
      registers,
      async collect() {
        if (redis.status === 'wait') await redis.connect().catch(() => {});
        this.set((await timeProbe(() => redis.ping())).up ? 1 : 0);
      },
    });
  }
  new Gauge({
    name: 'casino_websockets_open',
    help: 'Realtime websocket connections open on this instance',
    registers,
    collect() {
      this.set(app.realtime.members.size);
    },
  });
}

/** Counters fed by domain events (after commit): ledger transfers, invoices, bets. */
export function collectDomainEvents(app: FastifyInstance, registers: Registry[]) {
  const transfers = new Counter({
    name: 'casino_ledger_transfers_total',
    help: 'Ledger transfers committed, by code (deposit, stake, win...) and state',
    labelNames: ['code', 'state'],
    registers,
  });
  const bets = new Counter({
    name: 'casino_bets_total',
    help: 'Game stakes accepted by the seamless wallet (rate() gives bets per second)',
    registers,
  });
  const refused = new Counter({
    name: 'casino_bets_refused_total',
    help: 'Game bets refused, by reason',
    labelNames: ['reason'],
    registers,
  });
  const invoices = new Counter({
    name: 'casino_invoice_updates_total',
    help: 'Deposit and withdrawal invoices reaching a state, by type and state',
    labelNames: ['type', 'status'],
    registers,
  });
  const stops = [
    app.events.on('wallet.transfers.posted', (event) => {
      for (const { code, state } of event.transfers) transfers.inc({ code, state });
      // One event per ledger post: a stake split into real and bonus money is one bet.
      if (event.transfers.some((t) => t.code === 'stake')) bets.inc();
    }),
    app.events.on('game.bet.refused', ({ reason }) => refused.inc({ reason })),
    app.events.on('payment.invoice.updated', ({ invoiceType, status }) =>
      invoices.inc({ type: invoiceType, status: STATUS_NAMES.get(status) ?? String(status) }),
    ),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
