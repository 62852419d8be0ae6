import { seedRng, type ActionBase } from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from './controller';
import { aiFaceFor } from './ai-faces';
import { heuristicsFor } from './heuristics/registry';
import { lookahead, type LookaheadBudget } from './lookahead';
import { choosePlan, type PlanBudget } from './plan-search';
import { rolloutSearch, type RolloutBudget } from './rollout-search';

export type SearchBudget = LookaheadBudget & RolloutBudget & PlanBudget;

/**
 * Two determinised worlds per action to the leaf (hive: ~1 s of one core a game on a sample, so 400
 * games per mission run in minutes on 2 workers); for rulesets searched by rollouts (boarding), the
 * heuristic's best three within 120 points, four worlds each, 40 actions at most to the leaf, kept
 * only 30 points better than the heuristic's choice; at the start of each activation, three plans
 * (posts) in six shared worlds, kept 10 points better (about 1 s of one core a boarding game). Four
 * plans or ten worlds, or a margin of 25, did no better on purge (80 games, seed 2).
 */
export const DEFAULT_SEARCH_BUDGET: SearchBudget = { worlds: 2, candidates: 3, rollouts: 4, depth: 40, window: 120, margin: 30, plans: 3, planWorlds: 6, planMargin: 10 };

/**
 * The search hero bot. It sees what the heroes see: every state it plays on is `determinise`d (the
 * dice, the piles' order and every other hidden part re-drawn from its own seeded generator), so the
 * real hidden information never reaches a decision. Where the ruleset has a leaf evaluation (hive),
 * it runs `lookahead`: every legal macro-action (a move is a whole path to a square, an attack names
 * its target, an explore names its edge) is played in the same few worlds, the acting hero finishes
 * her turn where that leaves her, and the ruleset's leaf rates the result with the coming enemy phase
 * worked out rather than played; otherwise `rolloutSearch` plays candidates to the end of the round
 * (boarding: to the end of the activation, under the plan `choosePlan` picked when it began).
 *
 * Co-op attribution: the heroes are one team. Every value the search compares is the team's (the
 * outcome, objective progress, every hero's health and the threat to each, how far the squad is
 * from its next objective step), never the acting hero's own; the acting hero only adds what she
 * still has to spend this turn. So a hero gives way, covers or runs an errand for another whenever
 * that is better for the team, and no hero is credited for a win more than another.
 */
export function createSearchBot(seed: number, budget?: SearchBudget): Controller {
  const rng = seedRng(seed);
  // The plan chosen for the activation under way (keyed by round and unit), kept until it ends.
  let current: { key: string; plan: unknown } | null = null;
  return {
    name: 'search',
    decide(engine: AnyEngine, state: AnyState): ActionBase {
      const heuristics = heuristicsFor(state.ruleset);
      const spend = budget ?? searchBudgetFor(state.ruleset);
      const { leaf, under } = heuristics;
      if (!leaf && under) {
        const key = ownActivation(state);
        if (key !== null && current?.key !== key) current = { key, plan: choosePlan(engine, state, rng, heuristics, spend) };
        const plan = key !== null && current?.key === key ? current.plan : null;
        return under(plan, () => rolloutSearch(engine, state, rng, spend));
      }
      if (!leaf) return rolloutSearch(engine, state, rng, spend);
      const legal = engine.legalActions(state);
      return legal.length === 1 ? (legal[0] as ActionBase) : lookahead(engine, state, legal, leaf, rng, spend);
    },
  };
}

/** The default budget with the ruleset's own changes (its AI face's `searchBudget`). */
export function searchBudgetFor(ruleset: string): SearchBudget {
  const own = aiFaceFor(ruleset)?.searchBudget;
  return own ? { ...DEFAULT_SEARCH_BUDGET, ...own } : DEFAULT_SEARCH_BUDGET;
}

/** "round:unit" while a hero acts in her own activation (no reaction window open), else null. */
function ownActivation(state: AnyState): string | null {
  const actor = state.turn.actor;
  if (actor === null || state.turn.reaction !== null) return null;
  const unit = state.units.find((u) => u.id === actor);
  return unit?.side === 'heroes' ? `${state.round}:${actor}` : null;
}
