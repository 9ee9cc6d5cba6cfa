import { type Database, type OpenOptions, openDatabase, seed } from '@casino/db';
import postgres from 'postgres';
import { openSeededPglite } from './pglite-template.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool's size and the driver's statements as sent (see OpenOptions). */
  open(
    options?: Pick<OpenOptions, 'onStatement' | 'maxConnections'>,
  ): Promise<Database & { dispose(): Promise<void> }>;
}

/** PostgreSQL server for the database suite; unset means PGlite only. */
const PG_URL = process.env.TEST_DATABASE_URL;

/** A fresh in-memory PGlite with migrations and seed applied. */
const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const database = await openSeededPglite();
    return { ...database, dispose: () => database.close() };
  },
};

/** A fresh, uniquely named PostgreSQL database, dropped afterwards. */
const postgresServer: TestDatabase = {
  name: 'postgres',
  async open(options = {}) {
    const url = new URL(PG_URL!);
    const name = `casino_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgres(PG_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    url.pathname = `/${name}`;
    const database = openDatabase(url.toString(), options);
    await database.migrate();
    await seed(database.db);
    return {
      ...database,
      async dispose() {
        await database.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  },
};

/**
 * The databases every database test runs against: PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL names a server (CI sets it).
 */
export const TEST_DATABASES: TestDatabase[] = PG_URL ? [pglite, postgresServer] : [pglite];

/** The PostgreSQL server of the database suite, when TEST_DATABASE_URL names one. */
export const TEST_POSTGRES: TestDatabase | null = PG_URL ? postgresServer : null;
