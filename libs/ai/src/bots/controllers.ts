import type { Controller } from './controller';
import { createHeuristicBot } from './heuristic-bot';
import { createRandomBot } from './random-bot';
import { createSearchBot } from './search-bot';

export { ENEMY_CONTROLLERS } from './ai-faces';

/**
 * Hero bots by name, each seeded from a number. Prototype-free: a bot name comes from the command line
 * or the editor, and "constructor" must find no bot.
 */
export const HERO_BOTS: Readonly<Record<string, (seed: number) => Controller>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, (seed: number) => Controller>, {
    random: createRandomBot,
    heuristic: (seed: number) => createHeuristicBot(seed),
    search: (seed: number) => createSearchBot(seed),
  }),
);
