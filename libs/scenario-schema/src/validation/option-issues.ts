// Schema errors about a playable ruleset's options, worded by that ruleset's own options parser (libs/engine):
// the schema (ruleset-options.schema.json, generated from the same spec) decides, the parser says why, so
// validation and setup speak with one voice and an author reads the same sentence wherever it is checked.
import type { ErrorObject } from 'ajv';
import { readOptions, rulesetFor, unknownOptionMessage } from '@breachline/engine';
import type { MissionIssue } from '../mission-issue';

const OPTIONS = '/options';

/**
 * The issue for `error` when it is about the options of the document's (playable) ruleset; null when it
 * is only the `if ruleset …` rule reporting that its `then` failed (the failure itself is reported);
 * undefined when the error is not about such an option (the generic wording applies).
 */
export function describeOptionError(error: ErrorObject, document: unknown): MissionIssue | null | undefined {
  if (error.keyword === 'if') return null;
  const id = rulesetIdOf(document);
  const ruleset = id === undefined ? undefined : rulesetFor(id);
  if (!ruleset || !error.instancePath.startsWith(OPTIONS)) return undefined;
  if (error.instancePath === OPTIONS && error.keyword === 'additionalProperties') {
    const name = String((error.params as { additionalProperty?: unknown }).additionalProperty);
    return { stage: 'schema', path: `${OPTIONS}/${escapePointer(name)}`, message: unknownOptionMessage(ruleset.options, name, `The ${id} rules`) };
  }
  const name = optionNameAt(error.instancePath);
  if (name === undefined || !Object.hasOwn(ruleset.options, name)) return undefined;
  const raw: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  raw[name] = valueAt(document, name);
  const problem = readOptions(ruleset.options, raw).issues[0];
  return problem ? { stage: 'schema', path: error.instancePath, message: problem.message } : undefined;
}

function rulesetIdOf(document: unknown): string | undefined {
  const ruleset = isRecord(document) ? document['ruleset'] : undefined;
  return typeof ruleset === 'string' ? ruleset : undefined;
}

/** The option an error at `/options/<name>` (or deeper) is about. */
function optionNameAt(path: string): string | undefined {
  const segment = path.slice(OPTIONS.length + 1).split('/')[0];
  return segment ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

function valueAt(document: unknown, name: string): unknown {
  const options = isRecord(document) ? document['options'] : undefined;
  return isRecord(options) && Object.hasOwn(options, name) ? options[name] : undefined;
}

function escapePointer(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
