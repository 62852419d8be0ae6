import { EdgeKind } from '../board/edge-kind';
import { DX, DY, isOpenCell, slotToward, type Grid } from './grid';

/**
 * Per-cell bit masks worked out once per grid (and version), so inner loops test one byte per step:
 * bit d of `open[c]` means a unit may step or see from c to its neighbour in direction d past no wall;
 * bit d of `door[c]` means that way is through a door (open or closed is state, checked per query).
 */
export interface GridLinks {
  readonly open: Uint8Array;
  readonly door: Uint8Array;
  /** Neighbour offset per direction index: -width, +1, +width, -1. */
  readonly offset: readonly number[];
}

const cache = new WeakMap<Grid, { version: number | undefined; links: GridLinks }>();

export function gridLinks(grid: Grid): GridLinks {
  const hit = cache.get(grid);
  if (hit && hit.version === grid.version && hit.links.open.length === grid.cells.length) return hit.links;
  const links = buildLinks(grid);
  cache.set(grid, { version: grid.version, links });
  return links;
}

function buildLinks(grid: Grid): GridLinks {
  const { width, height } = grid;
  const open = new Uint8Array(width * height);
  const door = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) linkCell(grid, x, y, open, door);
  return { open, door, offset: [-width, 1, width, -1] };
}

/** Sets the bits of cell (x, y) from the grid (and clears the old ones). */
function linkCell(grid: Grid, x: number, y: number, open: Uint8Array, door: Uint8Array): void {
  const { width, height, cells, edges } = grid;
  const cell = y * width + x;
  open[cell] = 0;
  door[cell] = 0;
  if (!isOpenCell(cells[cell])) return;
  for (let d = 0; d < 4; d++) {
    const nx = x + (DX[d] ?? 0);
    const ny = y + (DY[d] ?? 0);
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    if (!isOpenCell(cells[ny * width + nx])) continue;
    const edge = edges[slotToward(width, cell, d)];
    if (edge === EdgeKind.Open) open[cell] = (open[cell] ?? 0) | (1 << d);
    else if (edge === EdgeKind.Door) door[cell] = (door[cell] ?? 0) | (1 << d);
  }
}

/** A rectangle of cells, corners included. */
export interface CellRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * The links of `grid`, made from those of `from` (a grid of the same size) when only the cells of
 * `changed` and the edges around them differ (a tile placed during play): a copy with the rectangle
 * and its one-cell rim worked out again, instead of the whole board. Cached like `gridLinks`.
 */
export function gridLinksAfterChange(from: Grid, grid: Grid, changed: CellRect): GridLinks {
  const hit = cache.get(grid);
  if (hit && hit.version === grid.version && hit.links.open.length === grid.cells.length) return hit.links;
  const before = gridLinks(from);
  if (from.width !== grid.width || from.height !== grid.height) return gridLinks(grid);
  const open = before.open.slice();
  const door = before.door.slice();
  const y0 = Math.max(0, changed.y0 - 1);
  const y1 = Math.min(grid.height - 1, changed.y1 + 1);
  const x0 = Math.max(0, changed.x0 - 1);
  const x1 = Math.min(grid.width - 1, changed.x1 + 1);
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) linkCell(grid, x, y, open, door);
  const links: GridLinks = { open, door, offset: before.offset };
  cache.set(grid, { version: grid.version, links });
  return links;
}
