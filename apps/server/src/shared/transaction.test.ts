import * as schema from '@casino/db';
import { type Db, queryRows } from '@casino/db';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineTransactionScope, lockKey } from './transaction.ts';

type Failure = { kind: 'refused'; reason: string };

describe('defineTransactionScope', () => {
  const pglite = new PGlite();
  const db = drizzle(pglite, { schema });
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
  const db = drizzle(pglite, { schema });
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
