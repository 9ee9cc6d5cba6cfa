import type { Plugin } from 'vite';

/** Each registry the site imports, and the id of its schema-free copy. */
const REGISTRIES = new Map([
  ['@casino/contracts/api', '\0casino-api-routes'],
  // Loaded with the passkey code only (issue 35), so its routes stay out of the shell.
  ['@casino/contracts/api/passkey', '\0casino-api-routes-passkey'],
]);
const ROUTES_ONLY = new Map([...REGISTRIES].map(([registry, id]) => [id, registry]));

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
      return options?.ssr ? null : (REGISTRIES.get(id) ?? null);
    },
    async load(id) {
      const source = ROUTES_ONLY.get(id);
      if (!source) return null;
      const registry = (await import(source)) as Record<string, Group>;
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
