import nx from '@nx/eslint-plugin';

/**
 * Workspace lint rules. The dependency direction of ../shared/DESIGN.md is enforced here:
 *   apps → board-view → engine;  apps → ai → engine;  apps → scenario-schema → engine (types)
 * and the engine stays a pure rules library (no UI, no validation library, no hidden randomness).
 */

/** Packages the engine must never import: it runs headless, in workers and in Node. */
const uiAndValidationPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'three',
  'three/*',
  '@react-three/*',
  'zustand',
  'zustand/*',
  'ajv',
  'ajv/*',
];

/**
 * Nondeterminism and browser globals banned from the engine and the AI (randomness lives in game state).
 * Applied through `pureLibraryConfig` by libs/engine and libs/ai's own eslint.config.mjs
 * (flat-config globs are relative to the config that is loaded, so they live with each project).
 */
const determinismRules = {
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: 'Use the seeded RNG stored in the game state.' },
    { object: 'Date', property: 'now', message: 'The engine and AI must not read the clock.' },
    { object: 'performance', property: 'now', message: 'The engine and AI must not read the clock.' },
  ],
  'no-restricted-globals': [
    'error',
    ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'requestAnimationFrame', 'performance', 'crypto'].map(
      (name) => ({ name, message: `'${name}' is a browser/runtime global: the engine and AI stay pure and deterministic.` }),
    ),
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "NewExpression[callee.name='Date']", message: 'The engine and AI must not read the clock.' },
  ],
};

/** For libs/engine and libs/ai: rules code must be replayable — no hidden randomness, no clock, no browser. */
export const pureLibraryConfig = [
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.spec.ts', 'src/**/*.test.ts', 'src/**/*.bench.ts'],
    rules: determinismRules,
  },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/test-output',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:view', 'type:ai', 'type:schema', 'type:engine'] },
            { sourceTag: 'type:view', onlyDependOnLibsWithTags: ['type:engine'] },
            { sourceTag: 'type:ai', onlyDependOnLibsWithTags: ['type:engine'] },
            { sourceTag: 'type:schema', onlyDependOnLibsWithTags: ['type:engine'] },
            {
              sourceTag: 'type:engine',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: uiAndValidationPackages,
            },
            {
              sourceTag: 'type:ai',
              bannedExternalImports: uiAndValidationPackages,
            },
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:ai', 'type:schema', 'type:engine'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:schema', 'type:engine'] },
          ],
        },
      ],
    },
  },
];
