// The mission module's public surface (re-exported by the package index).
export { compileMissionPlan, roundLimitOf, CASCADE_LIMIT, FIRINGS_PER_STEP, type MissionPlan, type MissionPlanInput } from './plan';
export type { CampaignFlagEntry, MissionStartOptions, MissionState, ObjectiveRecord } from './mission-state';
export type { MissionHooks, EffectScope } from './hooks';
export { CORE_EFFECTS } from './core-effects';
export { SCHEMA_EVENTS_OF } from './match';
export {
  CONDITION_NAMES,
  EFFECT_NAMES,
  EVENT_NAMES,
  type Condition,
  type Effect,
  type EffectName,
  type MissionObjective,
  type Place,
  type Trigger,
  type TriggerEvent,
  type Who,
} from './vocabulary';
