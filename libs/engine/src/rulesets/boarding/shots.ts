import type { Unit } from '../../game/game-state';
import { RULES, Weapon } from './content';
import type { Ctx } from './context';
import { killUnit, setStat } from './effects';

/**
 * The dice of one shot (§7.1–7.3, §7.6): "kill on X+ from nD6" is any die at or above X (§11 A6).
 * Overkill is wasted (§7.9).
 */
const anyAtLeast = (dice: readonly number[], score: number): boolean => dice.some((d) => d >= score);
const allSame = (dice: readonly number[]): boolean => dice.length > 1 && dice.every((d) => d === dice[0]);

function hitOrMiss(c: Ctx, shooter: Unit, target: Unit, kills: boolean): void {
  if (kills) killUnit(c, target, shooter.id);
  else c.tx.emit({ type: 'missed', unit: target.id, by: shooter.id });
}

function jam(c: Ctx, shooter: Unit): void {
  setStat(c, shooter, 'jammed', 1);
  if ((shooter.stats['overwatch'] ?? 0) === 1) setStat(c, shooter, 'overwatch', 0);
  c.tx.emit({ type: 'message', text: `${shooter.name}'s weapon jams.` });
}

/** 2D6 needing `score`; a double jams when `doublesJam` (overwatch, or the §7.6 flag), after the kill. */
export function blasterShot(c: Ctx, shooter: Unit, target: Unit, score: number, doublesJam: boolean, purpose: string): boolean {
  const dice = c.roll(2, purpose, shooter.id);
  const kills = anyAtLeast(dice, score);
  hitOrMiss(c, shooter, target, kills);
  if (doublesJam && allSame(dice)) jam(c, shooter);
  return kills;
}

/** 3D6, 5+ kills, one round; a triple jams after the kills (§7.3). */
export function gatlingShot(c: Ctx, shooter: Unit, target: Unit, purpose: string): boolean {
  setStat(c, shooter, 'ammo', (shooter.stats['ammo'] ?? 0) - 1);
  const dice = c.roll(3, purpose, shooter.id);
  const kills = anyAtLeast(dice, RULES.gatlingKill);
  hitOrMiss(c, shooter, target, kills);
  if (allSame(dice)) jam(c, shooter);
  return kills;
}

/** §7.2: the needed score of a blaster's next normal shot at `target`: 6, 5, 4, 3, then 2 at the floor. */
export function blasterScore(c: Pick<Ctx, 'state'>, shooter: Unit, target: string): number {
  const streak = c.state.ext.streak;
  const count = streak && streak.unit === shooter.id && streak.target === target ? streak.count : 0;
  return Math.max(RULES.blasterFloor, RULES.blasterFirst - count);
}

/** One normal (non-overwatch) shot with the shooter's blaster or gatling, keeping the blaster's streak. */
export function normalShot(c: Ctx, shooter: Unit, target: Unit): void {
  if (shooter.stats['weapon'] === Weapon.Gatling) {
    c.tx.w.set(c.state.ext, 'streak', null);
    gatlingShot(c, shooter, target, 'gatling');
    return;
  }
  const score = blasterScore(c, shooter, target.id);
  const streak = c.state.ext.streak;
  const count = streak && streak.unit === shooter.id && streak.target === target.id ? streak.count : 0;
  const killed = blasterShot(c, shooter, target, score, c.state.ext.options.blasterJamsOnNormalFire, 'blaster');
  c.tx.w.set(c.state.ext, 'streak', killed ? null : { unit: shooter.id, target: target.id, count: count + 1 });
}

/** §7.7 step 4: the overwatch shot — blaster any 6, doubles jam; gatling as ever. */
export function overwatchShot(c: Ctx, shooter: Unit, target: Unit): void {
  if (shooter.stats['weapon'] === Weapon.Gatling) gatlingShot(c, shooter, target, 'overwatch');
  else blasterShot(c, shooter, target, RULES.blasterFirst, true, 'overwatch');
}
