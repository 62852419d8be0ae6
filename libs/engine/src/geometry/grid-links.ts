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
  const { width, height, cells, edges } = grid;
  const open = new Uint8Array(width * height);
  const door = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      if (!isOpenCell(cells[cell])) continue;
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
  }
  return { open, door, offset: [-width, 1, width, -1] };
}
