// The raid generator's public face (infiltration.md §12.3).
export { generateRaid, raidCardsForSeed, resolveRaidCards, RaidError, type RaidCards, type RaidMission, type RaidRequest } from './generate-raid';
export { RAID_MAPS, type RaidMapCard } from './map-cards';
export { RAID_FACTIONS, type RaidFactionCard } from './faction-cards';
export { RAID_OBJECTIVES, type RaidObjectiveCard } from './objective-cards';
