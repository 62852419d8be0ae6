// infiltration.md §11.1 Ammo: "add 2 to a ranged weapon attack" — Proposed: +2 to the total, a consumable
// used after the roll like a modifier (§5.6). It is a Use an Item in the heroes' spending window of the
// attacker's own ranged attack test, once per attack (§6.10 Proposed: each item at most once per action).
import type { Board } from '../../board/board';
import { holdsItem, loseItem } from '../../rules/heroes/hero-sheet';
import { unitById } from '../../rules/units/unit-status';
import { weaponsOf } from './content';
import type { Ctx } from './context';
import type { InfiltrationAction, InfiltrationState, PendingTest } from './types';

export const AMMO = 'ammo';
export const AMMO_BONUS = 2;
type UseAction = Extract<InfiltrationAction, { type: 'use' }>;

/** The Ammo the attacker may use on its pending test: a ranged weapon, the test failing (or a Burst carrying what is left), not yet used on it. */
export function ammoPlays(state: InfiltrationState, _board: Board, p: PendingTest): UseAction[] {
  const hero = unitById(state, p.hero);
  if (!hero || p.ammo === true || p.heroic || (p.total >= p.needed && !p.burstSpent)) return [];
  if (weaponsOf(hero.kind)[p.weapon]?.mode !== 'ranged' || !holdsItem(state, hero.id, AMMO)) return [];
  return [{ type: 'use', side: 'heroes', unit: hero.id, item: AMMO }];
}

/** The pending test with the Ammo used (+2; the item is discarded), or null when the hero has none. */
export function withAmmo(c: Ctx, p: PendingTest): PendingTest | null {
  if (!loseItem(c.tx, p.hero, AMMO)) return null;
  const hero = unitById(c.state, p.hero);
  c.tx.emit({ type: 'message', title: `${hero?.name ?? p.hero} uses Ammo`, text: `+${AMMO_BONUS} to the attack: ${p.total + AMMO_BONUS} against ${p.needed}.` });
  return { ...p, total: p.total + AMMO_BONUS, ammo: true };
}
