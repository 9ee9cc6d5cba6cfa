import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { apiRoutesOnly } from './scripts/api-routes-plugin.ts';
import { firstVisitGroups } from './scripts/first-visit-chunks.ts';
import { lucideDirectImports } from './scripts/lucide-direct-imports-plugin.ts';
import { oneContractsCopy } from './scripts/one-contracts-copy-plugin.ts';

export default defineConfig({
  plugins: [oneContractsCopy(), lucideDirectImports(), apiRoutesOnly(), reactRouter()],
  build: {
    target: 'es2022',
    cssMinify: true,
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // `BUILD_MINIFY=0`: readable names in the browser's profiles (bench/README.md).
    ...(process.env.BUILD_MINIFY === '0' ? { minify: false } : {}),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Few, larger chunks on a first visit (docs/decisions/021): the framework in one chunk,
          // the code every page's shell imports statically in another; route and lazy code
          // (modals, profile pages) keep their own chunks.
          groups: firstVisitGroups(),
        },
      },
    },
  },
});
