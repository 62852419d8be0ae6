// Writes src/generated/validators.js from the JSON Schemas (ajv standalone code).
// Run with `npm run generate-validators -w @breachline/scenario-schema`; a unit test fails when it is stale.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderValidators } from './render-validators.mjs';

const target = fileURLToPath(new URL('../src/generated/validators.js', import.meta.url));
await writeFile(target, await renderValidators());
console.log(`wrote ${target}`);
