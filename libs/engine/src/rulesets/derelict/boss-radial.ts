import type { Unit } from '../../game/game-state';
import { UNREACHED } from '../../geometry/distance-field';
import { noiseDistance } from '../../geometry/noise';
import { zoneGraph } from '../../geometry/zone-graph';
import { bossModifier } from './boss';
import type { BossAttack } from './boss-cards';
import { rollD6, type Ctx } from './context';
import { attackSurvivor, resolveTest } from './effects';
import { stunUnit } from './stun';
import { fireBlocked, survivors, zoneOfUnit } from './zones';

/**
 * derelict.md §8.9 Radial attacks (and §11.3 case 12): the card's effect goes through walls the way noise does,
 * so it hits every survivor whose zone is within `range` noise-steps of the boss (§6.7), each rolled, saved and
 * injured separately; it needs no sight. A card calling for a Resolve test (§8.9 "Boss cards may call for
 * Resolve tests") tests every survivor it reaches, hit or not (Proposed). False when no survivor is in reach,
 * so the boss moves instead (§8.9 step 2).
 */
export function radialStrike(c: Ctx, boss: Unit, card: BossAttack): boolean {
  const from = zoneOfUnit(c.board, boss);
  const graph = zoneGraph(c.board);
  const within = (zone: number): boolean => {
    const steps = noiseDistance(graph, from, zone, card.range);
    return steps !== UNREACHED && steps <= card.range;
  };
  // §6.9 (ours: a radial blast out of its own zone is a ranged attack): it does not cross a Shield Bubble.
  const victims = survivors(c.tx.state).filter((s) => within(zoneOfUnit(c.board, s)) && !fireBlocked(c.tx.state, from, zoneOfUnit(c.board, s)));
  if (victims.length === 0) return false;
  c.tx.emit({ type: 'message', title: card.name, text: `${boss.name}: ${card.name} (radial) reaches ${victims.map((v) => v.name).join(', ')}.` });
  const dice = card.dice > 0 ? Math.max(1, card.dice + (bossModifier(c.tx.state, boss.id)?.dice ?? 0)) : 0;
  for (const victim of victims) {
    if (victim.status !== 'active') continue;
    if (card.resolveTest) resolveTest(c, victim);
    if (dice === 0 || victim.status !== 'active') continue;
    const hits = rollD6(c, dice, card.name, boss.id).filter((d) => d >= card.toHit).length;
    if (hits === 0) c.tx.emit({ type: 'missed', unit: victim.id, by: boss.id });
    else if (attackSurvivor(c, victim, hits, boss.id) && card.stuns) stunUnit(c, victim);
  }
  return true;
}
