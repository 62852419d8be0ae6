import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const schemasDir = fileURLToPath(new URL('../src/schemas/', import.meta.url));

const banner = `// Generated from src/schemas/*.schema.json by scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run \`npm run generate-types -w @breachline/scenario-schema\`.`;

// One root that reaches every published schema, so shared definitions (Tile, Condition…) are emitted once.
const roots = {
  title: 'SchemaRoots',
  description: 'The documents of the format: a mission and a built-in tile set.',
  type: 'object',
  additionalProperties: false,
  properties: {
    mission: { $ref: 'mission.schema.json' },
    tileSet: { $ref: 'tileset.schema.json' },
    trigger: { $ref: 'trigger.schema.json' },
  },
};

/** The TypeScript text of the mission types, as generated from the schemas. */
export async function renderMissionTypes() {
  return compile(roots, 'SchemaRoots', {
    cwd: schemasDir,
    bannerComment: banner,
    additionalProperties: false,
    // Lists carry size limits (maxItems) for validation; as types they stay plain arrays.
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 120 },
    // The per-ruleset `if ruleset … then options …` rules (ruleset-options.schema.json) have no TypeScript
    // form: read for types, the mission schema goes without them and `options` stays a record of values
    // (the engine's typed options parser reads them).
    $refOptions: { resolve: { file: { order: 1, canRead: true, read: readWithoutRulesetRules } } },
  });
}

async function readWithoutRulesetRules(file) {
  const text = await readFile(file.url.startsWith('file:') ? new URL(file.url) : file.url, 'utf8');
  if (!file.url.endsWith('mission.schema.json')) return text;
  const mission = JSON.parse(text);
  delete mission.allOf;
  return JSON.stringify(mission);
}
