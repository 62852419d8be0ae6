import { cellAt, edgeAt, type Board } from './board';
import { CellKind, isInterior } from './cell-kind';
import { DIRECTIONS, STEP, type Direction } from './direction';
import { EdgeKind } from './edge-kind';

/** A wall or door standing on one side of a floor cell: what a view draws as a thin slab. */
export interface EdgeSegment {
  readonly x: number;
  readonly y: number;
  readonly side: Direction;
  readonly kind: 'wall' | 'door';
}

/**
 * Every side of a room's interior (floor and obstacle cells) that needs a wall or door drawn: sides
 * facing void or the board's rim, and edge walls and doors. Sides facing wall cells need nothing
 * (those are solid blocks). Each shared edge is listed once.
 */
export function outlineSegments(board: Board): EdgeSegment[] {
  const segments: EdgeSegment[] = [];
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      if (!isInterior(cellAt(board, x, y))) continue;
      for (const side of DIRECTIONS) {
        const { dx, dy } = STEP[side];
        const neighbour = cellAt(board, x + dx, y + dy);
        if (neighbour === CellKind.Void) {
          segments.push({ x, y, side, kind: 'wall' });
          continue;
        }
        // Edges between two interior cells are seen from both sides: list them from the west/north cell only.
        if (!isInterior(neighbour) || side === 'west' || side === 'north') continue;
        const edge = edgeAt(board, x, y, side);
        if (edge === EdgeKind.Wall) segments.push({ x, y, side, kind: 'wall' });
        else if (edge === EdgeKind.Door) segments.push({ x, y, side, kind: 'door' });
      }
    }
  }
  return segments;
}
