// What the apps use of the derelict campaign (derelict.md §10.4–§10.6): party carry-over, the Refuge, the campaigns.
export { abilitySetLost, heroesForNextMission, partyFromGame, type CampaignFlag, type CampaignParty, type CarriedResolveCard, type FallenSurvivor, type PartySurvivor } from './party';
export { carryIntoMission } from './carry-over';
export { arriveAtRefuge, respawn as respawnAtRefuge, type NewSurvivor, type RefugeOptions } from './refuge-arrival';
export { leave as leaveRefuge, stay as stayAtRefuge, visit as visitRefuge, type RefugeVisit } from './refuge';
export type { RefugeError, RefugeState } from './refuge-state';
export { refugeView, type RefugeView, type SurvivorView } from './refuge-view';
export { INFIRMARY_TABLE, LOVED_ONES_TABLE, REFUGE_EVENTS, REFUGE_TRACK_START, type RefugeEventCard } from './refuge-data';
export { DERELICT_CAMPAIGNS, derelictCampaign, nextMission, type CampaignStep, type DerelictCampaign, type NextMission, type PlayedMission } from './campaigns';
