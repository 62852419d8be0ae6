import { defineConfig } from 'vitest/config';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../node_modules/.vite/tools',
  test: {
    name: '@breachline/tools',
    watch: false,
    globals: true,
    environment: 'node',
    // These specs play whole games and validate every sample: a shared CI machine can take several times the
    // default 5 s. A time limit here only catches hangs; speed is measured in `npm run bench`.
    testTimeout: 60_000,
    include: ['{src,tests,bench}/**/*.{test,spec}.{js,mjs,cjs,ts,mts,cts,jsx,tsx}'],
    reporters: ['default'],
    coverage: {
      reportsDirectory: './test-output/vitest/coverage',
      provider: 'v8' as const,
    },
  },
}));
