import { entryOf } from '../../rules/state/keyed';
import { FILLER_WEAPON, ITEM_DECK, STARTING_WEAPONS } from './content';
import { ITEMS_DECK } from './survivor-actions';
import type { Ctx } from './context';
import { setSheet } from './effects';

/**
 * G16: the starting deal (derelict.md §4.0 step 4) as a mission deck. A mission declaring a deck of base
 * "starting-items" changes it like any deck (`remove`, `add`): P20 "Locked and Loaded" deals 1 Assault Rifle,
 * 1 Medical Laser and Medical Blades instead. The deal is the deck's first cards, one per survivor, shuffled
 * among them; Swarmer Legs fill a deck that runs short. ROP18/ROP19 swap a card only when not in a campaign:
 * a `deck` effect on it at mission start (`swapStartingItems`).
 */
export const STARTING_DECK = 'starting-items';

/** The book's starting pool: 1 Pistol, 1 Plasma Cutter and Swarmer Legs (enough for six survivors). */
export const BASE_STARTING_ITEMS: readonly string[] = [...STARTING_WEAPONS, ...Array<string>(4).fill(FILLER_WEAPON)];

interface CardFilter {
  readonly card?: string;
  readonly kind?: string;
}

interface StartingDeckLike {
  readonly decks?: readonly {
    readonly id: string;
    readonly base?: string;
    readonly remove?: readonly CardFilter[];
    readonly add?: readonly { readonly card: string; readonly count?: number }[];
  }[];
}

/** A card matches a filter by id (item cards have no kinds beyond their id). */
export const cardMatches = (card: string, filter: CardFilter): boolean => filter.card === card || filter.kind === card;

/** The mission's starting deck, or undefined when it declares none (the book's deal, no deck in the state). */
export function startingItemsOf(mission: StartingDeckLike): string[] | undefined {
  const decks = (mission.decks ?? []).filter((d) => d.base === STARTING_DECK);
  if (decks.length === 0) return undefined;
  let cards = [...BASE_STARTING_ITEMS];
  for (const deck of decks) {
    cards = cards.filter((card) => !(deck.remove ?? []).some((f) => cardMatches(card, f)));
    for (const added of deck.add ?? []) cards.push(...Array<string>(added.count ?? 1).fill(added.card));
  }
  return cards;
}

/**
 * A `deck` effect on the starting deck once dealt: each survivor holding a removed card takes the next added card
 * instead ("swap the Pistol for the Shotgun"); added cards nobody took join the deck. Returns the cards left to add.
 */
export function swapStartingItems(c: Ctx, filter: CardFilter, added: readonly string[]): string[] {
  const left = [...added];
  for (const sheet of c.tx.state.ext.sheets) {
    if (left.length === 0) break;
    const at = sheet.items.findIndex((item) => cardMatches(item, filter));
    if (at < 0) continue;
    const replacement = left.shift() as string;
    const given = sheet.items[at] as string;
    setSheet(c, sheet.unit, 'items', sheet.items.map((item, i) => (i === at ? replacement : item)));
    exchangeInItemDeck(c, replacement, given);
  }
  return left;
}

/** No card twice (§4.0: the starting items leave the item deck): the card taken leaves it, the one given back joins it. */
function exchangeInItemDeck(c: Ctx, taken: string, returned: string): void {
  const items = entryOf(c.tx.state.decks, ITEMS_DECK);
  if (!items) return;
  const pile = [...items.drawPile];
  const at = pile.indexOf(taken);
  if (at >= 0) pile.splice(at, 1);
  if (ITEM_DECK.includes(returned)) pile.unshift(returned);
  c.tx.w.set(items, 'drawPile', pile);
}
