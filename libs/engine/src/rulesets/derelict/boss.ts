import type { Unit } from '../../game/game-state';
import { bossAttackOf } from './content';
import { rollD6, type Ctx } from './context';
import { rollOff } from './combat';
import { attackSurvivor } from './effects';
import { survivorsIn } from './zones';

/**
 * derelict.md §8.9 Proposed boss attack: the boss's attack card rolls its dice, each die at or over the
 * card's number is 1 damage, and the whole card is one attack on one survivor (one save, one injury roll).
 * Execution picks the survivor with the most Health (§3.4); other cards a roll-off among those in reach.
 */
export function bossAttack(c: Ctx, boss: Unit, zone: number): void {
  const card = bossAttackOf(boss.kind);
  if (!card) return;
  const inReach = survivorsIn(c.board, c.tx.state, zone);
  const most = Math.max(...inReach.map((s) => s.health));
  const victim = rollOff(c, card.target === 'highest-health' ? inReach.filter((s) => s.health === most) : inReach);
  if (!victim) return;
  c.tx.emit({ type: 'message', title: card.name, text: `${boss.name} attacks ${victim.name} with ${card.name}.` });
  const hits = rollD6(c, card.dice, card.name, boss.id).filter((d) => d >= card.toHit).length;
  if (hits > 0) attackSurvivor(c, victim, hits, boss.id);
  else c.tx.emit({ type: 'missed', unit: victim.id, by: boss.id });
}
