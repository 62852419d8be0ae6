import type { AiFace } from '../bots/ai-face';
import { INFILTRATION_HEURISTICS } from './heuristics';
import { createInfiltrationEnemyController } from './enemy';
import { redealSpawnTokens } from './determinise';

/**
 * Infiltration's AI face. The enemy turn (infiltration.md §9) has no enemy choices: it runs in the engine
 * as an automatic phase, so the enemy controller is only a guard. The spawn tokens' levels and the decks'
 * order are what the heroes may not know.
 */
export const INFILTRATION_AI: AiFace = {
  enemy: createInfiltrationEnemyController,
  heuristics: INFILTRATION_HEURISTICS,
  determinise: redealSpawnTokens,
  hidden: { secretOrders: [], inferableTokens: [], revealingEvents: [], secretDecks: [] },
};
