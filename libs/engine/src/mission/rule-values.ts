import type { GameState } from '../game/game-state';
import type { Tx } from '../rules/core/tx';
import { entryOf, setEntry } from '../rules/state/keyed';
import type { MissionState } from './mission-state';

// Variable action costs and thresholds: a ruleset declares the numbers a mission may change (`numericRules`
// in its MissionHooks: a door's AP cost, the roll that breaks a door…), reads each through `ruleValue`, and a
// trigger's `set-rule` effect changes one for the rest of the mission (kept in `MissionState.ruleValues`).

/** A number of the rules a mission may change, with its bounds (a trigger's value is kept inside them). */
export interface NumericRule {
  readonly description: string;
  readonly min: number;
  readonly max: number;
  /** The ruleset's own number before any trigger changes it (it may depend on options or modifiers). */
  base(state: GameState): number;
}

export type NumericRules = ReadonlyMap<string, NumericRule>;

/** The value a trigger set for `rule`, else `fallback` (the ruleset's own number). Works on states and views. */
export function ruleValue(state: { readonly mission?: Pick<MissionState, 'ruleValues'> | undefined }, rule: string, fallback: number): number {
  const values = state.mission?.ruleValues;
  return (values ? entryOf(values, rule) : undefined) ?? fallback;
}

/** A `set-rule` effect as the author wrote it. */
export type SetRuleEffect = Readonly<Record<string, unknown>>;

/**
 * Carries out `set-rule`: `value` sets the rule, `add` changes it from its current value, kept within the
 * declared bounds. False when the ruleset declares no such rule (the runner then says the effect did nothing).
 */
export function setRule(tx: Tx, rules: NumericRules | undefined, effect: SetRuleEffect): boolean {
  const mission = tx.state.mission;
  const name = typeof effect['rule'] === 'string' ? effect['rule'] : '';
  const rule = rules?.get(name);
  if (!mission || !rule) return false;
  const now = ruleValue(tx.state, name, rule.base(tx.state));
  const set = effect['value'];
  const add = effect['add'];
  const wanted = typeof set === 'number' ? set : typeof add === 'number' ? now + add : now;
  const value = Math.min(rule.max, Math.max(rule.min, wanted));
  setEntry(tx.w, mission.ruleValues, name, value);
  tx.emit({ type: 'rule-changed', rule: name, value });
  return true;
}
