import { putEntry, type Keyed } from '../rules/state/keyed';
import type { FeatureState, ObjectiveState, Place } from './vocabulary';

/** One of the mission's objectives as play stands: the author's label and its state. */
export interface ObjectiveRecord {
  readonly id: string;
  readonly label: string;
  readonly optional: boolean;
  readonly state: ObjectiveState;
}

/**
 * What a mission's triggers change and remember, kept in `GameState.mission`: plain JSON, hashed and
 * replayed like the rest of the state. Author ids key only `Keyed` records (read through rules/state/keyed).
 */
export interface MissionState {
  /** "once" triggers that have fired. */
  readonly fired: readonly string[];
  /** Triggers switched off (listed `enabled: false`, or by a "disable" effect). */
  readonly disabled: readonly string[];
  readonly objectives: readonly ObjectiveRecord[];
  /** Ruleset options changed by "set-option" effects. */
  readonly options: Keyed<boolean | number | string>;
  /** Feature states changed in play (removed, destroyed, revealed, placed). */
  readonly features: Keyed<FeatureState>;
  /** The heroes the mission started with (the "party-size" condition). */
  readonly partySize: number;
  readonly heroesDead: number;
  readonly heroesExited: number;
  readonly alarm: boolean;
  /** Flags set by "flag" effects for this mission, and those kept for the campaign (stored between missions by a later issue). */
  readonly flags: Keyed<boolean | number | string>;
  readonly campaignFlags: Keyed<boolean | number | string>;
  /** Present (true) when the game is a campaign's mission (the `campaign` condition); absent standalone. */
  readonly campaign?: true;
  /** Where units with "must move toward" orders head (unit id → place; mission/move-toward.ts). */
  readonly moveToward: Keyed<Place>;
  /** Numbers of the rules changed by "set-rule" effects (mission/rule-values.ts). */
  readonly ruleValues: Keyed<number>;
  /** Starting health of units whose type a "unit-damaged"/"unit-health" trigger names. */
  readonly startHealth: Keyed<number>;
}

/** A campaign flag as a campaign hands it to the next mission: its name and value. */
export type CampaignFlagEntry = readonly [string, boolean | number | string];

/** What a game's setup may hand the mission before it starts (the engine's `start`). */
export interface MissionStartOptions {
  /** The game is a mission of a campaign (the `campaign` condition); default: true when `campaignFlags` is given. */
  readonly campaign?: boolean;
  /**
   * Campaign flags kept by the missions before this one (derelict.md §10.4: "campaign consequences read
   * campaign flags"), in the mission state before `mission-start` triggers run. Absent: a standalone game,
   * where every flag reads as unset.
   */
  readonly campaignFlags?: readonly CampaignFlagEntry[];
}

export function newMissionState(objectives: readonly ObjectiveRecord[], disabled: readonly string[], partySize: number, start: MissionStartOptions = {}): MissionState {
  const campaignFlags = start.campaignFlags ?? [];
  // Author ids key a prototype-free record (rules/state/keyed).
  const campaign: Record<string, boolean | number | string> = {};
  for (const [flag, value] of campaignFlags) putEntry(campaign, flag, value);
  return {
    fired: [],
    disabled: [...disabled],
    objectives: objectives.map((o) => ({ ...o })),
    options: {},
    features: {},
    partySize,
    heroesDead: 0,
    heroesExited: 0,
    alarm: false,
    flags: {},
    campaignFlags: campaign,
    ruleValues: {},
    moveToward: {},
    startHealth: {},
    // Only a campaign's mission carries the mark, so a standalone game's state (and hash) is as before.
    ...((start.campaign ?? start.campaignFlags !== undefined) ? { campaign: true as const } : {}),
  };
}
