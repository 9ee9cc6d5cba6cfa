import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HAPROXY, PGBOUNCER, postgresBin, REDIS_SERVER, ROOT } from './services.ts';

/** Debian's packages the cluster runs, by the program each must provide. */
const PACKAGES: Array<{ name: string; present: () => boolean }> = [
  { name: 'haproxy', present: () => existsSync(HAPROXY) },
  { name: 'pgbouncer', present: () => existsSync(PGBOUNCER) },
  { name: 'redis-server', present: () => existsSync(REDIS_SERVER) },
  { name: 'postgresql', present: () => postgresBin() !== undefined },
];

/**
 * Installs the Debian packages that are missing (as `.ci/run` installs Chromium): as root with
 * apt-get; otherwise it stops, naming the command to run.
 */
export function ensureDebianPackages(log: (line: string) => void) {
  const missing = PACKAGES.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing Debian packages: ${missing.join(', ')}. Install them: sudo ${command}`,
    );
  }
  log(`installing Debian's ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const done = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (done.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (${done.status})`);
  }
}

/** Builds the web site and the back office unless their builds are there (`npm run build`). */
export function ensureBuilt(log: (line: string) => void) {
  const built =
    existsSync(join(ROOT, 'apps/web/build/server/index.js')) &&
    existsSync(join(ROOT, 'apps/backoffice/dist/index.html'));
  if (built) return;
  log('building the site (npm run build)');
  const done = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`npm run build failed (${done.status})`);
}
