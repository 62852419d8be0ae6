// Public API of the `boarding` ruleset. Re-exported by src/index.ts; list each export by name.
export {
  BLIP,
  BLIP_POOL,
  BUG,
  COST as BOARDING_COSTS,
  CP as COMMAND_POINTS,
  DEFAULT_OPTIONS as BOARDING_DEFAULT_OPTIONS,
  POOL_DECK as BLIP_POOL_DECK,
  RULES as BOARDING_RULES,
  SQUAD as BOARDING_SQUAD,
  Weapon as BoardingWeapon,
} from './content';
export { stateDice as boardingStateDice, type DiceSource as BoardingDiceSource } from './context';
export { createBoardingRuleset, PHASES as BOARDING_PHASES, type BoardingRuleset, type BoardingRulesetOptions } from './ruleset';
export {
  boardingSetupFromMission,
  boardingStartExt,
  createBoardingGame,
  setupBoardingGame,
  type BoardingEngine,
  type BoardingGame,
  type BoardingMissionLike,
  type BoardingSetup,
} from './setup';
export { trooperSees } from './sight';
export { deploySquares } from './blips';
export { possibleImpacts, routeLength } from './missile-route';
export { moveCost, turnCost } from './movement';
export { DEPLOY as BOARDING_DEPLOY, FACE as BOARDING_FACE, INTERRUPT as BOARDING_INTERRUPT, SURPLUS as BOARDING_SURPLUS } from './windows';
export {
  BOARDING_ACTION_TYPES,
  type BoardingAction,
  type BoardingExt,
  type BoardingMissionKind,
  type BoardingOptions,
  type BoardingState,
  type Deployment as BoardingDeployment,
  type Facing as BoardingFacing,
} from './types';
