// The campaign face (DESIGN.md "One ruleset, three faces", a fourth, optional one): what a ruleset with
// campaigns offers the apps, so a screen can pick a campaign, start its missions with the party carried in,
// and run what happens between two missions without naming the ruleset. A campaign in progress is an opaque,
// JSON-serialisable record: the apps store it and hand it back; only the face reads it.
import type { GameState } from '../game/game-state';
import type { HeroChoice } from '../game/setup-game';
import type { Result } from '../result';
import type { GameSetupOptions, StartedGame } from './started-game';
import type { LoadedMissionInput } from './mission-input';

/** A campaign in progress: plain JSON, read only by the face that made it (it may hold hidden things, as a save does). */
export type CampaignRecord = { readonly [key: string]: unknown };

/** A campaign as a picker lists it. */
export interface CampaignSummary {
  readonly id: string;
  readonly name: string;
  /** One line: how long it is and what the party needs. */
  readonly description: string;
}

/** Where a campaign goes next: one of `choices` (mission ids), or its end. */
export type CampaignNext =
  | { readonly kind: 'mission'; readonly choices: readonly string[]; readonly replay: boolean }
  | { readonly kind: 'complete' }
  | { readonly kind: 'lost' };

/** One label and value, as on a card. */
export interface InterludeStat {
  readonly label: string;
  readonly value: string;
}

/** A hero of the party as the between-missions screen shows it. */
export interface InterludeMember {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly stats: readonly InterludeStat[];
  /** True when it has used its choice this round. */
  readonly done: boolean;
}

/** Part of a choice the player fills in: `count` of `options` (values with labels). */
export interface InterludePick {
  readonly label: string;
  readonly count: number;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** Something the players may do between missions; `member` names the hero it is for, if any. */
export interface InterludeChoice {
  readonly action: string;
  readonly label: string;
  readonly member?: string;
  readonly picks?: readonly InterludePick[];
}

/** The between-missions place as the players may see it (no deck order, no face-down card). */
export interface InterludeView {
  readonly title: string;
  readonly status: readonly InterludeStat[];
  readonly members: readonly InterludeMember[];
  /** Cards on offer (a shop), by label. */
  readonly offer?: { readonly label: string; readonly items: readonly string[] };
  readonly log: readonly string[];
  readonly choices: readonly InterludeChoice[];
}

/** A choice the players made: its action, hero, and what they picked for each of its picks. */
export interface InterludeMove {
  readonly action: string;
  readonly member?: string;
  readonly picked?: readonly (readonly string[])[];
}

export interface CampaignFace {
  /** The campaigns a picker offers. */
  campaigns(): readonly CampaignSummary[];
  /** A new campaign, or why not (an unknown id). */
  begin(id: string): Result<CampaignRecord, string>;
  /** A stored record checked before use: a damaged one says what is wrong and where. */
  read(stored: unknown): Result<CampaignRecord, string>;
  /** The campaign's name, for headings. */
  title(record: CampaignRecord): string;
  next(record: CampaignRecord): CampaignNext;
  /** How many missions the record has played (a finished mission counted once, however often it is shown). */
  played(record: CampaignRecord): number;
  /** The party carried into the next mission, or undefined when the players choose it (the first mission). */
  heroes(record: CampaignRecord): readonly HeroChoice[] | undefined;
  /** Why this party may not start the campaign, if so. */
  checkParty(record: CampaignRecord, heroes: readonly HeroChoice[]): string | undefined;
  /** The mission started with the campaign's party and flags carried in (the ruleset's `setup` and then some). */
  start(loaded: LoadedMissionInput, options: GameSetupOptions, record: CampaignRecord): Result<StartedGame, string>;
  /** The record after `mission` ended in `state` (the full state: the party is read from it). */
  finish(record: CampaignRecord, mission: string, state: GameState, seed: number): CampaignRecord;
  /** The between-missions place, while the party is there. */
  interlude(record: CampaignRecord): InterludeView | undefined;
  /** The record after a choice, or why the choice is not allowed (in words). */
  choose(record: CampaignRecord, move: InterludeMove): Result<CampaignRecord, string>;
}
