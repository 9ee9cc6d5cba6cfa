import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database, Db } from '@casino/db';
import { type AppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { BetGuard } from '../src/modules/game/bet-guard.ts';
import type { DepositLimitCheck } from '../src/modules/payment/deposit-limits.ts';
import type { Clock } from '../src/shared/clock.ts';
import type { TestDatabase } from './databases.ts';

export type TestServer = Awaited<ReturnType<typeof buildApp>>;

export interface TestApp {
  app: TestServer;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A clock the test moves (see fakes/clock.ts); the system clock otherwise. */
  clock?: Clock;
  /** Replaces the limits module's deposit check (e.g. one that refuses, for code 13100). */
  depositLimits?: DepositLimitCheck;
  /** Replaces the limits module's bet check (e.g. one that refuses with a limit). */
  betGuard?: BetGuard;
  /** Logger options (e.g. a stream that captures the log); silent otherwise. */
  logger?: AppOptions['logger'];
  /** The read pool (DATABASE_READ_URL's replica); the database itself otherwise. */
  readDb?: Db;
}

/**
 * Test defaults: cheap argon2 (1 MiB, t=1) so the suite stays fast, rate limits out of the
 * way (their own tests set them low), known operator key and webhook secrets, and a temporary
 * mailbox removed on close.
 */
const TEST_CONFIG: Partial<Config> = {
  ARGON2_MEMORY_KIB: 1024,
  ARGON2_TIME_COST: 1,
  RATE_LIMIT_LOGIN_PER_MINUTE: 10_000,
  RATE_LIMIT_REGISTER_PER_MINUTE: 10_000,
  RATE_LIMIT_RESET_PER_MINUTE: 10_000,
  RATE_LIMIT_RESEND_PER_MINUTE: 10_000,
  OPERATOR_API_KEY: 'test-operator-key-0123456789',
  SANDBOX_CARD_WEBHOOK_SECRET: 'test-card-webhook-secret-0123456789abcdef',
  SANDBOX_CRYPTO_WEBHOOK_SECRET: 'test-crypto-webhook-secret-0123456789abcdef',
  SANDBOX_PIX_WEBHOOK_SECRET: 'test-pix-webhook-secret-0123456789abcdef',
  BUILTIN_PROVIDER_SECRET: 'test-builtin-provider-secret-0123456789abcdef',
  // The aggregators' wallets and twins only where a test asks for them (issue 34).
  HUB88_ENABLED: false,
  SOFTSWISS_ENABLED: false,
  EVERYMATRIX_ENABLED: false,
  SLOTEGRATOR_ENABLED: false,
  // Tests listening on port 0 run in parallel: the games' origin takes a free port too.
  GAME_ORIGIN_PORT: 0,
};

/** The API on a fresh seeded database, without the web build; close() disposes both. */
export async function buildTestApp(
  db: TestDatabase,
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await db.open();
  const app = await buildApiOn(database.db, overrides, options);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/**
 * Another API instance, without the web build, on a database that is already open (e.g. the
 * same data under other config). Closing the app leaves the database to its owner.
 */
export async function buildApiOn(
  db: Db,
  overrides: Partial<Config> = {},
  { clock, depositLimits, betGuard, logger, readDb }: TestAppOptions = {},
): Promise<TestServer> {
  const mailbox = mkdtempSync(join(tmpdir(), 'casino-mailbox-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    MAILBOX_DIR: mailbox,
    ...TEST_CONFIG,
    ...overrides,
  };
  const app = await buildApp({
    config,
    db,
    readDb,
    withWeb: false,
    clock,
    depositLimits,
    betGuard,
    logger,
  });
  // A mail still being written as the app closes makes the folder briefly non-empty (ENOTEMPTY):
  // retried, not thrown from the close hook (which left the test's teardown hanging).
  app.addHook('onClose', () =>
    rmSync(mailbox, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }),
  );
  await app.ready();
  return app;
}
