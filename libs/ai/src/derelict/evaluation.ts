import type { DerelictState } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { VALUE_FEATURES, valueFeatures } from './value-features';
import { VALUE_WEIGHTS } from './value-weights';

/** The evaluation's scale: a won game, and the rating of a sure win (so a margin of 30 asks for 3 points of win chance). */
export const VALUE_SCALE = 1000;

/**
 * The search bot's rating of a derelict position after its rollouts (played to the end of the round,
 * so the Enemy Phase and the event card are in it): VALUE_SCALE times the chance that the heuristic
 * bot wins from here, as a logistic model fitted to the outcomes of heuristic games on every derelict
 * sample (`tools/src/derelict/fit-evaluation.ts`, `value-weights.ts`). A won game rates VALUE_SCALE and
 * a lost one 0 — the ends of the same scale — so the rollouts' mean estimates the chance of winning.
 * On held-out games (seed 2000) it ranks a mission's round ends by outcome better than the hand weights
 * did (`evaluation-hand.ts`; AUC within a mission 0.767 against 0.697), and the search with it won 106 of
 * 280 paired dev-set games against the heuristic's 73 and the hand-weighted search's 86 (session 9).
 */
export function evaluateDerelict(engine: AnyEngine, state: AnyState): number {
  if (state.status.kind === 'won') return VALUE_SCALE;
  if (state.status.kind === 'lost') return 0;
  return VALUE_SCALE * winChance(valueFeatures(engine, state as DerelictState));
}

/** The fitted chance of winning for a feature vector (in `VALUE_FEATURES` order). */
export function winChance(features: readonly number[], model: typeof VALUE_WEIGHTS = VALUE_WEIGHTS): number {
  let z = model.bias;
  for (const [i, name] of VALUE_FEATURES.entries()) z += model.weights[name] * (features[i] ?? 0);
  return 1 / (1 + Math.exp(-z));
}
