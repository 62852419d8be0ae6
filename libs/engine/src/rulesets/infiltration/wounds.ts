// infiltration.md §10: defence tests, wound cards, Downed and captured; §10.4 wounds on enemy units.
import type { Unit } from '../../game/game-state';
import { drawCard, discardCard } from '../../rules/decks/deck';
import { markDead, unitById } from '../../rules/units/unit-status';
import { countPacifyKill } from './pacify';
import { CAPTORS, DECKS, DEFENCE_DICE, DOWNED_AT, WOUND_CARDS } from './content';
import type { Ctx } from './context';
import { plainTest } from './dice-tests';
import { areaOf, unitsIn } from './space';
import { statsOf } from './types';

export const isDowned = (hero: Unit): boolean => (hero.stats['wounds'] ?? 0) >= DOWNED_AT;
export const isCaptured = (hero: Unit): boolean => (hero.stats['captured'] ?? 0) === 1;

/** Draws a wound card: its top effect at once; kept (permanent) when `permanent` says so for its number. */
export function takeWoundCard(c: Ctx, hero: Unit, permanent: (woundNumber: number) => boolean): boolean {
  const id = drawCard(c.tx, DECKS.wound);
  if (id === null) return false;
  const card = WOUND_CARDS[Number(id)];
  const kept = card ? permanent(card.woundNumber) : false;
  if (card?.knockDown) c.tx.w.set(statsOf(hero), 'knocked', 1);
  if (kept) {
    const wounds = (hero.stats['wounds'] ?? 0) + 1;
    c.tx.w.set(statsOf(hero), 'wounds', wounds);
    c.tx.emit({ type: 'hero-sheet-changed', unit: hero.id, stat: 'injuries', value: wounds });
  }
  c.tx.emit({ type: 'message', title: card?.name ?? 'Wound', text: `${hero.name} ${kept ? 'keeps a permanent wound' : 'shrugs the wound off'}.` });
  // Permanent wound cards stay with the hero (counted in `wounds`); the deck gets the others back.
  if (!kept) discardCard(c.tx, DECKS.wound, id);
  return kept;
}

/**
 * §10.1: a defence test against `needed`: 2 defence dice (+1 Helmet); every `★` boosts (no defence skills
 * in this slice). Failure: damage = target − total; a wound card, permanent when damage ≥ its number.
 */
export function defend(c: Ctx, hero: Unit, needed: number, by: string): void {
  const dice = DEFENCE_DICE + (hero.stats['helmet'] ?? 0);
  const { total: rolled } = plainTest(c, 'defence', dice, 'defence', hero.id);
  const total = rolled + 3 * (hero.stats['armour'] ?? 0);
  const passed = total >= needed;
  c.tx.emit({ type: 'test-made', label: 'defence', total, atLeast: needed, passed });
  if (passed) {
    c.tx.emit({ type: 'missed', unit: hero.id, by });
    return;
  }
  const damage = needed - total;
  c.tx.emit({ type: 'hit', unit: hero.id, by, damage, health: hero.health });
  takeWoundCard(c, hero, (n) => damage >= n);
}

/** §6.9: a Downed hero alone in an area with 4+ enemy units is captured (checked at the start of the turn). */
export function captureHolds(c: Ctx, hero: Unit): boolean {
  const area = areaOf(c.board, hero);
  if (!isDowned(hero) || area < 0) return false;
  const heroes = unitsIn(c.state, c.board, area, 'heroes').filter((u) => u.id !== hero.id);
  return heroes.length === 0 && unitsIn(c.state, c.board, area, 'enemies').length >= CAPTORS;
}

/** §10.4: one wound (two for Armour Piercing, not on Armoured); the last one kills. True when it died. */
export function woundEnemy(c: Ctx, target: Unit, by: string, wounds = 1): boolean {
  const left = Math.max(0, target.health - wounds);
  c.tx.w.set(target, 'health', left);
  c.tx.emit({ type: 'hit', unit: target.id, by, damage: wounds, health: left });
  if (left > 0) return false;
  const at = { x: target.x, y: target.y };
  const area = areaOf(c.board, target);
  markDead(c.tx, target);
  c.tx.emit({ type: 'killed', unit: target.id, by, at });
  const hero = unitById(c.state, by);
  if (hero && hero.side === 'heroes') countPacifyKill(c, hero, area);
  return true;
}
