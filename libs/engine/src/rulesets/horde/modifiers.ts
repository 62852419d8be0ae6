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

/** Modifier to hit rolls (§7.2, T7, T8, T10 33/53/55, G3 Impaired, T5 Blinded Eye, G4 Frenzy Injector). */
export function hitModifier(state: HordeTable, attacker: Unit, kind: 'melee' | 'ranged'): number {
  let mod = 0;
  const { timeOfDay, weather } = state.ext;
  if (kind === 'ranged' && (timeOfDay === 'night' || timeOfDay === 'dawn')) mod -= 1;
  if (kind === 'melee' && (weather === 'bad' || weather === 'improving')) mod -= 1;
  if (eventOn(state, 33)) mod -= 1;
  if (kind === 'melee' && eventFor(state, 53, attacker)) mod += 1;
  if (kind === 'melee' && (attacker.stats['frenzy'] ?? 0) !== 0) mod += 1; // Frenzy Injector (§11 G4)
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

/**
 * The farthest any move of the unit reaches (its Rush or Charge): the one movement field the enemies'
 * decision, a move's check and its resolution share (a bounded search settles every square within a
 * smaller allowance exactly as one bounded there would, so costs and paths read from it are the same).
 */
export const reachAllowance = (state: HordeTable, unit: Unit): number => Math.max(moveAllowance(state, unit, 'rush'), moveAllowance(state, unit, 'charge'));

/** The rolls the horde layer modifies besides hits and Def (horde.md §7.2): Str, Dex, Wil and morale tests. */
export type TestRoll = 'str' | 'dex' | 'wil' | 'morale';
const ALL_UNITS_EVENTS: Readonly<Record<TestRoll, number>> = { str: 0, dex: 0, wil: 0, morale: 36 };
const HERO_EVENTS: Readonly<Record<TestRoll, readonly (readonly [number, number])[]>> = {
  str: [[13, -1], [54, 1]],
  dex: [[25, -1], [42, 1]],
  wil: [[16, -1], [51, 1]],
  morale: [[41, 1]],
};
const INJURIES: Readonly<Record<TestRoll, number>> = { str: Injury.BrokenArm, dex: Injury.SpinalInjury, wil: Injury.CrushedSpirit, morale: 0 };

/**
 * Modifier to a unit's Str, Dex, Wil or morale test rolls: the event in force (T10 13, 16, 25, 36, 41, 42,
 * 51, 54, "until the next event") and injuries (T5 Broken Arm, Spinal Injury, Crushed Spirit). The
 * placeholder core rules (§11 G2) make morale tests only; the others are read by the hero card until a
 * core module rolls them.
 */
export function testModifier(state: HordeTable, unit: Unit, roll: TestRoll): number {
  let mod = 0;
  const all = ALL_UNITS_EVENTS[roll];
  if (all !== 0 && eventOn(state, all)) mod -= 1;
  for (const [event, by] of HERO_EVENTS[roll]) if (eventFor(state, event, unit)) mod += by;
  if (INJURIES[roll] !== 0 && has(unit, 'injury', INJURIES[roll])) mod -= 1;
  if (roll === 'morale' && (unit.stats['courage'] ?? 0) !== 0) mod += 1; // Courage Injector (§11 G4)
  return mod;
}
