import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seed } from '@casino/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { sdkScript } from '../apps/server/src/sportsbook-provider/sdk-routes.ts';
import { openBenchDatabase } from './bench-database.ts';
import { fundedPlayer, json } from './bench-player.ts';

/**
 * Sports bets per second through the seamless wallet (`npm run bench:sportsbook`, docs/decisions/032)
 * beside casino bets per second in the same run: CONCURRENCY players each placing one bet at a
 * time. A sports bet is a placement at the sportsbook (its API through `inject`) whose stake
 * the sportsbook reserves over real HTTP (`bet`); a casino bet is a built-in dice round (its
 * API through `inject`: `bet` and `win` over real HTTP). Alternating rounds. PGlite unless
 * BENCH_DATABASE_URL names a PostgreSQL server.
 */
const BETS = Number(process.env.BENCH_BETS ?? 300);
const ROUNDS = 2;
const CONCURRENCY = 4;
const PASSWORD = 'bench-password-1';
const CARD_SECRET = 'bench-card-webhook-secret-0123456789abcdef';

const mailbox = mkdtempSync(join(tmpdir(), 'casino-bench-mail-'));
const bench = await openBenchDatabase('sportsbook', { maxConnections: CONCURRENCY * 2 + 4 });
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: 'memory://',
  MAILBOX_DIR: mailbox,
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  RATE_LIMIT_REGISTER_PER_MINUTE: '1000000',
  // A bench is one address and four players placing as fast as they can.
  RATE_LIMIT_SPORTSBOOK_PER_MINUTE: '1000000',
  RATE_LIMIT_SPORTSBOOK_BETS_PER_MINUTE: '1000000',
  SANDBOX_CARD_WEBHOOK_SECRET: CARD_SECRET,
  GAME_ORIGIN_PORT: '0',
});
await bench.database.migrate();
await seed(bench.database.db);
const app = await buildApp({ config, db: bench.database.db, withWeb: false });
await app.listen({ host: '127.0.0.1', port: 0 });

async function launch(headers: Record<string, string>, identity: string) {
  const played = await json(
    await app.inject({
      method: 'POST',
      url: `/api/game/games/${identity}/play`,
      headers,
      payload: { real: true, locale: 'en' },
    }),
  );
  return new URL(played.url).searchParams.get('token')!;
}

/** A funded player with the sportsbook and a dice game open. */
async function player(n: number) {
  const headers = await fundedPlayer(app, {
    name: `sb-${n}`,
    password: PASSWORD,
    cardSecret: CARD_SECRET,
    amount: 1_000_000,
  });
  const sports = await json(
    await app.inject({
      method: 'POST',
      url: '/sportsbook/api/sessions',
      payload: { token: await launch(headers, 'sportsbook') },
    }),
  );
  const games = await json(await app.inject({ url: '/api/game/games?perPage=100' }));
  const dice = games.items.find((g: { kind: string }) => g.kind === 'dice').identity;
  const casino = await json(
    await app.inject({
      method: 'POST',
      url: '/provider/api/sessions',
      payload: { identity: dice, mode: 'real', token: await launch(headers, dice) },
    }),
  );
  return { sports: sports.sessionId as string, casino: casino.sessionId as string };
}

const players = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => player(i)));

async function perSecond(bet: (p: (typeof players)[number]) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    players.map(async (p) => {
      while (next++ < BETS) await bet(p);
    }),
  );
  return BETS / ((performance.now() - started) / 1000);
}

let refused = 0;
let feed: {
  events: {
    id: string;
    markets: { id: string; suspended: boolean; odds: Record<string, number> }[];
  }[];
};
async function sportsBet(p: (typeof players)[number]) {
  const open = feed.events.filter(
    (e: { markets: { suspended: boolean }[] }) => !e.markets[0]!.suspended,
  );
  const event = open[Math.floor(Math.random() * open.length)]!;
  const market = event.markets[0]!;
  const res = await app.inject({
    method: 'POST',
    url: '/sportsbook/api/bets',
    headers: { authorization: `Bearer ${p.sports}` },
    payload: {
      kind: 'singles',
      stake: 10,
      selections: [
        { eventId: event.id, market: market.id, selection: 'home', odds: market.odds.home },
      ],
      oddsChange: 'accept',
      requestId: randomUUID(),
    },
  });
  // A market suspended (or repriced) since the board was read: a real answer, counted apart.
  if (res.statusCode === 409) refused++;
  else await json(res);
}

async function casinoBet(p: (typeof players)[number]) {
  await json(
    await app.inject({
      method: 'POST',
      url: `/provider/api/sessions/${p.casino}/rounds`,
      payload: {
        stake: 10,
        bet: { kind: 'dice', target: 50, direction: 'under' },
        requestId: randomUUID(),
      },
    }),
  );
}

const results = { sports: [] as number[], casino: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  // The board is read once a round, as a bettor's screen would; the bets are what is timed.
  feed = await json(await app.inject({ url: '/sportsbook/api/feed' }));
  results.sports.push(await perSecond(sportsBet));
  results.casino.push(await perSecond(casinoBet));
}
const best = (xs: number[]) => Math.max(...xs).toFixed(0);
console.log(
  `database: ${bench.label}; ${BETS} bets × ${ROUNDS} rounds, ${CONCURRENCY} players at once`,
);
console.log(
  `sports bets/s (placement + seamless bet over HTTP): best ${best(results.sports)}  (${results.sports.map((x) => x.toFixed(0)).join(', ')})`,
);
console.log(
  `casino bets/s (dice round: seamless bet + win over HTTP): best ${best(results.casino)}  (${results.casino.map((x) => x.toFixed(0)).join(', ')})`,
);
console.log(`sports placements refused as suspended or repriced: ${refused}`);
await app.close();
await bench.dispose();
rmSync(mailbox, { recursive: true, force: true });
const sdk = await sdkScript();
console.log(
  `SDK first load (GET /sportsbook/sdk.js): ${(sdk.body.length / 1024).toFixed(1)} KB minified, ${(sdk.gzip.length / 1024).toFixed(1)} KB gzip`,
);
