import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

/**
 * One type for both drivers: queries are written once and run on PGlite and PostgreSQL. Without
 * Drizzle's relational API (`db.query.*`, unused): a database or transaction object given the
 * schema builds a query builder per table when it is made, and every transaction makes one
 * (about 4% of a seamless call's server time with ~150 tables, issue 31).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/**
 * An open transaction (a `Db` too, so any query function takes it). Ask for `Tx` where the
 * work only makes sense inside one: row locks (`for update`), advisory transaction locks.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a gzipped tarball (see `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenOptions {
  /** PGlite only: start from a dump instead of an empty cluster (skips initdb, ~5x faster). */
  loadDataDir?: Blob;
  /** PostgreSQL only: size of the connection pool (default 10). */
  maxConnections?: number;
  /**
   * PostgreSQL only: the pool's name in `pg_stat_activity` (default `casino-server`; PGAPPNAME
   * or `?application_name=` in the URL win).
   */
  applicationName?: string;
  /**
   * PostgreSQL only: called with each statement as the driver sends it (BEGIN, COMMIT and
   * SAVEPOINT included). `npm run bench:bets` counts a seamless call's statements with it.
   */
  onStatement?: (statement: string) => void;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Opens the database named by `url`: a `postgres://` URL uses PostgreSQL, `memory://` an
 * in-memory PGlite, anything else is a folder where PGlite keeps its files.
 */
export function openDatabase(
  url: string,
  {
    loadDataDir,
    maxConnections = 10,
    applicationName = 'casino-server',
    onStatement,
  }: OpenOptions = {},
): Database {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // Named so operators (and the connection-cut test) can find this pool in pg_stat_activity;
    // `?application_name=` in the URL wins.
    const sql = postgres(url, {
      max: maxConnections,
      onnotice: () => {},
      connection: { application_name: process.env.PGAPPNAME || applicationName },
      ...(onStatement ? { debug: (_id: number, statement: string) => onStatement(statement) } : {}),
    });
    const db = drizzlePostgres(sql);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => sql.end({ timeout: 5 }),
    };
  }
  if (!url.startsWith('memory://')) mkdirSync(url, { recursive: true });
  // pg_trgm: the games' name search index (PostgreSQL ships it in contrib).
  const client = new PGlite(url, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}
