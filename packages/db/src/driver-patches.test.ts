import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';

const url = process.env.TEST_DATABASE_URL;

/**
 * What patches/postgres+3.4.9.patch changes in the driver, against a real server (a connection
 * cut is a socket's end: PGlite has none).
 */
describe.skipIf(!url)('the postgres.js patches', () => {
  it('answers the first query after a connection cut in the middle of a result with its own rows', async () => {
    const name = `driver-cut-${process.pid}-${Date.now()}`;
    const client = postgres(url!, {
      max: 1,
      connection: { application_name: name },
      onnotice: () => {},
    });
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    try {
      await client`select 1`;
      // Rows larger than the server's send buffer, so the first ones reach the driver, then a
      // wait: the connection is cut after rows arrived and before the result's end.
      const cut = client`select g, repeat('x', 20000) as pad,
        pg_sleep(case when g = 12 then 30 else 0 end) from generate_series(1, 12) g`;
      const failed = cut.then(
        () => null,
        (error: unknown) => error,
      );
      for (let i = 0; i < 200; i++) {
        const [row] = await admin<{ n: number }[]>`select count(*)::int as n from pg_stat_activity
          where application_name = ${name} and wait_event = 'PgSleep'`;
        if (row!.n > 0) break;
        await sleep(25);
      }
      await admin`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${name}`;
      expect(await failed).toBeInstanceOf(Error);
      // The driver reconnects for the next query: its result holds that query's row, first.
      // Unpatched, its rows were written after the cut result's count: [ <9 empty items>, row ].
      // (A query sent before the driver saw the connection end fails with it: asked again.)
      let rows: { one: number }[] | null = null;
      for (let i = 0; i < 20 && rows === null; i++) {
        rows = await client<{ one: number }[]>`select 1 as one`.catch(() => null);
      }
      expect(rows?.length).toBe(1);
      expect(rows?.[0]).toEqual({ one: 1 });
    } finally {
      await client.end({ timeout: 1 });
      await admin.end({ timeout: 1 });
    }
  });
});
