import './production-mode.ts';
import { openDatabase, seed } from '@casino/db';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { BootRefusal, checkAndRecordBoot } from './live-database.ts';
import { guardProcess } from './process-guards.ts';

// performance.now() counts from the process's start: what passed until here is loading modules.
const startedAt = performance.now();
/** Milliseconds each boot step took (logged with `site ready`: where a slow start goes). */
const bootSteps: Record<string, number> = { modules: Math.round(startedAt) };
let stepStart = startedAt;
const stepDone = (name: string) => {
  const now = performance.now();
  bootSteps[name] = Math.round(now - stepStart);
  stepStart = now;
};
const config = loadConfigOrExit();
const database = openDatabase(config.DATABASE_URL);
// Read-only work (lobby, game history, reports) on a replica when DATABASE_READ_URL names one.
const readDatabase = config.DATABASE_READ_URL
  ? openDatabase(config.DATABASE_READ_URL, { applicationName: 'casino-server-read' })
  : undefined;
stepDone('open');
await database.migrate();
stepDone('migrate');
await seed(database.db);
stepDone('seed');
// A live site never boots on what sandbox mode made, nor sandbox on a live database (ADR 015).
await checkAndRecordBoot(database.db, config.SITE_MODE).catch(async (error: unknown) => {
  if (!(error instanceof BootRefusal)) throw error;
  console.error(error.message);
  await database.close().catch(() => {});
  process.exit(1);
});
stepDone('bootCheck');
const app = await buildApp({ config, db: database.db, readDb: readDatabase?.db });
stepDone('app');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close().catch((err: unknown) => app.log.error({ err }, 'closing the server failed'));
  await database.close().catch(() => {});
  await readDatabase?.close().catch(() => {});
  // 1 after an uncaught exception (set by guardProcess): the supervisor starts a fresh process.
  process.exit(process.exitCode ?? 0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
guardProcess(app.log, shutdown);

const address = await app.listen({ host: config.HOST, port: config.PORT });
// The second listener serving the games' own origin (docs/decisions/017); a taken port stops the boot.
await app.gameOrigin.ready().catch(async (err: unknown) => {
  app.log.fatal({ err }, 'the game origin could not listen: set GAME_ORIGIN_PORT to a free port');
  await app.close();
  process.exit(1);
});
stepDone('listen');
app.log.info(
  {
    database: database.kind,
    reads: readDatabase ? 'replica' : 'primary',
    bootMs: Math.round(performance.now() - startedAt),
    bootSteps,
    maintenance: config.MAINTENANCE_MODE,
  },
  `site ready: listening on ${address}, public URL ${config.PUBLIC_URL}, games at ${app.gameOrigin.url()}`,
);
