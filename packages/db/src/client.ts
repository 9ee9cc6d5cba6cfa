import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: queries are written once and run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

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
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Opens the database named by `url`: a `postgres://` URL uses PostgreSQL, `memory://` an
 * in-memory PGlite, anything else is a folder where PGlite keeps its files.
 */
export function openDatabase(
  url: string,
  { loadDataDir, maxConnections = 10 }: OpenOptions = {},
): Database {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const sql = postgres(url, { max: maxConnections, onnotice: () => {} });
    const db = drizzlePostgres(sql, { schema });
    return {
      db: db as unknown as Db,
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
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}

/**
 * Rows of a raw `sql` query on either driver, as a prepared statement: postgres.js then keeps
 * it per connection (plan cached, one round trip), where `db.execute` would parse, describe
 * and plan it anew on every call.
 * NOTE: raw rows are the driver's own: `bigint` columns arrive as string (postgres.js), number
 * or bigint (PGlite), so convert them where they are read.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  // Drizzle's own route to a named (prepared) statement; `execute` never prepares.
  const { dialect, _ } = db as unknown as { dialect: PgDialect; _: { session: PgSession } };
  const prepared = _.session.prepareQuery(dialect.sqlToQuery(query), undefined, 'raw', false);
  const result = (await prepared.execute()) as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
