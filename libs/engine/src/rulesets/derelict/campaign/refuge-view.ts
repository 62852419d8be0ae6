import type { PartySurvivor } from './party';
import type { RefugeState } from './refuge-state';

/**
 * What the players' screens may see of the Refuge (hidden stays hidden): deck sizes but not their order, no
 * generator state, and a face-down Resolve card shows only its number (derelict.md §7.10).
 */
export interface RefugeView {
  readonly track: number;
  readonly round: number;
  readonly visited: readonly string[];
  readonly tradingPost: readonly string[];
  readonly survivors: readonly SurvivorView[];
  readonly fallen: readonly string[];
  readonly awaitingRespawn: readonly string[];
  readonly decks: { readonly items: number; readonly resolve: number; readonly accomplishments: number; readonly events: number };
  readonly log: readonly string[];
  readonly left: boolean;
}

export interface SurvivorView extends Omit<PartySurvivor, 'resolveCards'> {
  readonly resolveCards: readonly { readonly at: number; readonly up: boolean; readonly card?: string; readonly dormant?: boolean }[];
}

export function refugeView(refuge: RefugeState): RefugeView {
  return {
    track: refuge.track,
    round: refuge.round,
    visited: [...refuge.visited],
    tradingPost: [...refuge.tradingPost],
    survivors: refuge.party.survivors.map((s) => ({
      ...s,
      items: [...s.items],
      resolveCards: s.resolveCards.map((r) => ({ at: r.at, up: r.up, ...(r.up ? { card: r.card } : {}), ...(r.dormant === true ? { dormant: true } : {}) })),
    })),
    fallen: refuge.party.fallen.map((f) => f.id),
    awaitingRespawn: [...refuge.party.awaitingRespawn],
    decks: { items: refuge.itemDeck.length, resolve: refuge.resolveDeck.length, accomplishments: refuge.accomplishmentDeck.length, events: refuge.eventDeck.length },
    log: [...refuge.log],
    left: refuge.left,
  };
}
