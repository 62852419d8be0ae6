import { nextInt, seedRng, type ActionBase, type RngState } from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from './controller';
import { heuristicsFor } from './heuristics/registry';

/** Every legal action with its heuristic score, best first; ties in a seeded random order. */
export function rankActions(engine: AnyEngine, state: AnyState, rng: RngState): { action: ActionBase; score: number }[] {
  const legal = engine.legalActions(state);
  const heuristics = heuristicsFor(state.ruleset);
  const context = heuristics.prepare(engine, engine.view(state, 'heroes') as unknown as AnyState);
  const ranked = legal.map((action) => ({ action, score: heuristics.score(context, action), tie: nextInt(rng, 1 << 30) }));
  ranked.sort((a, b) => b.score - a.score || a.tie - b.tie);
  return ranked;
}

/**
 * The heuristic hero bot: rates every legal action from the heroes' view (`view(state, 'heroes')`:
 * no hidden contents, no deck order, no generator state) with its ruleset's heuristics and takes the
 * best; when nothing rates 0 or more it ends the activation (or passes). Ties follow its own seeded generator.
 */
export function createHeuristicBot(seed: number): Controller {
  const rng = seedRng(seed);
  return {
    name: 'heuristic',
    decide(engine: AnyEngine, state: AnyState) {
      const ranked = rankActions(engine, state, rng);
      const best = ranked[0];
      if (!best) throw new Error('The heuristic bot was asked to act with nothing legal to do.');
      if (best.score >= 0) return best.action;
      const finish = ranked.find((r) => r.action.type === 'end-activation' || r.action.type === 'end-phase' || r.action.type === 'pass');
      return (finish ?? best).action;
    },
  };
}
