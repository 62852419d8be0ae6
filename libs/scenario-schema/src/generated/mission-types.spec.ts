import { readFile } from 'node:fs/promises';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { renderMissionTypes } from '../../scripts/render-mission-types.mjs';

describe('generated mission types', () => {
  it('match the JSON Schemas (run `npm run generate-types -w @breachline/scenario-schema` after a schema change)', async () => {
    const committed = await readFile(new URL('./mission-types.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await renderMissionTypes());
  });
});
