import { connect, type Socket } from 'node:net';
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

  it('sends the statements of one tick in one write, up to 16 KB', async () => {
    // A seamless call's first round trip is some 1-2 KB of statements (issue 31): unpatched,
    // the driver wrote each time its buffer passed 1 KB, two or three system calls that each
    // woke the backend for part of the pipeline.
    const writes: number[] = [];
    const { hostname, port } = new URL(url!);
    const client = postgres(url!, {
      max: 1,
      onnotice: () => {},
      // The driver's own socket, every write counted.
      socket: () => {
        const socket = connect(Number(port || 5432), hostname);
        const write = socket.write;
        socket.write = function (this: Socket, chunk: Uint8Array, ...rest: unknown[]) {
          writes.push(chunk.length);
          return write.apply(this, [chunk, ...rest] as Parameters<typeof write>);
        } as typeof write;
        return socket;
      },
    } as postgres.Options<Record<string, never>>);
    const pad = 'x'.repeat(300);
    try {
      // Prepared first (an unprepared statement waits for its description: a round trip).
      await client`select ${0}::int as n, ${pad}::text`;
      writes.length = 0;
      const rows = await Promise.all(
        Array.from(
          { length: 12 },
          (_, i) => client<{ n: number }[]>`select ${i}::int as n, ${pad}::text`,
        ),
      );
      expect(rows.map((r) => r[0]!.n)).toEqual(Array.from({ length: 12 }, (_, i) => i));
      // 12 statements of some 350 bytes each: about 4 KB, one write.
      expect(writes.length, String(writes)).toBe(1);
      expect(writes[0]).toBeGreaterThan(4000);
    } finally {
      await client.end({ timeout: 1 });
    }
  });
});
