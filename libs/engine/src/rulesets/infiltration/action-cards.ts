// infiltration.md §6.10 and §13.9: the heroes' action cards (the Proposed template: ten action/modifier
// cards and two feats per hero). This slice plays the top (free action) halves and the instants Brace
// (defence.ts) and Distraction (distraction.ts), and the feats (feats.ts); modifiers stay in the hand.
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { addDeck, discardCard, drawCard } from '../../rules/decks/deck';
import { entryOf } from '../../rules/state/keyed';
import { unitById } from '../../rules/units/unit-status';
import type { Ctx } from './context';
import { adjacentAreas, areaOf, closedDoorsOf, onBoard } from './space';
import { healWounds, isDowned, woundsOf } from './hero-wounds';
import { statsOf, type InfiltrationAction, type InfiltrationState } from './types';

export interface ActionCard {
  readonly id: string;
  readonly name: string;
  /** What the top half does, as the hand shows it. */
  readonly top: string;
  readonly bottom: string | null;
}

/** §13.9 Proposed: every hero's deck (the two feats are named per hero: feats.ts). */
export const ACTION_CARDS: readonly ActionCard[] = [
  { id: 'quick-step', name: 'Quick Step', top: 'Free: Move 1 (no noise)', bottom: 'Move: +1 area; adds 1 noise die' },
  { id: 'slip-past', name: 'Slip Past', top: 'Free: Move 1, then draw 1', bottom: 'Move: +1 area, no extra noise' },
  { id: 'steady-aim', name: 'Steady Aim', top: 'Free: draw 1', bottom: 'Attack: +2 to the total' },
  { id: 'brace', name: 'Brace', top: 'Instant (targeted by an enemy attack): +1 defence die', bottom: 'Defence: +2 to the total' },
  { id: 'patch-up', name: 'Patch Up', top: 'Free: discard 1 of your permanent wounds', bottom: 'Any non-noise test: re-roll up to 2 non-★ dice' },
  { id: 'snap-shot', name: 'Snap Shot', top: 'Free: make one attack with a weapon (its noise)', bottom: 'Attack: roll 1 extra attack die' },
  { id: 'distraction', name: 'Distraction', top: 'Instant (start of Action Stations!): one enemy in your sight does not activate', bottom: 'Noise test: −2 to the total' },
  { id: 'lockpick', name: 'Lockpick', top: 'Free: Unlock/Open Door (door noise)', bottom: 'Unlock/Open Door: roll 1 fewer noise die' },
  { id: 'rummage', name: 'Rummage', top: 'Free: Search', bottom: 'Search: −1 to the noise total' },
  { id: 'clear-jam', name: 'Clear Jam', top: 'Free: remove 1 jammed token', bottom: 'Attack: +1 to the total' },
  { id: 'feat-1', name: 'Feat', top: 'Feat (the hero\'s first)', bottom: null },
  { id: 'feat-2', name: 'Feat', top: 'Feat (the hero\'s second)', bottom: null },
];
export const ACTION_CARD_BY_ID: ReadonlyMap<string, ActionCard> = new Map(ACTION_CARDS.map((c) => [c.id, c]));

/** §13.10 step 4 Proposed: 3 cards at set-up; §4.4 step 1: one more at the end of a round below 5. */
export const START_HAND = 3;
export const HAND_REFILL_BELOW = 5;
/** §6.6: Draw 2 Cards. */
export const DRAW_ACTION_CARDS = 2;

export const actionDeckOf = (hero: string): string => `actions:${hero}`;

export function handOf(state: InfiltrationState, hero: string): readonly string[] {
  return state.ext.hands.find((h) => h.hero === hero)?.cards ?? [];
}

/** Draws `count` cards into the hero's hand (the deck removes one card at each reshuffle, rulebook p.11). */
export function drawActionCards(c: Ctx, hero: string, count: number): void {
  const hand = c.state.ext.hands.find((h) => h.hero === hero);
  if (!hand || !entryOf(c.state.decks, actionDeckOf(hero))) return;
  for (let i = 0; i < count; i++) {
    const card = drawCard(c.tx, actionDeckOf(hero));
    if (card === null) return;
    c.tx.w.push(hand.cards, card);
  }
}

/** §13.10 step 3–4: each hero's deck shuffled, `startHand` cards dealt. */
export function dealActionCards(c: Ctx, startHand: number): void {
  for (const unit of c.state.units) {
    if (unit.side !== 'heroes') continue;
    addDeck(c.tx, actionDeckOf(unit.id), ACTION_CARDS.map((card) => card.id), { owner: 'heroes', burnOnReshuffle: 1 });
    c.tx.w.push(c.state.ext.hands, { hero: unit.id, cards: [] });
    drawActionCards(c, unit.id, startHand);
  }
}

/** §4.4 step 1: every hero still in the game with fewer than 5 cards draws 1. */
export function refillHands(c: Ctx): void {
  for (const hand of c.state.ext.hands) {
    const hero = unitById(c.state, hand.hero);
    if (hero && onBoard(hero) && hand.cards.length < HAND_REFILL_BELOW) drawActionCards(c, hand.hero, 1);
  }
}

type CardPlay = Extract<InfiltrationAction, { type: 'card' }>;

/**
 * The card plays open to the active hero now (§6.10 free actions). Not while Downed or knocked down (a
 * knocked-down hero stands up first, §6.2), nor while a test waits for its `★`.
 */
export function cardPlays(state: InfiltrationState, board: Board, hero: Unit, targets: (weapon: number) => readonly Unit[], weapons: number, feats: (card: string) => CardPlay[], searchable: () => readonly string[]): CardPlay[] {
  if (state.ext.pending || !onBoard(hero) || isDowned(state, hero) || (hero.stats['knocked'] ?? 0) > 0 || (hero.stats['captured'] ?? 0) > 0) return [];
  const out: CardPlay[] = [];
  const unit = hero.id;
  const area = areaOf(board, hero);
  const seen = new Set<string>();
  for (const card of handOf(state, unit)) {
    if (seen.has(card)) continue;
    seen.add(card);
    const base = { type: 'card', side: 'heroes', unit, card } as const;
    switch (card) {
      case 'quick-step':
        for (const next of adjacentAreas(state, board, area)) out.push({ ...base, area: next });
        break;
      case 'slip-past':
        for (const next of adjacentAreas(state, board, area)) out.push({ ...base, area: next });
        out.push(base); // the effects are optional (rulebook p.11): the draw alone
        break;
      case 'steady-aim':
        out.push(base);
        break;
      case 'patch-up':
        if (woundsOf(state, hero) > 0) out.push(base);
        break;
      case 'clear-jam':
        if ((hero.stats['jammed'] ?? 0) > 0) out.push(base);
        break;
      case 'snap-shot':
        for (let weapon = 0; weapon < weapons; weapon++) for (const target of targets(weapon)) out.push({ ...base, target: target.id, weapon });
        break;
      case 'lockpick':
        for (const { door } of closedDoorsOf(state, board, area)) out.push({ ...base, door });
        break;
      case 'feat-1':
      case 'feat-2':
        out.push(...feats(card)); // feats.ts: which feat depends on the hero
        break;
      case 'rummage':
        for (const token of searchable()) out.push({ ...base, token }); // §13.9: a free Search action
        break;
      default:
        break; // the instants are played in the enemy turn's windows
    }
  }
  return out;
}

export const isFeatCard = (card: string): boolean => card === 'feat-1' || card === 'feat-2';

/**
 * Takes the card from the hand onto its deck's discard pile (every template card is "discard after use"); a
 * feat is removed from the game instead (§6.10 Proposed).
 */
export function discardFromHand(c: Ctx, hero: string, card: string): void {
  const hand = c.state.ext.hands.find((h) => h.hero === hero);
  const at = hand ? hand.cards.indexOf(card) : -1;
  if (!hand || at < 0) return;
  c.tx.w.removeAt(hand.cards, at);
  const deck = entryOf(c.state.decks, actionDeckOf(hero));
  if (isFeatCard(card) && deck) c.tx.w.push(deck.removed, card);
  else discardCard(c.tx, actionDeckOf(hero), card);
}

/** The effects of a top half that are not another action (the caller moves, attacks or opens a door). */
export function playCardEffects(c: Ctx, hero: Unit, play: CardPlay): void {
  const stats = statsOf(hero);
  switch (play.card) {
    case 'slip-past':
    case 'steady-aim':
      drawActionCards(c, hero.id, 1);
      return;
    case 'patch-up':
      healWounds(c, hero, 1);
      return;
    case 'clear-jam':
      c.tx.w.set(stats, 'jammed', 0);
      return;
    default:
      return;
  }
}
