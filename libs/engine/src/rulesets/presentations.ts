import { genericPresentation, type RulesetPresentation } from '../rules/core/presentation';
import { boardingPresentation } from './boarding/presentation';
import { hivePresentation } from './hive/presentation';

/**
 * The presentation face of each ruleset by id (see rules/core/presentation.ts). Prototype-free: a
 * mission's ruleset id such as "constructor" finds nothing of Object.prototype.
 */
const PRESENTATIONS: Readonly<Record<string, RulesetPresentation>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, RulesetPresentation>, { hive: hivePresentation, boarding: boardingPresentation }),
);

/** The face of ruleset `id`; a ruleset without one yet gets generic words and figures under its own id. */
export function presentationFor(id: string): RulesetPresentation {
  return Object.hasOwn(PRESENTATIONS, id) ? (PRESENTATIONS[id] as RulesetPresentation) : genericPresentation(id);
}
