import { genericPresentation, type RulesetPresentation } from '../rules/core/presentation';
import { rulesetFor } from './registry';

/**
 * The face of ruleset `id` (see rules/core/presentation.ts), from its definition in the registry; an id
 * that names no ruleset (a mission for a ruleset not built yet, or "constructor") gets generic words and
 * figures under its own id.
 */
export function presentationFor(id: string): RulesetPresentation {
  return rulesetFor(id)?.presentation ?? genericPresentation(id);
}
