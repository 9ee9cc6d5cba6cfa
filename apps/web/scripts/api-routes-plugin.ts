import type { Plugin } from 'vite';

const REGISTRY = '@casino/contracts/api';
const ROUTES_ONLY = '\0casino-api-routes';

type Group = Record<string, { method: string; path: string; auth: boolean }>;

/**
 * The browser's production build gets the endpoint registry without its zod schemas: the client
 * then trusts replies there, and zod stays out of the first visit (docs/decisions/010).
 */
export function apiRoutesOnly(): Plugin {
  return {
    name: 'casino-api-routes-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      return id === REGISTRY && !options?.ssr ? ROUTES_ONLY : null;
    },
    async load(id) {
      if (id !== ROUTES_ONLY) return null;
      const registry = (await import(REGISTRY)) as Record<string, Group>;
      return Object.entries(registry)
        .map(([name, group]) => {
          const routes = Object.fromEntries(
            Object.entries(group).map(([key, { method, path, auth }]) => [
              key,
              { method, path, auth },
            ]),
          );
          return `export const ${name} = ${JSON.stringify(routes)};`;
        })
        .join('\n');
    },
  };
}
