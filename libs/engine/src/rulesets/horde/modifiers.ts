import type { Unit } from '../../game/game-state';
import { Condition, MOVES } from './content';
import type { HordeTable } from './types';

/**
 * The horde layer's modifiers (horde.md §7.2): time of day, weather, the random event in force, conditions
 * and injuries. All stack (Proposed). Injuries are bits of a hero's `injury` stat (T5 row r → bit r − 1).
 */
export const Injury = { ChestWound: 1, BlindedEye: 2, SmashedLeg: 4, BrokenArm: 8, SpinalInjury: 16, CrushedSpirit: 32 } as const;

const has = (unit: Unit, stat: string, bit: number): boolean => ((unit.stats[stat] ?? 0) & bit) !== 0;
export const hasCondition = (unit: Unit, bit: number): boolean => has(unit, 'cond', bit);
const eventOn = (state: HordeTable, roll: number): boolean => state.ext.event?.roll === roll;
const eventFor = (state: HordeTable, roll: number, unit: Unit): boolean => eventOn(state, roll) && state.ext.event?.hero === unit.id;

/** Modifier to hit rolls (§7.2, T7, T8, T10 33/53/55, G3 Impaired, T5 Blinded Eye). */
export function hitModifier(state: HordeTable, attacker: Unit, kind: 'melee' | 'ranged'): number {
  let mod = 0;
  const { timeOfDay, weather } = state.ext;
  if (kind === 'ranged' && (timeOfDay === 'night' || timeOfDay === 'dawn')) mod -= 1;
  if (kind === 'melee' && (weather === 'bad' || weather === 'improving')) mod -= 1;
  if (eventOn(state, 33)) mod -= 1;
  if (kind === 'melee' && eventFor(state, 53, attacker)) mod += 1;
  if (kind === 'ranged' && eventFor(state, 55, attacker)) mod += 1;
  if (hasCondition(attacker, Condition.Impaired)) mod -= 1;
  if (has(attacker, 'injury', Injury.BlindedEye)) mod -= 1;
  return mod;
}

/** Modifier to Def rolls (T10 32/56, T5 Chest Wound). */
export function defModifier(state: HordeTable, defender: Unit): number {
  let mod = 0;
  if (eventOn(state, 32)) mod -= 1;
  if (eventFor(state, 56, defender)) mod += 1;
  if (has(defender, 'injury', Injury.ChestWound)) mod -= 1;
  return mod;
}

/** Shooting range in inches (§6.3: events 35 and 44; never below 1"). */
export function rangeInches(state: HordeTable, shooter: Unit, base: number): number {
  let range = base;
  if (eventOn(state, 35)) range -= 6;
  if (eventFor(state, 44, shooter)) range += 6;
  return Math.max(1, range);
}

/**
 * A move's allowance in squares (§6.1: additive modifiers first, then halving, rounded down at the end):
 * Haste Stims +2"/+4", Smashed Leg −2"/−4", then Crippled and Bad weather each halve (open question 11:
 * both halve, so ¼ together).
 */
export function moveAllowance(state: HordeTable, unit: Unit, mode: 'advance' | 'rush' | 'charge'): number {
  let inches: number = MOVES[mode];
  const long = mode !== 'advance';
  if (eventFor(state, 52, unit)) inches += long ? 4 : 2;
  if (has(unit, 'injury', Injury.SmashedLeg)) inches -= long ? 4 : 2;
  let squaresLeft = Math.max(0, inches) * (state.ext.rules.gridMode === 'B' ? 0.5 : 1);
  if (hasCondition(unit, Condition.Crippled)) squaresLeft /= 2;
  if (state.ext.weather === 'bad') squaresLeft /= 2;
  return Math.floor(squaresLeft);
}
