// A ruleset's mission options, checked and read by one small typed parser: validation reports its issues
// (located under /options) and setup reads its values, so what validates is exactly what plays. Each
// option also states itself as a JSON Schema fragment (`optionsSchema`), which libs/scenario-schema
// composes into the mission schema: one spec, so the schema and the parser cannot drift apart.
import { entryOf } from '../rules/state/keyed';
import { MAX_ROUNDS, roundCountProblem, wholeNumberProblem, type MissionCheckIssue } from './mission-check';

/** One option's value read, or the sentence saying why it cannot be. */
export type OptionRead<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** One option as a JSON Schema (draft 2020-12) fragment: plain data, no validator in the engine. */
export type OptionSchema =
  | { readonly type: 'integer'; readonly minimum: number; readonly maximum: number }
  | { readonly type: 'boolean' }
  | { readonly enum: readonly string[] };

/** Reads one option's value (never called with undefined: an absent option is simply absent), and says what it accepts. */
export interface OptionField<T> {
  (value: unknown): OptionRead<T>;
  readonly schema: OptionSchema;
}

/** A ruleset's options as one JSON Schema fragment: its options by name, and no other name. */
export interface OptionsSchema {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, OptionSchema>>;
  readonly additionalProperties: false;
}

/** A ruleset's options by name: the schema-like description its parser checks against. */
export type OptionsSpec = Readonly<Record<string, OptionField<unknown>>>;

/** The typed options a spec reads: every option may be absent (the ruleset supplies its defaults). */
export type OptionsOf<S extends OptionsSpec> = { -readonly [K in keyof S]?: S[K] extends OptionField<infer T> ? T : never };

const read = <T>(value: T): OptionRead<T> => ({ ok: true, value });
const refuse = (message: string): OptionRead<never> => ({ ok: false, message });

const field = <T>(reader: (value: unknown) => OptionRead<T>, schema: OptionSchema): OptionField<T> =>
  Object.assign(reader, { schema: Object.freeze(schema) });

/** A whole number from `min` to `max`. */
export const wholeNumberOption = (what: string, min: number, max: number): OptionField<number> =>
  field(
    (value) => {
      const problem = wholeNumberProblem(value, what, min, max);
      return problem ? refuse(problem) : read(value as number);
    },
    { type: 'integer', minimum: min, maximum: max },
  );

/** A number of rounds (round caps, turn limits). */
export const roundCountOption = (what: string): OptionField<number> =>
  field(
    (value) => {
      const problem = roundCountProblem(value, what);
      return problem ? refuse(problem) : read(value as number);
    },
    { type: 'integer', minimum: 1, maximum: MAX_ROUNDS },
  );

/** True or false. */
export const flagOption = (name: string): OptionField<boolean> =>
  field((value) => (typeof value === 'boolean' ? read(value) : refuse(`The option ${name} must be true or false.`)), { type: 'boolean' });

/** One of `allowed`; `unknown` words the refusal. */
export const choiceOption = <T extends string>(allowed: readonly T[], unknown: (value: unknown) => string): OptionField<T> =>
  field(
    (value) => (typeof value === 'string' && (allowed as readonly string[]).includes(value) ? read(value as T) : refuse(unknown(value))),
    { enum: [...allowed] },
  );

/**
 * The JSON Schema fragment of a ruleset's options, from the same spec its parser reads: each option's
 * own schema, and no option the ruleset does not know (a misspelt name would silently play the default).
 */
export function optionsSchema(spec: OptionsSpec): OptionsSchema {
  const properties: Record<string, OptionSchema> = {};
  for (const name of Object.keys(spec)) {
    const option = spec[name];
    if (option) properties[name] = option.schema;
  }
  return { type: 'object', properties, additionalProperties: false };
}

/** The sentence for an option name `spec` does not know (`rules` names the ruleset's rules, e.g. "The hive rules"). */
export function unknownOptionMessage(spec: OptionsSpec, name: string, rules: string): string {
  return `${rules} have no option ${JSON.stringify(name)}: they know ${Object.keys(spec).join(', ')}.`;
}

/** What `readOptions` found: the values that read, and an issue for each that did not. */
export interface ReadOptions<S extends OptionsSpec> {
  readonly values: OptionsOf<S>;
  readonly issues: readonly MissionCheckIssue[];
}

/**
 * The options of a mission read against `spec`, in the spec's order: the typed values of those that
 * read, and an issue located at `/options/<name>` for each that did not (validation reports them and
 * setup refuses them). Options the spec does not name are left to the mission schema.
 */
export function readOptions<S extends OptionsSpec>(spec: S, raw: Readonly<Record<string, unknown>> | undefined): ReadOptions<S> {
  const values: Record<string, unknown> = {};
  const issues: MissionCheckIssue[] = [];
  for (const name of Object.keys(spec)) {
    const value = raw ? entryOf(raw, name) : undefined;
    const field = spec[name];
    if (value === undefined || !field) continue;
    const found = field(value);
    if (found.ok) values[name] = found.value;
    else issues.push({ path: `/options/${name}`, message: found.message });
  }
  return { values: values as OptionsOf<S>, issues };
}
