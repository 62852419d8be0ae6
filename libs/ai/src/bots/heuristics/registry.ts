import type { AnyEngine, AnyState } from '../controller';
import { aiFaceFor } from '../ai-faces';
import { GENERIC_HEURISTICS } from './generic';
import type { RulesetHeuristics } from './scorer';

/** A ruleset's hero heuristics (its AI face's); the generic ones for a ruleset without a face. */
export function heuristicsFor(ruleset: string): RulesetHeuristics {
  return aiFaceFor(ruleset)?.heuristics ?? GENERIC_HEURISTICS;
}

/** A ruleset's objective progress in points (its AI face's `progress`), or null when it measures none. */
export function progressOf(engine: AnyEngine, state: AnyState): number | null {
  return aiFaceFor(state.ruleset)?.progress?.(engine, state) ?? null;
}
