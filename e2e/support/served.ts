import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './site.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ServedSite {
  url: string;
  /** What the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  close(): Promise<void>;
}

/**
 * The product as `npm run serve` runs it: `node apps/server/src/server.ts` in a process of its
 * own, loading the built site beside the API, with the sandbox defaults and a fresh embedded
 * database (PGlite in a temporary folder: migrations and seed run at boot). Only what would touch
 * `./data` or a fixed port is moved aside: database, mailbox, documents, demo admin file, ports.
 */
export async function serveBuiltSite(): Promise<ServedSite> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-served-'));
  const port = await freePort();
  const gamePort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The environment `npm run serve` sees: none of Vitest's settings (NODE_ENV=test, VITEST_*).
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key.startsWith('TEST_')) continue;
    env[key] = value;
  }
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    GAME_ORIGIN_PORT: String(gamePort),
    DATABASE_URL: join(dir, 'db'),
    MAILBOX_DIR: join(dir, 'mailbox'),
    KYC_STORAGE_DIR: join(dir, 'documents'),
    DEMO_ADMIN_FILE: join(dir, 'demo-admin.txt'),
    LOG_LEVEL: 'warn',
  });
  // process.execPath: the project's Node 24 (npm scripts and npx put it first on the PATH).
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
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
    await new Promise((tick) => setTimeout(tick, 250));
  }
  throw new Error(`The server did not answer ${url}/api/ready within 180 s:\n${output()}`);
}
