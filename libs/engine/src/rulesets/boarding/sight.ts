import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { DX, DY, SIDE_HEROES, type GridState } from '../../geometry/grid';
import { canSee } from '../../geometry/line-of-sight';
import { cellOf, chebyshev, facingOf, gridState, isTrooper, onBoard } from './board-state';
import type { BoardingState, Square } from './types';

/**
 * A trooper's line of sight (README "Line of sight"): the straight cardinal line in the direction it
 * faces — the centre line of boarding.md §6.3's front arc, which is the whole arc in the one-square
 * corridors the maps are built of — stopped by walls, closed doors and any model (the first model
 * on the line is seen). `range` limits it (overwatch 12, inferno 12); unlimited otherwise.
 */
export function trooperSees(board: Board, grid: GridState, trooper: Unit, target: Square, range?: number): boolean {
  if (!onBoard(trooper)) return false;
  const facing = facingOf(trooper);
  const dx = target.x - trooper.x;
  const dy = target.y - trooper.y;
  const along = dx * (DX[facing] ?? 0) + dy * (DY[facing] ?? 0);
  const across = dx * (DY[facing] ?? 0) - dy * (DX[facing] ?? 0);
  if (along < 1 || across !== 0) return false;
  if (range !== undefined && chebyshev(trooper, target) > range) return false;
  return canSee(board, cellOf(board, trooper), cellOf(board, target), SIDE_HEROES, { units: 'all' }, grid);
}

/** §8.4: a blip on `at` must convert when any trooper sees that square or stands next to it (8 neighbours). */
export function exposedToTroopers(state: BoardingState, board: Board, at: Square, grid: GridState = gridState(state, board)): boolean {
  for (const unit of state.units) {
    if (!isTrooper(unit) || !onBoard(unit)) continue;
    if (chebyshev(unit, at) === 1) return true;
    if (trooperSees(board, grid, unit, at)) return true;
  }
  return false;
}
