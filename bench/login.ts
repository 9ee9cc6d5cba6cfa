import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, seed } from '@casino/db';
import * as argon2 from 'argon2';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

/**
 * Login throughput of one in-process instance (`npm run bench:login`): registers PLAYERS
 * players, then times LOGINS password logins (`app.inject` POST /api/player/sessions, CONCURRENCY
 * at a time) with the default argon2id parameters, against the same number of GET /api/health
 * injections in the same run (the baseline: the framework without argon2 or the database).
 */
const PLAYERS = 40;
const LOGINS = 400;
const CONCURRENCY = 8;
const PASSWORD = 'bench-password-1';

async function run(count: number, task: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await task(next++);
    }),
  );
  return (performance.now() - started) / 1000;
}

const mailbox = mkdtempSync(join(tmpdir(), 'casino-bench-mail-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'memory://',
  MAILBOX_DIR: mailbox,
  // the benchmark itself would trip them
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
  RATE_LIMIT_REGISTER_PER_MINUTE: '1000000',
});
const database = openDatabase(config.DATABASE_URL);
await database.migrate();
await seed(database.db);
const app = await buildApp({ config, db: database.db, withWeb: false });
await app.ready();

try {
  const emails = Array.from({ length: PLAYERS }, (_, i) => `bench${i}@example.com`);
  const registerSeconds = await run(PLAYERS, async (i) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: {
        email: emails[i],
        password: PASSWORD,
        password_confirmation: PASSWORD,
        currency: 'USD',
        country: 'DE',
        agreements: true,
      },
    });
    if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  });

  const login = async (i: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: emails[i % PLAYERS], password: PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  };
  const health = async () => {
    const res = await app.inject('/api/health');
    if (res.statusCode !== 200) throw new Error(`health: ${res.statusCode}`);
  };
  await run(CONCURRENCY * 2, login); // warm-up
  await run(CONCURRENCY * 2, health);

  const loginSeconds = await run(LOGINS, login);
  const healthSeconds = await run(LOGINS, health);
  const loginRate = LOGINS / loginSeconds;
  const healthRate = LOGINS / healthSeconds;
  // The ceiling: argon2id verifications alone, same parameters and concurrency.
  const hash = await argon2.hash(PASSWORD, {
    type: argon2.argon2id,
    memoryCost: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_TIME_COST,
    parallelism: config.ARGON2_PARALLELISM,
  });
  const VERIFIES = LOGINS / 4;
  const verifySeconds = await run(VERIFIES, async () => {
    await argon2.verify(hash, PASSWORD);
  });
  const verifyRate = VERIFIES / verifySeconds;

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `argon2id: memory ${config.ARGON2_MEMORY_KIB} KiB, time cost ${config.ARGON2_TIME_COST}, ` +
      `parallelism ${config.ARGON2_PARALLELISM}; ${availableParallelism()} cores (${cpu}), ` +
      `libuv pool ${process.env.UV_THREADPOOL_SIZE ?? 4}; database PGlite in memory`,
  );
  console.log(
    `registrations: ${PLAYERS} in ${registerSeconds.toFixed(2)} s (${(PLAYERS / registerSeconds).toFixed(1)}/s)`,
  );
  console.log(
    `logins (POST /api/player/sessions, concurrency ${CONCURRENCY}): ${LOGINS} in ` +
      `${loginSeconds.toFixed(2)} s = ${loginRate.toFixed(1)} logins/s ` +
      `(${((loginSeconds / LOGINS) * 1000 * CONCURRENCY).toFixed(0)} ms latency at that concurrency)`,
  );
  console.log(
    `baseline (GET /api/health, concurrency ${CONCURRENCY}): ${LOGINS} in ` +
      `${healthSeconds.toFixed(2)} s = ${healthRate.toFixed(0)} requests/s`,
  );
  console.log(
    `argon2id verify alone (concurrency ${CONCURRENCY}): ${verifyRate.toFixed(1)}/s; ` +
      `logins reach ${((loginRate / verifyRate) * 100).toFixed(0)}% of it`,
  );
  console.log(`ratio: a login costs ${(healthRate / loginRate).toFixed(0)}x a health check`);
} finally {
  await app.close();
  await database.close();
  rmSync(mailbox, { recursive: true, force: true });
}
