import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { haproxyConfig, type Instance, pgbouncerConfig } from './configs.ts';
import { freePort, isListening, run, type Service, type Supervisor } from './processes.ts';

/** The repository's root (the servers run from there, as `npm run serve` does). */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Debian's programs the cluster runs (`ensureDebianPackages` installs what is missing). */
export const HAPROXY = '/usr/sbin/haproxy';
export const PGBOUNCER = '/usr/sbin/pgbouncer';
export const REDIS_SERVER = '/usr/bin/redis-server';

/** The newest PostgreSQL's binaries (initdb, postgres, pg_basebackup), or undefined. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/**
 * The user PostgreSQL and PgBouncer run as: both refuse root, so as root (CI, containers) they
 * run as Debian's `postgres` user; otherwise as whoever runs the cluster.
 */
export function serviceUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line)
    throw new Error('running as root needs the "postgres" user (apt-get install postgresql)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A folder the service user owns (PostgreSQL's data, PgBouncer's files). */
export function ownedFolder(path: string, user = serviceUser()): string {
  mkdirSync(path, { recursive: true });
  if (user) chownSync(path, user.uid, user.gid);
  chmodSync(path, 0o700);
  return path;
}

/** Settings the cluster's servers share (same for every instance but the ports). */
export interface ClusterSecrets {
  /** `x-operator-key` of the sandbox operator API, the same on every instance. */
  operatorKey: string;
  /** Signs the sandbox card provider's webhooks. */
  cardWebhookSecret: string;
  /** Signs the built-in provider's seamless-wallet calls. */
  providerSecret: string;
}

export function newSecrets(): ClusterSecrets {
  const secret = () => randomBytes(24).toString('base64url');
  return { operatorKey: secret(), cardWebhookSecret: secret(), providerSecret: secret() };
}

const DB_USER = 'casino';
const PG_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'max_connections=300',
  'wal_level=replica',
  'max_wal_senders=4',
  'wal_keep_size=512MB',
  'hot_standby=on',
];
const pgArgs = (dataDir: string, port: number, extra: string[] = []) => [
  '-D',
  dataDir,
  '-p',
  String(port),
  '-k',
  dataDir,
  ...[...PG_SETTINGS, ...extra].flatMap((setting) => ['-c', setting]),
];

/**
 * What a server's DATABASE_URL adds behind PgBouncer in transaction mode (Debian 12's 1.18),
 * which lends a server connection per transaction: `prepare=false`, since named statements live in
 * one server session; `max_pipeline=0`, since postgres.js otherwise sends the next query before
 * the last one's ReadyForQuery, and PgBouncer, handing the server back at that ReadyForQuery,
 * drops the answers to what followed ("got packet … from server when not linked"): the query
 * then waits forever (pgbouncer/pgbouncer#759; seen here as requests hanging under load).
 */
export const PGBOUNCER_URL_OPTIONS = '?prepare=false&max_pipeline=0';

export const postgresUrl = (port: number, database: string, query = '') =>
  `postgres://${DB_USER}@127.0.0.1:${port}/${database}${query}`;

function pgReady(bin: string, port: number) {
  return () =>
    run(join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', DB_USER]).then(
      () => true,
      () => false,
    );
}

/**
 * A PostgreSQL primary of its own in `dataDir` (initdb on first use, trust on loopback, the
 * database `database` made), on `port`.
 */
export async function startPrimary(
  supervisor: Supervisor,
  { dataDir, port, database }: { dataDir: string; port: number; database: string },
): Promise<Service> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const user = serviceUser();
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    ownedFolder(dataDir, user);
    await run(
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', DB_USER, '--auth=trust', '-E', 'UTF8', '--locale=C'],
      { user },
    );
  }
  const service = await supervisor.start({
    name: 'postgres-primary',
    stage: 'postgres-primary',
    command: join(bin, 'postgres'),
    args: pgArgs(dataDir, port),
    user,
    stopSignal: 'SIGINT',
    ready: pgReady(bin, port),
  });
  const exists = await run(join(bin, 'psql'), [
    postgresUrl(port, 'postgres'),
    '-tAc',
    `select 1 from pg_database where datname = '${database}'`,
  ]);
  if (exists.trim() !== '1') {
    await run(join(bin, 'psql'), [
      postgresUrl(port, 'postgres'),
      '-c',
      `create database ${database}`,
    ]);
  }
  return service;
}

/**
 * A streaming replica of the primary in `dataDir` (pg_basebackup on first use), read-only, on
 * `port`. Its primary is named on the command line, so a kept folder follows the primary's port.
 */
export async function startReplica(
  supervisor: Supervisor,
  { dataDir, port, primaryPort }: { dataDir: string; port: number; primaryPort: number },
): Promise<Service> {
  const bin = postgresBin()!;
  const user = serviceUser();
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    ownedFolder(dataDir, user);
    await run(
      join(bin, 'pg_basebackup'),
      // -c fast: a checkpoint at once (the default spread one took 90 s here).
      ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', DB_USER, '-D', dataDir, '-c', 'fast'],
      { user },
    );
    writeFileSync(join(dataDir, 'standby.signal'), '');
    if (user) chownSync(join(dataDir, 'standby.signal'), user.uid, user.gid);
  }
  return supervisor.start({
    name: 'postgres-replica',
    stage: 'postgres-replica',
    command: join(bin, 'postgres'),
    args: pgArgs(dataDir, port, [
      `primary_conninfo=host=127.0.0.1 port=${primaryPort} user=${DB_USER} application_name=replica`,
    ]),
    user,
    stopSignal: 'SIGINT',
    ready: pgReady(bin, port),
  });
}

/** PgBouncer in transaction mode in front of `serverHost:serverPort`'s `database` (configs.ts). */
export async function startPgbouncer(
  supervisor: Supervisor,
  o: {
    dir: string;
    port: number;
    serverHost?: string;
    serverPort: number;
    database: string;
    /** The login clients and PgBouncer use (trust on loopback); the cluster's own by default. */
    user?: string;
  },
): Promise<Service> {
  const user = serviceUser();
  const dir = ownedFolder(o.dir, user);
  const authFile = join(dir, 'userlist.txt');
  const ini = join(dir, 'pgbouncer.ini');
  const login = o.user ?? DB_USER;
  writeFileSync(authFile, `"${login}" ""\n`);
  writeFileSync(
    ini,
    pgbouncerConfig({
      port: o.port,
      database: o.database,
      serverHost: o.serverHost ?? '127.0.0.1',
      serverPort: o.serverPort,
      user: login,
      authFile,
      poolSize: 40,
    }),
  );
  for (const file of [authFile, ini]) if (user) chownSync(file, user.uid, user.gid);
  return supervisor.start({
    name: 'pgbouncer',
    command: PGBOUNCER,
    args: [ini],
    user,
    // SIGTERM: immediate shutdown (SIGINT waits for every client to leave).
    stopSignal: 'SIGTERM',
    ready: () => isListening(o.port),
  });
}

/** A Redis of the cluster's own (no persistence) on `port`. */
export function startRedis(supervisor: Supervisor, { port }: { port: number }): Promise<Service> {
  return supervisor.start({
    name: 'redis',
    command: REDIS_SERVER,
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    ready: () => isListening(port),
  });
}

export interface ServerSettings {
  /** Where players reach the balancer. */
  publicUrl: string;
  /** Where browsers reach the games through the balancer. */
  gameOrigin: string;
  databaseUrl: string;
  readUrl?: string;
  redisUrl: string;
  secrets: ClusterSecrets;
  /** Mailbox, documents and the demo admin's file (shared by the instances of one machine). */
  dir: string;
  /** More settings (the load test's limits). */
  env?: Record<string, string>;
}

/** The environment of every instance: the same for all but PORT and GAME_ORIGIN_PORT. */
export function serverEnv(s: ServerSettings): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // Nothing of a test runner or an outer .env reaches the servers but the PATH and the like.
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key.startsWith('TEST_')) continue;
    if (key === 'DATABASE_URL' || key === 'REDIS_URL' || key === 'PORT') continue;
    env[key] = value;
  }
  return {
    ...env,
    SITE_MODE: 'sandbox',
    HOST: '127.0.0.1',
    PUBLIC_URL: s.publicUrl,
    GAME_ORIGIN: s.gameOrigin,
    // The balancer on loopback: X-Forwarded-For names the player.
    TRUST_PROXY: '1',
    DATABASE_URL: s.databaseUrl,
    ...(s.readUrl ? { DATABASE_READ_URL: s.readUrl } : {}),
    REDIS_URL: s.redisUrl,
    REALTIME_REDIS_PREFIX: 'cluster',
    OPERATOR_API_KEY: s.secrets.operatorKey,
    SANDBOX_CARD_WEBHOOK_SECRET: s.secrets.cardWebhookSecret,
    BUILTIN_PROVIDER_SECRET: s.secrets.providerSecret,
    MAILBOX_DIR: join(s.dir, 'mailbox'),
    KYC_STORAGE_DIR: join(s.dir, 'documents'),
    DEMO_ADMIN_FILE: join(s.dir, 'demo-admin.txt'),
    LOG_LEVEL: 'warn',
    // Node's cache of compiled modules: a restarted instance boots about twice as fast.
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(ROOT, 'node_modules/.cache/node'),
    ...s.env,
  };
}

export interface RunningInstance extends Instance {
  url: string;
  service: Service;
}

/**
 * `count` server instances (`node apps/server/src/server.ts`, as `npm run serve`) named i1, i2, …
 * The first boots alone (it creates what a first boot creates: the demo admin and its password
 * file, generated secrets), the others then together; `together` boots all at once (the
 * cluster test: first boots racing for the demo admin end with one of their passwords in the file).
 */
export async function startInstances(
  supervisor: Supervisor,
  {
    count,
    env,
    restartOnCrash = false,
    together = false,
    log = () => {},
  }: {
    count: number;
    env: NodeJS.ProcessEnv;
    restartOnCrash?: boolean;
    together?: boolean;
    log?: (line: string) => void;
  },
): Promise<RunningInstance[]> {
  const ports = [];
  for (let i = 0; i < count; i++)
    ports.push({ port: await freePort(), gamePort: await freePort() });
  const start = async ({ port, gamePort }: { port: number; gamePort: number }, index: number) => {
    const name = `i${index + 1}`;
    const url = `http://127.0.0.1:${port}`;
    const service = await supervisor.start({
      name,
      stage: 'servers',
      command: process.execPath,
      args: ['apps/server/src/server.ts'],
      cwd: ROOT,
      env: { ...env, PORT: String(port), GAME_ORIGIN_PORT: String(gamePort) },
      readyTimeoutMs: 180_000,
      restartOnCrash,
      onCrash: (code, signal) =>
        log(`${name} exited (${signal ?? code})${restartOnCrash ? ', restarting' : ''}`),
      ready: async () => (await fetch(`${url}/api/ready`)).ok,
    });
    return { name, port, gamePort, url, service };
  };
  if (together) return Promise.all(ports.map((p, i) => start(p, i)));
  const first = await start(ports[0]!, 0);
  const rest = await Promise.all(ports.slice(1).map((p, i) => start(p, i + 1)));
  return [first, ...rest];
}

/** HAProxy in front of the instances (configs.ts); resolves once every instance is up in it. */
export async function startHaproxy(
  supervisor: Supervisor,
  o: { dir: string; port: number; gamePort: number; statsPort: number; instances: Instance[] },
): Promise<Service> {
  mkdirSync(o.dir, { recursive: true });
  const file = join(o.dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(o));
  await run(HAPROXY, ['-c', '-q', '-f', file]);
  return supervisor.start({
    name: 'haproxy',
    command: HAPROXY,
    // -db: in the foreground, so the supervisor owns it. SIGTERM: stop now (a soft stop would
    // wait for every websocket's tunnel to end).
    args: ['-db', '-f', file],
    stopSignal: 'SIGTERM',
    ready: async () => (await instancesUp(o.statsPort)) === o.instances.length,
  });
}

/** How many instances HAProxy's checks see up (its stats CSV). */
export async function instancesUp(statsPort: number): Promise<number> {
  return Object.values(await instanceStates(statsPort)).filter((status) => status === 'UP').length;
}

/** Each instance's state in HAProxy (UP, DOWN, "UP 1/2" while a check is failing…). */
export async function instanceStates(statsPort: number): Promise<Record<string, string>> {
  const csv = await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text();
  const states: Record<string, string> = {};
  for (const line of csv.split('\n')) {
    const fields = line.split(',');
    if (fields[0] !== 'instances' || fields[1] === 'BACKEND' || fields[1] === 'FRONTEND') continue;
    states[fields[1]!] = fields[17]!;
  }
  return states;
}
