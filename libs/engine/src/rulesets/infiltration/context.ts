import type { Board } from '../../board/board';
import type { DieSpec, RolledDie } from '../../rules/random/dice';
import type { InfiltrationState, InfiltrationTx } from './types';

/** One objective item's location, read from the mission (setup.ts). */
export interface ObjectiveItemSpot {
  readonly feature: string;
  readonly item: string;
  readonly x: number;
  readonly y: number;
  readonly faceUp: boolean;
}

/** Where dice come from: the state's generator in play; tests load them (infiltration.md §14 injects faces). */
export type DiceSource = (tx: InfiltrationTx, die: DieSpec, count: number, purpose: string, by: string | null) => RolledDie[];
export const stateDice: DiceSource = (tx, die, count, purpose, by) => tx.random.roll(die, count, purpose, by);

/** What the mission fixes for the whole game (read once at setup, never changed). */
export interface MissionConfig {
  /** Per board door: the noise of its Unlock/Open test (§6.7, §13.10 defaults). */
  readonly doorNoise: readonly number[];
  /** Board door indices marked as exits (patrols never use them, §8.5). */
  readonly exitDoors: readonly number[];
  /** Areas holding an exit (§12.2). */
  readonly exitAreas: readonly number[];
  /** Barracks A, B, C… and the area each points to (§8.11). */
  readonly barracks: readonly { readonly letter: string; readonly area: number }[];
  /** Areas holding a guard point (§9.3). */
  readonly guardAreas: readonly number[];
  /** §11.1 objective items the mission places (§12.3), placed at game start. */
  readonly objectiveItems?: readonly ObjectiveItemSpot[];
  /** §7.8 the squares of the mission's `room-feature` locations (room-features.ts). */
  readonly roomFeatures?: readonly { readonly x: number; readonly y: number }[];
  /** §7.9 the mission's secret-passage points X, Y, Z (its `secret-passage` features, board order). */
  readonly passagePoints?: readonly { readonly x: number; readonly y: number }[];
}

export const NO_MISSION_CONFIG: MissionConfig = { doorNoise: [], exitDoors: [], exitAreas: [], barracks: [], guardAreas: [] };

/**
 * §5.7 / TC06: one noise test per action. While an action resolves, the tests it would make are merged
 * here (the highest value, plus the dice its modifiers add) and made once (noise.ts `inAction`).
 */
export interface NoiseBatch {
  open: boolean;
  hero: string | null;
  dice: number;
  extra: number;
  /** The test is a Search's (Rummage's modifier takes 1 off its total, §13.9). */
  search: boolean;
}

/** One resolution in progress: the transition, the static board and mission data, the dice. */
export interface Ctx {
  readonly tx: InfiltrationTx;
  readonly state: InfiltrationState;
  readonly board: Board;
  readonly cfg: MissionConfig;
  readonly dice: DiceSource;
  readonly noise: NoiseBatch;
}

export const ctxOf = (tx: InfiltrationTx, cfg: MissionConfig, dice: DiceSource): Ctx => ({
  tx,
  state: tx.state,
  board: tx.board,
  cfg,
  dice,
  noise: { open: false, hero: null, dice: 0, extra: 0, search: false },
});
