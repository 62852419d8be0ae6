import { CellKind, orientTile, type Board, type TileDefinition } from '@breachline/engine';
import type { Rotation } from './mission-edits';

export interface Cell {
  readonly x: number;
  readonly y: number;
}

export interface Area {
  readonly width: number;
  readonly height: number;
}

/** The board cells a tile covers when its top-left corner is at (x, y). */
export function tileFootprint(tile: TileDefinition, x: number, y: number, rotation: Rotation): Cell[] {
  const oriented = orientTile(tile, rotation);
  const cells: Cell[] = [];
  oriented.rows.forEach((row, r) => [...row].forEach((char, c) => char !== ' ' && cells.push({ x: x + c, y: y + r })));
  return cells;
}

export type DropCheck = { ok: true } | { ok: false; reason: string };

/** Which layout entry covers a cell, if any. */
export type Occupant = (cell: Cell) => { readonly index: number; readonly tile: string } | undefined;

/** Whether a tile may be dropped on `cells`: inside the work area and on no other tile (`ignore`: layout entries being moved). */
export function checkTileDrop(occupant: Occupant, cells: readonly Cell[], area: Area, ignore: ReadonlySet<number> = new Set()): DropCheck {
  for (const cell of cells) {
    if (cell.x < 0 || cell.y < 0 || cell.x >= area.width || cell.y >= area.height) {
      return { ok: false, reason: 'It would leave the map.' };
    }
    const other = occupant(cell);
    if (other && !ignore.has(other.index)) return { ok: false, reason: `It would overlap tile '${other.tile}' at (${cell.x}, ${cell.y}).` };
  }
  return { ok: true };
}

/** Whether a feature may be dropped on `cell`: on a floor cell, and not on top of another feature. */
export function checkFeatureDrop(board: Board | undefined, cell: Cell, occupied: (cell: Cell) => boolean, what: 'feature' | 'unit' = 'feature'): DropCheck {
  const inside = board && cell.x >= 0 && cell.y >= 0 && cell.x < board.width && cell.y < board.height;
  if (!board || !inside || board.cells[cell.y * board.width + cell.x] !== CellKind.Floor) {
    return { ok: false, reason: `${what === 'unit' ? 'Units' : 'Features'} go on a floor square of a tile.` };
  }
  if (occupied(cell)) return { ok: false, reason: `Another ${what} already stands there.` };
  return { ok: true };
}

/**
 * The editing area: the exploration bounds when the mission has them, else the board with room to grow,
 * at least 32×32, rounded up to whole 8-cell sections so it changes rarely and the view does not jump.
 */
export function workArea(board: Board | undefined, bounds: Area | undefined): Area {
  if (bounds) return bounds;
  const roundUp = (n: number) => Math.max(32, Math.ceil((n + 8) / 8) * 8);
  return { width: roundUp(board?.width ?? 0), height: roundUp(board?.height ?? 0) };
}
