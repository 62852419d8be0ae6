import { defineConfig } from 'vitest/config';

// Property tests run PROPERTY_RUNS cases each (200 by default, see vitest.setup.ts): a deeper run gets
// a per-test timeout that grows with it, so `PROPERTY_RUNS=20000` is not cut off at the default 5 s.
const propertyRuns = Number(process.env['PROPERTY_RUNS'] ?? 200);
const testTimeout = 5000 * Math.max(1, Math.ceil(propertyRuns / 200));

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/engine',
  test: {
    name: '@breachline/engine',
    watch: false,
    testTimeout,
    globals: true,
    environment: 'node',
    include: ['{src,tests}/**/*.{test,spec}.{js,mjs,cjs,ts,mts,cts,jsx,tsx}'],
    reporters: ['default'],
    setupFiles: ['./vitest.setup.ts'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
  },
}));
