import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../e2e/support/site.ts';

/**
 * The checkouts a browser bench measures in one run: this one, and with `BENCH_COMPARE=<folder>`
 * another built checkout of the project (e.g. a `git worktree` of an older commit), each served
 * by its own `node apps/server/src/server.ts` on ports of its own with a fresh PGlite folder.
 */
export interface Checkout {
  /** `this` or the other folder's name, with its commit. */
  label: string;
  root: string;
}

function describe(root: string, name: string): Checkout {
  let commit = '';
  try {
    commit = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    // not a git checkout
  }
  return { label: commit ? `${name} (${commit})` : name, root };
}

export function checkouts(thisRoot: string): Checkout[] {
  const list = [describe(thisRoot, 'this')];
  // A comma list measures several other checkouts beside this one, all taking turns.
  for (const other of (process.env.BENCH_COMPARE ?? '').split(',').filter(Boolean)) {
    const root = resolve(other);
    if (!existsSync(join(root, 'apps/web/build/client'))) {
      throw new Error(
        `BENCH_COMPARE=${other}: no apps/web/build there; run npm run build in it first.`,
      );
    }
    list.push(describe(root, root.split('/').pop() ?? root));
  }
  return list;
}

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/** The checkout's own server, ready (`/api/ready`), on free ports and a fresh PGlite folder. */
export async function startCheckout(root: string): Promise<RunningSite> {
  const port = await freePort();
  const gamePort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-site-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      GAME_ORIGIN_PORT: String(gamePort),
      DATABASE_URL: join(dataDir, 'db'),
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the site in ${root} exited with ${child.exitCode}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the site in ${root} did not become ready in 180 s`);
    }
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop };
}
