import { genericPresentation, type RulesetPresentation } from '../rules/core/presentation';
import { boardingPresentation } from './boarding/presentation';
import { hivePresentation } from './hive/presentation';
import { hordePresentation } from './horde/presentation';
import { derelictPresentation } from './derelict/presentation';
import { infiltrationPresentation } from './infiltration/presentation';

/**
 * The presentation face of each ruleset by id (see rules/core/presentation.ts): the same objects the
 * registry's definitions hold (a test keeps them equal). Kept apart from the registry so a screen that only
 * words rulesets (the mission list) does not load their rules: the game's first chunk stays small.
 * Prototype-free: a mission's ruleset id such as "constructor" finds nothing of Object.prototype.
 */
const PRESENTATIONS: Readonly<Record<string, RulesetPresentation>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, RulesetPresentation>, { hive: hivePresentation, boarding: boardingPresentation, derelict: derelictPresentation, horde: hordePresentation, infiltration: infiltrationPresentation }),
);

/** The face of ruleset `id`; an id that names no ruleset (one not built yet, or "constructor") gets generic words and figures under its own id. */
export function presentationFor(id: string): RulesetPresentation {
  return Object.hasOwn(PRESENTATIONS, id) ? (PRESENTATIONS[id] as RulesetPresentation) : genericPresentation(id);
}
