import { CellKind } from './cell-kind';
import { STEP, type Direction } from './direction';
import { EdgeKind } from './edge-kind';
import type { TilePlacement, ZoneKind } from './tile';

/** Bits of `Board.openingSides`: which sides of a cell carry a tile opening. */
export const SIDE_BIT: Readonly<Record<Direction, number>> = { north: 1, east: 2, south: 4, west: 8 };

/** A door's place on the edge east or south of cell (x, y) (west/north doors are stored on the neighbour). */
export interface DoorPlace {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly side: 'east' | 'south';
}

/**
 * A named group of cells that zone rulesets (derelict, infiltration) move and count range through.
 * In grid rulesets every floor cell is a zone of its own.
 */
export interface Zone {
  /** `<placement id>.<letter>` for a lettered zone of a tile, `<x>,<y>` for a one-cell zone. */
  readonly id: string;
  readonly name?: string;
  /** Cell indices, row-major. */
  readonly cells: readonly number[];
  /** Index of the placement the zone belongs to. */
  readonly tile: number;
  /** For a lettered zone: what it is (room when the tile does not say) and its index in `Board.regions`. */
  readonly kind?: ZoneKind;
  readonly region?: number;
}

export type RegionKind = 'tile' | ZoneKind;

/**
 * A named part of the board and the part it lies in (DESIGN "Space"): every placed tile, each
 * lettered room or corridor of it, each area of a room or corridor. A lettered zone is a region; a
 * room split into areas is a region but not a zone (units stand in its areas).
 */
export interface Region {
  /** The placement's name for a tile, `<placement>.<letter>` below it. */
  readonly id: string;
  readonly kind: RegionKind;
  readonly name?: string;
  /** Index in `Board.regions` of the region this one lies in; -1 for a tile. */
  readonly parent: number;
  /** Index of the placement. */
  readonly tile: number;
  /** Floor cells, row-major. */
  readonly cells: readonly number[];
}

/** A place a tile offers for a feature, in board coordinates. */
export interface BoardSlot {
  readonly type: string;
  readonly x: number;
  readonly y: number;
  readonly tile: number;
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
  /** Index into `doors` of the door on each edge slot (same slots as `edges`), or -1. */
  readonly doorAt: Int16Array;
  /** Index into `zones` of each floor cell's zone, or -1 (walls, obstacles, void). */
  readonly zoneOf: Int32Array;
  readonly zones: readonly Zone[];
  /** Tiles, rooms, corridors and areas, each with its parent (`regions.ts` reads them). */
  readonly regions: readonly Region[];
  /** Per cell, the SIDE_BITs of its tile openings (matched or not): where tiles connect and exploration continues. */
  readonly openingSides: Uint8Array;
  readonly placements: readonly TilePlacement[];
  readonly doors: readonly DoorPlace[];
  readonly slots: readonly BoardSlot[];
  readonly features: readonly Feature[];
  /** Bumped each time a tile is placed at run time: caches of distances key on it. */
  readonly version: number;
}

export function inBounds(board: Board, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < board.width && y < board.height;
}

export function cellIndex(board: Pick<Board, 'width'>, x: number, y: number): number {
  return y * board.width + x;
}

/** The cell index (row-major) of a square, a unit or a feature: the one helper every ruleset and bot uses. */
export const cellOf = (board: Pick<Board, 'width'>, at: { readonly x: number; readonly y: number }): number => at.y * board.width + at.x;

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
