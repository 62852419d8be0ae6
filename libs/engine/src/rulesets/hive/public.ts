// Public API of the `hive` ruleset. Re-exported by src/index.ts; list each export by name.
export {
  BUGS,
  BUG_MOVE,
  CHAMBER_TITLES,
  ENGINEER,
  ITEM_DECK as HIVE_ITEM_DECK,
  MEDIC,
  PASSES_BUGS,
  QUEEN_CHAMBER,
  QUEEN_HEALTH,
  SPAWN_TABLE,
  VALKYRIES,
  bugLimits,
  objectiveForRoll,
  valkyrieProfile,
  type BugKind,
  type HiveDifficulty,
  type HiveObjective,
  type ValkyrieProfile,
} from './content';
export {
  HIVE_ACTION_TYPES,
  type HiveAction,
  type HiveBugAction,
  type HiveExt,
  type HiveHeroAction,
  type HiveState,
  type PendingTile,
  type PlacedTile,
  type Scientist,
} from './types';
export { createHiveRuleset, HIVE_PHASES, type HiveRuleset } from './ruleset';
export { setupHiveGame, roundCapOf, type HiveGame, type HiveMissionInput, type HiveSetupOptions } from './setup';
export { hiveView, cellOf as hiveCellOf, type HiveView } from './queries';
export { HiveMap, hiveMap } from './hive-map';
export { boardWith as hiveBoardFor, openEdges as hiveOpenEdges, type OpenEdge as HiveOpenEdge } from './hive-board';
export { bugPathError, nodesNextToValkyries } from './movement';
export { QUEEN_TARGET } from './combat';
export { orderedBugPath } from './bug-phase';
// Test fixture (like the skirmish ruleset's): hive games set up square by square, for the AI's specs.
export { activate as activateHiveValkyrie, enterBugMoves as enterHiveBugMoves, hiveTestGame, HUB_ORIGIN as HIVE_TEST_HUB, type HiveTestGame, type HiveTestSetup } from './testing/fixture';
