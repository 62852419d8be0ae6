import type { GameState, Side } from '../../game/game-state';
import { fail, ok, type Result } from '../../result';
import { ruleError, type RuleError } from '../core/errors';
import type { Tx } from '../core/tx';
import { entryOf, setEntry } from '../state/keyed';
import type { DeckState } from './deck-state';

export type { DeckState } from './deck-state';

export interface DeckOptions {
  readonly reshuffle?: DeckState['reshuffle'];
  readonly burnOnReshuffle?: number;
  readonly owner?: Side | null;
  readonly secretFrom?: Side | null;
}

/** Adds a deck with `cards` shuffled from the state's generator (setup: "shuffle each deck"). */
export function addDeck(tx: Tx, id: string, cards: readonly string[], options: DeckOptions = {}): void {
  const deck: DeckState = {
    id,
    drawPile: tx.random.shuffle(cards),
    discard: [],
    removed: [],
    reshuffle: options.reshuffle ?? 'when-empty',
    burnOnReshuffle: options.burnOnReshuffle ?? 0,
    owner: options.owner ?? null,
    secretFrom: options.secretFrom ?? null,
  };
  setEntry(tx.w, tx.state.decks, id, deck);
}

function deckOf(tx: Tx, id: string): DeckState {
  const deck = entryOf(tx.state.decks, id);
  if (!deck) throw new Error(`No deck "${id}" in this game`); // a ruleset bug, not a player's mistake
  return deck;
}

/** Shuffles the discards into a new draw pile, then burns `burnOnReshuffle` cards off the top. */
export function reshuffleDiscards(tx: Tx, id: string): void {
  const deck = deckOf(tx, id);
  tx.w.set(deck, 'drawPile', tx.random.shuffle([...deck.drawPile, ...deck.discard]));
  tx.w.set(deck, 'discard', []);
  let burned: string | null = null;
  for (let i = 0; i < deck.burnOnReshuffle && deck.drawPile.length > 0; i++) {
    burned = tx.w.pop(deck.drawPile) ?? null;
    if (burned !== null) tx.w.push(deck.removed, burned);
  }
  tx.emit({ type: 'deck-reshuffled', deck: id, burned, secretFrom: deck.secretFrom });
}

/**
 * Draws the top card; an empty pile is first rebuilt from the discards when the deck allows it.
 * Null when nothing is left to draw.
 */
export function drawCard(tx: Tx, id: string): string | null {
  const deck = deckOf(tx, id);
  if (deck.drawPile.length === 0 && deck.reshuffle === 'when-empty' && deck.discard.length > 0) {
    reshuffleDiscards(tx, id);
  }
  const card = tx.w.pop(deck.drawPile) ?? null;
  if (card !== null) tx.emit({ type: 'card-drawn', deck: id, card, secretFrom: deck.secretFrom });
  return card;
}

export function discardCard(tx: Tx, id: string, card: string): void {
  tx.w.push(deckOf(tx, id).discard, card);
  tx.emit({ type: 'card-discarded', deck: id, card });
}

/** The top `count` cards, top first, for the deck's owner only. Never changes the deck. */
export function peekDeck(state: GameState, id: string, side: Side, count: number): Result<string[], RuleError> {
  const deck = entryOf(state.decks, id);
  if (!deck) return fail([ruleError('unknown-target', `There is no deck "${id}".`)]);
  if (deck.owner !== side) return fail([ruleError('not-allowed', `The ${side} may not look at the ${id} deck.`)]);
  return ok(deck.drawPile.slice(-Math.max(0, count)).reverse());
}

/** A deck as a view shows it: the draw pile by count only. */
export interface DeckView {
  readonly id: string;
  readonly drawCount: number;
  readonly discard: readonly string[];
  readonly removedCount: number;
  readonly owner: Side | null;
}

export function deckView(deck: DeckState): DeckView {
  return {
    id: deck.id,
    drawCount: deck.drawPile.length,
    discard: deck.discard.slice(),
    removedCount: deck.removed.length,
    owner: deck.owner,
  };
}
