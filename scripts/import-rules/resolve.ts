import { statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, posix } from 'node:path';

/** Where an import points: a repo path for relative and workspace imports, else a package. */
export type Target = {
  specifier: string;
  /** Repo-relative posix path without extension; a folder import ends in /index. */
  path?: string;
  /** Package name for bare specifiers (`zod`, `@casino/db`). */
  packageName?: string;
  isBuiltin: boolean;
};

const EXTENSION = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Resolves an import specifier written in `file` (repo-relative) against the repo at root. */
export function resolveTarget(
  root: string,
  workspaces: Map<string, string>,
  file: string,
  specifier: string,
): Target {
  if (specifier.startsWith('.')) {
    const path = posix.normalize(posix.join(posix.dirname(file), specifier));
    return { specifier, path: withoutExtension(root, path), isBuiltin: false };
  }
  if (isBuiltin(specifier)) return { specifier, isBuiltin: true };
  const packageName = packageNameOf(specifier);
  const dir = workspaces.get(packageName);
  const path = dir && posix.join(dir, specifier.slice(packageName.length));
  return { specifier, packageName, path, isBuiltin: false };
}

function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function withoutExtension(root: string, path: string): string {
  if (EXTENSION.test(path)) return path.replace(EXTENSION, '');
  return isDirectory(join(root, path)) ? `${path}/index` : path;
}

function isDirectory(absolute: string): boolean {
  return statSync(absolute, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
