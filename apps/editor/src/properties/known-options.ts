// The options a playable ruleset knows, with each one's type and bounds: the same spec its parser reads and
// the mission schema composes (ruleset-options.schema.json, `$defs.<ruleset>`), so what the form offers is
// exactly what validates.
import { optionsSchema, rulesetFor, type OptionSchema } from '@breachline/engine';
import { getIn } from './document-paths';
import { optionsOf, setOption, type OptionValue } from './option-values';

/** The ruleset's options by name, in the spec's order; undefined when the ruleset states none (any name goes). */
export function knownOptions(mission: unknown): ReadonlyMap<string, OptionSchema> | undefined {
  const ruleset = getIn(mission, ['ruleset']);
  const entry = typeof ruleset === 'string' ? rulesetFor(ruleset) : undefined;
  if (!entry) return undefined;
  return new Map(Object.entries(optionsSchema(entry.options).properties));
}

/** The value a newly added option starts with: the first choice, the lowest number, or no. */
export function startingValue(schema: OptionSchema): OptionValue {
  if ('enum' in schema) return schema.enum[0] ?? '';
  return schema.type === 'integer' ? schema.minimum : false;
}

/** The known options the mission does not set yet, in the ruleset's order. */
export function unsetOptions(mission: unknown, known: ReadonlyMap<string, OptionSchema>): string[] {
  const set = new Set(optionsOf(mission).map(([name]) => name));
  return [...known.keys()].filter((name) => !set.has(name));
}

/** Sets a known option to its starting value (an unknown name leaves the document as it is). */
export function addKnownOption(mission: unknown, known: ReadonlyMap<string, OptionSchema>, name: string): unknown {
  const schema = known.get(name);
  return schema ? setOption(withOption(mission, name), name, startingValue(schema)) : mission;
}

/** The mission with `name` present in its options (appended last), so setOption has something to set. */
function withOption(mission: unknown, name: string): unknown {
  const entries = optionsOf(mission);
  if (entries.some(([n]) => n === name)) return mission;
  const base = mission !== null && typeof mission === 'object' && !Array.isArray(mission) ? (mission as Record<string, unknown>) : {};
  return { ...base, options: Object.fromEntries([...entries, [name, null]]) };
}
