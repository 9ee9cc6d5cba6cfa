import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const runtime = (file: string) => fileURLToPath(new URL(`../runtime/${file}`, import.meta.url));

/** Bare imports the browser build takes from Preact instead of React (docs/decisions/033). */
const BROWSER: Record<string, string> = {
  react: runtime('react.ts'),
  'react-dom': runtime('react-dom.ts'),
  'react-dom/client': runtime('react-dom-client.ts'),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * Runs the site's React code on `preact/compat` in the browser (about 50 KB gzip less than React
 * DOM) while the server renders with React 19. `WEB_BROWSER_RUNTIME=react` builds the browser
 * bundle with React itself, to compare or to rule the runtime out when chasing a bug.
 */
export function preactInTheBrowser(): Plugin {
  return {
    name: 'casino:preact-in-the-browser',
    enforce: 'pre',
    apply: () => process.env.WEB_BROWSER_RUNTIME !== 'react',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'client') return null;
      const target = BROWSER[source];
      if (!target) return null;
      // The shims themselves import `preact/compat`, never `react`, so no loop.
      if (target.startsWith('preact/'))
        return this.resolve(target, importer, { ...options, skipSelf: true });
      return target;
    },
  };
}
