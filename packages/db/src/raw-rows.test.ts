import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedSelect, queryRows, queryRowsPlannedEachTime, rawStatement } from './raw-rows.ts';

// These tests pin the Drizzle internals `queryRows` relies on; if one fails after a Drizzle
// upgrade, fix raw-rows.ts (and only it) before anything else.
describe('the Drizzle internals behind queryRows', () => {
  // postgres() connects lazily: building a statement needs no server.
  const client = postgres('postgres://nobody@127.0.0.1:1/none', { max: 1 });
  const onPostgres = drizzlePostgres(client);
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

// A player's marks and their kinds: a table and a join for `preparedSelect`.
const marks = pgTable('zz_marks', {
  id: integer('id').primaryKey(),
  playerId: text('player_id').notNull(),
  kindId: integer('kind_id').notNull(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
});
const kinds = pgTable('zz_kinds', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
});
async function createMarks(db: { execute(query: ReturnType<typeof sql>): Promise<unknown> }) {
  await db.execute(sql`create table zz_marks (id int primary key, player_id text not null,
    kind_id int not null, marked_at timestamptz not null)`);
  await db.execute(sql`create table zz_kinds (id int primary key, label text not null)`);
}

/** A select built once per dialect (counted), its rows mapped as Drizzle maps them. */
function marksOf() {
  let built = 0;
  const select = preparedSelect<
    { playerId: string },
    { mark: typeof marks.$inferSelect; kind: typeof kinds.$inferSelect }
  >('zz_marks_of', (db, v) => {
    built++;
    return db
      .select({ mark: marks, kind: kinds })
      .from(marks)
      .innerJoin(kinds, eq(kinds.id, marks.kindId))
      .where(eq(marks.playerId, v.playerId))
      .orderBy(marks.id);
  });
  return { select, built: () => built };
}

describe('raw rows on PGlite', () => {
  const pglite = new PGlite();
  const db = drizzlePglite(pglite);
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

  it('builds a select once and maps its rows, joins included, as Drizzle does', async () => {
    await createMarks(db);
    await db.execute(sql`insert into zz_kinds values (1, 'gold'), (2, 'silver')`);
    await db.execute(sql`insert into zz_marks values (1, 'p1', 2, '2026-11-30T10:00:00Z'),
      (2, 'p1', 1, '2026-11-30T11:00:00Z'), (3, 'p2', 1, '2026-11-30T12:00:00Z')`);
    const { select, built } = marksOf();
    const drizzles = await db
      .select({ mark: marks, kind: kinds })
      .from(marks)
      .innerJoin(kinds, eq(kinds.id, marks.kindId))
      .where(eq(marks.playerId, 'p1'))
      .orderBy(marks.id);
    const rows = await select(db, { playerId: 'p1' });
    expect(rows).toEqual(drizzles);
    expect(rows[0]).toEqual({
      mark: { id: 1, playerId: 'p1', kindId: 2, markedAt: new Date('2026-11-30T10:00:00Z') },
      kind: { id: 2, label: 'silver' },
    });
    expect(await select(db, { playerId: 'p2' })).toHaveLength(1);
    expect(await select(db, { playerId: 'nobody' })).toEqual([]);
    expect(built()).toBe(1);
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
  const db = drizzlePostgres(client);
  afterAll(() => client.end({ timeout: 5 }));

  it('returns the same rows prepared or not', async () => {
    const query = sql`select ${2}::int as n, ${'two'} as word`;
    expect(await queryRows(db, query)).toEqual([{ n: 2, word: 'two' }]);
    expect(await queryRowsPlannedEachTime(db, query)).toEqual([{ n: 2, word: 'two' }]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a prepared select on PostgreSQL', () => {
  const client = postgres(process.env.TEST_DATABASE_URL ?? '', { max: 2, onnotice: () => {} });
  const db = drizzlePostgres(client);
  afterAll(async () => {
    await db.execute(sql`drop table if exists zz_marks, zz_kinds`);
    await client.end({ timeout: 5 });
  });

  it("runs on the connection it is given: a transaction's own rows are seen in it", async () => {
    await db.execute(sql`drop table if exists zz_marks, zz_kinds`);
    await createMarks(db);
    await db.execute(sql`insert into zz_kinds values (1, 'gold')`);
    const { select, built } = marksOf();
    expect(await select(db, { playerId: 'p9' })).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into zz_marks values (9, 'p9', 1, now())`);
      // Inside: the uncommitted mark; outside (the pool's other connection): none yet.
      expect(await select(tx, { playerId: 'p9' })).toMatchObject([{ mark: { id: 9 } }]);
      expect(await select(db, { playerId: 'p9' })).toEqual([]);
    });
    expect(await select(db, { playerId: 'p9' })).toMatchObject([{ kind: { label: 'gold' } }]);
    expect(built()).toBe(1);
  });
});
