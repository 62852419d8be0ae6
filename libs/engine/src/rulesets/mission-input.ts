import type { Board } from '../board/board';
import type { TileDefinition } from '../board/tile';
import type { HeroChoice } from '../game/setup-game';
import type { MissionPlanInput } from '../mission/plan';

/** A ruleset deck as the mission changes it (mission.schema.json `deck`), read structurally. */
export interface MissionDeckInput {
  readonly id: string;
  readonly base: string;
  readonly remove?: readonly { readonly card?: string; readonly kind?: string; readonly onTile?: string; readonly unusedTiles?: boolean }[];
  readonly add?: readonly { readonly card: string; readonly count?: number }[];
  readonly setAside?: readonly { readonly card: string; readonly count?: number }[];
}

/** What a ruleset reads from a loaded mission (scenario-schema's `LoadedMission` fits it). */
export interface LoadedMissionInput {
  /** The mission; its triggers, objectives, victory and defeat compile to the engine's plan (mission/plan.ts). */
  readonly mission: MissionPlanInput & {
    readonly id: string;
    readonly ruleset: string;
    readonly options?: Readonly<Record<string, boolean | number | string>>;
    readonly exploration?: { readonly deck: readonly { readonly tile: string; readonly count?: number }[]; readonly order?: 'shuffled' | 'as-listed' };
    readonly defeat?: unknown;
    readonly party?: readonly HeroChoice[];
    /** The ruleset decks the mission changes at setup (mission.schema.json `decks`). */
    readonly decks?: readonly MissionDeckInput[];
    /** How many heroes the mission may be played with (the meta block's range). */
    readonly meta?: { readonly heroes?: { readonly min: number; readonly max: number } };
  };
  readonly board: Board;
  readonly tiles: readonly TileDefinition[];
}
