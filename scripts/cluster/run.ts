import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.ts';
import { ensureBuilt, ensureDebianPackages } from './prerequisites.ts';
import { reapLeftovers, Supervisor } from './processes.ts';
import { ROOT } from './services.ts';

/**
 * `npm run cluster`: the product as a cluster on one machine (issue 31, docs/operations/scaling.md)
 * until Ctrl-C or SIGTERM, which stop every process it started, balancer first.
 *
 *   npm run cluster -- [--instances 3] [--port 8080] [--dir data/cluster] [--fresh]
 */
const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    dir: { type: 'string', default: join(ROOT, 'data/cluster') },
    fresh: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'npm run cluster -- [--instances 3] [--port 8080] [--dir data/cluster] [--fresh]\n' +
      '  HAProxy on --port (site), +1 (games), +2 (status page); --fresh wipes --dir first.',
  );
  process.exit(0);
}
const log = (line: string) => console.log(`[cluster] ${line}`);
const dir = resolve(values.dir);
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1)
  throw new Error('--instances: a whole number ≥ 1');
if (!Number.isInteger(port) || port < 1 || port > 65_533) throw new Error('--port: 1-65533');

for (const left of await reapLeftovers(dir)) log(`stopped ${left}, left running by an earlier run`);
if (values.fresh) rmSync(dir, { recursive: true, force: true });
const supervisor = new Supervisor(dir);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) {
    // A second Ctrl-C: no more waiting.
    supervisor.killAll();
    process.exit(1);
  }
  stopping = true;
  log(`${signal}: stopping`);
  await supervisor.stopAll();
  log('stopped');
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void stop(signal));
}
// `npm run` starts this under `sh -c`, which dies of a SIGTERM sent to npm without passing it on:
// a parent gone is a stop too (no cluster outlives whoever ran it).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop('parent gone');
}, 1000).unref();

try {
  ensureDebianPackages(log);
  ensureBuilt(log);
  const cluster = await startCluster(supervisor, {
    dir,
    instances,
    port,
    restartOnCrash: true,
    log,
  });
  console.log(`
The cluster is up: ${cluster.url}

  site, API, websockets   ${cluster.url}  (HAProxy → ${cluster.instances.map((i) => i.url).join(', ')})
  games' origin           ${cluster.gameUrl}
  HAProxy status          ${cluster.statsUrl}
  back office             ${cluster.url}/backoffice  (demo admin: ${join(dir, 'demo-admin.txt')})
  primary (direct)        ${cluster.primaryUrl}
  servers' DATABASE_URL   ${cluster.pgbouncerUrl}  (PgBouncer, transaction mode)
  DATABASE_READ_URL       ${cluster.replicaUrl}  (streaming replica)
  REDIS_URL               ${cluster.redisUrl}
  operator key            ${cluster.secrets.operatorKey}
  logs                    ${join(dir, 'logs')}

  DATABASE_URL=${cluster.primaryUrl} npm run wallet:check
Ctrl-C stops everything.`);
} catch (error) {
  console.error(`[cluster] ${(error as Error).message}`);
  await supervisor.stopAll();
  process.exit(1);
}
