import type { Database } from '@casino/db';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { TestDatabase } from './databases.ts';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  close(): Promise<void>;
}

/** The API on a fresh seeded database, without the web build; close() disposes both. */
export async function buildTestApp(db: TestDatabase, overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await db.open();
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
  const app = await buildApp({ config, db: database.db, withWeb: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
