import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bonusDefinitions, seed } from '@casino/db';
import { GAME_TITLES } from '@casino/game-engine';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { signSeamless } from '../apps/server/src/modules/game/seamless/signature.ts';
import { creditDeposit } from '../apps/server/src/modules/wallet/service.ts';
import { openBenchDatabase } from './bench-database.ts';

/**
 * Seamless-wallet throughput with and without an active bonus (`npm run bench:bonus`), same
 * run, same database (PGlite in a temporary folder, or a fresh database on BENCH_DATABASE_URL):
 * PLAYERS players with real money only and PLAYERS players whose stakes come from an active
 * bonus (each settled round then also counts wagering, checks completion and loss). Each
 * player plays rounds (bet, then a closed win; every other round wins) one after another, all
 * players at once, ROUNDS rounds per mode; the modes take turns twice. Prints bets/s (one bet
 * and one win call per round) and the ratio.
 */
const PLAYERS = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);
const SLOT = GAME_TITLES.find((t) => t.categories.includes('slots'))!.identity;

const bench = await openBenchDatabase('bonus');
const mailbox = mkdtempSync(join(tmpdir(), 'casino-bench-mail-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'unused',
  MAILBOX_DIR: mailbox,
  RATE_LIMIT_REGISTER_PER_MINUTE: '1000000',
  BUILTIN_PROVIDER_SECRET: 'bench-builtin-provider-secret-0123456789abcdef',
  BONUS_EXPIRY_SWEEP_SECONDS: '0',
});
type App = Awaited<ReturnType<typeof buildApp>>;
let app: App | undefined;

async function register(app: App, i: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/player/register',
    payload: {
      email: `bonus-bench-${i}@example.com`,
      password: 'bench-password-1',
      password_confirmation: 'bench-password-1',
      currency: 'USD',
      country: 'DE',
      agreements: true,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.body}`);
  const body = res.json() as { accessToken: string; profile: { id: string } };
  return { id: body.profile.id, token: body.accessToken };
}

async function launch(app: App, accessToken: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/game/games/${SLOT}/play`,
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { real: true, locale: 'en' },
  });
  if (res.statusCode !== 200) throw new Error(`launch: ${res.body}`);
  return new URL((res.json() as { url: string }).url).searchParams.get('token')!;
}

async function call(app: App, kind: 'bet' | 'win', body: object) {
  const payload = JSON.stringify(body);
  const res = await app.inject({
    method: 'POST',
    url: `/api/seamless/builtin/${kind}`,
    headers: {
      'content-type': 'application/json',
      ...signSeamless(config.BUILTIN_PROVIDER_SECRET!, payload),
    },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
}

async function playRounds(app: App, tokens: string[], rounds: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      while (next < rounds) {
        const i = next++;
        const bet = {
          token,
          transactionId: `b-${randomUUID()}`,
          roundId: `r-${randomUUID()}`,
          gameIdentity: SLOT,
          amount: 100,
          currency: 'USD',
        };
        await call(app, 'bet', bet);
        await call(app, 'win', {
          ...bet,
          transactionId: `${bet.transactionId}-w`,
          amount: i % 2 === 0 ? 0 : 190,
          roundClosed: true,
        });
      }
    }),
  );
  return rounds / ((performance.now() - started) / 1000);
}

try {
  await bench.database.migrate();
  await seed(bench.database.db);
  await bench.database.db.insert(bonusDefinitions).values({
    identity: 'bench-bonus',
    name: 'Bench bonus',
    kind: 'fixed',
    state: 'published',
    amount: 100_000_000,
    code: 'BENCHBONUS',
    codeTrigger: 2,
    activationDays: 30,
    wageringMultiplier: 1000,
    wageringDays: 30,
    contributions: { slots: 100 },
  });
  app = await buildApp({ config, db: bench.database.db, withWeb: false });
  await app.ready();
  const wallet = app.payments.ctx.wallet;
  const plain: string[] = [];
  const withBonus: string[] = [];
  for (let i = 0; i < PLAYERS * 2; i++) {
    const player = await register(app, i);
    if (i < PLAYERS) {
      await creditDeposit(wallet, {
        playerId: player.id,
        currency: 'USD',
        amount: 100_000_000,
        idempotencyKey: `bench-deposit-${i}`,
      });
      plain.push(await launch(app, player.token));
    } else {
      const res = await app.inject({
        method: 'POST',
        url: '/api/game/bonuses/bonuscodes',
        headers: { authorization: `Bearer ${player.token}` },
        payload: { bonusCode: 'BENCHBONUS', trigger: 2 },
      });
      if ((res.json() as { status: number }).status !== 2) throw new Error(`code: ${res.body}`);
      withBonus.push(await launch(app, player.token));
    }
  }
  // Warm-up, then the modes take turns.
  await playRounds(app, plain, 40);
  await playRounds(app, withBonus, 40);
  const runs = { plain: [] as number[], bonus: [] as number[] };
  for (let turn = 0; turn < 2; turn++) {
    runs.plain.push(await playRounds(app, plain, ROUNDS));
    runs.bonus.push(await playRounds(app, withBonus, ROUNDS));
  }
  const best = (values: number[]) => Math.max(...values);
  const plainRate = best(runs.plain);
  const bonusRate = best(runs.bonus);
  console.log(`database: ${bench.label}`);
  console.log(
    `${PLAYERS} players per mode, ${ROUNDS} rounds per run (a bet and a closed win each), best of 2 runs`,
  );
  console.log(`without a bonus (real money)   ${plainRate.toFixed(1)} bets/s  (1.00x)`);
  console.log(
    `with an active bonus           ${bonusRate.toFixed(1)} bets/s  (${(bonusRate / plainRate).toFixed(2)}x of without)`,
  );
} finally {
  await app?.close();
  await bench.dispose();
  rmSync(mailbox, { recursive: true, force: true });
}
