import type { MissionCheckIssue } from '../mission-check';
import type { MissionDeckInput } from '../mission-input';
import { ITEM_CARDS, ITEM_DECK } from './content';

// The one deck of the hive a mission may name (mission.schema.json `decks`): the item deck (hive.md §3.6,
// §11 G4), by its own id "items". A mission may take cards out of it (`remove` by card) or add more of the
// item cards (`add`); a trigger's `draw-keep` then draws from it and the heroes keep some on top (the next
// searches find them). The tile pile is drawn face down and is the exploration's, so it is no such deck.

export const HIVE_ITEM_DECK_ID = 'items';

/** Every reason the hive cannot build the mission's decks, located at the deck. */
export function checkHiveDecks(decks: readonly MissionDeckInput[] | undefined): MissionCheckIssue[] {
  const issues: MissionCheckIssue[] = [];
  (decks ?? []).forEach((deck, d) => {
    const at = `/decks/${d}`;
    if (deck.base !== HIVE_ITEM_DECK_ID) issues.push({ path: `${at}/base`, message: `The hive has one deck a mission may change: "${HIVE_ITEM_DECK_ID}" (the item deck), not "${deck.base}".` });
    else if (deck.id !== HIVE_ITEM_DECK_ID) issues.push({ path: `${at}/id`, message: `The hive's item deck keeps its id: name this deck "${HIVE_ITEM_DECK_ID}" (triggers draw from it by that id).` });
    if (deck.setAside !== undefined && deck.setAside.length > 0) issues.push({ path: `${at}/setAside`, message: 'The hive sets no item cards aside.' });
    (deck.remove ?? []).forEach((filter, r) => {
      if (filter.card === undefined || Object.keys(filter).length !== 1) issues.push({ path: `${at}/remove/${r}`, message: 'The hive removes item cards by card only ({ "card": "medkit" }).' });
      else if (!ITEM_CARDS.has(filter.card)) issues.push({ path: `${at}/remove/${r}/card`, message: `"${filter.card}" is no hive item card (${[...ITEM_CARDS].join(', ')}).` });
    });
    (deck.add ?? []).forEach((entry, a) => {
      if (!ITEM_CARDS.has(entry.card)) issues.push({ path: `${at}/add/${a}/card`, message: `"${entry.card}" is no hive item card (${[...ITEM_CARDS].join(', ')}).` });
    });
  });
  return issues;
}

/** The item deck as the mission changes it: every copy of a removed card out, the added ones in (before the shuffle). */
export function hiveItemDeck(decks: readonly MissionDeckInput[] | undefined): string[] {
  const deck = (decks ?? []).find((d) => d.id === HIVE_ITEM_DECK_ID && d.base === HIVE_ITEM_DECK_ID);
  if (!deck) return [...ITEM_DECK];
  const removed = new Set((deck.remove ?? []).map((r) => r.card));
  return [...ITEM_DECK.filter((card) => !removed.has(card)), ...(deck.add ?? []).flatMap((a) => Array<string>(a.count ?? 1).fill(a.card))];
}
