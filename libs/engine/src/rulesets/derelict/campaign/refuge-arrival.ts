import { pickOne, shuffled } from '../../../rules/random/shuffle';
import { seedRng, type RngState } from '../../../rules/random/rng';
import { fail, ok, type Result } from '../../../result';
import { accomplishment, ACCOMPLISHMENTS } from '../accomplishments';
import { FILLER_WEAPON, ITEM_DECK, START_RESOLVE, STARTING_WEAPONS, survivorClass } from '../content';
import { RESOLVE_CARDS, RESOLVE_CARDS_EACH, resolveCard } from '../resolve-cards';
import type { HeldAccomplishment } from '../types';
import { abilitySetLost, type CampaignParty, type CarriedResolveCard, type PartySurvivor } from './party';
import { REFUGE_EVENT_DECK, REFUGE_TRACK_START, TRADING_POST_SLOTS } from './refuge-data';
import { dealItem, refugeError, type RefugeError, type RefugeState } from './refuge-state';

export interface RefugeOptions {
  /** Seeds the Refuge's generator (the campaign passes its own, e.g. the finished mission's seed + 1). */
  readonly seed: number;
  /** §10.6 Gap: the printed track start is lost; Proposed 3. */
  readonly track?: number;
}

/** Removes one copy of each card from a pile (cards in someone's hands are not in the deck). */
function without(pile: readonly string[], held: readonly string[]): string[] {
  const out = [...pile];
  for (const card of held) {
    const at = out.indexOf(card);
    if (at >= 0) out.splice(at, 1);
  }
  return out;
}

/** §10.6 step 2: revealed cards are discarded and the hand drawn back to 3; a card above Resolve stays dormant. */
function redrawResolve(survivor: PartySurvivor, deck: string[]): PartySurvivor {
  const kept: CarriedResolveCard[] = survivor.resolveCards.filter((r) => !r.up);
  while (kept.length < RESOLVE_CARDS_EACH && deck.length > 0) {
    const card = deck.pop() as string;
    const at = resolveCard(card)?.at ?? 0;
    kept.push(at > survivor.resolve ? { card, at, up: false, dormant: true } : { card, at, up: false });
  }
  return { ...survivor, resolveCards: kept };
}

/** §10.6 step 3: a card not unlocked is replaced; unlocked and unused is kept. Proposed: a used reward is replaced too. */
function renewAccomplishment(survivor: PartySurvivor, deck: string[]): PartySurvivor {
  const held = survivor.accomplishment;
  const data = held ? accomplishment(held.card) : undefined;
  if (held && data && held.progress >= data.count && !held.used) return survivor;
  const card = deck.pop();
  const next: HeldAccomplishment | null = card === undefined ? null : { card, progress: 0, used: false };
  return { ...survivor, accomplishment: next };
}

/** Arrival at the Refuge (§10.6 steps 2–3, and the Trading Post dealt after the mission). Step 1 is `respawn`. */
export function arriveAtRefuge(party: CampaignParty, options: RefugeOptions): RefugeState {
  const rng = seedRng(options.seed);
  const carried = party.survivors.flatMap((s) => [...s.items, ...(s.body ? [s.body] : []), ...(s.head ? [s.head] : [])]);
  const itemDeck = shuffled(rng, without(ITEM_DECK, carried));
  const resolveDeck = shuffled(rng, without(RESOLVE_CARDS.map((r) => r.id), party.survivors.flatMap((s) => s.resolveCards.filter((r) => !r.up).map((r) => r.card))));
  const accomplishmentDeck = shuffled(rng, without(ACCOMPLISHMENTS.map((a) => a.id), party.survivors.flatMap((s) => (s.accomplishment ? [s.accomplishment.card] : []))));
  const survivors = party.survivors.map((s) => renewAccomplishment(redrawResolve(s, resolveDeck), accomplishmentDeck));
  const tradingPost: string[] = [];
  while (tradingPost.length < TRADING_POST_SLOTS) {
    const card = dealItem(itemDeck);
    if (card === null) break;
    tradingPost.push(card);
  }
  return {
    party: { ...party, survivors },
    track: options.track ?? REFUGE_TRACK_START,
    round: 1,
    visited: [],
    tradingPost,
    itemDeck,
    resolveDeck,
    accomplishmentDeck,
    eventDeck: shuffled(rng, REFUGE_EVENT_DECK),
    rng,
    log: [],
    left: false,
  };
}

export interface NewSurvivor {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  /** Defaults to the class id; a gender variant with a different ability set names its own. */
  readonly abilitySet?: string;
}

/**
 * §10.6 step 1: the player of `fallen` (dead in the last mission or at the Refuge) comes back as a different
 * survivor, never one already used in this campaign nor an ability set that died or is in play.
 * §10.5 Proposed: it starts at full Health, Resolve 10, one random starting weapon, 3 Resolve cards, an Accomplishment.
 */
export function respawn(refuge: RefugeState, fallen: string, chosen: NewSurvivor): Result<RefugeState, RefugeError> {
  const { party } = refuge;
  if (refuge.left) return fail([refugeError('left', 'The party has already left the Refuge.')]);
  if (!party.awaitingRespawn.includes(fallen)) return fail([refugeError('not-awaiting', `No player waits to re-spawn for "${fallen}".`)]);
  const profile = survivorClass(chosen.kind);
  if (!profile) return fail([refugeError('unknown-class', `"${chosen.kind}" is not a survivor class.`)]);
  if (chosen.id.length === 0) return fail([refugeError('bad-id', 'A new survivor needs an id.')]);
  if (party.survivors.some((s) => s.id === chosen.id) || party.fallen.some((f) => f.id === chosen.id)) {
    return fail([refugeError('survivor-used', `Survivor "${chosen.id}" has already been used in this campaign (§10.6 step 1).`)]);
  }
  const abilitySet = chosen.abilitySet ?? chosen.kind;
  if (abilitySetLost(party, abilitySet) || party.survivors.some((s) => s.abilitySet === abilitySet)) {
    return fail([refugeError('ability-set-used', `The ability set "${abilitySet}" was already used in this campaign; pick another class or a variant with different abilities (§10.5, §10.6 step 1).`)]);
  }
  const rng: RngState = { ...refuge.rng };
  const resolveDeck = [...refuge.resolveDeck];
  const accomplishmentDeck = [...refuge.accomplishmentDeck];
  const base: PartySurvivor = {
    id: chosen.id,
    name: chosen.name,
    kind: chosen.kind,
    abilitySet,
    health: profile.health,
    maxHealth: profile.health,
    resolve: START_RESOLVE,
    injuries: 0,
    items: [pickOne(rng, STARTING_WEAPONS) ?? FILLER_WEAPON],
    body: null,
    resolveCards: [],
    accomplishment: null,
  };
  const survivor = renewAccomplishment(redrawResolve(base, resolveDeck), accomplishmentDeck);
  return ok({
    ...refuge,
    rng,
    itemDeck: without(refuge.itemDeck, base.items),
    resolveDeck,
    accomplishmentDeck,
    party: { ...party, survivors: [...party.survivors, survivor], awaitingRespawn: party.awaitingRespawn.filter((id) => id !== fallen) },
    log: [...refuge.log, `${chosen.name} (${profile.name}) joins the party.`],
  });
}
