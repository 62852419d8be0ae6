import { nextInt, type RngState } from '../../../rules/random/rng';
import { fail, ok, type Result } from '../../../result';
import { INJURY } from '../content';
import type { CampaignParty, PartySurvivor } from './party';
import { GENERAL_SPACES, INFIRMARY_TABLE, LOVED_ONES_TABLE, lookUp, refugeEvent, TRADE_GIVE, type RefugeEffect } from './refuge-data';
import { changeHealth, changeResolve, d6, dealItem, refugeError, replaceSurvivor, type RefugeError, type RefugeState } from './refuge-state';

/**
 * The Refuge's rounds (derelict.md §10.6 steps 4–5): one visit per survivor per round, then stay (a Refuge Event,
 * the track down by 1, a new round of visits) or go. No abilities exist here, so none can be used. Every function
 * is pure and returns an error value (what and why) for an illegal choice; it never throws on player input.
 */

export type RefugeVisit =
  | { readonly place: 'infirmary' }
  | { readonly place: 'loved-ones' }
  /** A safe rest: +1 Health or +2 Resolve, not both. */
  | { readonly place: 'quarters'; readonly gain: 'health' | 'resolve' }
  /** Hand over 2 of the survivor's items (general spaces or body) for 1 Trading Post card. */
  | { readonly place: 'trading-post'; readonly give: readonly string[]; readonly take: string };

const INJURY_ORDER = [INJURY.head, INJURY.body, INJURY.leg];

function rollTwo(rng: RngState): number {
  return d6(rng) + d6(rng);
}

/** §10.6 step 4: `survivor` uses its one visit action this round. */
export function visit(refuge: RefugeState, survivor: string, choice: RefugeVisit): Result<RefugeState, RefugeError> {
  if (refuge.left) return fail([refugeError('left', 'The party has already left the Refuge.')]);
  const who = refuge.party.survivors.find((s) => s.id === survivor);
  if (!who) return fail([refugeError('unknown-survivor', `"${survivor}" is not a living survivor of the party.`)]);
  if (refuge.visited.includes(survivor)) {
    return fail([refugeError('already-visited', `${who.name} has already used its visit this round (§10.6 step 4: one action each).`)]);
  }
  const rng: RngState = { ...refuge.rng };
  const log = [...refuge.log];
  let party = refuge.party;
  let tradingPost = refuge.tradingPost;
  switch (choice.place) {
    case 'quarters':
      if (choice.gain !== 'health' && choice.gain !== 'resolve') return fail([refugeError('unknown-place', 'Quarters give +1 Health or +2 Resolve: choose "health" or "resolve".')]);
      party = choice.gain === 'health' ? changeHealth(party, survivor, 1, log) : changeResolve(party, survivor, 2);
      log.push(`${who.name} rests in the Quarters (+${choice.gain === 'health' ? '1 Health' : '2 Resolve'}).`);
      break;
    case 'infirmary': {
      const total = rollTwo(rng);
      const row = lookUp(INFIRMARY_TABLE, total);
      log.push(`${who.name} visits the Infirmary: 2d6 = ${total}, ${row.amount >= 0 ? '+' : ''}${row.amount} Health${row.healInjury ? ' and an injury healed' : ''}.`);
      if (row.healInjury) party = replaceSurvivor(party, healOneInjury(who));
      party = changeHealth(party, survivor, row.amount, log);
      break;
    }
    case 'loved-ones': {
      const total = rollTwo(rng);
      const row = lookUp(LOVED_ONES_TABLE, total);
      log.push(`${who.name} visits Loved Ones: 2d6 = ${total}, ${row.amount >= 0 ? '+' : ''}${row.amount} Resolve.`);
      party = changeResolve(party, survivor, row.amount);
      break;
    }
    case 'trading-post': {
      const traded = trade(who, tradingPost, choice.give, choice.take);
      if (!traded.ok) return traded;
      party = replaceSurvivor(party, traded.value.survivor);
      tradingPost = traded.value.post;
      log.push(`${who.name} trades ${choice.give.join(' and ')} for ${choice.take} at the Trading Post.`);
      break;
    }
    default:
      return fail([refugeError('unknown-place', `Unknown Refuge place "${(choice as { place: string }).place}": infirmary, loved-ones, trading-post or quarters.`)]);
  }
  return ok({ ...refuge, party, tradingPost, rng, log, visited: [...refuge.visited, survivor] });
}

function healOneInjury(survivor: PartySurvivor): PartySurvivor {
  const bit = INJURY_ORDER.find((b) => (survivor.injuries & b) !== 0);
  return bit === undefined ? survivor : { ...survivor, injuries: survivor.injuries & ~bit };
}

/** §10.6 Trading Post: 2 of the survivor's items for 1 card; handed-over items are discarded; the post is not refilled. */
function trade(who: PartySurvivor, post: readonly string[], give: readonly string[], take: string): Result<{ survivor: PartySurvivor; post: string[] }, RefugeError> {
  if (give.length !== TRADE_GIVE) return fail([refugeError('bad-trade', `The Trading Post takes exactly ${TRADE_GIVE} items for 1; ${who.name} offered ${give.length}.`)]);
  const at = post.indexOf(take);
  if (at < 0) {
    const code = post.length === 0 ? 'empty-post' : 'bad-trade';
    return fail([refugeError(code, `The Trading Post has no "${take}" (it shows: ${post.join(', ') || 'nothing'}).`)]);
  }
  const items = [...who.items];
  let body = who.body;
  for (const item of give) {
    const index = items.indexOf(item);
    if (index >= 0) items.splice(index, 1);
    else if (body === item) body = null;
    else return fail([refugeError('bad-trade', `${who.name} does not carry "${item}" to hand over (it carries: ${[...who.items, ...(who.body ? [who.body] : [])].join(', ') || 'nothing'}).`)]);
  }
  if (items.length >= GENERAL_SPACES) return fail([refugeError('bad-trade', `${who.name} has no free space for "${take}".`)]);
  const rest = [...post];
  rest.splice(at, 1);
  return ok({ survivor: { ...who, items: [...items, take], body }, post: rest });
}

/** §10.6 step 5: stay another round: draw and resolve a Refuge Event, lower the track by 1, visits start again. */
export function stay(refuge: RefugeState): Result<RefugeState, RefugeError> {
  if (refuge.left) return fail([refugeError('left', 'The party has already left the Refuge.')]);
  if (refuge.track <= 0) return fail([refugeError('must-leave', 'The Refuge track is at 0: the party must leave for the next mission (§10.6 step 5).')]);
  const rng: RngState = { ...refuge.rng };
  const eventDeck = [...refuge.eventDeck];
  const card = eventDeck.pop();
  const event = card === undefined ? undefined : refugeEvent(card);
  let next: RefugeState = { ...refuge, rng, eventDeck, track: refuge.track - 1, round: refuge.round + 1, visited: [] };
  if (event) next = applyEvent({ ...next, log: [...next.log, `Refuge Event: ${event.name}. ${event.text}`] }, event.effect);
  return ok(next);
}

/** Resolves one Refuge Event effect (§9.7 Proposed). `refuge.rng` is already a private copy. */
function applyEvent(refuge: RefugeState, effect: RefugeEffect): RefugeState {
  const { rng } = refuge;
  const log = [...refuge.log];
  const living = refuge.party.survivors;
  const randomOne = (pool: readonly PartySurvivor[]): PartySurvivor | undefined => (pool.length === 0 ? undefined : pool[nextInt(rng, pool.length)]);
  let party: CampaignParty = refuge.party;
  const itemDeck = [...refuge.itemDeck];
  let tradingPost = refuge.tradingPost;
  switch (effect.kind) {
    case 'health':
    case 'resolve': {
      const targets = effect.who === 'all' ? living : [randomOne(living)].filter((s): s is PartySurvivor => s !== undefined);
      for (const target of targets) {
        party = effect.kind === 'health' ? changeHealth(party, target.id, effect.amount, log) : changeResolve(party, target.id, effect.amount);
      }
      break;
    }
    case 'restock': {
      const card = dealItem(itemDeck);
      if (card !== null) tradingPost = [...tradingPost, card];
      break;
    }
    case 'lose-stock':
      if (tradingPost.length > 0) {
        const rest = [...tradingPost];
        rest.splice(nextInt(rng, rest.length), 1);
        tradingPost = rest;
      }
      break;
    case 'gain-item': {
      const target = randomOne(living.filter((s) => s.items.length < GENERAL_SPACES));
      const card = target ? dealItem(itemDeck) : null;
      if (target && card !== null) party = replaceSurvivor(party, { ...target, items: [...target.items, card] });
      break;
    }
    case 'lose-item': {
      const target = randomOne(living.filter((s) => s.items.length > 0));
      if (target) {
        const items = [...target.items];
        items.splice(nextInt(rng, items.length), 1);
        party = replaceSurvivor(party, { ...target, items });
      }
      break;
    }
  }
  return { ...refuge, party, itemDeck, tradingPost, log };
}

/** §10.6 step 5: head out. The party goes on to the next mission (carryIntoMission writes it in). */
export function leave(refuge: RefugeState): Result<{ refuge: RefugeState; party: CampaignParty }, RefugeError> {
  if (refuge.left) return fail([refugeError('left', 'The party has already left the Refuge.')]);
  return ok({ refuge: { ...refuge, left: true }, party: refuge.party });
}
