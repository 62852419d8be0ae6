import { fileURLToPath } from 'node:url';
import { compileFromFile } from 'json-schema-to-typescript';

const schemasDir = fileURLToPath(new URL('../src/schemas/', import.meta.url));

const banner = `// Generated from src/schemas/*.schema.json by scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run \`npm run generate-types -w @breachline/scenario-schema\`.`;

/** The TypeScript text of the mission types, as generated from the schemas. */
export async function renderMissionTypes() {
  return compileFromFile(`${schemasDir}mission.schema.json`, {
    cwd: schemasDir,
    bannerComment: banner,
    additionalProperties: false,
    style: { singleQuote: true, printWidth: 120 },
  });
}
