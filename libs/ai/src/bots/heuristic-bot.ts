import { nextInt, seedRng, type ActionBase, type RngState } from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from './controller';
import { heuristicsFor } from './heuristics/registry';

/**
 * What the heuristic reads. 'view' (the default): the heroes' view (`view(state, 'heroes')`: no
 * hidden contents, no deck order, no generator state). 'sample': the state as given, for the search
 * bot's rollouts, whose worlds are already determinised samples of what the heroes cannot know —
 * it saves a copy of the state per step.
 */
export type HeuristicSight = 'view' | 'sample';

/** Every legal action with its heuristic score, best first; ties in a seeded random order. */
export function rankActions(engine: AnyEngine, state: AnyState, rng: RngState, sight: HeuristicSight = 'view'): { action: ActionBase; score: number }[] {
  const legal = engine.legalActions(state);
  const heuristics = heuristicsFor(state.ruleset);
  const seen = sight === 'view' ? (engine.view(state, 'heroes') as unknown as AnyState) : state;
  const context = heuristics.prepare(engine, seen);
  const ranked = legal.map((action) => ({ action, score: heuristics.score(context, action), tie: nextInt(rng, 1 << 30) }));
  ranked.sort((a, b) => b.score - a.score || a.tie - b.tie);
  return ranked;
}

/** The best action of a ranking; when nothing rates 0 or more, ending the activation (or passing). */
export function pickBest(ranked: readonly { action: ActionBase; score: number }[]): ActionBase {
  const best = ranked[0];
  if (!best) throw new Error('The heuristic bot was asked to act with nothing legal to do.');
  if (best.score >= 0) return best.action;
  const finish = ranked.find((r) => r.action.type === 'end-activation' || r.action.type === 'end-phase' || r.action.type === 'pass');
  return (finish ?? best).action;
}

/**
 * The heuristic hero bot: rates every legal action from the heroes' view with its ruleset's
 * heuristics and takes the best; when nothing rates 0 or more it ends the activation (or passes).
 * Ties follow its own seeded generator. `sight: 'sample'` is for rollouts in determinised worlds only.
 */
export function createHeuristicBot(seed: number, sight: HeuristicSight = 'view'): Controller {
  const rng = seedRng(seed);
  return {
    name: 'heuristic',
    decide(engine: AnyEngine, state: AnyState) {
      return pickBest(rankActions(engine, state, rng, sight));
    },
  };
}
