import { readFile } from 'node:fs/promises';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { renderValidators } from '../../scripts/render-validators.mjs';

describe('generated validators', () => {
  it('match the JSON Schemas (run `npm run generate-validators -w @breachline/scenario-schema` after a schema change)', async () => {
    const committed = await readFile(new URL('./validators.js', import.meta.url), 'utf8');
    expect(committed === (await renderValidators())).toBe(true);
  }, 120_000); // compiling every schema takes seconds, many more on a loaded machine
});
