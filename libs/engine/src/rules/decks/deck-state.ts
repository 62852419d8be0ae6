import type { Side } from '../../game/side';

/** A deck of cards (card ids; what a card does is the ruleset's data). */
export interface DeckState {
  readonly id: string;
  /** The draw pile, top card last (drawing pops). Its order is hidden from every view. */
  readonly drawPile: readonly string[];
  /** Face-up discard pile, newest last. */
  readonly discard: readonly string[];
  /** Cards out of the game (infiltration's burn on reshuffle). */
  readonly removed: readonly string[];
  /** 'when-empty': drawing from an empty pile shuffles the discards into a new one; 'never' (derelict items). */
  readonly reshuffle: 'when-empty' | 'never';
  /** Cards removed from the top right after each reshuffle (infiltration.md §3.5: 1 for hero action decks). */
  readonly burnOnReshuffle: number;
  /** The side allowed to peek at the draw pile; null: nobody. */
  readonly owner: Side | null;
  /** A side that must not see which card was drawn (the other side's hand); null: draws are public. */
  readonly secretFrom: Side | null;
}
