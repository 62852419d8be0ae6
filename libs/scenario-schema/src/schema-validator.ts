import type { ErrorObject } from 'ajv';
import type { Mission, TileSet } from './generated/mission-types';
import { validateMission, validateTileSet, type CompiledValidator } from './generated/validators.js';
import type { MissionIssue } from './mission-issue';
import triggerSchema from './schemas/trigger.schema.json';
import { describeSchemaError, type TagValues } from './validation/describe-schema-error';
import { describeOptionError } from './validation/option-issues';
import { describeRulesError } from './validation/rule-issues';

// The validators are compiled ahead of time (src/generated/validators.js, from the schemas with the
// options allErrors, strict, discriminator and verbose): compiling in the page took ~350 ms each time
// the game or the editor opened. `verbose` keeps the failing schema on each error, so anyOf errors can
// quote its description.

/** At most this many schema issues are reported: a wholly wrong file would otherwise list thousands. */
export const MAX_REPORTED_ISSUES = 100;

const TAG_VALUES: TagValues = collectTagValues(triggerSchema.$defs as Record<string, unknown>);

export type SchemaCheck<T> = { ok: true; value: T } | { ok: false; issues: MissionIssue[] };

/** Checks a parsed document against mission.schema.json; every problem is reported, located. */
export function checkMissionSchema(document: unknown): { ok: true; mission: Mission } | { ok: false; issues: MissionIssue[] } {
  // A playable ruleset's options and modifiers are worded by its own parser (option-issues.ts, rule-issues.ts).
  const result = check<Mission>(validateMission, document, (error) => describeRulesError(error, document) ?? describeOptionError(error, document));
  return result.ok ? { ok: true, mission: result.value } : result;
}

/** Checks a parsed built-in tile set against tileset.schema.json. */
export function checkTileSetSchema(document: unknown): SchemaCheck<TileSet> {
  return check<TileSet>(validateTileSet, document);
}

/** A wording of its own for some errors: an issue, null to drop the error, undefined for the generic words. */
type Describe = (error: ErrorObject) => MissionIssue | null | undefined;

function check<T>(validate: CompiledValidator, document: unknown, describe: Describe = () => undefined): SchemaCheck<T> {
  if (validate(document)) return { ok: true, value: document as T };
  const errors = dropBranchNoise(validate.errors ?? []);
  const described = errors.map((error) => {
    const own = describe(error);
    return own === undefined ? describeSchemaError(error, TAG_VALUES) : own;
  });
  const issues = dropDuplicates(described.filter((issue): issue is MissionIssue => issue !== null));
  if (issues.length <= MAX_REPORTED_ISSUES) return { ok: false, issues };
  const shown = issues.slice(0, MAX_REPORTED_ISSUES);
  shown.push({ stage: 'schema', path: '', message: `…and ${issues.length - MAX_REPORTED_ISSUES} more problems; fix these first.` });
  return { ok: false, issues: shown };
}

/** An anyOf failure says what was expected; the failures of each of its branches (at or under its place) only add noise. */
function dropBranchNoise(errors: readonly ErrorObject[]): ErrorObject[] {
  const anyOfPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath);
  // A propertyNames failure is reported twice: once for the name, once for the rule it broke.
  const namesChecked = new Set(errors.filter((e) => e.keyword === 'propertyNames').map((e) => e.instancePath));
  const kept = errors.filter((error) => {
    if (error.keyword !== 'propertyNames' && namesChecked.has(error.instancePath) && error.schemaPath.includes('/propertyNames/')) return false;
    const under = (path: string): boolean => error.instancePath === path || error.instancePath.startsWith(`${path}/`);
    if (error.keyword === 'anyOf') return !anyOfPaths.some((path) => path !== error.instancePath && under(path));
    return !anyOfPaths.some(under);
  });
  return kept;
}

function dropDuplicates(issues: MissionIssue[]): MissionIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** For each tagged union (`discriminator`) of the trigger schema, the values its tag may take. */
function collectTagValues(defs: Record<string, unknown>): TagValues {
  const values = new Map<string, string[]>();
  for (const def of Object.values(defs)) {
    const union = def as { discriminator?: { propertyName: string }; oneOf?: { $ref: string }[] };
    if (!union.discriminator || !union.oneOf) continue;
    const tag = union.discriminator.propertyName;
    const known = union.oneOf.map((branch) => {
      const target = defs[branch.$ref.replace('#/$defs/', '')] as { properties: Record<string, { const: string }> };
      return target.properties[tag]?.const ?? '';
    });
    values.set(tag, known);
  }
  return values;
}
