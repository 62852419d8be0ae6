// The boarding mission options (README "Mission options"), read by one parser: `checkBoardingMission`
// reports its issues and `boardingSetupFromMission` reads its values.
import { choiceOption, flagOption, roundCountOption, wholeNumberOption, type OptionsSpec } from '../options-parser';
import type { BoardingMissionKind } from './types';

export const BOARDING_MISSION_KINDS: readonly BoardingMissionKind[] = ['purge', 'hold', 'retrieve'];

/** Bounds of the numeric options; beyond them a game is no longer the boarding game. */
export const MAX_BLIPS_PER_TURN = 12;
export const MAX_RELOADS_PER_HEAVY_WEAPON = 9;

export const BOARDING_OPTIONS = {
  mission: choiceOption(BOARDING_MISSION_KINDS, (value) => `Unknown boarding mission ${JSON.stringify(value)}: the rules know ${BOARDING_MISSION_KINDS.join(', ')}.`),
  turnLimit: roundCountOption('The option turnLimit'),
  blipsPerTurn: wholeNumberOption('The option blipsPerTurn', 1, MAX_BLIPS_PER_TURN),
  reloadsPerHeavyWeapon: wholeNumberOption('The option reloadsPerHeavyWeapon', 0, MAX_RELOADS_PER_HEAVY_WEAPON),
  blasterJamsOnNormalFire: flagOption('blasterJamsOnNormalFire'),
  recheckLurkers: flagOption('recheckLurkers'),
} satisfies OptionsSpec;
