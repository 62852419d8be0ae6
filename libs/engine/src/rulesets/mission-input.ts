import type { Board } from '../board/board';
import type { TileDefinition } from '../board/tile';
import type { HeroChoice } from '../game/setup-game';
import type { MissionPlanInput } from '../mission/plan';

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
    /** How many heroes the mission may be played with (the meta block's range). */
    readonly meta?: { readonly heroes?: { readonly min: number; readonly max: number } };
  };
  readonly board: Board;
  readonly tiles: readonly TileDefinition[];
}
