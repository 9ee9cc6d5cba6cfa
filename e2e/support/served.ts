import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ServedSite {
  url: string;
  /** What the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Stops the process (SIGTERM, as a supervisor does) and removes its temporary folder. */
  close(): Promise<void>;
}

export interface ServeOptions {
  /** The port to listen on (chosen beforehand); unset: a free one. */
  port?: number;
  /** The database folder (PGlite) or URL; unset: a new empty folder (migrated and seeded at boot). */
  databaseUrl?: string;
  /** Further environment variables; `undefined` removes one. They win over the defaults here. */
  env?: Record<string, string | undefined>;
}

/** A port nobody listens on right now (the OS picks it), so PUBLIC_URL is known before boot. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Where a site on `siteUrl` writes its sandbox demo admin's generated password (one per site). */
export const demoAdminFileOf = (siteUrl: string) =>
  join(tmpdir(), `casino-e2e-demo-admin-${new URL(siteUrl).port}.txt`);

/** Server processes still running, stopped if the test process ends without closing them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * The product as `npm run serve` runs it: `node apps/server/src/server.ts` in a process of its
 * own, loading the built site beside the API, with the sandbox defaults and the environment
 * `npm run serve` sees (none of Vitest's: no NODE_ENV=test, so the server runs as production).
 * Only what would touch `./data` or a fixed port is moved aside: database, mailbox, documents,
 * demo admin file, ports. Every journey's site is started here (`startSite` in site.ts).
 */
export async function serveBuiltSite(options: ServeOptions = {}): Promise<ServedSite> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-served-'));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key.startsWith('TEST_')) continue;
    env[key] = value;
  }
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    // 0: the games' origin listens on a port the OS picks (the site learns it from its listener).
    GAME_ORIGIN_PORT: '0',
    DATABASE_URL: options.databaseUrl ?? join(dir, 'db'),
    MAILBOX_DIR: join(dir, 'mailbox'),
    KYC_STORAGE_DIR: join(dir, 'documents'),
    DEMO_ADMIN_FILE: demoAdminFileOf(url),
    LOG_LEVEL: 'warn',
    // Node's own cache of compiled modules (no setting of the site): later boots load ~2x faster.
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(ROOT, 'node_modules/.cache/node'),
  });
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  delete env.NODE_ENV;
  // process.execPath: the project's Node 24 (npm scripts and npx put it first on the PATH).
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let closing = false;
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      running.delete(child);
      // A server that dies under a journey: its last words, or the failures that follow make no sense.
      if (!closing) console.error(`The server on ${url} exited with ${code}:\n${output}`);
      done(code);
    }),
  );

  const close = async () => {
    closing = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
    rmSync(demoAdminFileOf(url), { force: true });
  };

  try {
    await waitUntilReady(url, child, () => output);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, output: () => output, close };
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode} before it answered:\n${output()}`);
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((tick) => setTimeout(tick, 100));
  }
  throw new Error(`The server did not answer ${url}/api/ready within 180 s:\n${output()}`);
}
