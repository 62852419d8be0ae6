// infiltration.md §10: defence tests, wound cards, Downed and captured; §10.4 wounds on enemy units.
import type { Unit } from '../../game/game-state';
import { drawCard, discardCard } from '../../rules/decks/deck';
import { isActive, markDead, unitById } from '../../rules/units/unit-status';
import { holdsItem } from '../../rules/heroes/hero-sheet';
import { countPacifyKill } from './pacify';
import { CAPTORS, DECKS, DEFENCE_DICE, ENEMY_BY_KIND, WOUND_CARDS } from './content';
import { addWound, isDowned } from './hero-wounds';
import type { Ctx } from './context';
import { isStar, plainTest } from './dice-tests';
import { areaOf, unitsIn } from './space';
import { afterHeroWounded } from './knock-back';
import { statsOf } from './types';
import { blastOf, type Blast } from './enemy-keywords';
import { bang } from './noise';

export { isDowned, woundsOf, healWounds } from './hero-wounds';
export const isCaptured = (hero: Unit): boolean => (hero.stats['captured'] ?? 0) === 1;

/** Draws a wound card: its top effect at once; kept (permanent) when `permanent` says so for its number. */
export function takeWoundCard(c: Ctx, hero: Unit, permanent: (woundNumber: number) => boolean): boolean {
  const id = drawCard(c.tx, DECKS.wound);
  if (id === null) return false;
  const card = WOUND_CARDS[Number(id)];
  const kept = card ? permanent(card.woundNumber) : false;
  if (card?.knockDown) c.tx.w.set(statsOf(hero), 'knocked', 1);
  if (kept && card) addWound(c, hero, card.name);
  c.tx.emit({ type: 'message', title: card?.name ?? 'Wound', text: `${hero.name} ${kept ? 'keeps a permanent wound' : 'shrugs the wound off'}.` });
  // Permanent wound cards stay with the hero (on its sheet); the deck gets the others back.
  if (!kept) discardCard(c.tx, DECKS.wound, id);
  return kept;
}

/** §10.1: the defence roll: 2 defence dice (+1 Helmet, +1 Aether Shield), every `★` boosts (no defence skills yet); +3 Body Armour. */
export function defenceRoll(c: Ctx, hero: Unit, extraDice = 0): number {
  return defenceRollDice(c, hero, extraDice).total;
}

/** The defence roll with its dice other than `★` (what Patch Up's modifier may re-roll, §5.5). */
export function defenceRollDice(c: Ctx, hero: Unit, extraDice = 0): { readonly total: number; readonly dice: number[] } {
  // §11.1 passive items (Proposed): Helmet +1 defence die, Aether Shield's first option +1, Body Armour +3; Brace's die (§13.9).
  const shield = holdsItem(c.state, hero.id, 'aether-shield') ? 1 : 0;
  const count = DEFENCE_DICE + extraDice + (holdsItem(c.state, hero.id, 'helmet') ? 1 : 0) + shield;
  const { total: rolled, dice } = plainTest(c, 'defence', count, 'defence', hero.id);
  return { total: rolled + (holdsItem(c.state, hero.id, 'body-armour') ? 3 : 0), dice: dice.filter((d) => !isStar(d)).map((d) => d.value) };
}

/** §10.1 a failed defence: damage = target − total; a wound card, permanent when damage ≥ its number. */
export function sufferDefeat(c: Ctx, hero: Unit, needed: number, total: number, by: string): void {
  c.tx.emit({ type: 'test-made', label: 'defence', total, atLeast: needed, passed: false });
  const damage = needed - total;
  c.tx.emit({ type: 'hit', unit: hero.id, by, damage, health: hero.health });
  takeWoundCard(c, hero, (n) => damage >= n);
  afterHeroWounded(c, hero, by);
}

/** §6.9: a Downed hero alone in an area with 4+ enemy units is captured (checked at the start of the turn). */
export function captureHolds(c: Ctx, hero: Unit): boolean {
  const area = areaOf(c.board, hero);
  if (!isDowned(c.state, hero) || area < 0) return false;
  const heroes = unitsIn(c.state, c.board, area, 'heroes').filter((u) => u.id !== hero.id);
  return heroes.length === 0 && unitsIn(c.state, c.board, area, 'enemies').length >= CAPTORS;
}

const keywordOf = (unit: Unit, keyword: string): boolean => ENEMY_BY_KIND.get(unit.kind)?.keywords.includes(keyword) ?? false;

/**
 * §10.4 and §11.4: an Armoured target takes no wound unless the attack is Armour Piercing (then 1,
 * Proposed); Armour Piercing wounds any other target twice. Multi-state units (§3.7) turn to their next
 * state with each wound (health counts the states left) and die when the last one goes. True when it died.
 */
export function woundEnemy(c: Ctx, target: Unit, by: string, ap = false, ranged = false): boolean {
  const armoured = keywordOf(target, 'Armoured');
  if (armoured && !ap) {
    c.tx.emit({ type: 'message', title: 'Armoured', text: `${target.name} shrugs it off: only Armour Piercing hurts it.` });
    return false;
  }
  const wounds = ap && !armoured ? 2 : 1;
  const left = Math.max(0, target.health - wounds);
  c.tx.w.set(target, 'health', left);
  c.tx.emit({ type: 'hit', unit: target.id, by, damage: wounds, health: left });
  const states = ENEMY_BY_KIND.get(target.kind)?.states;
  if (states && left > 0) {
    const now = states.length - left;
    c.tx.emit({ type: 'message', title: target.name, text: `${now % 2 === 1 ? 'Its card flips to the red side' : 'Its next card comes in, grey side up'} (defence ${states[now] ?? 0}).` });
  }
  if (left > 0) return false;
  const at = { x: target.x, y: target.y };
  const area = areaOf(c.board, target);
  markDead(c.tx, target);
  c.tx.emit({ type: 'killed', unit: target.id, by, at });
  const hero = unitById(c.state, by);
  if (hero && hero.side === 'heroes') countPacifyKill(c, hero, area);
  const blast = blastOf(c, target, ranged, area);
  if (blast) resolveBlast(c, blast);
  return true;
}

/**
 * §11.4 Bomber (a BOOM!, enemy-caused, Proposed) and Unstable (a BANG!): every unit in the area suffers a
 * wound; a hero caught in it keeps a wound card (§13.11).
 */
export function resolveBlast(c: Ctx, blast: Blast): void {
  for (const unit of unitsIn(c.state, c.board, blast.area)) {
    if (!isActive(unit)) continue; // the unit that blew up is gone
    if (unit.side === 'heroes') takeWoundCard(c, unit, () => true);
    else woundEnemy(c, unit, blast.by);
  }
  bang(c, null, blast.size, true);
}

/**
 * §11.1 Grenade / Stick Grenade Bundle: every unit in the area suffers a wound (the bundle's is Armour
 * Piercing); Ablative Shield units are immune; a hero caught in it takes a wound card, kept (Proposed).
 */
export function grenadeBlast(c: Ctx, by: Unit, area: number, ap: boolean): void {
  for (const unit of unitsIn(c.state, c.board, area)) {
    if (unit.side === 'heroes') takeWoundCard(c, unit, () => true);
    else if (!keywordOf(unit, 'Ablative Shield')) woundEnemy(c, unit, by.id, ap);
  }
}
