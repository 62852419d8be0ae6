// The mission schema's part that each ruleset owns: for every playable ruleset, `if ruleset is <id> then
// options must follow <id>'s options`, each fragment emitted by the engine from the very spec its options
// parser reads (libs/engine `optionsSchema`). The result is committed as
// src/schemas/ruleset-options.schema.json (mission.schema.json refers to it) and compiled with the other
// schemas; a unit test fails when the committed file and the engine disagree.
import { modifiersSchema, optionsSchema, RULESET_IDS, rulesetFor, type ModifiersSchema, type OptionsSchema } from '@breachline/engine';

export const RULESET_OPTIONS_SCHEMA_ID = 'https://breachline.dev/schemas/ruleset-options.schema.json';

interface RulesetOptionsRule {
  readonly if: { readonly type: 'object'; readonly required: readonly ['ruleset']; readonly properties: { readonly ruleset: { readonly const: string } } };
  readonly then: { readonly type: 'object'; readonly properties: { readonly options: { readonly $ref: string }; readonly rules: { readonly $ref: string } } };
}

export interface RulesetOptionsSchemaDocument {
  readonly $schema: string;
  readonly $id: string;
  readonly title: string;
  readonly description: string;
  readonly $defs: Readonly<Record<string, OptionsSchema | ModifiersSchema>>;
  readonly allOf: readonly RulesetOptionsRule[];
}

/** The schema as the engine's rulesets state it today. */
export function renderRulesetOptionsSchema(): RulesetOptionsSchemaDocument {
  const defs: Record<string, OptionsSchema | ModifiersSchema> = {};
  const ids: string[] = [];
  for (const id of RULESET_IDS) {
    const ruleset = rulesetFor(id);
    if (!ruleset) continue;
    ids.push(id);
    defs[id] = optionsSchema(ruleset.options);
    defs[`${id}-rules`] = modifiersSchema(ruleset.modifiers);
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: RULESET_OPTIONS_SCHEMA_ID,
    title: 'RulesetOptions',
    description:
      'Generated from libs/engine (each ruleset\'s options spec) by `npm run generate-ruleset-options -w @breachline/scenario-schema`; do not edit. The options and named modifiers (`rules`) each playable ruleset knows: any other option name or modifier id is refused.',
    $defs: defs,
    allOf: ids.map((id) => ({
      if: { type: 'object', required: ['ruleset'], properties: { ruleset: { const: id } } },
      then: { type: 'object', properties: { options: { $ref: `#/$defs/${id}` }, rules: { $ref: `#/$defs/${id}-rules` } } },
    })),
  };
}

/** The file's text: what the generator writes and the sync test compares. */
export function renderRulesetOptionsSchemaText(): string {
  return `${JSON.stringify(renderRulesetOptionsSchema(), null, 2)}\n`;
}
