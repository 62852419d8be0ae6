import type { HiveRuleset, HiveState } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../controller';
import { hiveProgress } from './hive-goals';
import { BOARDING_HEURISTICS } from './boarding';
import { GENERIC_HEURISTICS } from './generic';
import { HIVE_HEURISTICS } from './hive';
import type { RulesetHeuristics } from './scorer';

/** Each ruleset's hero heuristics (one line per ruleset); the generic one for the rest. */
const BY_RULESET: Readonly<Record<string, RulesetHeuristics>> = {
  hive: HIVE_HEURISTICS as RulesetHeuristics,
  boarding: BOARDING_HEURISTICS as RulesetHeuristics,
};

export function heuristicsFor(ruleset: string): RulesetHeuristics {
  return BY_RULESET[ruleset] ?? (GENERIC_HEURISTICS as RulesetHeuristics);
}

/** A ruleset's objective progress in points (hive: tiles, weak points and charges; LJ found, carried, home;
 * chamber hits and the Queen's wounds), or null when the ruleset has no heuristics of its own. */
export function progressOf(engine: AnyEngine, state: AnyState): number | null {
  if (state.ruleset !== 'hive') return null;
  return hiveProgress((engine.ruleset as unknown as HiveRuleset).hiveView(state as HiveState, engine.board));
}
