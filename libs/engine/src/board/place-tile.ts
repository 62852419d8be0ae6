import { fail, ok, type Result } from '../result';
import type { Board } from './board';
import type { BoardError } from './board-error';
import { addSlots, copyBoard, linkTile, stampTile, zoneTile } from './board-builder';
import { orientTile } from './oriented-tile';
import { checkTileDefinition } from './tile-checks';
import type { TileDefinition, TilePlacement } from './tile';

/**
 * Places a tile during play (the hive's exploration) and returns the extended board, leaving `board`
 * untouched. Only the new tile's cells and edges are computed; the board keeps its size (compile it
 * with `bounds` large enough), so cell indices held by game states and caches stay valid. The new
 * board's `version` is one higher.
 */
export function placeTile(board: Board, definition: TileDefinition, placement: TilePlacement): Result<Board, BoardError> {
  const errors = checkTileDefinition(definition, '/tile');
  if (placement.x < 0 || placement.y < 0) {
    errors.push({ code: 'negative-position', message: `Tile '${placement.tile}' cannot be placed at (${placement.x}, ${placement.y}).`, path: '/placement', at: placement });
  }
  if (errors.length > 0) return fail(errors);

  const next = copyBoard(board);
  const index = next.placements.length;
  const oriented = orientTile(definition, placement.rotation);
  next.placements.push(placement);
  if (!stampTile(next, oriented, placement, index, '/placement', errors)) return fail(errors);
  linkTile(next, oriented, placement, index);
  zoneTile(next, oriented, definition, placement, index);
  addSlots(next, oriented, placement, index);
  next.version = board.version + 1;
  return ok(next);
}
