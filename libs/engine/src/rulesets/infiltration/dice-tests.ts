// infiltration.md §5: tests with the custom dice. `★` counts +2 and must be spent; unspent ones boost
// (one more die of the same type, §5.2); `⚡` adds 0 and backfires unless an aether `★` cancels it (§5.3).
import { INFILTRATION_DICE, type RolledDie } from '../../rules/random/dice';
import type { Ctx } from './context';

export type DieKind = keyof typeof INFILTRATION_DICE;

export const isStar = (die: RolledDie): boolean => die.special === 'star';
export const isSurge = (die: RolledDie): boolean => die.special === 'surge';
export const scoreOf = (dice: readonly RolledDie[]): number => dice.reduce((sum, d) => sum + d.value, 0);

export function roll(c: Ctx, kind: DieKind, count: number, purpose: string, by: string | null): RolledDie[] {
  return count > 0 ? c.dice(c.tx, INFILTRATION_DICE[kind], count, purpose, by) : [];
}

/** §5.2: each `★` left unspent boosts: roll one die of its type and add it; a boost `★` boosts in turn. */
export function autoBoost(c: Ctx, kind: DieKind, stars: number, purpose: string, by: string | null): RolledDie[] {
  const added: RolledDie[] = [];
  for (let left = stars; left > 0; left--) {
    const more = roll(c, kind, 1, `${purpose} (boost)`, by);
    added.push(...more);
    left += more.filter(isStar).length;
  }
  return added;
}

/** A test no hero choice can change (noise tests, defences without skills): roll, boost every `★`, total. */
export function plainTest(c: Ctx, kind: DieKind, count: number, purpose: string, by: string | null): { dice: RolledDie[]; total: number } {
  const dice = roll(c, kind, count, purpose, by);
  dice.push(...autoBoost(c, kind, dice.filter(isStar).length, purpose, by));
  return { dice, total: scoreOf(dice) };
}
