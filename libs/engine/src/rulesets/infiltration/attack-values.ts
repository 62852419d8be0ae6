// infiltration.md §9.6: what heroes roll against.
import type { Unit } from '../../game/game-state';
import { ENEMY_BY_KIND } from './content';
import type { Ctx } from './context';
import { areaOf } from './space';
import { isGuardArea } from './room-features';
import { reinforceBonus } from './enemy-keywords';

/** §9.6: the target's defence (its state's, for a multi-state unit), +1 Dug In on a guard point. */
export function defenceOf(c: Pick<Ctx, 'board' | 'cfg' | 'state'>, target: Unit): number {
  const p = ENEMY_BY_KIND.get(target.kind);
  if (!p) return 99;
  const dugIn = p.keywords.includes('Dug In') && isGuardArea(c, areaOf(c.board, target)) ? 1 : 0;
  // §3.7 multi-state units: the state's own defence (health counts the states left).
  const base = p.states ? (p.states[Math.max(0, p.states.length - target.health)] ?? p.defence) : p.defence;
  return base + dugIn + reinforceBonus(c, target);
}
