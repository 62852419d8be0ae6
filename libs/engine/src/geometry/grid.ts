import { CellKind } from '../board/cell-kind';

/**
 * The static shape geometry reads: a structural subset of `Board`, so a compiled board is passed
 * as it is and tests can build small grids by hand. Cells are row-major (`y * width + x`).
 */
export interface Grid {
  readonly width: number;
  readonly height: number;
  /** CellKind per cell. */
  readonly cells: Uint8Array;
  /** EdgeKind of each cell's east edge at `2 * cell`, south edge at `2 * cell + 1`. */
  readonly edges: Uint8Array;
  /** Door index per edge slot, -1 where there is no door. */
  readonly doorAt: Int16Array;
  /** Bumped when the board changes at run time; caches compare it. Absent means never changes. */
  readonly version?: number;
}

/** A grid whose interior cells are grouped into zones (derelict rooms, infiltration areas, or one cell each). */
export interface ZoneGrid extends Grid {
  /** Zone index per cell, -1 for walls, obstacles and void. */
  readonly zoneOf: Int32Array;
  readonly zones: readonly { readonly cells: readonly number[] }[];
}

/**
 * What changes during play, as plain arrays so geometry does not depend on the game-state shape.
 * Missing arrays mean every door is closed and no unit stands anywhere.
 */
export interface GridState {
  /** 1 per door index that is open. */
  readonly openDoors?: Uint8Array;
  /** Per cell: -1 empty, else the side index of the unit there (0 heroes, 1 enemies). */
  readonly occupancy?: Int8Array;
}

/** Side index stored in occupancy arrays. */
export const SIDE_HEROES = 0;
export const SIDE_ENEMIES = 1;
export const EMPTY = -1;

/** Facing / step directions as indices: 0 north, 1 east, 2 south, 3 west (clockwise). */
export const NORTH = 0;
export const EAST = 1;
export const SOUTH = 2;
export const WEST = 3;
export const DX: readonly number[] = [0, 1, 0, -1];
export const DY: readonly number[] = [-1, 0, 1, 0];

/** Floor is the only kind of cell units stand on and see across; walls, obstacles and void stop both. */
export function isOpenCell(kind: number | undefined): boolean {
  return kind === CellKind.Floor;
}

/** The edge slot between cell and its neighbour in direction d (the neighbour must be on the board). */
export function slotToward(width: number, cell: number, d: number): number {
  if (d === EAST) return 2 * cell;
  if (d === SOUTH) return 2 * cell + 1;
  if (d === WEST) return 2 * (cell - 1);
  return 2 * (cell - width) + 1;
}

/** True when the door with this index is open in the given state. */
export function doorIsOpen(state: GridState, door: number): boolean {
  return door >= 0 && state.openDoors !== undefined && state.openDoors[door] === 1;
}
