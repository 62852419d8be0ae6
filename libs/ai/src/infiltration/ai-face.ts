import type { AiFace } from '../bots/ai-face';
import { INFILTRATION_HEURISTICS } from './heuristics';
import { createInfiltrationEnemyController } from './enemy';
import { OBJECTIVE_ITEM_TOKEN, redealSpawnTokens } from './determinise';
import { objectivesSeen } from './heuristics';

/**
 * Infiltration's AI face. The enemy turn (infiltration.md §9) has no enemy choices: it runs in the engine
 * as an automatic phase, so the enemy controller is only a guard. The spawn tokens' levels and the decks'
 * order are what the heroes may not know.
 */
export const INFILTRATION_AI: AiFace = {
  enemy: createInfiltrationEnemyController,
  heuristics: INFILTRATION_HEURISTICS,
  progress: (engine, state) => objectivesSeen(engine.board, state),
  determinise: redealSpawnTokens,
  // The objective items' contents carry their (public) mission feature: only the item is dealt again; the room
  // features are dealt from their whole unknown multiset (face-down cards and the deck), not among themselves.
  dealtTokens: [OBJECTIVE_ITEM_TOKEN, 'room-feature'],
  // §8.10: the round the alarm sounded (the ruleset keeps it in its state; 0 = not yet).
  alarmRound: (state) => {
    const round = (state.ext as { alarmRound?: unknown }).alarmRound;
    return typeof round === 'number' && round > 0 ? round : null;
  },
  hidden: { secretOrders: [], inferableTokens: [], revealingEvents: [], secretDecks: [] },
};
