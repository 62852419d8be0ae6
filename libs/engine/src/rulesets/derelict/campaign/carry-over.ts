import type { Unit } from '../../../game/game-state';
import type { DeckState } from '../../../rules/decks/deck-state';
import { ACCOMPLISHMENT_DECK } from '../accomplishments';
import { RESOLVE_DECK } from '../resolve-cards';
import { ITEMS_DECK } from '../survivor-actions';
import type { DerelictState, SurvivorSheet } from '../types';
import { withEntry, type Keyed } from '../../../rules/state/keyed';
import { sheetsWithSurvivor } from '../sheet';
import type { CampaignFlag, CampaignParty, PartySurvivor } from './party';

/**
 * derelict.md §10.5: writes the campaign party into a freshly started mission (setupDerelictGame's state,
 * before the first action). setup deals every survivor full Health, Resolve 10, one starting weapon, 3 Resolve
 * cards and an Accomplishment; a campaign survivor keeps its own instead. Cards the survivor keeps leave their
 * deck, and the cards setup dealt go back under it, so no card exists twice. Pure: returns a new state.
 * Survivors of the party absent from the mission (and units not in the party) are left as setup made them.
 */
export function carryIntoMission(state: DerelictState, party: CampaignParty): DerelictState {
  const byId = new Map(party.survivors.map((s) => [s.id, s]));
  // Every hand setup dealt goes back first, then every kept card leaves its deck: a survivor may keep a card
  // setup dealt to another one.
  const dealt = new Map<string, string[]>();
  const kept = new Map<string, string[]>();
  const note = (into: Map<string, string[]>, deck: string, cards: readonly string[]) => into.set(deck, [...(into.get(deck) ?? []), ...cards]);
  let heroSheets = state.heroSheets;
  const units: Unit[] = state.units.map((unit) => {
    const carried = byId.get(unit.id);
    if (!carried || unit.side !== 'heroes') return unit;
    heroSheets = sheetsWithSurvivor(heroSheets, unit.id, carried.resolve, carried.injuries);
    return { ...unit, health: carried.health, stats: { ...unit.stats, maxHealth: carried.maxHealth } };
  });
  const sheets: SurvivorSheet[] = state.ext.sheets.map((sheet) => {
    const carried = byId.get(sheet.unit);
    if (!carried) return sheet;
    note(dealt, ITEMS_DECK, [...sheet.items, ...(sheet.body ? [sheet.body] : []), ...(sheet.head ? [sheet.head] : [])]);
    note(kept, ITEMS_DECK, [...carried.items, ...(carried.body ? [carried.body] : []), ...(carried.head ? [carried.head] : [])]);
    note(dealt, RESOLVE_DECK, sheet.resolveCards.map((r) => r.card));
    note(kept, RESOLVE_DECK, carried.resolveCards.map((r) => r.card));
    note(dealt, ACCOMPLISHMENT_DECK, sheet.accomplishment ? [sheet.accomplishment.card] : []);
    note(kept, ACCOMPLISHMENT_DECK, carried.accomplishment ? [carried.accomplishment.card] : []);
    return sheetFor(sheet, carried);
  });
  const decks: Record<string, DeckState> = { ...state.decks };
  for (const id of [ITEMS_DECK, RESOLVE_DECK, ACCOMPLISHMENT_DECK]) {
    const deck = decks[id];
    if (deck) decks[id] = { ...deck, drawPile: swapped(deck.drawPile, dealt.get(id) ?? [], kept.get(id) ?? []) };
  }
  // Campaign flags for the mission's later triggers. A "mission-start" trigger has already run by now: it needs
  // the flags passed to setup (not yet possible: see the README's campaign section).
  const mission = state.mission ? { ...state.mission, campaignFlags: flagsRecord(party.flags ?? [], state.mission.campaignFlags) } : undefined;
  return { ...state, units, ...(heroSheets ? { heroSheets } : {}), decks, ext: { ...state.ext, sheets }, ...(mission ? { mission } : {}) };
}

function flagsRecord(flags: readonly CampaignFlag[], current: Keyed<boolean | number | string>): Record<string, boolean | number | string> {
  let record: Record<string, boolean | number | string> = { ...current };
  for (const [flag, value] of flags) record = withEntry(record, flag, value);
  return record;
}

/** The draw pile with setup's cards put back at the bottom (its top is its end) and the kept cards taken out. */
function swapped(drawPile: readonly string[], dealt: readonly string[], kept: readonly string[]): string[] {
  const pile = [...dealt, ...drawPile];
  for (const card of kept) {
    const at = pile.indexOf(card);
    if (at >= 0) pile.splice(at, 1);
  }
  return pile;
}

function sheetFor(sheet: SurvivorSheet, carried: PartySurvivor): SurvivorSheet {
  return {
    ...sheet,
    items: [...carried.items],
    body: carried.body,
    ...(carried.head ? { head: carried.head } : {}),
    // A dormant card (§10.6 step 2) stays face down and dormant: the first failed Resolve test turns it up (T45).
    resolveCards: carried.resolveCards.map((r) => ({ card: r.card, at: r.at, up: false, ...(r.dormant === true ? { dormant: true } : {}) })),
    accomplishment: carried.accomplishment ? { ...carried.accomplishment } : null,
  };
}
