import type { Database, Db } from '@casino/db';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { TestDatabase } from './databases.ts';

export type TestServer = Awaited<ReturnType<typeof buildApp>>;

export interface TestApp {
  app: TestServer;
  database: Database;
  close(): Promise<void>;
}

/** The API on a fresh seeded database, without the web build; close() disposes both. */
export async function buildTestApp(
  db: TestDatabase,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const database = await db.open();
  const app = await buildApiOn(database.db, overrides);
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
export async function buildApiOn(db: Db, overrides: Partial<Config> = {}): Promise<TestServer> {
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
  const app = await buildApp({ config, db, withWeb: false });
  await app.ready();
  return app;
}
