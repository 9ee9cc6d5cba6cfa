import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openSeededPglite } from '../apps/server/test/pglite-template.ts';
import { type BenchCommand, benchData, memory, reply } from './realtime-ipc.ts';

/**
 * The product's realtime server for `npm run bench:realtime`, in a process of its own: one
 * instance (in-process broker) on a seeded PGlite with CLIENTS players, each with an open
 * session and its access token. Publishes on the parent's command through the hub, the path
 * every domain event takes after it is read from the database.
 */
const clients = Number(process.env.BENCH_CLIENTS);
const database = await openSeededPglite();
const players = await queryRows<{ id: string }>(
  database.db,
  sql`insert into players (email, password_hash, currency)
    select 'bench' || g || '@example.com', 'not-a-hash', 'USD' from generate_series(1, ${clients}) g
    returning id`,
);
const sessions = await queryRows<{ id: string; player_id: string }>(
  database.db,
  sql`insert into player_sessions (player_id, expires_at)
    select id, now() + interval '1 day' from players where email like 'bench%'
    returning id, player_id`,
);
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
  MAILBOX_DIR: mkdtempSync(join(tmpdir(), 'casino-bench-mail-')),
  REALTIME_PING_SECONDS: Number(process.env.BENCH_PING_SECONDS),
  // Every bench client comes from loopback: the per-address cap would stop them at 50.
  REALTIME_CONNECTIONS_PER_ADDRESS: 100_000,
};
const app = await buildApp({ config, db: database.db, withWeb: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address() as { port: number };
const tokens = await Promise.all(
  sessions.map(async (s) => ({
    userId: s.player_id,
    token: await app.accessTokens.sign(s.player_id, s.id),
  })),
);
if (players.length !== clients) throw new Error('players not created');

process.on('message', async (command: BenchCommand) => {
  if (command.cmd === 'memory') return reply({ memory: memory(app.realtime.members.size) });
  if (command.cmd === 'publish-shared') {
    await app.realtime.publish('game:winners', benchData(command.round));
  } else if (command.cmd === 'publish-users') {
    for (const { userId } of tokens) {
      await app.realtime.publish(`wallet:accounts#${userId}`, benchData(command.round));
    }
  } else if (command.cmd === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
  reply({ published: command.cmd });
});
reply({ ready: { port: address.port, tokens } });
