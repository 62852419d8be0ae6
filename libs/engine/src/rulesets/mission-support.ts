import { CORE_EFFECTS, isCoreEffect } from '../mission/core-effects';
import type { Effect } from '../mission/vocabulary';
import { BOARDING_MISSION_EFFECTS, BOARDING_UNIT_FLAGS } from './boarding/mission-hooks';
import { HIVE_MISSION_EFFECTS, HIVE_UNIT_FLAGS } from './hive/mission-hooks';
import { DERELICT_MISSION_EFFECTS } from './derelict/mission-hooks';
import { DERELICT_UNIT_FLAGS } from './derelict/modifiers/mission-words';
import { BOARDING_NUMERIC_RULES } from './boarding/numeric-rules';
import type { NumericRules } from '../mission/rule-values';


const RULESET_EFFECTS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['hive', HIVE_MISSION_EFFECTS],
  ['boarding', BOARDING_MISSION_EFFECTS],
  ['derelict', DERELICT_MISSION_EFFECTS],
]);

/** The numbers of its rules each ruleset lets a mission's `set-rule` change (mission/rule-values.ts). */
const RULESET_NUMERIC_RULES: ReadonlyMap<string, NumericRules> = new Map([['boarding', BOARDING_NUMERIC_RULES]]);

/** The unit behaviour flags each ruleset's rules read (a `unit-flag` effect with another does nothing). */
const RULESET_UNIT_FLAGS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['hive', HIVE_UNIT_FLAGS],
  ['boarding', BOARDING_UNIT_FLAGS],
  ['derelict', DERELICT_UNIT_FLAGS],
]);

/** The names of the rules `set-rule` may change in `ruleset` (empty for one that declares none). */
export const numericRuleNames = (ruleset: string): string[] => [...(RULESET_NUMERIC_RULES.get(ruleset)?.keys() ?? [])];

/**
 * The trigger effects a playable ruleset carries out (the core's and its own), or undefined for a ruleset
 * the engine cannot play yet. Validation warns about the others: played, they only say they did nothing.
 */
export function supportedMissionEffects(ruleset: string): ReadonlySet<string> | undefined {
  const own = RULESET_EFFECTS.get(ruleset);
  if (!own) return undefined;
  return new Set([...CORE_EFFECTS, ...own, ...(RULESET_NUMERIC_RULES.has(ruleset) ? ['set-rule'] : [])]);
}

/** Whether a playable ruleset carries `effect` out (the core's own, or one of the ruleset's); undefined when the engine cannot play the ruleset. */
export function missionEffectSupported(ruleset: string, effect: { readonly effect: string }): boolean | undefined {
  const own = RULESET_EFFECTS.get(ruleset);
  if (!own) return undefined;
  if (effect.effect === 'set-rule') {
    const rule = (effect as { readonly rule?: unknown }).rule;
    return typeof rule === 'string' && RULESET_NUMERIC_RULES.get(ruleset)?.has(rule) === true;
  }
  if (effect.effect === 'unit-flag') {
    const flag = (effect as { readonly flag?: unknown }).flag;
    return own.has('unit-flag') && typeof flag === 'string' && RULESET_UNIT_FLAGS.get(ruleset)?.has(flag) === true;
  }
  // A ruleset that performs a word itself (derelict's noise) is asked first: the runner hands it over.
  if (own.has(effect.effect)) return true;
  return isCoreEffect(effect as Effect);
}
