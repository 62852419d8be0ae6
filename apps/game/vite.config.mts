/// <reference types='vitest' />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The built app's Content-Security-Policy: scripts, styles and everything else only from the app's own
 * files — no inline script, no eval, no inline <style> — and nothing from other origins. WebGL needs no
 * directive; downloads are blob: links, which CSP does not govern; no workers.
 * Only the build gets it (as a <meta>, so `vite preview` and any static host serve it): Vite's dev server
 * injects inline scripts for React refresh, which this policy would block.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'none'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const contentSecurityPolicy = (): Plugin => ({
  name: 'breachline-content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' }],
});

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/game',
  // Fixed ports: the README, the start script and the e2e tests all name them.
  server: { port: 4200, host: 'localhost', strictPort: true },
  preview: { port: 4300, host: 'localhost', strictPort: true },
  plugins: [react(), contentSecurityPolicy()],
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
