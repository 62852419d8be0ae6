import { cloneJson, eventsForSide, Journal, type ActionBase, type GameEvent, type RngState, type Side } from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from '../bots/controller';
import { hiddenSpecOf } from './hidden-spec';
import { jsonDifference } from './json-difference';
import { redealHidden, taintHidden } from './redeal';

/**
 * Checks that one side (the heroes, for hero bots and screens) observes nothing it may not know.
 * Each check compares what the side observes in the real state with what it observes in a state
 * where everything hidden from it is dealt differently (redeal.ts): an observation that changes
 * with a secret shows the secret.
 *
 * - view: `view(state, side)` of the state and of a copy with every secret replaced by a marker.
 * - events: the side's events (`eventsForSide`) of one action in the real and a re-dealt state are
 *   the same up to the first reveal, and the views after it are the same when nothing was revealed;
 *   a card drawn in secret from the side never shows its identity.
 * - hero-legality: the side's legal actions do not depend on a secret, and neither does whether one
 *   of its actions is accepted.
 * - bot-decision: a bot (fresh from its seed) decides the same in the real and a re-dealt state.
 */
export type LeakKind = 'view' | 'events' | 'hero-legality' | 'bot-decision';

export interface HiddenLeak {
  readonly kind: LeakKind;
  readonly message: string;
}

const HEROES: Side = 'heroes';

/** The view check, on one state. */
export function viewLeak(engine: AnyEngine, state: AnyState, rng: RngState, side: Side = HEROES): HiddenLeak | null {
  const difference = jsonDifference(engine.view(state, side), engine.view(taintHidden(state, side, rng), side));
  return difference ? { kind: 'view', message: `The ${side}' view changes with a hidden value at ${difference}` } : null;
}

/** The legality check, when `side` is to act. */
export function legalityLeak(engine: AnyEngine, state: AnyState, rng: RngState, side: Side = HEROES): HiddenLeak | null {
  if (engine.sideToAct(state) !== side) return null;
  const other = redealHidden(engine, state, side, rng, 'reseed').state;
  const difference = jsonDifference(engine.legalActions(state), engine.legalActions(other));
  return difference ? { kind: 'hero-legality', message: `The ${side}' legal actions change with a hidden value at ${difference}` } : null;
}

/** The bot check: `makeBot` must give a bot in the same starting condition each call (a fresh bot from one seed). */
export function botDecisionLeak(makeBot: () => Controller, engine: AnyEngine, state: AnyState, rng: RngState, side: Side = HEROES): HiddenLeak | null {
  if (engine.sideToAct(state) !== side) return null;
  const other = redealHidden(engine, state, side, rng, 'reseed').state;
  const bot = makeBot();
  const real = bot.decide(engine, cloneJson(state));
  const redealt = makeBot().decide(engine, other);
  if (!jsonDifference(real, redealt)) return null;
  return { kind: 'bot-decision', message: `The ${bot.name} bot decides differently when hidden values are dealt differently: ${JSON.stringify(real)} vs ${JSON.stringify(redealt)}` };
}

/** The events check of one action: started before the action is applied, settled with its real result. */
export interface PendingTransition {
  settle(after: AnyState, events: readonly GameEvent[]): HiddenLeak | null;
}

export function watchTransition(engine: AnyEngine, before: AnyState, action: ActionBase, rng: RngState, side: Side = HEROES): PendingTransition {
  const spec = hiddenSpecOf(before.ruleset);
  const secretDecks = new Set(spec.secretDecks);
  for (const [id, deck] of Object.entries(before.decks)) if (deck.secretFrom === side) secretDecks.add(id);
  const redealt = redealHidden(engine, before, side, rng, 'keep');
  if (!redealt.changed) return { settle: (_after, events) => secretDraw(events, side, secretDecks) };
  const other = redealt.state;
  const result = engine.applyInPlace(other, action, new Journal());
  const revealAt = (events: readonly GameEvent[]): number => {
    const at = events.findIndex((e) => e.type === 'revealed' || spec.revealingEvents.includes(e.type) || (e.type === 'card-drawn' && !secretDecks.has(e.deck)));
    return at < 0 ? events.length : at;
  };
  return {
    settle(after, events) {
      const drawn = secretDraw(events, side, secretDecks);
      if (drawn) return drawn;
      if ('error' in result) {
        if (action.side !== side) return null;
        return { kind: 'hero-legality', message: `The ${side}' ${action.type} is refused only when hidden values are dealt differently: ${result.error.message}` };
      }
      const seen = eventsForSide(events, side);
      const seenOther = eventsForSide(result.events, side);
      const cut = revealAt(seen);
      const difference = jsonDifference(seen.slice(0, cut), seenOther.slice(0, revealAt(seenOther)));
      if (difference) return { kind: 'events', message: `The ${side}' events of ${action.type} change with a hidden value at ${difference}` };
      if (cut < seen.length) return null;
      const viewDifference = jsonDifference(engine.view(after, side), engine.view(other, side));
      return viewDifference ? { kind: 'view', message: `After ${action.type}, the ${side}' view changes with a hidden value at ${viewDifference}` } : null;
    },
  };
}

/** A card drawn from a deck secret from `side` (by the state or the ruleset) whose identity its events still show. */
function secretDraw(events: readonly GameEvent[], side: Side, secretDecks: ReadonlySet<string>): HiddenLeak | null {
  for (const event of eventsForSide(events, side)) {
    if (event.type === 'card-drawn' && (event.secretFrom === side || secretDecks.has(event.deck)) && event.card !== null) {
      return { kind: 'events', message: `The ${side} see card ${event.card} drawn in secret from them (deck ${event.deck})` };
    }
  }
  return null;
}
