import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { basename } from 'node:path';
import { freePort } from '../e2e/support/site.ts';
import { CARD_WEBHOOK_PATH, cardDeposit, cardPaidWebhook, registration } from './bench-player.ts';
import { type BenchPlayer, PROVIDER_SECRET, SLOT } from './seamless-calls.ts';

const CARD_SECRET = 'bench-card-webhook-secret-0123456789abcdef';
const PASSWORD = 'bench-password-1';

/** A checkout's server (`node apps/server/src/server.ts`) on its own database and port. */
export interface BetsSite {
  /** `this`, or the compared folder's name with its commit. */
  label: string;
  url: string;
  pid: number | undefined;
  database: string;
  stop(): Promise<void>;
  /** `npm run wallet:check` of the checkout on its database. */
  walletCheck(): { ok: boolean; output: string };
}

/** The server's environment: this benchmark's secrets, cheap password hashes, no limit on sign-ups. */
export function serverEnv(databaseUrl: string, mailbox: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    MAILBOX_DIR: mailbox,
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    RATE_LIMIT_REGISTER_PER_MINUTE: '1000000',
    SANDBOX_CARD_WEBHOOK_SECRET: CARD_SECRET,
    BUILTIN_PROVIDER_SECRET: PROVIDER_SECRET,
    BONUS_EXPIRY_SWEEP_SECONDS: '0',
  };
}

function labelOf(root: string) {
  try {
    const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return `${basename(root)} (${commit})`;
  } catch {
    return basename(root);
  }
}

/** Starts the checkout at `root` (this one: `null`) on `database`, ready (`/api/ready`). */
export async function startSite(
  root: string | null,
  database: { name: string; url: string },
  mailbox: string,
): Promise<BetsSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = serverEnv(database.url, mailbox);
  const cwd = root ?? process.cwd();
  // BENCH_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: where the server's time goes.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'apps/server/src/server.ts'], {
    cwd,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      GAME_ORIGIN_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not become ready in 180 s');
    }
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    label: root ? labelOf(root) : 'this',
    url,
    pid: child.pid,
    database: database.name,
    stop,
    walletCheck() {
      const out = spawnSync(process.execPath, ['apps/server/src/cli.ts', 'wallet-check'], {
        cwd,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
      return { ok: out.status === 0, output: `${out.stdout}${out.stderr}`.trim() };
    },
  };
}

async function api(
  base: string,
  path: string,
  init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const res = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body }),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * A registered player with 500.00 USD deposited and the slot launched; `limited`: deposit and
 * loss limits of each period (never reached) set first, and the deposit takes the welcome
 * bonus (100 % up to 500.00, 30× wagering, active at once).
 */
async function preparePlayer(base: string, i: number, limited: boolean): Promise<BenchPlayer> {
  const registered = await api(base, '/api/player/register', {
    body: registration(`bets-bench-${i}`, PASSWORD),
  });
  const token: string = registered.accessToken;
  if (limited) {
    for (const period of ['daily', 'weekly', 'monthly'] as const) {
      for (const definition of [2, 3]) {
        await api(base, '/api/player/limits', {
          token,
          body: { action: 'set', definition, period, currency: 'USD', amount: 100_000_000 },
        });
      }
    }
  }
  const amount = 50_000;
  const { invoice } = await api(base, '/api/payment/invoices/deposit', {
    token,
    body: cardDeposit(amount, limited ? { bonusCode: 'welcome-1' } : {}),
  });
  const webhook = cardPaidWebhook(CARD_SECRET, invoice);
  await api(base, CARD_WEBHOOK_PATH, { body: webhook.body, headers: webhook.headers });
  const accounts = await api(base, '/api/wallet/accounts', { token });
  const usd = (accounts.items ?? accounts).find((a: { currency: string }) => a.currency === 'USD');
  const expected = limited ? amount * 2 : amount;
  if (usd?.balance !== expected) {
    throw new Error(`player ${i}: balance ${usd?.balance}, expected ${expected}`);
  }
  const played = await api(base, `/api/game/games/${SLOT}/play`, {
    token,
    body: { real: true, locale: 'en' },
  });
  return { token: new URL(played.url).searchParams.get('token')!, limited };
}

/** `count` players on the site, four registering at a time; every other one is limited. */
export async function preparePlayers(site: BetsSite, count: number): Promise<BenchPlayer[]> {
  const players: BenchPlayer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const i = next++;
        players[i] = await preparePlayer(site.url, i, i % 2 === 1);
      }
    }),
  );
  return players;
}
