import { commitWith, type Db, queryRows } from '@casino/db';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestDatabase } from '../../test/databases.ts';
import { defineTransactionScope, lockKey } from './transaction.ts';

type Failure = { kind: 'refused'; reason: string };

describe('defineTransactionScope', () => {
  const pglite = new PGlite();
  const db = drizzle(pglite);
  const scope = defineTransactionScope<Failure>('test');
  const other = defineTransactionScope<{ kind: 'other' }>('other');

  const insert = (tx: Db, word: string) => queryRows(tx, sql`insert into words values (${word})`);
  const words = async () =>
    (await queryRows<{ word: string }>(db, sql`select word from words order by word`)).map(
      (r) => r.word,
    );

  beforeAll(() => queryRows(db, sql`create table words (word text primary key)`));
  afterAll(() => pglite.close());

  it('commits the work and returns its value', async () => {
    const result = await scope.run(db, async (tx) => {
      await insert(tx, 'kept');
      return 42;
    });
    expect(result).toEqual({ ok: true, value: 42 });
    expect(await words()).toContain('kept');
  });

  it('rolls back on rollback() and returns the failure', async () => {
    const result = await scope.run(db, async (tx) => {
      await insert(tx, 'undone');
      scope.rollback({ kind: 'refused', reason: 'no' });
    });
    expect(result).toEqual({ ok: false, error: { kind: 'refused', reason: 'no' } });
    expect(await words()).not.toContain('undone');
  });

  it('rolls back and rethrows any other error, another scope\u2019s rollback too', async () => {
    await expect(
      scope.run(db, async (tx) => {
        await insert(tx, 'bug');
        throw new Error('bug');
      }),
    ).rejects.toThrow('bug');
    await expect(
      scope.run(db, async (tx) => {
        await insert(tx, 'foreign');
        other.rollback({ kind: 'other' });
      }),
    ).rejects.toThrow('other rollback');
    expect(await words()).not.toContain('bug');
    expect(await words()).not.toContain('foreign');
  });

  it('takes a step inside a transaction without a savepoint, and its own transaction outside one', async () => {
    const inside = await scope.run(db, async (tx) => {
      await insert(tx, 'around-step');
      return other.step(tx, async (same) => {
        // No savepoint: the step runs on the caller's transaction itself.
        expect(same).toBe(tx);
        other.rollback({ kind: 'other' });
      });
    });
    expect(inside).toEqual({ ok: true, value: { ok: false, error: { kind: 'other' } } });
    expect(await words()).toContain('around-step');
    const outside = await other.step(db, async (tx) => {
      await insert(tx, 'lone-step');
      other.rollback({ kind: 'other' });
    });
    expect(outside).toEqual({ ok: false, error: { kind: 'other' } });
    expect(await words()).not.toContain('lone-step');
  });

  it('nests as a savepoint: an inner failure undoes only the inner work', async () => {
    const result = await scope.run(db, async (tx) => {
      await insert(tx, 'outer');
      const inner = await other.run(tx, async (savepoint) => {
        await insert(savepoint, 'inner');
        other.rollback({ kind: 'other' });
      });
      return inner;
    });
    expect(result).toEqual({ ok: true, value: { ok: false, error: { kind: 'other' } } });
    expect(await words()).toContain('outer');
    expect(await words()).not.toContain('inner');
  });
});

describe('lockKey', () => {
  const pglite = new PGlite();
  const db = drizzle(pglite);
  afterAll(() => pglite.close());

  it('holds an advisory lock until the transaction ends', async () => {
    const held = await db.transaction(async (tx) => {
      await lockKey(tx, 'game.catalog.sync');
      return queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`,
      );
    });
    expect(held).toEqual([{ n: 1 }]);
    const after = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`,
    );
    expect(after).toEqual([{ n: 0 }]);
  });
});

describe.each(TEST_DATABASES)('statements sent together on $name', (testDb) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDb.open();
    await queryRows(database.db, sql`create table sent_together (word text primary key)`);
  });
  afterAll(() => database?.dispose());

  // The seamless calls send a lock and the reads that depend on it in one round trip
  // (issue 31): PostgreSQL must run them in the order issued, the read after the lock.
  it('run in the order issued: a read sent behind a lock sees what the holder committed', async () => {
    const { db } = database;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const holder = db.transaction(async (tx) => {
      await lockKey(tx, 'sent-together');
      await queryRows(tx, sql`insert into sent_together values ('committed first')`);
      holding();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await held;
    const seen = await db.transaction(async (tx) => {
      const [, rows] = await Promise.all([
        lockKey(tx, 'sent-together'),
        queryRows<{ word: string }>(tx, sql`select word from sent_together`),
      ]);
      return rows.map((r) => r.word);
    });
    await holder;
    expect(seen).toEqual(['committed first']);
  });
});

// Issue 31, fifth round: a transaction's BEGIN goes out with its first statements, and a
// caller that knows its last ones sends COMMIT with them (`commitWith`).
describe.each(TEST_DATABASES)('a pipelined transaction on $name', (testDb) => {
  const scope = defineTransactionScope<Failure>('pipelined');
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let trips: string[][] = [];
  let tripOpen = false;
  beforeAll(async () => {
    database = await testDb.open({
      // Statements issued before the driver's next write (on setImmediate) share a round trip.
      onStatement: (statement) => {
        if (!tripOpen) {
          trips.push([]);
          tripOpen = true;
          setImmediate(() => {
            tripOpen = false;
          });
        }
        trips.at(-1)!.push(statement.replace(/\s+/g, ' ').trim());
      },
    });
    await queryRows(database.db, sql`create table pipelined (word text primary key)`);
  });
  afterAll(() => database?.dispose());

  const insert = (tx: Db, word: string) =>
    queryRows(tx, sql`insert into pipelined values (${word})`);
  const words = async () =>
    (
      await queryRows<{ word: string }>(database.db, sql`select word from pipelined order by 1`)
    ).map((r) => r.word);

  it('commits with its last statements and rolls back a failed one, nested savepoints kept apart', async () => {
    const { db } = database;
    trips = [];
    const done = await scope.run(db, async (tx) => {
      await insert(tx, 'first');
      // A nested scope is a savepoint: its rollback keeps the outer work.
      const inner = await scope.run(tx, async (nested) => {
        await insert(nested, 'inner');
        scope.rollback({ kind: 'refused', reason: 'inner' });
      });
      expect(inner.ok).toBe(false);
      await Promise.all([insert(tx, 'last'), commitWith(tx)]);
      return 'done';
    });
    const sent = trips.map((trip) => [...trip]);
    expect(done).toEqual({ ok: true, value: 'done' });
    expect(await words()).toEqual(['first', 'last']);
    if (testDb.name === 'postgres') {
      // BEGIN with the first insert, COMMIT with the last: no round trip of their own.
      expect(sent[0]).toEqual(['begin', 'insert into pipelined values ($1)']);
      expect(sent.at(-1)).toEqual(['insert into pipelined values ($1)', 'commit']);
    }

    // A statement sent with the commit fails: the commit is a rollback, nothing is kept and
    // the call fails.
    await expect(
      scope.run(db, async (tx) => {
        await insert(tx, 'lost');
        await Promise.all([insert(tx, 'first'), commitWith(tx)]);
      }),
      // The insert's error or the commit's (rolled back), whichever is answered first.
    ).rejects.toThrow(/insert into pipelined|COMMIT rolled it back/);
    expect(await words()).toEqual(['first', 'last']);
  });
});
