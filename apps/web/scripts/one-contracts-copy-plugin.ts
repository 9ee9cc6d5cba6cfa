import type { Plugin } from 'vite';

const CONTRACTS = /^@casino\/contracts(\/|$)/;

/**
 * The server build imports `@casino/contracts` from the package instead of bundling a copy.
 * The API loads this build into its own process (apps/server/src/plugins/web.ts): a bundled copy
 * registered every schema id (`.meta({ id })`) a second time in zod's global registry, and
 * /api/openapi.json answered 500 "Duplicate schema id" (issue 28). One copy per process.
 * (Vite's `resolve.external` skips packages whose entry is a `.ts` file, hence a plugin.)
 */
export function oneContractsCopy(): Plugin {
  return {
    name: 'casino-one-contracts-copy',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      return options?.ssr && CONTRACTS.test(id) ? { id, external: true } : null;
    },
  };
}
