import { cellOf } from '../../board/board';
import { doorLetsThrough } from '../../rules/doors/doors';
import { isActive } from '../../rules/units/unit-status';
import { cellAt, edgeSlot, type Board } from '../../board/board';
import { CellKind } from '../../board/cell-kind';
import { DIRECTIONS } from '../../board/direction';
import { EdgeKind } from '../../board/edge-kind';
import type { Unit } from '../../game/game-state';
import { DX, DY, EMPTY, SIDE_ENEMIES, SIDE_HEROES, type GridState } from '../../geometry/grid';
import { BLIP, BUG } from './content';
import type { BoardingState, Facing, Square } from './types';

/** Board squares and what stands on them, read from a boarding state. */

export const isTrooper = (unit: Unit): boolean => unit.side === 'heroes';
export const isBug = (unit: Unit): boolean => unit.kind === BUG;
export const isBlip = (unit: Unit): boolean => unit.kind === BLIP;
export const onBoard = (unit: Unit): boolean => unit.x >= 0 && unit.y >= 0;

export { cellOf };
export const squareOf = (board: Board, cell: number): Square => ({ x: cell % board.width, y: Math.floor(cell / board.width) });

export function isFloor(board: Board, x: number, y: number): boolean {
  return cellAt(board, x, y) === CellKind.Floor;
}

/** §6.3: range is Chebyshev distance. */
export const chebyshev = (a: Square, b: Square): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

export function unitAt(state: BoardingState, x: number, y: number): Unit | undefined {
  const { units } = state;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as Unit;
    if (unit.x === x && unit.y === y) return unit;
  }
  return undefined;
}

/** The facing a unit holds (troopers and bugs; blips have none). */
export const facingOf = (unit: Unit): Facing => ((unit.stats['facing'] ?? 0) & 3) as Facing;

/** The direction index from a square to an orthogonally adjacent one, or -1. */
export function directionTo(from: Square, to: Square): number {
  for (let d = 0; d < 4; d++) if (from.x + (DX[d] ?? 0) === to.x && from.y + (DY[d] ?? 0) === to.y) return d;
  return -1;
}

export const step = (at: Square, d: number): Square => ({ x: at.x + (DX[d] ?? 0), y: at.y + (DY[d] ?? 0) });

/** Where a direction lies relative to a facing: 0 front, 1 right side, 2 rear, 3 left side. */
export const relative = (facing: number, d: number): number => (d - facing + 4) & 3;

/** The door index on the edge from `at` towards direction d, or -1; `wall` is true when a wall stands there. */
export function edgeOf(board: Board, at: Square, d: number): { readonly door: number; readonly wall: boolean } {
  const slot = edgeSlot(board, at.x, at.y, DIRECTIONS[d] ?? 'north');
  if (slot === undefined) return { door: -1, wall: true };
  const kind = board.edges[slot] ?? EdgeKind.Wall;
  return { door: kind === EdgeKind.Door ? (board.doorAt[slot] ?? -1) : -1, wall: kind === EdgeKind.Wall };
}

export function doorIsOpen(state: BoardingState, board: Board, door: number): boolean {
  const place = board.doors[door];
  return place !== undefined && doorLetsThrough(state, place.id);
}

/** True when a model can pass from `at` to its neighbour in direction d: floor there, no wall, no closed door. */
export function edgePasses(state: BoardingState, board: Board, at: Square, d: number): boolean {
  const next = step(at, d);
  if (!isFloor(board, next.x, next.y)) return false;
  const edge = edgeOf(board, at, d);
  if (edge.wall) return false;
  return edge.door < 0 || doorIsOpen(state, board, edge.door);
}

/** Doors open (destroyed doors stay open) and who stands where, for the geometry module. */
export function gridState(state: BoardingState, board: Board): GridState {
  const openDoors = new Uint8Array(board.doors.length);
  board.doors.forEach((door, i) => {
    if (doorLetsThrough(state, door.id)) openDoors[i] = 1;
  });
  const occupancy = new Int8Array(board.width * board.height).fill(EMPTY);
  for (const unit of state.units) {
    if (!onBoard(unit)) continue;
    occupancy[cellOf(board, unit)] = isTrooper(unit) ? SIDE_HEROES : SIDE_ENEMIES;
  }
  return { openDoors, occupancy };
}

export const troopers = (state: BoardingState): Unit[] => state.units.filter((u) => isTrooper(u) && isActive(u));
export const enemiesOnBoard = (state: BoardingState): Unit[] => state.units.filter((u) => !isTrooper(u) && onBoard(u));
