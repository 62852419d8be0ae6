// What the rest of the engine (registry, tests, libs/ai through the engine's index) uses of derelict.
export { setupDerelictGame, type DerelictGame, type DerelictSetupOptions } from './setup';
export { checkDerelictMission, DERELICT_ROSTER } from './mission-checks';
export { derelictObjectives } from './objective-tracker';
export { DERELICT_OPTIONS } from './options';
export { derelictPresentation } from './presentation';
export { createDerelictRuleset, type DerelictRuleset } from './ruleset';
export { ENEMIES, enemyProfile, SURVIVOR_CLASSES, WEAPONS, weaponData, shotCost as derelictShotCost, isHelmet as isDerelictHelmet, SHIELD_BUBBLE as DERELICT_SHIELD_BUBBLE } from './content';
export { armedWith, targetZones, weaponsOf } from './combat';
export { hasInjury, injuryBits, survivorResolve, type InjuryLocation } from './sheet';
export { distancesTo, enemies as derelictEnemies, survivors as derelictSurvivors, zoneIndex, zoneOfUnit, sees as zoneSeesZone, sightFrom as zoneSightFrom, enemiesIn, survivorsIn, isRoom, isImpenetrable as isImpenetrableZone } from './zones';
export { DERELICT_ACTION_TYPES, ENEMY_PHASE, RESOLUTION_PHASE, SURVIVOR_PHASE, type DerelictAction, type DerelictExt, type DerelictState } from './types';
export * from './campaign/public';
