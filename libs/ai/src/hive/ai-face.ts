import type { HiveRuleset, HiveState } from '@breachline/engine';
import type { AiFace } from '../bots/ai-face';
import { HIVE_HEURISTICS } from '../bots/heuristics/hive';
import { hiveProgress } from '../bots/heuristics/hive-goals';
import { createHiveBugController } from './bug-procedure';
import { shuffleTitleStack } from './determinise';

/** The hive's AI face: the bugs' procedure (hive.md §7), the Valkyries' heuristics, the title stack's re-deal. */
export const HIVE_AI: AiFace = {
  enemy: createHiveBugController,
  heuristics: HIVE_HEURISTICS,
  // Tiles, weak points and charges; LJ found, carried, home; chamber hits and the Queen's wounds.
  progress: (engine, state) => hiveProgress((engine.ruleset as HiveRuleset).hiveView(state as HiveState, engine.board)),
  determinise: shuffleTitleStack,
  // hive.md §9.4: an untitled objective tile takes the top of the shuffled title stack when placed
  // (tile-placed turns it over). Spawn tokens hold the edge and round the heroes saw them placed with.
  hidden: { secretOrders: ['titleStack'], inferableTokens: ['spawn'], revealingEvents: ['tile-placed'], secretDecks: [] },
};
