import { doorLetsThrough } from '../../rules/doors/doors';
import type { Board } from '../../board/board';
import { edgeOf, isFloor, unitAt } from './board-state';
import type { BoardingState, Square } from './types';

function edgeOpen(state: BoardingState, board: Board, at: Square, d: number): boolean {
  const edge = edgeOf(board, at, d);
  if (edge.wall) return false;
  return edge.door < 0 || doorLetsThrough(state, board.doors[edge.door]?.id ?? '');
}

/**
 * Whether square `b` touches `a` with nothing between (README "Adjacent squares"): orthogonal
 * neighbours through no wall or closed door; diagonal ones around a corner square that is floor,
 * empty unless `ignoreUnits`, and passable on both of its edges on at least one side.
 */
export function touches(state: BoardingState, board: Board, a: Square, b: Square, ignoreUnits = false): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1 || !isFloor(board, b.x, b.y)) return false;
  const dh = dx > 0 ? 1 : 3;
  const dv = dy > 0 ? 2 : 0;
  if (dy === 0) return edgeOpen(state, board, a, dh);
  if (dx === 0) return edgeOpen(state, board, a, dv);
  const viaCorner = (corner: Square, first: number, second: number): boolean =>
    isFloor(board, corner.x, corner.y) &&
    (ignoreUnits || !unitAt(state, corner.x, corner.y)) &&
    edgeOpen(state, board, a, first) &&
    edgeOpen(state, board, corner, second);
  return viaCorner({ x: b.x, y: a.y }, dh, dv) || viaCorner({ x: a.x, y: b.y }, dv, dh);
}

export function neighbours8(at: Square): Square[] {
  const out: Square[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (dx !== 0 || dy !== 0) out.push({ x: at.x + dx, y: at.y + dy });
  return out;
}
