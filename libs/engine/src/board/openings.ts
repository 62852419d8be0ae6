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

/** Tile openings facing void or the board's rim (not another tile). */
export function frontierOpenings(board: Board): FrontierOpening[] {
  const frontier: FrontierOpening[] = [];
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
      if (inside && isInterior(board.cells[ny * board.width + nx] as CellKind)) continue;
      frontier.push({ x, y, side, tile: board.tileOf[cell] ?? -1 });
    }
  }
  return frontier;
}
