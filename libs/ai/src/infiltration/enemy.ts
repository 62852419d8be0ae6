import type { Controller } from '../bots/controller';

/**
 * infiltration.md §9: enemies never roll dice and never choose — the enemy turn is the engine's automatic
 * phase (its ties belong to the players, §7.7, and the slice settles them by board order). So the enemy
 * side is never asked to act; this controller only guards that promise.
 */
export function createInfiltrationEnemyController(): Controller {
  return {
    name: 'infiltration-enemy',
    decide(engine, state) {
      const action = engine.legalActions(state)[0];
      if (!action) throw new Error('The infiltration enemy was asked to act with nothing legal to do.');
      return action;
    },
  };
}
