import type { Direction } from '../../board/direction';
import type { Rotation, TileDefinition } from '../../board/tile';
import type { GameState } from '../../game/game-state';
import type { Cell } from '../../rules/core/events';
import type { Tx } from '../../rules/core/tx';
import type { HiveDifficulty, HiveObjective } from './content';

/** A tile placed during play, in order (§6.5): the board of a state is the mission's plus these. */
export interface PlacedTile {
  readonly tile: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: Rotation;
  /** An objective tile (§3.5) and its title in Kill the Queen (§9.4), else null. */
  readonly objective: boolean;
  readonly title: string | null;
}

/** A tile drawn face up and waiting for the explorer's side to orient it (§6.5 step 2). */
export interface PendingTile {
  readonly unit: string;
  readonly tile: string;
  /** The open edge being left: the opening square and its side. */
  readonly from: Cell;
  readonly side: Direction;
  /** Where the new tile's top-left corner goes, and the rotations that line an opening up with `from`. */
  readonly x: number;
  readonly y: number;
  readonly rotations: readonly Rotation[];
}

/** LJ the Loquacious (§3.2, §9.3): where he stands when unattended, and who carries him. */
export interface Scientist {
  readonly x: number;
  readonly y: number;
  readonly carrier: string | null;
}

/** The hive's own state, in `GameState.ext` (plain JSON). */
export interface HiveExt {
  readonly objective: HiveObjective;
  readonly difficulty: HiveDifficulty;
  /** P (§11 A20): Valkyries at the start. */
  readonly players: number;
  readonly limits: { readonly small: number; readonly large: number };
  /** The mission's round cap: past it the game is lost. */
  readonly roundCap: number;
  readonly placed: readonly PlacedTile[];
  readonly pending: PendingTile | null;
  /** Objective tiles drawn so far (§9.3 step 1). */
  readonly objectivesRevealed: number;
  /** Placement indices (into the board's placements) searched by the active Valkyrie this turn. */
  readonly searchedThisTurn: readonly number[];
  /** Destroy the Hive (§9.2): placement indices that are weak points, and those holding a charge. */
  readonly weakPoints: readonly number[];
  readonly charges: readonly number[];
  /** Rescue the Scientist (§9.3). */
  readonly scientist: Scientist | null;
  readonly scientistHome: boolean;
  /** Kill the Queen (§9.4): her health and square once her chamber is placed. */
  readonly queen: { readonly health: number; readonly x: number; readonly y: number } | null;
  readonly chamberDamage: Readonly<Record<string, number>>;
  /** Untitled objective tiles take titles from here (top last); hidden from views. */
  readonly titleStack: readonly string[];
  /** Set by the action that completes the objective (detonation, End game, the Queen's death). */
  readonly victory: string | null;
  /** Valkyries alive on the starting tile when the game was won (§9.2 step 6, §9.3 step 6). */
  readonly survivors: number | null;
}

export type HiveState = GameState<HiveExt>;
export type HiveTx = Tx<HiveExt>;

export interface HiveDefinitions {
  readonly tiles: ReadonlyMap<string, TileDefinition>;
}

type Hero<T extends string, P = object> = { readonly type: T; readonly side: 'heroes'; readonly unit: string } & P;

/** The Valkyries' actions (Table A1). Facing is free and has no effect, so it is no action. */
export type HiveHeroAction =
  /** Steps along `path` (the unit's square first), 1 move action per step (§6.1). */
  | Hero<'move', { readonly path: readonly Cell[] }>
  /** Steps out through the open edge on `side` of the unit's square: draws a tile (§6.5). */
  | Hero<'explore', { readonly edge: Direction }>
  /** Orients the drawn tile (the players choose, §6.5 step 2). */
  | Hero<'orient-tile', { readonly rotation: Rotation }>
  | Hero<'search'>
  /** One attack die (or LJ's pistol die) at a bug or the Queen. */
  | Hero<'attack', { readonly target: string; readonly die: 'own' | 'lj' }>
  | Hero<'chamber-attack'>
  | Hero<'establish-weak-point'>
  | Hero<'lay-charge'>
  | Hero<'detonate'>
  | Hero<'pick-up-scientist'>
  | Hero<'end-game'>
  | Hero<'heal', { readonly target: string }>
  | Hero<'give-item', { readonly item: string; readonly to: string }>
  /** Uses an item card: Medkit and a target Valkyrie, Frag grenade and a target square. */
  | Hero<'use-item', { readonly item: string; readonly target?: string; readonly at?: Cell }>;

/**
 * A bug's move (§6.2, §8.3). `paths` are the bug's square first, then up to 4 steps; with several
 * (one per tied target, §8.3 tie 2) the engine picks one uniformly at random.
 */
export type HiveBugAction = { readonly type: 'bug-move'; readonly side: 'enemies'; readonly unit: string; readonly paths: readonly (readonly Cell[])[] };

export type HiveAction = HiveHeroAction | HiveBugAction;

export const HIVE_ACTION_TYPES: ReadonlySet<string> = new Set([
  'move',
  'explore',
  'orient-tile',
  'search',
  'attack',
  'chamber-attack',
  'establish-weak-point',
  'lay-charge',
  'detonate',
  'pick-up-scientist',
  'end-game',
  'heal',
  'give-item',
  'use-item',
  'bug-move',
]);
