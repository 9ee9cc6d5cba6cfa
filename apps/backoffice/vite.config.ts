import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office's own bundle, served by the API process under /backoffice (docs/decisions/023).
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
