// infiltration.md §11.1 the aether items used with a roll of aether dice (§5.3: surges backfire): the Tonic and
// the Stim (its `★` die on attacks and defences too). The Cell is spent by Ready Equipment (hero-actions.ts), the Shield's
// options are defence-aether.ts and defence.ts; the Lenses are aether-lenses.ts.
import type { Unit } from '../../game/game-state';
import type { RolledDie } from '../../rules/random/dice';
import type { Ctx } from './context';
import { isStar, isSurge, roll, scoreOf, STIMMED } from './dice-tests';
import { statsOf } from './types';
import { healWounds, takeWoundCard, woundsOf } from './wounds';

/** §11.1 Proposed: the Aether Tonic rolls 2 aether dice. */
export const TONIC_DICE = 2;

/**
 * §11.1 Aether Tonic: the target hero (in the user's area) discards as many permanent wounds as the aether
 * result, all of them on a `★` (the `★` goes to that effect, README "Choices"); each `⚡` backfires on the
 * user (§5.3: a permanent wound card). The Tonic is a consumable, so its drain does not matter.
 */
export function aetherTonic(c: Ctx, user: Unit, target: Unit): void {
  const dice = roll(c, 'aether', TONIC_DICE, 'aether tonic', user.id);
  const healed = healWounds(c, target, dice.some(isStar) ? woundsOf(c.state, target) : scoreOf(dice));
  c.tx.emit({ type: 'message', title: 'Aether Tonic', text: `${target.name} sheds ${healed} permanent wound${healed === 1 ? '' : 's'}.` });
  for (let left = dice.filter(isSurge).length; left > 0; left--) takeWoundCard(c, user, () => true);
}

/** The Stim's STIMMED value once its die showed `★`: blanks re-rolled and +1 aether die (cleared with it, ruleset.ts). */
export const STIM_STAR = 2;

/**
 * §11.1 Aether Stim (Proposed: 1 aether die on use; a consumable): unless the die surges (a backfire on the
 * user, no effect), the blank results of the hero's non-noise tests are re-rolled until their next turn starts
 * (dice-tests.ts, as the Radio does); on a `★`, their attacks also roll +1 aether die (stimAetherDie).
 */
export function aetherStim(c: Ctx, user: Unit): void {
  const [die] = roll(c, 'aether', 1, 'aether stim', user.id);
  if (die && isSurge(die)) {
    c.tx.emit({ type: 'message', title: 'Aether Stim', text: `The Stim surges: ${user.name} is hurt and gains nothing.` });
    takeWoundCard(c, user, () => true);
    return;
  }
  const star = die !== undefined && isStar(die);
  c.tx.w.set(statsOf(user), STIMMED, star ? STIM_STAR : 1);
  const more = star ? ', and adds an aether die to each attack,' : '';
  c.tx.emit({ type: 'message', title: 'Aether Stim', text: `${user.name} re-rolls blank results${more} until their next turn.` });
}

/**
 * §11.1 Aether Stim `★`: the extra aether die of a stimmed hero's attack or defence test (defence-aether.ts). Any `⚡` on it ends the whole effect; the surge backfires as the attack's other aether dice do (§5.3).
 */
export function stimAetherDie(c: Ctx, hero: Unit, purpose = 'attack (aether)'): RolledDie[] {
  if ((hero.stats[STIMMED] ?? 0) < STIM_STAR) return [];
  const dice = roll(c, 'aether', 1, purpose, hero.id);
  if (dice.some(isSurge)) {
    c.tx.w.set(statsOf(hero), STIMMED, 0);
    c.tx.emit({ type: 'message', title: 'Aether Stim', text: `The Stim's die surges: ${hero.name}'s Stim wears off.` });
  }
  return dice;
}
