import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
// Generated or installed trees: nothing in them is written by hand.
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'build',
  'dist',
  'coverage',
  '.react-router',
  'test-results',
  'playwright-report',
]);

/** Lists source files under root as sorted repo-relative posix paths. */
export function listSourceFiles(root: string): string[] {
  const files: string[] = [];
  const visit = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = prefix + entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) visit(join(dir, entry.name), `${path}/`);
      } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(path);
      }
    }
  };
  visit(root, '');
  return files.sort();
}

/** Maps each workspace package name (e.g. @casino/db) to its folder, from the root workspaces globs. */
export function readWorkspacePackages(root: string): Map<string, string> {
  const packages = new Map<string, string>();
  const manifest = readJson(join(root, 'package.json'));
  const globs: unknown = manifest?.workspaces;
  if (!Array.isArray(globs)) return packages;
  for (const glob of globs) {
    // NOTE: only the `dir/*` form is supported; it is the only one the repo uses.
    const parent = String(glob).replace(/\/\*$/, '');
    if (!existsSync(join(root, parent))) continue;
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
      const dir = `${parent}/${entry.name}`;
      const name = readJson(join(root, dir, 'package.json'))?.name;
      if (entry.isDirectory() && typeof name === 'string') packages.set(name, dir);
    }
  }
  return packages;
}

function readJson(path: string): Record<string, unknown> | undefined {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}
