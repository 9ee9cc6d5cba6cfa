import * as drizzle from 'drizzle-orm';
import { type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * The one place that reaches into Drizzle's internals (`db.dialect`, `db._.session`), so a
 * Drizzle upgrade that moves them breaks one file and its test (`raw-rows.test.ts`).
 * NOTE: raw rows are the driver's own: `bigint` columns arrive as string (postgres.js), number
 * or bigint (PGlite), so convert them where they are read.
 */
interface DrizzleInternals {
  dialect: PgDialect;
  _: Db['_'];
}

/** Both drivers' shapes of a result: postgres.js gives the rows, PGlite `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}

/**
 * Rows of a raw `sql` query as a prepared statement: postgres.js keeps it per connection (plan
 * cached, one round trip), where `db.execute` would parse, describe and plan it on every call.
 * Only where an ADR measured the gain (docs/decisions/013-sql-and-transactions.md).
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { dialect, _ } = db as Db & DrizzleInternals;
  // Drizzle's own route to a named statement (a name makes postgres.js prepare it).
  const prepared = _.session.prepareQuery(dialect.sqlToQuery(query), undefined, 'raw', false);
  return rowsOf<T>(await prepared.execute());
}

/**
 * Rows of a raw `sql` query planned for its own values on every call (an unnamed statement):
 * for queries whose best plan depends on the values (ADR 007, lobby filters).
 */
export async function queryRowsPlannedEachTime<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** A placeholder per named value of a `rawStatement`. */
export type Placeholders<V> = { [K in keyof V]: Placeholder<K & string> };

const placeholders = new Proxy({} as Record<string, Placeholder>, {
  get: (_, name) => sql.placeholder(String(name)),
});

/** `make`'s result for the database's dialect, made on its first call (one per driver). */
function oncePerDialect<C>(make: (db: Db) => C): (db: Db) => C {
  const made = new WeakMap<PgDialect, C>();
  return (db) => {
    const { dialect } = db as Db & DrizzleInternals;
    let value = made.get(dialect);
    if (value === undefined) {
      value = make(db);
      made.set(dialect, value);
    }
    return value;
  };
}

/**
 * A raw prepared statement (like `queryRows`) whose text is built once: `build` gets a
 * placeholder for each named value, and each call fills them in. The hot path's statements
 * (issue 31, ADR 039 fifth round) no longer build their `sql` template and its text at every
 * call. `build` must not branch on values (it sees placeholders only).
 */
export function rawStatement<V extends Record<string, unknown>, T = Record<string, unknown>>(
  build: (values: Placeholders<V>) => SQL,
): (db: Db, values: V) => Promise<T[]> {
  const compiledFor = oncePerDialect((db) =>
    (db as Db & DrizzleInternals).dialect.sqlToQuery(build(placeholders as Placeholders<V>)),
  );
  return async (db, values) => {
    const query = compiledFor(db);
    const { _ } = db as Db & DrizzleInternals;
    const prepared = _.session.prepareQuery(query, undefined, 'raw', false);
    return rowsOf<T>(await prepared.execute(values));
  };
}

/** Drizzle's own ordering of a select's fields (exported by its utils, not in its types). */
const { orderSelectedFields } = drizzle as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): unknown[];
};

/** What a Drizzle select builder holds, from which `_prepare` makes its statement at each call. */
interface SelectInternals {
  getSQL(): SQL;
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap: Record<string, boolean>;
}

/** A compiled select: its text, its fields in order and its joins (Drizzle maps rows with them). */
interface CompiledSelect {
  query: Query;
  fields: unknown[];
  joinsNotNullableMap: Record<string, boolean>;
}

/**
 * A Drizzle select whose text and row mapping are built once (issue 31, ADR 039 seventh round):
 * `build` gets the database and a placeholder per named value and returns a select (`.where`
 * with placeholders, no `.prepare`); the first call compiles it, and every call runs it on the
 * `db` it is given (a transaction's connection too) as the named statement `name`, rows mapped
 * as Drizzle maps them. A builder's own `.prepare(name).execute()` compiles it again at every
 * call (its select list, its `where`, its text: a tenth of a bet's server time). `build` must not
 * branch on values (it sees placeholders only).
 */
export function preparedSelect<V extends Record<string, unknown>, T>(
  name: string,
  build: (db: Db, values: Placeholders<V>) => PromiseLike<T[]>,
): (db: Db, values: V) => Promise<T[]> {
  const compiledFor = oncePerDialect((db): CompiledSelect => {
    const builder = build(db, placeholders as Placeholders<V>) as unknown as SelectInternals;
    return {
      query: (db as Db & DrizzleInternals).dialect.sqlToQuery(builder.getSQL()),
      fields: orderSelectedFields(builder.config.fields),
      joinsNotNullableMap: builder.joinsNotNullableMap,
    };
  });
  return async (db, values) => {
    const select = compiledFor(db);
    const { _ } = db as Db & DrizzleInternals;
    const prepared = _.session.prepareQuery(select.query, select.fields as never, name, true);
    (prepared as unknown as { joinsNotNullableMap: unknown }).joinsNotNullableMap =
      select.joinsNotNullableMap;
    return (await prepared.execute(values)) as T[];
  };
}
