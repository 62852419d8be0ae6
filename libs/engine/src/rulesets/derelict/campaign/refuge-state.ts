import { nextInt, type RngState } from '../../../rules/random/rng';
import type { CampaignParty, PartySurvivor } from './party';
import { MAX_RESOLVE } from './party';

/** The Refuge between two campaign missions (derelict.md §10.6): the party, the track, this round's visits. */
export interface RefugeState {
  readonly party: CampaignParty;
  /** §10.6 step 5: lowered by each stay; at 0 the party must leave. */
  readonly track: number;
  /** 1 for the arrival round, +1 per stay. */
  readonly round: number;
  /** Survivors who used their visit action this round (§10.6 step 4: one each). */
  readonly visited: readonly string[];
  /** §10.6: the Trading Post's cards, dealt after the mission and never refilled by trades. */
  readonly tradingPost: readonly string[];
  /** Undealt item cards (top last), Noise cards included: the Trading Post skips them. */
  readonly itemDeck: readonly string[];
  readonly resolveDeck: readonly string[];
  readonly accomplishmentDeck: readonly string[];
  readonly eventDeck: readonly string[];
  /** The seeded generator for the 2d6 tables, the decks and "a random survivor" (the only source of chance here). */
  readonly rng: RngState;
  /** What happened, oldest first, for the screens (rolls, events, deaths). */
  readonly log: readonly string[];
  readonly left: boolean;
}

export interface RefugeError {
  readonly code:
    | 'left' | 'unknown-survivor' | 'already-visited' | 'unknown-place' | 'bad-trade' | 'empty-post'
    | 'must-leave' | 'not-awaiting' | 'unknown-class' | 'survivor-used' | 'ability-set-used' | 'bad-id';
  readonly message: string;
}

export const refugeError = (code: RefugeError['code'], message: string): RefugeError => ({ code, message });

/** One d6 (1–6) from the Refuge's generator. */
export const d6 = (rng: RngState): number => nextInt(rng, 6) + 1;

/** §10.6: deal the top item card that is not a Noise card (Noise cards are discarded on the way). */
export function dealItem(deck: string[]): string | null {
  while (deck.length > 0) {
    const card = deck.pop() as string;
    if (!card.startsWith('noise')) return card;
  }
  return null;
}

/** Health changed at the Refuge; 0 kills exactly as on a mission (§10.6): items leave play, the player re-spawns. */
export function changeHealth(party: CampaignParty, id: string, amount: number, log: string[]): CampaignParty {
  const survivor = party.survivors.find((s) => s.id === id);
  if (!survivor) return party;
  const health = Math.max(0, Math.min(survivor.maxHealth, survivor.health + amount));
  if (health > 0) return replaceSurvivor(party, { ...survivor, health });
  log.push(`${survivor.name} dies at the Refuge; its items leave play.`);
  return {
    survivors: party.survivors.filter((s) => s.id !== id),
    fallen: [...party.fallen, { id: survivor.id, name: survivor.name, kind: survivor.kind, abilitySet: survivor.abilitySet }],
    awaitingRespawn: [...party.awaitingRespawn, survivor.id],
  };
}

/** Resolve changed at the Refuge, kept within 0–10 (Resolve card effects wait for the next mission, §10.6). */
export function changeResolve(party: CampaignParty, id: string, amount: number): CampaignParty {
  const survivor = party.survivors.find((s) => s.id === id);
  if (!survivor) return party;
  return replaceSurvivor(party, { ...survivor, resolve: Math.max(0, Math.min(MAX_RESOLVE, survivor.resolve + amount)) });
}

export function replaceSurvivor(party: CampaignParty, survivor: PartySurvivor): CampaignParty {
  return { ...party, survivors: party.survivors.map((s) => (s.id === survivor.id ? survivor : s)) };
}
