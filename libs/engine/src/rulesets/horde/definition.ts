// Horde's rules face as one definition (libs/engine/README.md "Adding a ruleset"), registered in registry.ts.
import { defineRuleset } from '../define-ruleset';
import { checkHordeMission, HORDE_ROSTER } from './mission-checks';
import { hordeObjectives } from './objective-tracker';
import { HORDE_OPTIONS } from './options';
import { hordePresentation } from './presentation';
import { setupHordeGame } from './setup';
import type { HordeAction, HordeExt } from './types';
import { hordeScore } from './waves';

export const HORDE = defineRuleset<HordeExt, HordeAction>({
  id: 'horde',
  roster: HORDE_ROSTER,
  options: HORDE_OPTIONS,
  modifiers: [],
  setup: (loaded, options) => setupHordeGame(loaded, options),
  checkMission: (loaded) => checkHordeMission(loaded),
  objectives: hordeObjectives,
  presentation: hordePresentation,
  rulesVersion: 4,
  score: hordeScore,
});
