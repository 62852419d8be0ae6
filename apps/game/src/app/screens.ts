import type { CampaignFace, CampaignRecord, CampaignSummary } from '@breachline/engine';
import type { LoadedMission, MissionIssue } from '@breachline/scenario-schema';
import type { GameStore } from '../session/game-store';
import type { PreparedGame } from './prepare-game';

/** A campaign in progress as the screens hold it: the face that reads its record, and the record. */
export interface CampaignInPlay {
  readonly ruleset: string;
  readonly face: CampaignFace;
  readonly record: CampaignRecord;
  /** Hot-seat players sharing the party, chosen before the first mission. */
  readonly players: number;
}

/** The campaigns one ruleset offers, under its name. */
export interface CampaignGroup {
  readonly ruleset: string;
  readonly name: string;
  readonly campaigns: readonly CampaignSummary[];
}

/** Where the app is. Types only: the modules behind each screen load when it is first shown. */
export type Screen =
  | { kind: 'start'; notice?: string }
  | { kind: 'loading' }
  | { kind: 'problem'; title: string; issues: readonly MissionIssue[] }
  | { kind: 'setup'; loaded: LoadedMission; roster: readonly { readonly kind: string; readonly name: string }[]; campaign?: CampaignInPlay }
  | { kind: 'preview'; prepared: PreparedGame; reason: string }
  | { kind: 'play'; store: GameStore; loaded: LoadedMission }
  | { kind: 'campaigns'; groups: readonly CampaignGroup[] }
  /** Between missions: the campaign's interlude (the place the party rests), or its next mission, or its end. */
  | { kind: 'campaign'; campaign: CampaignInPlay; titles: ReadonlyMap<string, string>; notice?: string };
