import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHANNELS } from '@casino/contracts';
import { openDatabase, seed } from '@casino/db';
import type { Centrifuge, PublicationContext, Subscription } from 'centrifuge';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeClient } from '../apps/server/test/realtime.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../apps/server/test/redis.ts';
import {
  createDeposit,
  launch,
  newBet,
  payDeposit,
  register,
  seamless,
} from '../scripts/cluster/player.ts';
import { freePort, isListening, Supervisor } from '../scripts/cluster/processes.ts';
import {
  HAPROXY,
  newSecrets,
  PGBOUNCER,
  PGBOUNCER_URL_OPTIONS,
  type RunningInstance,
  serverEnv,
  startHaproxy,
  startInstances,
  startPgbouncer,
  startPrimary,
  startRedis,
} from '../scripts/cluster/services.ts';
import { SLOT } from './support/seamless.ts';

/**
 * Two instances behind HAProxy (issue 31), as `npm run cluster` runs them: the same server
 * processes on PgBouncer in transaction mode (with the URL options it needs, services.ts; a boot
 * without the postgres.js patch for them fails), sharing Redis. A bet the provider reports to
 * instance A reaches the player's socket on instance B, and the socket the balancer chose.
 * PostgreSQL is TEST_DATABASE_URL's server (CI), or one of the test's own (initdb) without it;
 * Redis is TEST_REDIS_URL's, or one of its own when that does not answer. Not skippable: without
 * Debian's haproxy and pgbouncer (and postgresql, redis-server for its own) it fails; .ci/run
 * installs them.
 */
const PG_URL = process.env.TEST_DATABASE_URL;

describe('two instances behind HAProxy', () => {
  const secrets = newSecrets();
  const dir = mkdtempSync(join(tmpdir(), 'casino-cluster-test-'));
  // PostgreSQL and PgBouncer run as `postgres` when the test runs as root: they must reach in here.
  chmodSync(dir, 0o755);
  const supervisor = new Supervisor(dir);
  const database = `casino_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let admin: postgres.Sql | undefined;
  let site: string;
  let a: RunningInstance;
  let b: RunningInstance;
  const clients: Centrifuge[] = [];

  /** The PostgreSQL server behind PgBouncer, with the test's database made on it. */
  async function postgresServer() {
    if (PG_URL) {
      admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${database}`);
      const url = new URL(PG_URL);
      return {
        host: url.hostname,
        port: Number(url.port || 5432),
        user: decodeURIComponent(url.username) || 'postgres',
      };
    }
    const port = await freePort();
    await startPrimary(supervisor, { dataDir: join(dir, 'postgres'), port, database });
    return { host: '127.0.0.1', port, user: 'casino' };
  }

  /** TEST_REDIS_URL when it answers, else a Redis of the test's own. */
  async function redisUrl() {
    const shared = new URL(TEST_REDIS_URL);
    if (await isListening(Number(shared.port || 6379))) return TEST_REDIS_URL;
    const port = await freePort();
    await startRedis(supervisor, { port });
    return `redis://127.0.0.1:${port}`;
  }

  beforeAll(async () => {
    for (const program of [HAPROXY, PGBOUNCER]) {
      expect(existsSync(program), `${program}: apt-get install haproxy pgbouncer`).toBe(true);
    }
    const server = await postgresServer();
    const direct = `postgres://${server.user}@${server.host}:${server.port}/${database}`;
    const schema = openDatabase(direct);
    try {
      await schema.migrate();
      await seed(schema.db);
    } finally {
      await schema.close();
    }

    const bouncerPort = await freePort();
    await startPgbouncer(supervisor, {
      dir: join(dir, 'pgbouncer'),
      port: bouncerPort,
      serverHost: server.host,
      serverPort: server.port,
      database,
      user: server.user,
    });
    const [port, gamePort, statsPort] = [await freePort(), await freePort(), await freePort()];
    site = `http://localhost:${port}`;
    const env = serverEnv({
      publicUrl: site,
      gameOrigin: `http://127.0.0.1:${gamePort}`,
      databaseUrl: `postgres://${server.user}@127.0.0.1:${bouncerPort}/${database}${PGBOUNCER_URL_OPTIONS}`,
      redisUrl: await redisUrl(),
      secrets,
      dir,
      env: {
        REALTIME_REDIS_PREFIX: uniquePrefix(),
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
      },
    });
    [a, b] = (await startInstances(supervisor, { count: 2, env, together: true })) as [
      RunningInstance,
      RunningInstance,
    ];
    await startHaproxy(supervisor, {
      dir: join(dir, 'haproxy'),
      port,
      gamePort,
      statsPort,
      instances: [a, b],
    });
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await supervisor.stopAll();
    // The test's own PostgreSQL went with the supervisor; on the shared server the database goes.
    await admin?.unsafe(`drop database if exists ${database} with (force)`);
    await admin?.end();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A client of the player's, subscribed to their accounts channel: the balances it is pushed. */
  async function balancesOn(wsUrl: string, playerId: string, accessToken: string) {
    const client = realtimeClient(wsUrl, { token: accessToken });
    clients.push(client);
    const accounts: Subscription = client.newSubscription(CHANNELS.accounts(playerId));
    const balances: number[] = [];
    accounts.on('publication', (ctx: PublicationContext) =>
      balances.push((ctx.data as { account: { balance: number } }).account.balance),
    );
    const subscribed = new Promise((done) => accounts.once('subscribed', done));
    accounts.subscribe();
    client.connect();
    await subscribed;
    return balances;
  }

  it("pushes a bet placed on instance A to the player's socket on instance B", async () => {
    // The player signs up and pays through the balancer, wherever it sends them.
    const player = await register(site);
    await payDeposit(site, secrets.cardWebhookSecret, await createDeposit(site, player, 10_000));
    const token = await launch(site, player, SLOT.identity);

    const ws = (url: string) => `${url.replace(/^http/, 'ws')}/api/connection/websocket`;
    const onB = await balancesOn(ws(b.url), player.id, player.accessToken);
    const throughBalancer = await balancesOn(ws(site), player.id, player.accessToken);

    // The provider reports the bet to instance A.
    const placed = await seamless(
      a.url,
      secrets.providerSecret,
      'bet',
      newBet(token, SLOT.identity, 250),
    );
    expect(placed.balance).toBe(9_750);

    await expect.poll(() => onB).toEqual([9_750]);
    await expect.poll(() => throughBalancer).toEqual([9_750]);
  });
});
