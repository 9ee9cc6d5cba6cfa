import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';
import { checkImports } from './check.ts';

const roots: string[] = [];

/** Writes a throwaway repo (workspaces root plus the given files) and returns its folder. */
export function createRepo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  roots.push(root);
  const base: Record<string, string> = {
    'package.json': JSON.stringify({ workspaces: ['packages/*', 'apps/*'] }),
    'packages/db/package.json': JSON.stringify({ name: '@casino/db' }),
    'packages/contracts/package.json': JSON.stringify({ name: '@casino/contracts' }),
  };
  for (const [path, text] of Object.entries({ ...base, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The violations of a throwaway repo as `rule file:line`, sorted. */
export function findViolations(files: Record<string, string>): string[] {
  const { violations } = checkImports(createRepo(files));
  return violations.map((v) => `${v.rule} ${v.file}:${v.line}`).sort();
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
