import { nextInt, seedRng, type RngState } from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from './controller';

/**
 * A hero bot that picks uniformly among `legalActions`, from its own seeded generator (the engine's
 * sfc32, seeded from the number it is given): the same seed and the same game give the same choices.
 */
export function createRandomBot(seed: number): Controller {
  const rng: RngState = seedRng(seed);
  return {
    name: 'random',
    decide(engine: AnyEngine, state: AnyState) {
      const legal = engine.legalActions(state);
      const action = legal[nextInt(rng, legal.length)];
      if (!action) throw new Error('The random bot was asked to act with nothing legal to do.');
      return action;
    },
  };
}
