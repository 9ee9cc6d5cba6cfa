/** Path helpers shared by the rules; every path is repo-relative posix. */

export const WEB_APP = 'apps/web/app';
export const SERVER_SRC = 'apps/server/src';
export const SERVER_MODULES = `${SERVER_SRC}/modules`;

/** True when path is dir itself or lies inside it. */
export function isUnder(path: string | undefined, dir: string): path is string {
  return path !== undefined && (path === dir || path.startsWith(`${dir}/`));
}

/** The first path segment inside dir (`features/wallet/x.tsx` under `features` -> `wallet`). */
export function segmentUnder(path: string | undefined, dir: string): string | undefined {
  if (!isUnder(path, dir) || path === dir) return undefined;
  return path
    .slice(dir.length + 1)
    .split('/')[0]
    ?.replace(/\.[^.]+$/, '');
}

export function isTestFile(file: string): boolean {
  return /\.(?:test|spec)\.[cm]?[jt]sx?$/.test(file);
}

/** React Router's server-only convention: `*.server.ts(x)` or anything inside a `.server/` folder. */
export function isServerOnlyWebFile(file: string): boolean {
  return /\.server\.[jt]sx?$/.test(file) || file.includes('/.server/');
}

/** A module's public face to other modules: its services, or an index that re-exports them. */
export function isModuleEntry(path: string): boolean {
  const name = path.split('/').at(-1) ?? '';
  // A module's top-level context.ts is its wiring surface: the composition root builds the
  // context once and hands it to the modules that call this one (docs/decisions/012).
  const isTopContext = name === 'context' && /\/modules\/[^/]+\/context$/.test(path);
  return name === 'service' || name.endsWith('-service') || name === 'index' || isTopContext;
}
