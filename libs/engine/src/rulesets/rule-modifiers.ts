// Named ruleset modifiers: a special rule that truly cannot be data, offered by a ruleset under an id with
// typed parameters (`"rules": [{ "id": "boarding/door-break", "breakOn": 4 }]`) — never code in a mission.
// Each modifier states its parameters with the option fields of options-parser.ts, so one spec gives the
// JSON Schema fragment (`modifiersSchema`, composed into the mission schema by libs/scenario-schema), the
// worded validation issues (`readModifiers`) and the typed values setup reads (`modifierParams`).
import type { MissionCheckIssue } from './mission-check';
import type { OptionSchema, OptionsOf, OptionsSpec } from './options-parser';

/** A modifier a ruleset offers: its id ("<ruleset>/<name>"), what it changes, and its parameters (all required). */
export interface RuleModifier<S extends OptionsSpec = OptionsSpec> {
  readonly id: string;
  readonly description: string;
  readonly params: S;
}

export const defineModifier = <S extends OptionsSpec>(modifier: RuleModifier<S>): RuleModifier<S> => Object.freeze(modifier);

/** One mission `rules` entry as carried into the mission plan: its id and its parameters (prototype-free). */
export interface RuleEntry {
  readonly id: string;
  readonly params: ReadonlyMap<string, unknown>;
}

/** One modifier as a JSON Schema fragment: its id, each parameter required, nothing else. */
export interface ModifierSchema {
  readonly type: 'object';
  readonly description: string;
  readonly required: readonly string[];
  readonly properties: Readonly<Record<string, OptionSchema | { readonly const: string }>>;
  readonly additionalProperties: false;
}

/** A ruleset's `rules` list as a JSON Schema fragment: entries naming one of its modifiers, each by its own schema. */
export type ModifiersSchema =
  | { readonly type: 'array'; readonly maxItems: 0 }
  | {
      readonly type: 'array';
      readonly maxItems: number;
      readonly items: {
        readonly type: 'object';
        readonly required: readonly ['id'];
        readonly properties: { readonly id: { readonly enum: readonly string[] } };
        readonly allOf: readonly { readonly if: { readonly properties: { readonly id: { readonly const: string } } }; readonly then: ModifierSchema }[];
      };
    };

/** At most this many modifiers in one mission. */
export const MAX_RULE_MODIFIERS = 16;

export function modifierSchema(modifier: RuleModifier): ModifierSchema {
  const properties: Record<string, OptionSchema | { readonly const: string }> = { id: { const: modifier.id } };
  for (const name of Object.keys(modifier.params)) {
    const param = modifier.params[name];
    if (param) properties[name] = param.schema;
  }
  return { type: 'object', description: modifier.description, required: ['id', ...Object.keys(modifier.params)], properties, additionalProperties: false };
}

export function modifiersSchema(modifiers: readonly RuleModifier[]): ModifiersSchema {
  if (modifiers.length === 0) return { type: 'array', maxItems: 0 };
  return {
    type: 'array',
    maxItems: MAX_RULE_MODIFIERS,
    items: {
      type: 'object',
      required: ['id'],
      properties: { id: { enum: modifiers.map((m) => m.id) } },
      allOf: modifiers.map((m) => ({ if: { properties: { id: { const: m.id } } }, then: modifierSchema(m) })),
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function knownList(modifiers: readonly RuleModifier[]): string {
  return modifiers.length === 0 ? 'they have none' : `they know ${modifiers.map((m) => m.id).join(', ')}`;
}

/**
 * Every issue of a mission's `rules` against the modifiers `rules` (e.g. "The boarding rules") offers, each
 * located at the entry, its id or the parameter: an unknown id, a missing, extra or bad parameter, a repeat.
 */
export function readModifiers(modifiers: readonly RuleModifier[], raw: unknown, rules: string): readonly MissionCheckIssue[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return [{ path: '/rules', message: 'The mission’s rules must be a list of modifiers.' }];
  const issues: MissionCheckIssue[] = [];
  const seen = new Set<string>();
  raw.forEach((entry: unknown, i) => {
    const at = `/rules/${i}`;
    if (!isRecord(entry) || typeof entry['id'] !== 'string') return void issues.push({ path: at, message: 'A rules entry needs the id of a ruleset modifier, e.g. { "id": "boarding/door-break", … }.' });
    const id = entry['id'];
    const modifier = modifiers.find((m) => m.id === id);
    if (!modifier) return void issues.push({ path: `${at}/id`, message: `${rules} have no modifier ${JSON.stringify(id)}: ${knownList(modifiers)}.` });
    if (seen.has(id)) issues.push({ path: `${at}/id`, message: `The modifier ${id} is already in the mission’s rules; name it once.` });
    seen.add(id);
    for (const name of Object.keys(entry)) {
      if (name !== 'id' && !Object.hasOwn(modifier.params, name)) {
        issues.push({ path: `${at}/${name}`, message: `The modifier ${id} has no parameter ${JSON.stringify(name)}: it takes ${Object.keys(modifier.params).join(', ') || 'none'}.` });
      }
    }
    for (const name of Object.keys(modifier.params)) {
      const param = modifier.params[name];
      if (!param) continue;
      if (!Object.hasOwn(entry, name)) {
        issues.push({ path: at, message: `The modifier ${id} needs its parameter ${name}.` });
        continue;
      }
      const found = param(entry[name]);
      if (!found.ok) issues.push({ path: `${at}/${name}`, message: found.message });
    }
  });
  return issues;
}

/** The `rules` of a validated mission as the plan carries them (entries without a string id are skipped). */
export function ruleEntriesOf(raw: unknown): readonly RuleEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (!isRecord(entry) || typeof entry['id'] !== 'string') return [];
    const params = new Map<string, unknown>();
    for (const name of Object.keys(entry)) if (name !== 'id') params.set(name, entry[name]);
    return [{ id: entry['id'], params }];
  });
}

/**
 * The typed parameters of `modifier` when the mission's rules name it (read through its own fields, so a
 * value that would not validate is never played), else undefined.
 */
export function modifierParams<S extends OptionsSpec>(entries: readonly RuleEntry[], modifier: RuleModifier<S>): Required<OptionsOf<S>> | undefined {
  const entry = entries.find((e) => e.id === modifier.id);
  if (!entry) return undefined;
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(modifier.params)) {
    const param = modifier.params[name];
    const found = param ? param(entry.params.get(name)) : undefined;
    if (!found?.ok) return undefined;
    values[name] = found.value;
  }
  return values as Required<OptionsOf<S>>;
}
