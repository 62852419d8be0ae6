import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/scenario-schema',
  test: {
    name: '@breachline/scenario-schema',
    watch: false,
    globals: true,
    environment: 'node',
    // A cap for hangs, not a speed check: compiling every schema takes seconds on a loaded machine.
    testTimeout: 30_000,
    include: ['{src,tests}/**/*.{test,spec}.{js,mjs,cjs,ts,mts,cts,jsx,tsx}'],
    reporters: ['default'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
  },
}));
