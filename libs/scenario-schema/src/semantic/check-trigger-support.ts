// Effects the mission's ruleset cannot carry out yet: played anyway, each says so with a
// `trigger-effect-unsupported` event and does nothing. A warning, not an error: the mission still plays.
import { missionEffectSupported, numericRuleNames } from '@breachline/engine';
import type { Effect, Mission } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';

/** Every effect of a list with its JSON pointer, nested ones (roll outcomes, test branches, for-each bodies) included. */
function* effectsIn(effects: readonly Effect[], path: string): Generator<{ effect: Effect; path: string }> {
  for (const [i, effect] of effects.entries()) {
    const at = `${path}/${i}`;
    yield { effect, path: at };
    if (effect.effect === 'roll') for (const [o, outcome] of effect.outcomes.entries()) yield* effectsIn(outcome.do, `${at}/outcomes/${o}/do`);
    if (effect.effect === 'test') {
      yield* effectsIn(effect.pass ?? [], `${at}/pass`);
      yield* effectsIn(effect.fail ?? [], `${at}/fail`);
    }
    if (effect.effect === 'for-each') yield* effectsIn(effect.do, `${at}/do`);
  }
}

function unknownRule(ruleset: string, trigger: string, rule: string): string {
  const known = numericRuleNames(ruleset);
  const offer = known.length > 0 ? `it has ${known.map((name) => `"${name}"`).join(', ')}` : 'it has none a trigger may change';
  return `Trigger "${trigger}" sets the rule "${rule}", which the ${ruleset} rules do not have (${offer}): in play it does nothing but say so in the game log.`;
}

/** One warning per effect the ruleset does not perform (nothing for rulesets the engine cannot play yet). */
export function checkTriggerSupport(mission: Mission): MissionIssue[] {
  if (missionEffectSupported(mission.ruleset, { effect: 'message' }) === undefined) return [];
  const warnings: MissionIssue[] = [];
  for (const [t, trigger] of (mission.triggers ?? []).entries()) {
    for (const { effect, path } of effectsIn(trigger.do, `/triggers/${t}/do`)) {
      if (missionEffectSupported(mission.ruleset, effect)) continue;
      warnings.push({
        stage: 'mission',
        path,
        message: effect.effect === 'set-rule' ? unknownRule(mission.ruleset, trigger.id, effect.rule) : `The "${effect.effect}" effect of trigger "${trigger.id}" is not supported by the ${mission.ruleset} rules yet${effect.effect === 'noise' ? ' (a permanent noise, or one that follows a feature or a unit)' : ''}: in play it does nothing but say so in the game log.`,
      });
    }
  }
  return warnings;
}
