import { SIDE_BIT, type Board } from './board';
import { isInterior, type CellKind } from './cell-kind';
import { DIRECTIONS, STEP, type Direction } from './direction';

/** An opening of a placed tile that leads nowhere yet: where the hive explores and bug spawn tokens go. */
export interface FrontierOpening {
  readonly x: number;
  readonly y: number;
  readonly side: Direction;
  /** Index of the placement the opening belongs to. */
  readonly tile: number;
}

/** Every tile opening on the board: its cell, side, and the cell it leads to (undefined past the rim). */
function* openingsOf(board: Board): Generator<{ cell: number; x: number; y: number; side: Direction; beyond: number | undefined }> {
  for (let cell = 0; cell < board.openingSides.length; cell++) {
    const sides = board.openingSides[cell] ?? 0;
    if (sides === 0) continue;
    const x = cell % board.width;
    const y = (cell - x) / board.width;
    for (const side of DIRECTIONS) {
      if ((sides & SIDE_BIT[side]) === 0) continue;
      const nx = x + STEP[side].dx;
      const ny = y + STEP[side].dy;
      const inside = nx >= 0 && ny >= 0 && nx < board.width && ny < board.height;
      yield { cell, x, y, side, beyond: inside ? ny * board.width + nx : undefined };
    }
  }
}

const leadsIntoTile = (board: Board, beyond: number | undefined): beyond is number =>
  beyond !== undefined && isInterior(board.cells[beyond] as CellKind);

/** Tile openings facing void or the board's rim (not another tile). */
export function frontierOpenings(board: Board): FrontierOpening[] {
  const frontier: FrontierOpening[] = [];
  for (const { cell, x, y, side, beyond } of openingsOf(board)) {
    if (!leadsIntoTile(board, beyond)) frontier.push({ x, y, side, tile: board.tileOf[cell] ?? -1 });
  }
  return frontier;
}

/** An opening that faces another tile's interior where that tile has no opening: a wall stands there instead. */
export interface MismatchedOpening extends FrontierOpening {
  /** The placement the opening runs into. */
  readonly facing: number;
}

const OPPOSITE: Readonly<Record<Direction, Direction>> = { north: 'south', east: 'west', south: 'north', west: 'east' };

/**
 * Openings that run into another tile without a matching opening. The board walls them off; an author
 * almost always meant the tiles to connect, so validation reports them.
 */
export function mismatchedOpenings(board: Board): MismatchedOpening[] {
  const mismatched: MismatchedOpening[] = [];
  for (const { cell, x, y, side, beyond } of openingsOf(board)) {
    if (!leadsIntoTile(board, beyond) || ((board.openingSides[beyond] ?? 0) & SIDE_BIT[OPPOSITE[side]]) !== 0) continue;
    mismatched.push({ x, y, side, tile: board.tileOf[cell] ?? -1, facing: board.tileOf[beyond] ?? -1 });
  }
  return mismatched;
}
