import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { apiRoutesOnly } from './scripts/api-routes-plugin.ts';

export default defineConfig({
  plugins: [apiRoutesOnly(), reactRouter()],
  build: {
    target: 'es2022',
    cssMinify: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One chunk for TanStack Query: shared by the shell and the game pages, it was split
          // into many small chunks (+2.4 KiB gzip on every page, see docs/decisions/008).
          groups: [{ name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ }],
        },
      },
    },
  },
});
