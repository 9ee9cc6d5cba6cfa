import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiOn } from '../../test/build-app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { registerPlayer } from '../../test/factories/players.ts';
import { drainWithin } from './shutdown-drain.ts';

describe('drainWithin', () => {
  it('says whether the work ended in time, and never waits past the bound', async () => {
    expect(await drainWithin(() => Promise.resolve(), 1_000)).toBe(true);
    expect(await drainWithin(() => Promise.reject(new Error('failed')), 1_000)).toBe(true);
    const started = Date.now();
    expect(await drainWithin(() => new Promise(() => {}), 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

/**
 * A mail server that accepts and never answers (the greeting alone would keep nodemailer
 * waiting 30 s, the socket 10 min): the server still stops, and says what it cut short.
 */
describe('shutdown with a mail still being sent', () => {
  const db = TEST_DATABASES[0]!;
  let silent: Server;
  const sockets: Socket[] = [];
  let database: Awaited<ReturnType<typeof db.open>>;
  beforeAll(async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    database = await db.open();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await database.dispose();
  });

  it('closes within the drain bound and logs the mail outbox as cut short', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const app = await buildApiOn(
      database.db,
      { SMTP_URL: `smtp://127.0.0.1:${port}`, SHUTDOWN_DRAIN_SECONDS: 0.3 },
      { logger: { level: 'warn', stream } },
    );
    // Registering queues the address confirmation mail, which now waits on the silent server.
    await registerPlayer(app);
    await expect.poll(() => sockets.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    const cut = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.drain === 'mail outbox');
    expect(cut?.msg).toBe('mail outbox: still busy at shutdown, closed anyway');
  });
});
