// What the rest of the workspace may use of horde (re-exported by src/index.ts).
export { createHordeRuleset, type HordeRuleset } from './ruleset';
export { setupHordeGame, hordeStartExt, heroStats as hordeHeroStats, type HordeGame, type HordeEngine } from './setup';
export { checkHordeMission, HORDE_ROSTER, DEFAULT_PARTY as HORDE_DEFAULT_PARTY } from './mission-checks';
export { HORDE_OPTIONS, hordeRulesOf, DEFAULT_HORDE_RULES, type HordeRules } from './options';
export { hordeScore, missionOver as hordeMissionOver } from './waves';
export { hordePresentation } from './presentation';
export { hordeObjectives } from './objective-tracker';
export { boxOf as hordeBoxOf, gap as hordeGap, conscious as hordeConscious, moveField as hordeMoveField, scratchMoveField as hordeScratchMoveField, objectiveBox as hordeObjectiveBox, squares as hordeSquares, within as hordeWithin, type Box as HordeBox } from './battlefield';
export { canSee as hordeCanSee, canShoot as hordeCanShoot, inCover as hordeInCover } from './combat';
export { chargeSpot as hordeChargeSpot } from './actions';
export { moveAllowance as hordeMoveAllowance, hitModifier as hordeHitModifier, defModifier as hordeDefModifier } from './modifiers';
export { profileOf as hordeProfileOf, HERO_KINDS as HORDE_HERO_KINDS } from './content';
export { HORDE_ACTION_TYPES, Moved as HordeMoved, type HordeAction, type HordeExt, type HordeState, type HordeObjective } from './types';
export { hordeMission as hordeTestMission, type HordeFixtureSetup as HordeTestMissionSetup } from './test-mission';
