import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seed } from '@casino/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { signSeamless } from '../apps/server/src/modules/game/seamless/signature.ts';
import { openBenchDatabase } from './bench-database.ts';
import { fundedPlayer, json } from './bench-player.ts';

/**
 * The cost of the responsible-gaming check per bet (`npm run bench:limits`, docs/decisions/026):
 * seamless-wallet bets per second (CONCURRENCY players betting at once, one bet at a time each,
 * `app.inject` with signed bodies) of players without limits beside players with a bet, a loss
 * and a deposit limit of each period (nine limits, never reached, so every bet takes the lock
 * and counts its windows), in the same run, alternating rounds. PGlite unless BENCH_DATABASE_URL names a PostgreSQL server.
 */
const BETS = Number(process.env.BENCH_BETS ?? 1500);
const ROUNDS = 3;
const CONCURRENCY = 8;
const PASSWORD = 'bench-password-1';
const CARD_SECRET = 'bench-card-webhook-secret-0123456789abcdef';
const PROVIDER_SECRET = 'bench-builtin-provider-secret-0123456789abcdef';

const mailbox = mkdtempSync(join(tmpdir(), 'casino-bench-mail-'));
const bench = await openBenchDatabase('limits', { maxConnections: CONCURRENCY + 2 });
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'memory://',
  MAILBOX_DIR: mailbox,
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  RATE_LIMIT_REGISTER_PER_MINUTE: '1000000',
  SANDBOX_CARD_WEBHOOK_SECRET: CARD_SECRET,
  BUILTIN_PROVIDER_SECRET: PROVIDER_SECRET,
  GAME_ORIGIN_PORT: '0',
});
await bench.database.migrate();
await seed(bench.database.db);
const app = await buildApp({ config, db: bench.database.db, withWeb: false });
await app.ready();

/** A funded player with the game open: its launch token. */
async function player(name: string, limits: object[]) {
  const headers = await fundedPlayer(app, {
    name,
    password: PASSWORD,
    cardSecret: CARD_SECRET,
    amount: 1_000_000,
  });
  for (const limit of limits) {
    await json(
      await app.inject({ method: 'POST', url: '/api/player/limits', headers, payload: limit }),
    );
  }
  const games = await json(await app.inject({ url: '/api/game/games?perPage=1' }));
  const identity: string = games.items[0].identity;
  const played = await json(
    await app.inject({
      method: 'POST',
      url: `/api/game/games/${identity}/play`,
      headers,
      payload: { real: true, locale: 'en' },
    }),
  );
  return { token: new URL(played.url).searchParams.get('token')!, identity };
}

async function betsPerSecond(launches: { token: string; identity: string }[]) {
  let next = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    launches.map(async (launch) => {
      while (next++ < BETS) {
        const body = JSON.stringify({
          token: launch.token,
          transactionId: `bench-${randomUUID()}`,
          roundId: `round-${randomUUID()}`,
          gameIdentity: launch.identity,
          amount: 1,
          currency: 'USD',
        });
        const res = await app.inject({
          method: 'POST',
          url: '/api/seamless/builtin/bet',
          headers: { 'content-type': 'application/json', ...signSeamless(PROVIDER_SECRET, body) },
          payload: body,
        });
        if (res.statusCode !== 200) refused++;
      }
    }),
  );
  if (refused > 0) throw new Error(`${refused} bets refused`);
  return BETS / ((performance.now() - started) / 1000);
}

try {
  const high = 100_000_000;
  const limits = (['daily', 'weekly', 'monthly'] as const).flatMap((period) =>
    [1, 2, 3].map((definition) => ({
      action: 'set',
      definition,
      period,
      currency: 'USD',
      amount: high,
    })),
  );
  const players = (name: string, set: object[]) =>
    Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => player(`${name}${i}`, set)));
  const free = await players('free', []);
  const limited = await players('limited', limits);
  const figures = { free: [] as number[], limited: [] as number[] };
  await betsPerSecond(free); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    figures.free.push(await betsPerSecond(free));
    figures.limited.push(await betsPerSecond(limited));
  }
  const best = (xs: number[]) => Math.max(...xs);
  console.log(`database: ${bench.label}`);
  console.log(`${BETS} bets of 1 cent per run, ${CONCURRENCY} at a time, best of ${ROUNDS} runs`);
  console.log(
    `no limits (baseline)                      ${best(figures.free).toFixed(0).padStart(6)} bets/s  (1.00x)`,
  );
  console.log(
    `9 limits (bet, loss, deposit x 3 periods) ${best(figures.limited).toFixed(0).padStart(6)} bets/s  (${(best(figures.limited) / best(figures.free)).toFixed(2)}x)`,
  );
} finally {
  await app.close();
  await bench.dispose();
  rmSync(mailbox, { recursive: true, force: true });
}
