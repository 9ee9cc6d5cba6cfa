/**
 * The API as `server.ts` starts it (process guards included), without the web build: the
 * database-cut test runs it as a child process, and it prints its port on stdout.
 */
import { openDatabase, seed } from '@casino/db';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { guardProcess } from '../../src/process-guards.ts';

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
await database.migrate();
await seed(database.db);
const app = await buildApp({ config, db: database.db, withWeb: false });
guardProcess(app.log, async () => {
  await app.close().catch(() => {});
  process.exit(1);
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${new URL(address).port}\n`);
