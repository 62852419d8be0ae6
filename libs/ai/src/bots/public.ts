// Public API of the hero bots and the game driver. Re-exported by src/index.ts; list each export by name.
export type { AnyEngine, AnyState, Controller } from './controller';
export { createRandomBot } from './random-bot';
export { playGame, type Controllers, type PlayOptions, type PlayResult } from './driver';
export { ENEMY_CONTROLLERS, HERO_BOTS } from './controllers';
export { AI_FACES, aiFaceFor } from './ai-faces';
export { NOTHING_EXTRA_HIDDEN, type AiFace } from './ai-face';
export { createHeuristicBot, rankActions } from './heuristic-bot';
export { heuristicsFor, progressOf } from './heuristics/registry';
export type { RulesetHeuristics } from './heuristics/scorer';
export { createSearchBot, DEFAULT_SEARCH_BUDGET, searchBudgetFor, type SearchBudget } from './search-bot';
export { determinise } from './determinise';
