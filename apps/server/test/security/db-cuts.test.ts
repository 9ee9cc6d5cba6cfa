import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, connect as dial, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedis, TEST_REDIS_URL, uniquePrefix } from '../redis.ts';

/** Same rule as databases.ts: PostgreSQL tests run when TEST_DATABASE_URL names a server. */
const PG_URL = process.env.TEST_DATABASE_URL;
const SERVER = fileURLToPath(new URL('./db-cut-server.ts', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP relay to Redis whose connections the test can cut, as a network failure would. */
async function startCuttableRelay(target: URL) {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const server = createServer((client) => {
    const upstream = dial(Number(target.port || 6379), target.hostname);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `redis://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe.skipIf(!PG_URL)('database connections cut under load (PostgreSQL)', () => {
  const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const name = `casino_cuts_${suffix}`;
  const applicationName = `casino-cuts-${suffix}`;
  const admin = postgres(PG_URL ?? '', { max: 1, onnotice: () => {} });
  let child: ChildProcess;
  let base = '';
  let stderr = '';
  /** The server's log (LOG_LEVEL=error: its errors), shown when a check fails. */
  let log = '';
  let relay: Awaited<ReturnType<typeof startCuttableRelay>> | null = null;

  beforeAll(async () => {
    // With a Redis at hand, its connections (realtime, rate limits) are cut along the database's.
    if (hasRedis) relay = await startCuttableRelay(new URL(TEST_REDIS_URL));
    await admin.unsafe(`create database ${name}`);
    const url = new URL(PG_URL ?? '');
    url.pathname = `/${name}`;
    url.searchParams.set('application_name', applicationName);
    child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
        REDIS_URL: relay?.url ?? '',
        REALTIME_REDIS_PREFIX: uniquePrefix(),
        METRICS_TOKEN: 'test-metrics-token-0123456789',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const port = await new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk) => {
        log += chunk;
        const match = /listening (\d+)/.exec(log);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`)));
    });
    base = `http://127.0.0.1:${port}`;
  }, 60_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    relay?.close();
    await sleep(200);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  async function isReady() {
    const res = await fetch(`${base}/api/ready`).catch(() => null);
    await res?.text();
    return res?.status === 200;
  }

  it('keeps the process up, answers 503 meanwhile and is ready again after each cut', async () => {
    const register = await fetch(`${base}/api/player/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `cuts-${suffix}@example.com`,
        password: 'secret-123',
        password_confirmation: 'secret-123',
        currency: 'USD',
        country: 'DE',
        agreements: true,
      }),
    });
    expect(register.status).toBe(201);
    const { accessToken } = (await register.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    const accounts = (await (await fetch(`${base}/api/wallet/accounts`, { headers })).json()) as {
      items: Array<{ id: string }>;
    };
    const accountId = accounts.items[0]?.id;
    // Reads, an authenticated read and a transaction (switching the account), over and over.
    const calls: Array<[string, () => Promise<Response>]> = [
      ['ready', () => fetch(`${base}/api/ready`)],
      ['games', () => fetch(`${base}/api/game/games?perPage=5`)],
      ['accounts', () => fetch(`${base}/api/wallet/accounts`, { headers })],
      [
        'switch',
        () => fetch(`${base}/api/wallet/accounts/${accountId}/switch`, { method: 'PUT', headers }),
      ],
    ];
    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    /** Each answer other than 200 or 503: the call, its status and its body. */
    const unexpected: string[] = [];
    let running = true;
    const fire = async (offset: number) => {
      for (let i = offset; running && child.exitCode === null; i += 1) {
        try {
          const [call, send] = calls[i % calls.length]!;
          const res = await send();
          const body = await res.text();
          count(String(res.status));
          if (res.status !== 200 && res.status !== 503) {
            unexpected.push(`${call} ${res.status} ${body.slice(0, 300)}`);
          }
        } catch (err) {
          count(`network:${(err as { cause?: { code?: string } }).cause?.code ?? 'error'}`);
        }
      }
    };
    const load = [0, 1, 2, 3, 4, 5].map(fire);

    for (let cut = 0; cut < 8; cut += 1) {
      await sleep(250);
      await admin`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${applicationName}`;
      relay?.cut();
      const cutAt = Date.now();
      while (!(await isReady())) {
        expect(child.exitCode, `server alive after cut ${cut}: ${stderr}`).toBeNull();
        expect(Date.now() - cutAt, `ready again after cut ${cut}`).toBeLessThan(5000);
        await sleep(100);
      }
    }
    await sleep(300);
    running = false;
    await Promise.all(load);

    expect(child.exitCode, stderr).toBeNull();
    const seen = Object.fromEntries(statuses);
    expect(unexpected, log.slice(-6000)).toEqual([]);
    expect(Object.keys(seen).filter((status) => status !== '200' && status !== '503')).toEqual([]);
    expect(seen['200']).toBeGreaterThan(50);
    expect(await isReady()).toBe(true);
  }, 90_000);

  it('reports the database (and Redis) up again in the metrics', async () => {
    const healthy = async () => {
      const res = await fetch(`${base}/metrics`, {
        headers: { authorization: 'Bearer test-metrics-token-0123456789' },
      });
      const text = await res.text();
      return (
        text.includes('casino_database_up 1') && (!relay || text.includes('casino_redis_up 1'))
      );
    };
    const started = Date.now();
    while (!(await healthy())) {
      expect(Date.now() - started, 'healthy within 5 s').toBeLessThan(5000);
      await sleep(200);
    }
    expect(child.exitCode, stderr).toBeNull();
  });
});
