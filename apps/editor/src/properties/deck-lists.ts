// Decks and counters as lists: new entries, and the card lists a deck changes at setup.
import { appendAt } from './document-paths';
import { freshId } from './mission-ids';

/** The three card lists of a deck: filters of cards taken out, and cards (with counts) put in or set aside. */
export const CARD_LISTS = [
  { key: 'remove', label: 'Cards removed', item: 'Removed' },
  { key: 'add', label: 'Cards added', item: 'Added' },
  { key: 'setAside', label: 'Cards set aside', item: 'Set aside' },
] as const;

export type CardListKey = (typeof CARD_LISTS)[number]['key'];

/** The deck most rulesets draw from during play; the author renames it when the mission changes another. */
const DEFAULT_BASE = 'events';

/** A new deck: the ruleset's events deck, unchanged until cards are removed, added or set aside. */
export function addDeck(mission: unknown): unknown {
  return appendAt(mission, ['decks'], { id: freshId(mission, 'deck'), base: DEFAULT_BASE });
}

/** A new counter starting at the format's default (0), hidden from the players until ticked. */
export function addCounter(mission: unknown): unknown {
  return appendAt(mission, ['counters'], { id: freshId(mission, 'counter'), label: 'New counter' });
}

/** A card id for the author to replace: card ids belong to the ruleset's content, which the format does not list. */
export const NEW_CARD = 'new-card';

/**
 * A new entry of one of a deck's card lists, naming one card: a filter of cards to remove (which may then
 * name a kind, a tile or unused tiles instead), or a card to add or set aside (the count defaults to 1).
 */
export function addCardEntry(mission: unknown, deck: number, list: CardListKey): unknown {
  return appendAt(mission, ['decks', deck, list], { card: NEW_CARD });
}
