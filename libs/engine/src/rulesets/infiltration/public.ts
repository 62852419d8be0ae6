// Public API of the `infiltration` ruleset. Re-exported by src/index.ts; list each export by name.
export { DECKS as INFILTRATION_DECKS, ENEMIES as INFILTRATION_ENEMIES, ENEMY_BY_KIND as INFILTRATION_ENEMY_BY_KIND, HEROES as INFILTRATION_HEROES, ROSTER as INFILTRATION_ROSTER, weaponsOf as infiltrationWeaponsOf } from './content';
export { createInfiltrationRuleset, PHASES as INFILTRATION_PHASES, type InfiltrationRuleset } from './ruleset';
export { createInfiltrationGame, readMission as readInfiltrationMission, setupInfiltrationGame, type InfiltrationGame, type InfiltrationSetup } from './setup';
export { areaOf as infiltrationAreaOf, adjacentAreas as infiltrationAdjacentAreas, distancesFrom as infiltrationDistancesFrom, sightFrom as infiltrationSightFrom, zoneOfArea as infiltrationZoneOfArea } from './space';
export { INFILTRATION_ACTION_TYPES, type InfiltrationAction, type InfiltrationExt, type InfiltrationState, type PendingTest, type SpendEffect } from './types';
export { INFILTRATION_OPTIONS } from './options';
export { stateDice as infiltrationStateDice, type DiceSource as InfiltrationDiceSource } from './context';
export { generateRaid as generateInfiltrationRaid, raidCardsForSeed as infiltrationRaidCardsForSeed, RaidError as InfiltrationRaidError, RAID_MAPS as INFILTRATION_RAID_MAPS, RAID_FACTIONS as INFILTRATION_RAID_FACTIONS, RAID_OBJECTIVES as INFILTRATION_RAID_OBJECTIVES, type RaidCards as InfiltrationRaidCards, type RaidMission as InfiltrationRaidMission } from './raids';
export { featOf as infiltrationFeatOf } from './feats';
