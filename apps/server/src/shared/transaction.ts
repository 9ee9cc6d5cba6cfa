import { type Db, pipelinedTransaction, rawStatement, type Tx } from '@casino/db';
import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { fail, ok, type Result } from './result.ts';

/**
 * Transactions that end in an expected failure of type `F`: `rollback(failure)` anywhere
 * inside `run` undoes the work and `run` returns `fail(failure)`; anything else thrown is a
 * bug and propagates. Each scope has its own rollback, so a failure of one kind is never
 * taken for another's (an unhandled ledger rollback inside a payment is still thrown).
 */
export interface TransactionScope<F> {
  rollback(failure: F): never;
  /**
   * Runs `work` in one transaction (a savepoint when `db` already is one); on PostgreSQL its
   * BEGIN goes out with the statements `work` issues first (`pipelinedTransaction`).
   */
  run<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<Result<T, F>>;
  /**
   * Like `run`, but inside an open transaction `work` runs in it, without a savepoint (one
   * statement and one round trip less): `work` must write nothing before it may `rollback`, so
   * a failure leaves the caller's transaction as it was. Anything thrown still ends it.
   */
  step<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<Result<T, F>>;
}

/** Whether `db` is an open transaction rather than the connection pool. */
export const isTransaction = (db: Db): boolean => is(db, PgTransaction);

export function defineTransactionScope<F>(name: string): TransactionScope<F> {
  class Rollback extends Error {
    readonly failure: F;
    constructor(failure: F) {
      super(`${name} rollback`);
      this.failure = failure;
    }
  }
  const settle = async <T>(work: () => Promise<T>): Promise<Result<T, F>> => {
    try {
      return ok(await work());
    } catch (error) {
      if (error instanceof Rollback) return fail(error.failure);
      throw error;
    }
  };
  return {
    rollback(failure) {
      throw new Rollback(failure);
    },
    // BEGIN goes out with the work's first statements (issue 31, ADR 039 fifth round).
    run: (db, work) => settle(() => pipelinedTransaction(db, work)),
    step: (db, work) =>
      isTransaction(db) ? settle(() => work(db)) : settle(() => db.transaction(work)),
  };
}

/**
 * Waits for, then holds until the transaction ends, the advisory lock named `key`: work on
 * the same key queues. Raw SQL because the query builder has no advisory locks.
 */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  // Prepared (ADR 003), its text built once: the seamless money calls take one per call.
  await lockStatement(tx, { key });
}

const lockStatement = rawStatement<{ key: string }>(
  (v) => sql`select pg_advisory_xact_lock(hashtextextended(${v.key}, 0))`,
);
