import { defineRuleset } from '../define-ruleset';
import { ROSTER } from './content';
import { checkInfiltrationMission } from './mission-checks';
import { infiltrationObjectives } from './objective-tracker';
import { INFILTRATION_OPTIONS } from './options';
import { infiltrationPresentation } from './presentation';
import { setupInfiltrationGame } from './setup';
import type { InfiltrationAction, InfiltrationExt } from './types';

/** The registry's line for infiltration (registry.ts `DEFINED`). */
export const INFILTRATION = defineRuleset<InfiltrationExt, InfiltrationAction>({
  id: 'infiltration',
  roster: ROSTER,
  options: INFILTRATION_OPTIONS,
  modifiers: [],
  setup: (loaded, options) => setupInfiltrationGame(loaded, options),
  checkMission: (loaded) => checkInfiltrationMission(loaded),
  objectives: infiltrationObjectives,
  presentation: infiltrationPresentation,
  rulesVersion: 5,
});
