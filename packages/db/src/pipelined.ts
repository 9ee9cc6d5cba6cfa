import { is } from 'drizzle-orm';
import { type PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js';
import type { ReservedSql, Sql } from 'postgres';
import type { Db, Tx } from './client.ts';

/**
 * Transactions whose `begin` is not a round trip of its own (issue 31, ADR 039 fifth round).
 * postgres.js's `begin()` waits for BEGIN's answer before the work's first statement; here the
 * connection is reserved, BEGIN is issued and the work starts in the same tick, so its first
 * statements go out in the same write. And a caller that knows its last statements may send
 * COMMIT right behind them (`commitWith`), another round trip less.
 *
 * Like raw-rows.ts, this reaches into Drizzle (its postgres.js session and transaction
 * classes): `pipelined.test.ts` pins what it relies on. On PGlite (no sockets, no round trips)
 * and inside an open transaction (a savepoint) it is Drizzle's own `transaction`.
 */

interface DrizzleInternals {
  _: { session: unknown };
}

/** What a postgres.js session holds (private or protected in Drizzle's types). */
interface SessionInternals {
  client: Sql;
  dialect: PgDialect;
  schema: ConstructorParameters<typeof PostgresJsTransaction>[2];
  options: ConstructorParameters<typeof PostgresJsSession>[3];
}

/** The commit of each open pipelined transaction, for `commitWith`. */
const commits = new WeakMap<object, () => Promise<void>>();

/** A failed statement turned the transaction's COMMIT into a ROLLBACK. */
export class TransactionAbortedError extends Error {
  constructor() {
    super('the transaction was aborted by a failed statement: COMMIT rolled it back');
  }
}

/** A reserved connection with savepoints, which Drizzle's nested transactions use. */
function withSavepoints(reserved: ReservedSql) {
  let next = 0;
  const client = reserved as ReservedSql & {
    savepoint<T>(work: (sql: ReservedSql) => Promise<T>): Promise<T>;
  };
  client.savepoint = async (work) => {
    const name = `s${next++}`;
    await reserved.unsafe(`savepoint ${name}`);
    try {
      const result = await work(client);
      await reserved.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await reserved.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  return client;
}

/**
 * Runs `work` in one transaction, its BEGIN sent with the statements `work` issues before its
 * first await. Rolled back when `work` throws; committed when it returns (unless it committed
 * already through `commitWith`).
 */
export async function pipelinedTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const session = (db as Db & DrizzleInternals)._.session;
  if (is(db, PgTransaction) || !is(session, PostgresJsSession)) return db.transaction(work);
  const { client: pool, dialect, schema, options } = session as unknown as SessionInternals;
  const reserved = withSavepoints(await pool.reserve());
  // Drizzle's transaction on the reserved connection: its nested transactions are savepoints.
  // (Drizzle types a transaction's client as postgres.js's TransactionSql, its session's as Sql.)
  const txSession = new PostgresJsSession(reserved as unknown as Sql, dialect, schema, options);
  const tx = new PostgresJsTransaction(dialect, txSession as never, schema) as unknown as Tx;
  let commit: Promise<void> | null = null;
  const sendCommit = () => {
    // NOTE: awaited at once, like Drizzle awaits each statement it issues: postgres.js queues
    // a statement one microtask after its promise is first awaited, so COMMIT queues behind
    // the statements issued before it in the same tick, as they were issued.
    commit ??= (async () => {
      const result = await reserved.unsafe('commit');
      // After a failed statement PostgreSQL answers COMMIT with ROLLBACK.
      if (result.command !== 'COMMIT') throw new TransactionAbortedError();
    })();
    return commit;
  };
  commits.set(tx, sendCommit);
  try {
    // NOTE: not awaited before `work`: its first statements follow BEGIN in the same write
    // (BEGIN's promise is taken now, so postgres.js queues it before them).
    const begun = reserved.unsafe('begin');
    begun.catch(() => {});
    const result = await work(tx);
    await begun;
    await sendCommit();
    return result;
  } catch (error) {
    if (!commit) await reserved.unsafe('rollback').catch(() => {});
    throw error;
  } finally {
    commits.delete(tx);
    reserved.release();
  }
}

/**
 * Sends the commit of `tx` now, behind the statements already issued on it (they and the
 * COMMIT go out together), when `tx` is a pipelined transaction; null otherwise (its commit
 * comes when its work returns). The caller must issue nothing more on `tx` afterwards, and
 * await the returned promise with its last statements: it rejects when one of them failed.
 */
export function commitWith(tx: Db): Promise<void> | null {
  return commits.get(tx)?.() ?? null;
}
