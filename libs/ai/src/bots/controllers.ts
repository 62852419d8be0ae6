import type { Controller } from './controller';
import { createHeuristicBot } from './heuristic-bot';
import { createRandomBot } from './random-bot';
import { createSearchBot } from './search-bot';

export { ENEMY_CONTROLLERS } from './enemies';

/** Hero bots by name, each seeded from a number. */
export const HERO_BOTS: Readonly<Record<string, (seed: number) => Controller>> = {
  random: createRandomBot,
  heuristic: (seed: number) => createHeuristicBot(seed),
  search: (seed: number) => createSearchBot(seed),
};
