import './production-mode.ts';
import { openDatabase, seed } from '@casino/db';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';

const startedAt = performance.now();
const config = loadConfigOrExit();
const database = openDatabase(config.DATABASE_URL);
await database.migrate();
await seed(database.db);
const app = await buildApp({ config, db: database.db });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(
  {
    database: database.kind,
    bootMs: Math.round(performance.now() - startedAt),
    maintenance: config.MAINTENANCE_MODE,
  },
  `site ready: listening on ${address}, public URL ${config.PUBLIC_URL}`,
);
