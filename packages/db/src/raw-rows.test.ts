import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows, queryRowsPlannedEachTime, rawStatement } from './raw-rows.ts';
import * as schema from './schema/index.ts';

// These tests pin the Drizzle internals `queryRows` relies on; if one fails after a Drizzle
// upgrade, fix raw-rows.ts (and only it) before anything else.
describe('the Drizzle internals behind queryRows', () => {
  // postgres() connects lazily: building a statement needs no server.
  const client = postgres('postgres://nobody@127.0.0.1:1/none', { max: 1 });
  const onPostgres = drizzlePostgres(client, { schema });
  afterAll(() => client.end({ timeout: 0 }));

  it('has a dialect that turns sql into text and parameters', () => {
    const { dialect } = onPostgres as unknown as { dialect: { sqlToQuery: unknown } };
    expect(typeof dialect.sqlToQuery).toBe('function');
    const query = (dialect.sqlToQuery as (q: unknown) => { sql: string; params: unknown[] })(
      sql`select ${1} as n`,
    );
    expect(query).toMatchObject({ sql: 'select $1 as n', params: [1] });
  });

  it('prepares a named statement on postgres.js and not an unnamed one', () => {
    const { session } = onPostgres._;
    expect(typeof session.prepareQuery).toBe('function');
    const query = { sql: 'select 1', params: [] };
    const named = session.prepareQuery(query, undefined, 'raw', false);
    const unnamed = session.prepareQuery(query, undefined, undefined, false);
    // `prepare` is the option postgres.js gets: true keeps the statement per connection.
    expect((named as unknown as { prepare: boolean }).prepare).toBe(true);
    expect((unnamed as unknown as { prepare: boolean }).prepare).toBe(false);
  });
});

describe('raw rows on PGlite', () => {
  const pglite = new PGlite();
  const db = drizzlePglite(pglite, { schema });
  afterAll(() => pglite.close());

  it('returns the rows of a prepared query', async () => {
    const rows = await queryRows<{ n: number; word: string }>(
      db,
      sql`select ${2}::int as n, ${'two'} as word`,
    );
    expect(rows).toEqual([{ n: 2, word: 'two' }]);
  });

  it('builds a raw statement once and fills in each call\u2019s values', async () => {
    let built = 0;
    const pair = rawStatement<{ n: number; word: string }, { n: number; again: number }>((v) => {
      built++;
      return sql`select ${v.n}::int as n, ${v.word} as word, ${v.n}::int + 0 as again`;
    });
    expect(await pair(db, { n: 1, word: 'one' })).toEqual([{ n: 1, word: 'one', again: 1 }]);
    expect(await pair(db, { n: 2, word: 'two' })).toEqual([{ n: 2, word: 'two', again: 2 }]);
    expect(built).toBe(1);
  });

  it('returns the rows of a query planned each time', async () => {
    const rows = await queryRowsPlannedEachTime<{ n: number }>(
      db,
      sql`select n from generate_series(1, ${3}::int) as n order by n`,
    );
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('raw rows on PostgreSQL', () => {
  const client = postgres(process.env.TEST_DATABASE_URL ?? '', { max: 1 });
  const db = drizzlePostgres(client, { schema });
  afterAll(() => client.end({ timeout: 5 }));

  it('returns the same rows prepared or not', async () => {
    const query = sql`select ${2}::int as n, ${'two'} as word`;
    expect(await queryRows(db, query)).toEqual([{ n: 2, word: 'two' }]);
    expect(await queryRowsPlannedEachTime(db, query)).toEqual([{ n: 2, word: 'two' }]);
  });
});
