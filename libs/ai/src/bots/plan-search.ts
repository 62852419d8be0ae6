import { Journal, nextInt, seedRng, type RngState } from '@breachline/engine';
import type { AnyEngine, AnyState } from './controller';
import { determinise } from './determinise';
import { aiFaceFor } from './ai-faces';
import { createHeuristicBot } from './heuristic-bot';
import type { RulesetHeuristics } from './heuristics/scorer';
import { playOn } from './rollout-search';

export interface PlanBudget {
  /** Plans weighed per activation (the heuristic's own among them). */
  readonly plans: number;
  /** Determinised worlds each plan is played in (the same worlds for every plan). */
  readonly planWorlds: number;
  /** How much better than the heuristic's own plan another must do. */
  readonly planMargin: number;
  /** Actions per rollout at most. */
  readonly depth: number;
}

/**
 * At the start of a hero's activation, the ruleset's whole plans for it (boarding: the posts it could
 * take) are each played to the end of that activation in the same determinised worlds — the
 * heuristic walking the hero to the plan's post and playing the enemies' reactions, with the same
 * world seed (dice, hidden counts, tie-breaks) for every plan — and rated by the ruleset's `turnEnd`
 * leaf. The heuristic's own plan (the first) stands unless another does `planMargin` better.
 * Returns null when there is nothing to weigh.
 */
export function choosePlan(engine: AnyEngine, state: AnyState, rng: RngState, heuristics: RulesetHeuristics, budget: PlanBudget): unknown {
  const { plans, under, turnEnd } = heuristics;
  const actor = state.turn.actor;
  if (!plans || !under || !turnEnd || actor === null) return null;
  const options = plans(engine, engine.view(state, 'heroes') as unknown as AnyState, budget.plans);
  if (options.length < 2) return options[0] ?? null;
  const enemies = aiFaceFor(state.ruleset)?.enemy();
  if (!enemies) return options[0] ?? null;
  const journal = new Journal();
  const worlds = Array.from({ length: budget.planWorlds }, () => nextInt(rng, 0x7fffffff));
  let best: unknown = options[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const [i, plan] of options.entries()) {
    let total = 0;
    for (const world of worlds) {
      const worldRng = seedRng(world);
      const heroes = createHeuristicBot(nextInt(worldRng, 0x7fffffff), 'sample');
      const sample = determinise(state, worldRng);
      total += under(plan, () => playOn(engine, sample, { heroes, enemies }, budget.depth, journal, turnEnd, actor));
    }
    const value = total / worlds.length - (i === 0 ? 0 : budget.planMargin);
    if (value > bestValue) [best, bestValue] = [plan, value];
  }
  return best;
}
