import { CellKind } from './cell-kind';
import { STEP, type Direction } from './direction';
import { EdgeKind } from './edge-kind';
import type { TilePlacement } from './tile';

/** A door's place on the edge east or south of cell (x, y) (west/north doors are stored on the neighbour). */
export interface DoorPlace {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly side: 'east' | 'south';
}

/** Something marked on a cell: a start square, an exit, a spawn point, an objective… */
export interface Feature {
  readonly id: string;
  readonly type: string;
  readonly x: number;
  readonly y: number;
}

/**
 * The static board compiled from a mission: typed arrays indexed by cell (row-major, `y * width + x`).
 * Shared by every game state of the mission; what changes during play (doors, units) lives in the state.
 */
export interface Board {
  readonly width: number;
  readonly height: number;
  /** CellKind of each cell. */
  readonly cells: Uint8Array;
  /** Index into `placements` of the tile each cell belongs to, or -1. */
  readonly tileOf: Int16Array;
  /** EdgeKind of each cell's east edge at `2 * cell` and south edge at `2 * cell + 1`. */
  readonly edges: Uint8Array;
  readonly placements: readonly TilePlacement[];
  readonly doors: readonly DoorPlace[];
  readonly features: readonly Feature[];
}

export function inBounds(board: Board, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < board.width && y < board.height;
}

export function cellIndex(board: Pick<Board, 'width'>, x: number, y: number): number {
  return y * board.width + x;
}

/** The kind of cell at (x, y); everything outside the board is void. */
export function cellAt(board: Board, x: number, y: number): CellKind {
  if (!inBounds(board, x, y)) return CellKind.Void;
  return (board.cells[cellIndex(board, x, y)] ?? CellKind.Void) as CellKind;
}

/**
 * Where the edge on `side` of cell (x, y) is stored: the east/south slot of this cell or of its
 * west/north neighbour. Undefined when the edge is on the board's outer rim.
 */
export function edgeSlot(board: Board, x: number, y: number, side: Direction): number | undefined {
  const { dx, dy } = STEP[side];
  const nx = x + dx;
  const ny = y + dy;
  if (!inBounds(board, x, y) || !inBounds(board, nx, ny)) return undefined;
  if (side === 'east') return 2 * cellIndex(board, x, y);
  if (side === 'south') return 2 * cellIndex(board, x, y) + 1;
  if (side === 'west') return 2 * cellIndex(board, nx, ny);
  return 2 * cellIndex(board, nx, ny) + 1;
}

/** The edge on `side` of cell (x, y); the board's outer rim counts as wall. */
export function edgeAt(board: Board, x: number, y: number, side: Direction): EdgeKind {
  const slot = edgeSlot(board, x, y, side);
  if (slot === undefined) return EdgeKind.Wall;
  return (board.edges[slot] ?? EdgeKind.Wall) as EdgeKind;
}
