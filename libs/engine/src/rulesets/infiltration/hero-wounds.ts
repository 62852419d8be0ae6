// infiltration.md §10.2 and §6.8: a hero's permanent wounds live on the core hero sheet (rules/heroes) as
// injuries named after their wound cards. The unit's `wounds` stat mirrors the count for the unit card
// (a presentation's `stats(unit)` sees units only); rules read the sheet.
import type { Unit } from '../../game/game-state';
import { discardCard } from '../../rules/decks/deck';
import { addInjury, healInjuries, heroSheetOf, injuryCount } from '../../rules/heroes/hero-sheet';
import { DECKS, DOWNED_AT, WOUND_CARDS } from './content';
import type { Ctx } from './context';
import { statsOf, type InfiltrationState } from './types';

type Sheets = Pick<InfiltrationState, 'units' | 'heroSheets'>;

/** Permanent wounds a hero bears. */
export const woundsOf = (state: Sheets, hero: Pick<Unit, 'id'>): number => injuryCount(state, hero.id);

/** §6.8: Downed at 4 permanent wounds. */
export const isDowned = (state: Sheets, hero: Pick<Unit, 'id'>): boolean => woundsOf(state, hero) >= DOWNED_AT;

/** The unit card's mirror of the sheet. */
export function syncWounds(c: Ctx, hero: Unit): void {
  const count = woundsOf(c.state, hero);
  if ((hero.stats['wounds'] ?? 0) !== count) c.tx.w.set(statsOf(hero), 'wounds', count);
}

/** The hero keeps a wound card as a permanent wound. */
export function addWound(c: Ctx, hero: Unit, card: string): void {
  addInjury(c.tx, hero.id, card);
  syncWounds(c, hero);
}

/** Discards up to `count` permanent wounds, newest first; wound cards go back to the deck's discards. How many went. */
export function healWounds(c: Ctx, hero: Unit, count: number): number {
  const injuries = heroSheetOf(c.state, hero.id).injuries;
  const going = injuries.slice(Math.max(0, injuries.length - Math.max(0, count)));
  const healed = healInjuries(c.tx, hero.id, going.length);
  for (const name of going) {
    const card = WOUND_CARDS.findIndex((w) => w.name === name);
    if (card >= 0) discardCard(c.tx, DECKS.wound, String(card));
  }
  syncWounds(c, hero);
  return healed;
}
