import type { Unit } from '../../game/game-state';
import { discardCard, drawCard } from '../../rules/decks/deck';
import { entryOf } from '../../rules/state/keyed';
import { bossCard, bossDeckId, type BossAttack, type BossModifier } from './boss-cards';
import { rollD6, type Ctx } from './context';
import { rollOff } from './combat';
import { attackSurvivor } from './effects';
import { stunUnit } from './stun';
import type { DerelictState } from './types';
import { survivorsIn } from './zones';

/** The Mood/Protocol/Rhetoric card in a boss's slot (derelict.md §8.9: at most one). */
export function bossModifier(state: DerelictState, boss: string): BossModifier | undefined {
  const id = state.ext.bossSlots.find(([unit]) => unit === boss)?.[1];
  const card = id === undefined ? undefined : bossCard(id);
  return card?.kind === 'modifier' ? card : undefined;
}

/**
 * derelict.md §8.9 step 1: draw until an Attack card comes up; a modifier drawn on the way goes into
 * the boss's slot at once, replacing the one there (T33). Null when the deck has nothing left.
 */
export function drawBossAttack(c: Ctx, boss: Unit): BossAttack | null {
  const deck = bossDeckId(boss.kind);
  if (!entryOf(c.tx.state.decks, deck)) return null;
  const slots = c.tx.state.ext.bossSlots;
  for (let guard = 0; guard < 64; guard++) {
    const id = drawCard(c.tx, deck);
    if (id === null) return null;
    const card = bossCard(id);
    if (card?.kind === 'attack') return card;
    const index = slots.findIndex(([unit]) => unit === boss.id);
    const old = slots[index];
    if (old) {
      c.tx.w.removeAt(slots, index);
      discardCard(c.tx, deck, old[1]);
    }
    if (card) {
      c.tx.w.push(slots, [boss.id, id]);
      c.tx.emit({ type: 'message', title: card.name, text: `${boss.name}: ${card.name}.` });
    } else discardCard(c.tx, deck, id);
  }
  return null;
}

/** The Attack card is done with (fired or never in range, §8.9 step 3 Proposed). */
export const discardBossAttack = (c: Ctx, boss: Unit, card: BossAttack): void => discardCard(c.tx, bossDeckId(boss.kind), card.id);

/**
 * derelict.md §8.9 Proposed boss attack: the card rolls its dice (+ the modifier's), each die at or over
 * the card's number is 1 damage, and the whole card is one attack on one survivor (one save, one injury
 * roll). Execution picks the survivor with the most Health (§3.4); other cards a roll-off among those in
 * reach. A stunning card stuns the victim it damages (§7.8, T25). True when a die hit (§9.6 knock-back).
 */
export function bossAttack(c: Ctx, boss: Unit, zone: number, card: BossAttack): boolean {
  const inReach = survivorsIn(c.board, c.tx.state, zone);
  const most = Math.max(...inReach.map((s) => s.health));
  const victim = rollOff(c, card.target === 'highest-health' ? inReach.filter((s) => s.health === most) : inReach);
  if (!victim) return false;
  c.tx.emit({ type: 'message', title: card.name, text: `${boss.name} attacks ${victim.name} with ${card.name}.` });
  const dice = Math.max(1, card.dice + (bossModifier(c.tx.state, boss.id)?.dice ?? 0));
  const hits = rollD6(c, dice, card.name, boss.id).filter((d) => d >= card.toHit).length;
  if (hits === 0) {
    c.tx.emit({ type: 'missed', unit: victim.id, by: boss.id });
    return false;
  }
  if (attackSurvivor(c, victim, hits, boss.id) && card.stuns) stunUnit(c, victim);
  return true;
}
