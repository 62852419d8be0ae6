// Schema errors about a playable ruleset's named modifiers (`rules`), worded by the engine's own reader
// (`readModifiers`): the schema (ruleset-options.schema.json, generated from the same specs) decides, the
// reader says why — "The hive rules have no modifier …", "The parameter breakOn … must be …".
import type { ErrorObject } from 'ajv';
import { readModifiers, rulesetFor } from '@breachline/engine';
import type { MissionIssue } from '../mission-issue';

const RULES = '/rules';

/** The issue for an error under `/rules` of a playable ruleset's mission; undefined for any other error. */
export function describeRulesError(error: ErrorObject, document: unknown): MissionIssue | undefined {
  if (error.instancePath !== RULES && !error.instancePath.startsWith(`${RULES}/`)) return undefined;
  const id = isRecord(document) && typeof document['ruleset'] === 'string' ? document['ruleset'] : undefined;
  const ruleset = id === undefined ? undefined : rulesetFor(id);
  if (!ruleset || !isRecord(document)) return undefined;
  const issues = readModifiers(ruleset.modifiers, document['rules'], `The ${id} rules`);
  const extra = error.keyword === 'additionalProperties' ? (error.params as { additionalProperty?: unknown }).additionalProperty : undefined;
  const path = typeof extra === 'string' ? `${error.instancePath}/${extra}` : error.instancePath;
  const entry = path.split('/').slice(0, 3).join('/');
  const found =
    issues.find((issue) => issue.path === path) ??
    issues.find((issue) => issue.path === entry || issue.path.startsWith(`${entry}/`)) ??
    (error.instancePath === RULES ? issues[0] : undefined);
  return found ? { stage: 'schema', path: found.path, message: found.message } : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
