// Writes src/generated/mission-types.ts from the JSON Schemas, so types are never written by hand.
// Run with `npm run generate-types -w @breachline/scenario-schema`; a unit test fails when it is stale.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderMissionTypes } from './render-mission-types.mjs';

const target = fileURLToPath(new URL('../src/generated/mission-types.ts', import.meta.url));
await writeFile(target, await renderMissionTypes());
console.log(`wrote ${target}`);
