// infiltration.md §5: tests with the custom dice. `★` counts +2 and must be spent; unspent ones boost
// (one more die of the same type, §5.2); `⚡` adds 0 and backfires unless an aether `★` cancels it (§5.3).
import { INFILTRATION_DICE, type RolledDie } from '../../rules/random/dice';
import { holdsItem } from '../../rules/heroes/hero-sheet';
import { unitById } from '../../rules/units/unit-status';
import type { Ctx } from './context';

const RADIO = 'radio';
/** §11.1 Aether Stim: the hero's stat while its re-roll of blanks lasts (until their next turn starts). */
export const STIMMED = 'stimmed';

export type DieKind = keyof typeof INFILTRATION_DICE;

export const isStar = (die: RolledDie): boolean => die.special === 'star';
export const isSurge = (die: RolledDie): boolean => die.special === 'surge';
export const scoreOf = (dice: readonly RolledDie[]): number => dice.reduce((sum, d) => sum + d.value, 0);

export function roll(c: Ctx, kind: DieKind, count: number, purpose: string, by: string | null): RolledDie[] {
  if (count <= 0) return [];
  const dice = c.dice(c.tx, INFILTRATION_DICE[kind], count, purpose, by);
  return radioReroll(c, kind, dice, purpose, by);
}

const isBlank = (die: RolledDie): boolean => die.value === 0 && !die.special;

/** The pools of a hero's non-noise tests (attack, aether, defence, the Aether Tonic's): what the Radio re-rolls. */
const TEST_POOLS: ReadonlySet<string> = new Set(['attack', 'attack (aether)', 'defence', 'aether tonic']);

/**
 * §11.1 Radio (passive, §6.10 Proposed) and Aether Stim (while it lasts): the blank results of a non-noise test's pool are re-rolled once —
 * attack, aether and defence dice alike (an aether blank would drain, TC40); not a boost's die nor the dice a
 * card adds or re-rolls later (the pool's roll is the action's one re-roll). The new result stands.
 */
function radioReroll(c: Ctx, kind: DieKind, dice: RolledDie[], purpose: string, by: string | null): RolledDie[] {
  const blanks = dice.filter(isBlank).length;
  if (kind === 'noise' || blanks === 0 || by === null || !TEST_POOLS.has(purpose)) return dice;
  const source = holdsItem(c.state, by, RADIO) ? 'Radio' : (unitById(c.state, by)?.stats[STIMMED] ?? 0) > 0 ? 'Aether Stim' : null;
  if (source === null) return dice;
  const again = c.dice(c.tx, INFILTRATION_DICE[kind], blanks, `${purpose}, blanks re-rolled (${source})`, by);
  let next = 0;
  return dice.map((die) => (isBlank(die) ? (again[next++] ?? die) : die));
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
