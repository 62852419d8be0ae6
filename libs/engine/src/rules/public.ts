// Public API of the rules core (randomness, decks, hidden tokens, the reducer, replay).
// Re-exported by src/index.ts; list each export by name.

// Randomness: a seeded generator whose state lives in the game state, dice with faces, shuffles.
export { copyRng, nextInt, nextUint32, seedRng, type RngState } from './random/rng';
export { pickOne, shuffled } from './random/shuffle';
export {
  D3,
  D6,
  DIRECTIONAL_DIE,
  INFILTRATION_DICE,
  INJURY_DIE,
  highestOf,
  rollD66,
  rollDice,
  rollDie,
  rollExploding,
  rollSum,
  totalOf,
  type DieFace,
  type DieSpec,
  type RolledDie,
} from './random/dice';

// State plumbing: the write journal (mutation with undo), hashing, copying.
export { DirectWriter, Journal } from './state/journal';
export { canonicalJson, fnv1a64, hashState, type Json } from './state/canonical-hash';
export { cloneJson } from './state/clone';
export { entriesOf, entryOf, hasEntry, putEntry, setEntry, withEntry, withoutEntry, type Keyed } from './state/keyed';

// Decks and hidden tokens, and what each side may see.
export {
  addDeck,
  deckView,
  discardCard,
  drawCard,
  peekDeck,
  reshuffleDiscards,
  type DeckOptions,
  type DeckState,
  type DeckView,
} from './decks/deck';
export { knowsContents, placeToken, removeToken, revealToken, type HiddenToken } from './hidden/hidden-token';
export { viewState, viewTokens, type GameView, type TokenView } from './hidden/view';

// Doors: every door's state and health (GameState.doors), its selectors and its writers (through tx).
export {
  closeDoor,
  closedDoors,
  damageDoor,
  destroyDoor,
  doorAttackableBy,
  doorHeldShut,
  doorLetsThrough,
  doorRecordOf,
  doorStateOf,
  loadMissionDoors,
  lockDoor,
  missionDoorSetups,
  openDoor,
  openDoorIds,
  sealDoor,
  unlockDoor,
  type DoorSetup,
} from './doors/doors';
export type { DoorAttacker, DoorRecord, DoorRules, DoorState, DoorsState, MissionDoorInput } from './doors/door-state';
// The hero sheet: items, injuries, XP, level and resolve (GameState.heroSheets), its selectors and writers.
export {
  BLANK_SHEET,
  addInjury,
  addResolve,
  gainItem,
  gainXp,
  giveItem,
  healInjuries,
  heroSheetEntries,
  heroSheetOf,
  holdsItem,
  injuryCount,
  itemsOf,
  levelOf,
  loseAllItems,
  loseItem,
  resolveOf,
  setLevel,
  viewHeroSheets,
  xpOf,
} from './heroes/hero-sheet';
export type { HeroSheet, HeroSheetsState } from './heroes/hero-sheet-state';
export { hiddenLeak, redealHidden, type RedealOptions } from './hidden/redeal';

// The reducer, the ruleset module interface and the phase machine.
export {
  CORE_ACTION_TYPES,
  hasActionShape,
  isCoreAction,
  type Action,
  type ActionBase,
  type CoreAction,
} from './core/actions';
export { ruleError, type RuleError, type RuleErrorCode } from './core/errors';
export { eventsForSide, type Cell, type GameEvent, type GameEventType } from './core/events';
export { END_OF_ROUND, type OrderRule, type PhaseSpec, type Ruleset, type Slot } from './core/ruleset';
export { ENGINE_ID_SEPARATOR, engineId, isEngineId, Random, Tx } from './core/tx';
export { currentSlot, sideToAct, unitById } from './core/turn-machine';
export {
  createEngine,
  isApplyError,
  type ApplyResult,
  type Engine,
  type InPlaceResult,
} from './core/engine';
export { replay, stateHash, type ReplayResult } from './core/replay';
// The pending-decision stack: "the players choose" in the middle of a resolution.
export { closeDecision, openDecision, pendingDecision, type DecisionRequest } from './core/decisions';
export type { DecisionOption, PendingDecision } from './core/decision-state';

// Game state shapes beyond GameState/Side/Unit (which src/index.ts exports from ../game).
export {
  SIDES,
  otherSide,
  type ActivationPool,
  type GameStatus,
  type ReactionWindow,
  type TurnState,
} from '../game/game-state';
export { notStartedTurn } from '../game/setup-game';

// The test ruleset (libs/engine/src/testing): a toy rule system for reducer tests, bots and benchmarks.
export { SKIRMISH_ACTION_TYPES, type SkirmishAction } from '../testing/skirmish-actions';
export type { SkirmishExt } from '../testing/skirmish-effects';
export { createSkirmishRuleset, SKIRMISH_START_EXT, type SkirmishOptions, type SkirmishRuleset } from '../testing/skirmish-ruleset';
export { SKIRMISH_MAP, skirmishBoard, startSkirmish, type SkirmishGame, type SkirmishSetup } from '../testing/skirmish-fixture';
export { TURN_STRUCTURES, type StructureName, type TurnStructure } from '../testing/turn-structures';
