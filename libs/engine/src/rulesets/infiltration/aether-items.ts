// infiltration.md §11.1 the aether items used with a roll of aether dice (§5.3: surges backfire). The Cell is
// spent by Ready Equipment (hero-actions.ts); the rest of the aether items are README "What is left".
import type { Unit } from '../../game/game-state';
import type { Ctx } from './context';
import { isStar, isSurge, roll, scoreOf } from './dice-tests';
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
