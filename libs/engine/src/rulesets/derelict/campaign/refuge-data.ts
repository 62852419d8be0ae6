/**
 * The Refuge's tables (derelict.md §10.6, §9.7). The book's Infirmary and Loved Ones tables, the Refuge track's
 * start and the 18 Refuge Event texts are lost (Gaps): everything here is the digest's Proposed data, kept as
 * data so a recovered table replaces it without touching the state machine.
 */

/** §10.6 Proposed: the Refuge track starts at 3 on every visit (the arrival round plus at most 3 stays). */
export const REFUGE_TRACK_START = 3;
/** §10.6: the Trading Post shows 3 items after each campaign mission. */
export const TRADING_POST_SLOTS = 3;
/** §10.6: a trade hands over 2 items for 1. */
export const TRADE_GIVE = 2;
/** §3.2: three general spaces. */
export const GENERAL_SPACES = 3;

export interface TableRow {
  readonly min: number;
  readonly max: number;
  readonly amount: number;
  /** Infirmary 12: "+3 Health and remove one injury". */
  readonly healInjury?: boolean;
}

/** §10.6 Proposed Infirmary table (2d6 → Health). */
export const INFIRMARY_TABLE: readonly TableRow[] = [
  { min: 2, max: 3, amount: -1 },
  { min: 4, max: 6, amount: 1 },
  { min: 7, max: 9, amount: 2 },
  { min: 10, max: 11, amount: 3 },
  { min: 12, max: 12, amount: 3, healInjury: true },
];

/** §10.6 Proposed Loved Ones table (2d6 → Resolve). */
export const LOVED_ONES_TABLE: readonly TableRow[] = [
  { min: 2, max: 3, amount: -1 },
  { min: 4, max: 6, amount: 1 },
  { min: 7, max: 9, amount: 2 },
  { min: 10, max: 11, amount: 3 },
  { min: 12, max: 12, amount: 4 },
];

export function lookUp(table: readonly TableRow[], total: number): TableRow {
  return table.find((row) => total >= row.min && total <= row.max) ?? { min: total, max: total, amount: 0 };
}

/** What a Refuge Event card does (§9.7 Proposed: simple, data-driven effects). */
export type RefugeEffect =
  | { readonly kind: 'health' | 'resolve'; readonly amount: number; readonly who: 'all' | 'random' }
  | { readonly kind: 'restock' }
  | { readonly kind: 'lose-stock' }
  | { readonly kind: 'gain-item' }
  | { readonly kind: 'lose-item' };

export interface RefugeEventCard {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly effect: RefugeEffect;
  readonly copies: number;
}

/** §9.7: 18 cards, texts lost. Proposed stand-ins: 18 cards over 8 effects, helpful and harmful alike. */
export const REFUGE_EVENTS: readonly RefugeEventCard[] = [
  { id: 'quiet-night', name: 'A Quiet Night', text: 'Every survivor regains 1 Resolve.', effect: { kind: 'resolve', amount: 1, who: 'all' }, copies: 3 },
  { id: 'nightmares', name: 'Nightmares', text: 'Every survivor loses 1 Resolve.', effect: { kind: 'resolve', amount: -1, who: 'all' }, copies: 3 },
  { id: 'field-medicine', name: 'Field Medicine', text: 'Every survivor regains 1 Health.', effect: { kind: 'health', amount: 1, who: 'all' }, copies: 2 },
  { id: 'ceiling-collapse', name: 'Ceiling Collapse', text: 'A random survivor loses 2 Health.', effect: { kind: 'health', amount: -2, who: 'random' }, copies: 2 },
  { id: 'supply-run', name: 'Supply Run', text: 'The Trading Post gains the next item card.', effect: { kind: 'restock' }, copies: 2 },
  { id: 'looters', name: 'Looters', text: 'The Trading Post loses a random item.', effect: { kind: 'lose-stock' }, copies: 2 },
  { id: 'hidden-cache', name: 'Hidden Cache', text: 'A random survivor with a free space gains the next item card.', effect: { kind: 'gain-item' }, copies: 2 },
  { id: 'light-fingers', name: 'Light Fingers', text: 'A random survivor loses a random item.', effect: { kind: 'lose-item' }, copies: 2 },
];

export function refugeEvent(id: string): RefugeEventCard | undefined {
  return REFUGE_EVENTS.find((e) => e.id === id);
}

export const REFUGE_EVENT_DECK: readonly string[] = REFUGE_EVENTS.flatMap((e) => Array<string>(e.copies).fill(e.id));
