import { defineRuleset } from '../define-ruleset';
import { checkDerelictMission, DERELICT_ROSTER } from './mission-checks';
import { derelictObjectives } from './objective-tracker';
import { DERELICT_OPTIONS } from './options';
import { DERELICT_MODIFIERS } from './modifiers/modifier-set';
import { derelictPresentation } from './presentation';
import { setupDerelictGame } from './setup';
import { derelictCampaignFace } from './campaign/face';
import type { DerelictAction, DerelictExt } from './types';

/** Derelict as the registry holds it (derelict.md; README in this folder). */
export const derelict = defineRuleset<DerelictExt, DerelictAction>({
  id: 'derelict',
  roster: DERELICT_ROSTER,
  options: DERELICT_OPTIONS,
  modifiers: DERELICT_MODIFIERS,
  setup: (loaded, options) => setupDerelictGame(loaded, options),
  checkMission: (loaded) => checkDerelictMission(loaded),
  objectives: derelictObjectives,
  presentation: derelictPresentation,
  rulesVersion: 8, // 5: radar-spawn cards find their tiles, the first look after the mission's doors, dropped objectives where they fall, smash weapons, Resolve and injuries on the core hero sheet, §8.3 being seen, radial boss cards (session 9)
  // 6 (session 10): enemy ranged knock-back in a gravity failure
  // 7 (session 10): the Engineer's Juggernaut and Improvised Exit
  // 8 (session 10): Shield Bubble and impenetrable zones (§6.9), the Void Cannon (a Power Cell a shot), helmets in the head slot (+1 save), item deck +5 cards, a worn helmet traded, a radar token turning over inside a bubble
  campaign: derelictCampaignFace,
});
