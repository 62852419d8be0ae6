// What the format checks need to know about each ruleset, kept as data next to the schema.
import type { Mission } from '../generated/mission-types';

type RulesetId = Mission['ruleset'];
import unitTypes from './unit-types.json';

/** The enemy unit type ids a ruleset knows. */
export function knownUnitTypes(ruleset: RulesetId): readonly string[] {
  return unitTypes[ruleset];
}

/** Rulesets where heroes may unlock a locked door themselves (infiltration §6.7); elsewhere only effects unlock doors. */
const HEROES_UNLOCK_DOORS: ReadonlySet<RulesetId> = new Set(['infiltration']);

export function heroesCanUnlockDoors(ruleset: RulesetId): boolean {
  return HEROES_UNLOCK_DOORS.has(ruleset);
}
