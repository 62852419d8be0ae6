import { Journal, nextInt, seedRng, type RngState } from '@breachline/engine';
import type { AnyEngine, AnyState } from './controller';
import { determinise } from './determinise';
import { aiFaceFor } from './ai-faces';
import { createHeuristicBot } from './heuristic-bot';
import type { RulesetHeuristics } from './heuristics/scorer';
import { pairedChoice } from './paired-choice';
import { playOn } from './rollout-search';
import type { PlanBudget } from './search-budget';

export type { PlanBudget } from './search-budget';

/**
 * At the start of a hero's activation, the ruleset's whole plans for it (boarding: the posts it could
 * take; derelict: the stance of its turn) are each played in the same determinised worlds — the
 * heuristic walking the hero to the plan's post and playing the enemies' reactions, with the same
 * world seed (dice, hidden counts, tie-breaks) for every plan — to the end of that activation, rated
 * by the ruleset's `turnEnd` leaf, or without one to the end of the round, rated by its `evaluate`.
 * The heuristic's own plan (the first) stands unless another does `planMargin` better (and, with
 * `significance`, significantly so world by world).
 * Returns null when there is nothing to weigh.
 */
export function choosePlan(engine: AnyEngine, state: AnyState, rng: RngState, heuristics: RulesetHeuristics, budget: PlanBudget): unknown {
  const { plans, under, turnEnd, evaluate } = heuristics;
  const actor = state.turn.actor;
  if (!plans || !under || actor === null) return null;
  const options = plans(engine, engine.view(state, 'heroes') as unknown as AnyState, budget.plans);
  if (options.length < 2) return options[0] ?? null;
  const enemies = aiFaceFor(state.ruleset)?.enemy();
  if (!enemies) return options[0] ?? null;
  const journal = new Journal();
  const worlds = Array.from({ length: budget.planWorlds }, () => nextInt(rng, 0x7fffffff));
  // With a `turnEnd` leaf a plan is played to the end of the activation; without one, to the end of the round (or `rounds`).
  const rate = (plan: unknown, world: number): number => {
    const worldRng = seedRng(world);
    const heroes = createHeuristicBot(nextInt(worldRng, 0x7fffffff), 'sample');
    const sample = determinise(state, worldRng);
    return turnEnd
      ? under(plan, () => playOn(engine, sample, { heroes, enemies }, budget.depth, journal, turnEnd, actor))
      : under(plan, () => playOn(engine, sample, { heroes, enemies }, budget.depth, journal, evaluate, null, sample.round, budget.rounds ?? 1));
  };
  if (budget.significance !== undefined) {
    const values = options.map((plan) => worlds.map((world) => rate(plan, world)));
    return options[pairedChoice(values, budget.planMargin, budget.significance)] ?? null;
  }
  let best: unknown = options[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const [i, plan] of options.entries()) {
    let total = 0;
    for (const world of worlds) total += rate(plan, world);
    const value = total / worlds.length - (i === 0 ? 0 : budget.planMargin);
    if (value > bestValue) [best, bestValue] = [plan, value];
  }
  return best;
}
