/// <reference types='vitest' />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/game',
  // Fixed ports: the README, the start script and the e2e tests all name them.
  server: { port: 4200, host: 'localhost', strictPort: true },
  preview: { port: 4300, host: 'localhost', strictPort: true },
  plugins: [react()],
  build: {
    outDir: './dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    // three.js alone is ~700 kB minified; it is loaded lazily, after the first paint.
    chunkSizeWarningLimit: 1200,
  },
  test: {
    name: '@breachline/game',
    watch: false,
    globals: true,
    environment: 'jsdom',
    include: ['{src,tests}/**/*.{test,spec}.{js,mjs,cjs,ts,mts,cts,jsx,tsx}'],
    reporters: ['default'],
  },
}));
