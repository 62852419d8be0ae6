import { cloneJson, Journal, nextInt, seedRng, type ActionBase, type RngState } from '@breachline/engine';
import type { AnyEngine, AnyState } from './controller';
import { determinise } from './determinise';

/**
 * The team value of a state while the heroes act, for the acting hero `actor`: it may play the rest
 * of her turn on `state` (a throwaway determinised copy) before rating it.
 */
export type LeafValue = (engine: AnyEngine, state: AnyState, actor: string | null) => number;

export interface LookaheadBudget {
  /** Determinised worlds every action is played in. */
  readonly worlds: number;
}

/** Actions the lookahead never weighs: handing a card over changes nothing a leaf rates. */
const SKIPPED = new Set(['give-item']);

/**
 * Expectimax over one macro-action, to the leaf. Each legal action is played in the same few
 * determinised worlds (common random numbers: actions differ by their own merit, not by the luck of
 * the draw) and its values averaged: a chance node over dice, tile draws and cards, sampled. When the
 * action hands the same hero another choice at once (a drawn tile to orient), the best follow-up
 * counts: a max node. The caller decides again after every action, with its dice known.
 */
export function lookahead(engine: AnyEngine, state: AnyState, legal: readonly ActionBase[], leaf: LeafValue, rng: RngState, budget: LookaheadBudget): ActionBase {
  const actor = state.turn.actor;
  const worlds = Array.from({ length: budget.worlds }, () => determinise(state, seedRng(nextInt(rng, 0x7fffffff))));
  const journal = new Journal();
  let best = legal[0] as ActionBase;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    if (SKIPPED.has(action.type)) continue;
    let total = 0;
    for (const world of worlds) total += valueAfter(engine, world, action, leaf, actor, journal, true);
    const value = total / worlds.length;
    if (value > bestValue) [best, bestValue] = [action, value];
  }
  return best;
}

/** The leaf value after `action` in a copy of `world`; a choice it hands straight back to the actor is maximised once. */
function valueAfter(engine: AnyEngine, world: AnyState, action: ActionBase, leaf: LeafValue, actor: string | null, journal: Journal, followUp: boolean): number {
  const next = cloneJson(world);
  const result = engine.applyInPlace(next, action, journal);
  journal.clear();
  if ('error' in result) return Number.NEGATIVE_INFINITY;
  if (followUp && next.status.kind === 'playing' && awaitsActor(next, actor)) {
    let best = Number.NEGATIVE_INFINITY;
    for (const choice of engine.legalActions(next)) best = Math.max(best, valueAfter(engine, next, choice, leaf, actor, journal, false));
    return best;
  }
  return leaf(engine, next, actor);
}

/** The actor has something to settle before anything else (the hive's drawn tile, `ext.pending`). */
function awaitsActor(state: AnyState, actor: string | null): boolean {
  const pending = (state.ext as { pending?: { unit?: string } | null }).pending;
  return pending?.unit === actor;
}
