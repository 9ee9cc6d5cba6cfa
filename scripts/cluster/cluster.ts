import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, isListening, type Supervisor } from './processes.ts';
import {
  type ClusterSecrets,
  newSecrets,
  PGBOUNCER_URL_OPTIONS,
  postgresUrl,
  ROOT,
  type RunningInstance,
  serverEnv,
  startHaproxy,
  startInstances,
  startPgbouncer,
  startPrimary,
  startRedis,
  startReplica,
} from './services.ts';

export interface ClusterOptions {
  /** Where the databases, configs, logs and mailbox live. */
  dir: string;
  instances: number;
  /** The balancer's port (the site); the games' origin is the next one, its status page the one after. */
  port: number;
  /** More server settings, the same on every instance. */
  env?: Record<string, string>;
  /** Start crashed instances again (npm run cluster); the load test restarts its own. */
  restartOnCrash?: boolean;
  /** The servers straight on the primary (no PgBouncer, no replica): for comparison. */
  direct?: boolean;
  log: (line: string) => void;
}

export interface Cluster {
  /** The site through HAProxy (PUBLIC_URL). */
  url: string;
  /** The games' origin through HAProxy (GAME_ORIGIN). */
  gameUrl: string;
  /** HAProxy's status page. */
  statsUrl: string;
  statsPort: number;
  /** The primary, directly (operator commands: wallet:check). */
  primaryUrl: string;
  /** What the servers' DATABASE_URL names: PgBouncer in transaction mode. */
  pgbouncerUrl: string;
  /** What the servers' DATABASE_READ_URL names: the streaming replica. */
  replicaUrl: string;
  redisUrl: string;
  secrets: ClusterSecrets;
  instances: RunningInstance[];
  /** Each instance's environment (the same for all but the ports). */
  env: NodeJS.ProcessEnv;
}

const DATABASE = 'casino';

/** Runs `node packages/db/src/cli.ts <command>` (migrate, seed) against `url`. */
function dbCli(command: string, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['packages/db/src/cli.ts', command], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`db ${command} exited with ${code}`)),
    );
  });
}

/**
 * The whole cluster on this machine, in dependency order: PostgreSQL primary, its streaming
 * replica, PgBouncer (transaction mode) in front of the primary, Redis, the schema and seed
 * (once, before any instance boots), the instances on PgBouncer and the replica, HAProxy.
 */
export async function startCluster(supervisor: Supervisor, o: ClusterOptions): Promise<Cluster> {
  const started = performance.now();
  const say = o.log;
  o = {
    ...o,
    log: (line) => say(`${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`),
  };
  for (const port of [o.port, o.port + 1, o.port + 2]) {
    if (await isListening(port)) throw new Error(`port ${port} is taken: choose another --port`);
  }
  const [primaryPort, replicaPort, bouncerPort, redisPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  o.log(`PostgreSQL primary on ${primaryPort}`);
  await startPrimary(supervisor, {
    dataDir: join(o.dir, 'primary'),
    port: primaryPort!,
    database: DATABASE,
  });
  o.log(`PostgreSQL streaming replica on ${replicaPort}`);
  await startReplica(supervisor, {
    dataDir: join(o.dir, 'replica'),
    port: replicaPort!,
    primaryPort: primaryPort!,
  });
  o.log(`PgBouncer (transaction mode) on ${bouncerPort}`);
  await startPgbouncer(supervisor, {
    dir: join(o.dir, 'pgbouncer'),
    port: bouncerPort!,
    serverPort: primaryPort!,
    database: DATABASE,
  });
  o.log(`Redis on ${redisPort}`);
  await startRedis(supervisor, { port: redisPort! });

  const primaryUrl = postgresUrl(primaryPort!, DATABASE);
  o.log('migrations and seed');
  await dbCli('seed', primaryUrl);

  const url = `http://localhost:${o.port}`;
  const gameUrl = `http://127.0.0.1:${o.port + 1}`;
  const secrets = newSecrets();
  const pgbouncerUrl = postgresUrl(bouncerPort!, DATABASE, PGBOUNCER_URL_OPTIONS);
  const replicaUrl = postgresUrl(replicaPort!, DATABASE);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const env = serverEnv({
    publicUrl: url,
    gameOrigin: gameUrl,
    databaseUrl: o.direct ? primaryUrl : pgbouncerUrl,
    readUrl: o.direct ? undefined : replicaUrl,
    redisUrl,
    secrets,
    dir: o.dir,
    env: o.env,
  });
  o.log(`${o.instances} server instances`);
  const instances = await startInstances(supervisor, {
    count: o.instances,
    env,
    restartOnCrash: o.restartOnCrash,
    log: o.log,
  });
  o.log(`HAProxy on ${o.port} (site), ${o.port + 1} (games), ${o.port + 2} (status)`);
  await startHaproxy(supervisor, {
    dir: join(o.dir, 'haproxy'),
    port: o.port,
    gamePort: o.port + 1,
    statsPort: o.port + 2,
    instances,
  });
  return {
    url,
    gameUrl,
    statsUrl: `http://127.0.0.1:${o.port + 2}/`,
    statsPort: o.port + 2,
    primaryUrl,
    pgbouncerUrl,
    replicaUrl,
    redisUrl,
    secrets,
    instances,
    env,
  };
}
