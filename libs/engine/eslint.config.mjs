import baseConfig, { determinismRules } from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    ignores: ['**/out-tsc'],
  },
  {
    // Rules code must be replayable: no hidden randomness, no clock, no browser.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.spec.ts', 'src/**/*.test.ts', 'src/**/*.bench.ts'],
    rules: determinismRules,
  },
];
