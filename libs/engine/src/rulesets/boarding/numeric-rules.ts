import type { GameState } from '../../game/game-state';
import { ruleValue, type NumericRules } from '../../mission/rule-values';
import { COST, RULES } from './content';
import type { BoardingExt } from './types';

// The numbers of boarding's rules a mission's `set-rule` may change (mission/rule-values.ts): an action
// cost and a threshold, read here by the door action and the close assault.

export const DOOR_AP = 'door-ap';
export const DOOR_BREAK_ROLL = 'door-break';

/** The close-assault roll that breaks a door before any trigger changed it: the `boarding/door-break` modifier's, else §3.4's 6. */
const baseDoorBreak = (state: GameState): number => (state.ext as Partial<BoardingExt>).options?.doorBreak ?? RULES.doorBreak;

export const BOARDING_NUMERIC_RULES: NumericRules = new Map([
  [DOOR_AP, { description: 'Action points to open or close a door (§5.2: 1).', min: 0, max: 4, base: () => COST.door }],
  [DOOR_BREAK_ROLL, { description: 'The close-assault roll that breaks a door (§3.4: 6).', min: 2, max: 6, base: baseDoorBreak }],
]);

/** What opening or closing a door costs now (§5.2, or the mission's). */
export const doorCost = (state: { readonly mission?: GameState['mission'] }): number => ruleValue(state, DOOR_AP, COST.door);

/** The close-assault roll that breaks a door now (§3.4, the modifier, or the mission's). */
export const doorBreakRoll = (state: GameState): number => ruleValue(state, DOOR_BREAK_ROLL, baseDoorBreak(state));
