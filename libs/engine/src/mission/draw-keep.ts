import type { DecisionOption } from '../rules/core/decision-state';
import type { Tx } from '../rules/core/tx';
import { discardCard, drawCard } from '../rules/decks/deck';
import { entryOf } from '../rules/state/keyed';
import type { PausedFrame } from './players-choose';
import type { RulesetEffect } from './vocabulary';

// Draw N, keep K (`{ "effect": "draw-keep", "deck": id, "draw": N, "keep": K }`): N cards are drawn from one of
// the game's decks, the heroes' side keeps K of them, one choice at a time through the pending-decision stack,
// and discards the rest. Kept cards go back on top of the draw pile, the first kept on top, so the ruleset's
// next draws take them. A deck whose draws are secret from the heroes cannot be shown to them: refused.

/** What a draw-keep decision's `resume` holds between choices. */
export interface KeepResume {
  readonly kind: 'keep';
  readonly trigger: string;
  readonly deck: string;
  readonly keep: number;
  readonly kept: readonly string[];
  /** The drawn cards not chosen yet. */
  readonly left: readonly string[];
  /** The effects to run once every card is chosen. */
  readonly frames: readonly PausedFrame[];
}

const humanise = (card: string): string => card.replace(/[-_#]/g, ' ');

/** The options of one keep choice: each card left (duplicates are separate options). */
export const keepOptions = (left: readonly string[]): DecisionOption[] => left.map((card, i) => ({ id: String(i + 1), label: humanise(card), value: card }));

/**
 * Draws the cards of a draw-keep effect. Returns the cards drawn (in draw order), or null when the deck is
 * missing, secret from the heroes or the counts are not whole numbers (the effect then does nothing).
 */
export function drawForKeep(tx: Tx, effect: RulesetEffect): { deck: string; drawn: string[]; keep: number } | null {
  const deckId = effect['deck'];
  const count = effect['draw'];
  const keep = effect['keep'];
  if (typeof deckId !== 'string' || typeof count !== 'number' || typeof keep !== 'number' || !Number.isInteger(count) || !Number.isInteger(keep) || count < 1 || keep < 1) return null;
  const deck = entryOf(tx.state.decks, deckId);
  if (!deck || deck.secretFrom === 'heroes') return null;
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    const card = drawCard(tx, deckId);
    if (card === null) break;
    drawn.push(card);
  }
  return { deck: deckId, drawn, keep };
}

/** Puts the kept cards back on top of the pile (the first kept on top) and discards the others. */
export function settleKeep(tx: Tx, deckId: string, kept: readonly string[], left: readonly string[]): void {
  const deck = entryOf(tx.state.decks, deckId);
  if (!deck) return;
  for (let i = kept.length - 1; i >= 0; i--) tx.w.push(deck.drawPile, kept[i] as string);
  for (const card of left) discardCard(tx, deckId, card);
}
