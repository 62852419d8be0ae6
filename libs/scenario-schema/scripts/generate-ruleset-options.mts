// Writes src/schemas/ruleset-options.schema.json from the engine's ruleset option specs.
// Run with `npm run generate-ruleset-options -w @breachline/scenario-schema`, then regenerate the validators
// (`npm run generate-validators …`); a unit test fails when either is stale.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderRulesetOptionsSchemaText } from '../src/rulesets/ruleset-options-schema.ts';

const target = fileURLToPath(new URL('../src/schemas/ruleset-options.schema.json', import.meta.url));
await writeFile(target, renderRulesetOptionsSchemaText());
console.log(`wrote ${target}`);
