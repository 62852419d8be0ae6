import { CORE_EFFECTS, isCoreEffect } from '../mission/core-effects';
import type { Effect } from '../mission/vocabulary';
import { BOARDING_MISSION_EFFECTS } from './boarding/mission-hooks';
import { HIVE_MISSION_EFFECTS } from './hive/mission-hooks';

const RULESET_EFFECTS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['hive', HIVE_MISSION_EFFECTS],
  ['boarding', BOARDING_MISSION_EFFECTS],
]);

/**
 * The trigger effects a playable ruleset carries out (the core's and its own), or undefined for a ruleset
 * the engine cannot play yet. Validation warns about the others: played, they only say they did nothing.
 */
export function supportedMissionEffects(ruleset: string): ReadonlySet<string> | undefined {
  const own = RULESET_EFFECTS.get(ruleset);
  return own ? new Set([...CORE_EFFECTS, ...own]) : undefined;
}

/** Whether a playable ruleset carries `effect` out (the core's own, or one of the ruleset's); undefined when the engine cannot play the ruleset. */
export function missionEffectSupported(ruleset: string, effect: { readonly effect: string }): boolean | undefined {
  const own = RULESET_EFFECTS.get(ruleset);
  if (!own) return undefined;
  return isCoreEffect(effect as Effect) || own.has(effect.effect);
}
