import { seedRng, type ActionBase } from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from './controller';
import { heuristicsFor } from './heuristics/registry';
import { lookahead, type LookaheadBudget } from './lookahead';
import { rolloutSearch, type RolloutBudget } from './rollout-search';

export type SearchBudget = LookaheadBudget & RolloutBudget;

/**
 * Two determinised worlds per action to the leaf (hive: ~1 s of one core a game on a sample, so 400
 * games per mission run in minutes on 2 workers); for rulesets searched by rollouts (boarding), the
 * heuristic's best three within 120 points, four worlds each, 40 actions at most to the leaf, kept
 * only 30 points better than the heuristic's choice (about 0.5–1 s of one core a boarding game).
 */
export const DEFAULT_SEARCH_BUDGET: SearchBudget = { worlds: 2, candidates: 3, rollouts: 4, depth: 40, window: 120, margin: 30 };

/**
 * The search hero bot. It sees what the heroes see: every state it plays on is `determinise`d (the
 * dice, the piles' order and every other hidden part re-drawn from its own seeded generator), so the
 * real hidden information never reaches a decision. Where the ruleset has a leaf evaluation (hive),
 * it runs `lookahead`: every legal macro-action (a move is a whole path to a square, an attack names
 * its target, an explore names its edge) is played in the same few worlds, the acting hero finishes
 * her turn where that leaves her, and the ruleset's leaf rates the result with the coming enemy phase
 * worked out rather than played; otherwise `rolloutSearch` plays candidates to the end of the round.
 *
 * Co-op attribution: the heroes are one team. Every value the search compares is the team's (the
 * outcome, objective progress, every hero's health and the threat to each, how far the squad is
 * from its next objective step), never the acting hero's own; the acting hero only adds what she
 * still has to spend this turn. So a hero gives way, covers or runs an errand for another whenever
 * that is better for the team, and no hero is credited for a win more than another.
 */
export function createSearchBot(seed: number, budget: SearchBudget = DEFAULT_SEARCH_BUDGET): Controller {
  const rng = seedRng(seed);
  return {
    name: 'search',
    decide(engine: AnyEngine, state: AnyState): ActionBase {
      const { leaf } = heuristicsFor(state.ruleset);
      if (!leaf) return rolloutSearch(engine, state, rng, budget);
      const legal = engine.legalActions(state);
      return legal.length === 1 ? (legal[0] as ActionBase) : lookahead(engine, state, legal, leaf, rng, budget);
    },
  };
}
