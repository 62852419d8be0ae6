// Derelict's named ruleset modifiers (rulesets/rule-modifiers.ts): the Sentry procedures of the Fight of the
// Sentry campaign, which are procedures with choices rather than trigger data (DERELICT-MISSIONS.md G14).
// A mission names them in `rules`; setup reads their parameters into the map the rules consult.
import { choiceOption, wholeNumberOption } from '../../options-parser';
import { defineModifier, modifierParams, type RuleEntry } from '../../rule-modifiers';
import { SURVIVOR_KINDS } from '../content';

const classParam = (name: string) =>
  choiceOption(SURVIVOR_KINDS, (value) => `The parameter ${name} must name a survivor class (${SURVIVOR_KINDS.join(', ')}), not ${JSON.stringify(value)}.`);

/**
 * CO14 "Trust me, I'm an Engineer" (derelict.md §10.3, T39): a survivor of class `by` in the zone of a stunned
 * Sentry says how many actions (1 to `maxActions`) go into one attempt, then needs `needWithOneAction` or more on a
 * d6, 1 less for each action after the first. Success removes the Sentry: a "unit-killed" event `by: "salvage"`.
 */
export const SALVAGE = defineModifier({
  id: 'derelict/salvage',
  description: 'CO14: a survivor of class `by` strips a stunned Sentry in its zone, spending 1 to `maxActions` actions and needing `needWithOneAction`+ on a d6 (1 less per extra action); success is a "unit-killed" by "salvage".',
  params: {
    by: classParam('by of derelict/salvage'),
    needWithOneAction: wholeNumberOption('The parameter needWithOneAction of derelict/salvage', 2, 6),
    maxActions: wholeNumberOption('The parameter maxActions of derelict/salvage', 1, 3),
  },
});

/**
 * CO13 "Hard reset", "Here for the reboot?", "Traitor!", "Under control", "Calibrating", "Get a move on!"
 * (derelict.md §10.3): a Sentry defeated in melee shuts down (stunned) instead of dying, one a ranged attack
 * touched is beyond repair; a survivor of class `by` spends `rebootActions` to reboot a shut-down Sentry in its
 * zone, at most `maxControlled` at a time. A rebooted Sentry joins the survivors' side and, at the start of each
 * Survivor Phase from the next round on, walks toward the exit (a step more with no enemy on the map), attacks
 * an enemy in its zone, and leaves from the exit's zone.
 */
export const REBOOT_SENTRIES = defineModifier({
  id: 'derelict/reboot-sentries',
  description: 'CO13: Sentries beaten in melee shut down; a survivor of class `by` reboots one in its zone for `rebootActions` actions (at most `maxControlled` at a time); rebooted Sentries walk to the exit and fight for the survivors.',
  params: {
    by: classParam('by of derelict/reboot-sentries'),
    rebootActions: wholeNumberOption('The parameter rebootActions of derelict/reboot-sentries', 1, 3),
    maxControlled: wholeNumberOption('The parameter maxControlled of derelict/reboot-sentries', 1, 12),
  },
});

export const DERELICT_MODIFIERS = [SALVAGE, REBOOT_SENTRIES] as const;

export type SalvageParams = NonNullable<ReturnType<typeof modifierParams<typeof SALVAGE.params>>>;
export type RebootParams = NonNullable<ReturnType<typeof modifierParams<typeof REBOOT_SENTRIES.params>>>;

/** The modifiers a mission switched on, with their parameters (fixed at setup). */
export interface DerelictModifiers {
  readonly salvage?: SalvageParams;
  readonly reboot?: RebootParams;
}

export function derelictModifiersOf(rules: readonly RuleEntry[]): DerelictModifiers {
  const salvage = modifierParams(rules, SALVAGE);
  const reboot = modifierParams(rules, REBOOT_SENTRIES);
  return { ...(salvage ? { salvage } : {}), ...(reboot ? { reboot } : {}) };
}
