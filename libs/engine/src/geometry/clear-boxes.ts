import { CellKind } from '../board/cell-kind';
import type { Grid } from './grid';
import type { GridLinks } from './grid-links';

// A fast path for any-angle sight: a line between two centres stays inside the box of cells the two
// span, so when every cell of that box is floor and every edge inside it is open, nothing on the way
// can stop the line. A 2-D prefix sum over "cells that might stop a line" answers that in O(1).

const FLOOR: number = CellKind.Floor;
const EAST = 1 << 1;
const SOUTH = 1 << 2;

const cache = new WeakMap<GridLinks, Int32Array>();

/**
 * Prefix sums, (width + 1) × (height + 1), of the cells that are not floor or whose east or south edge
 * is shut (a wall, or a door whatever its state: doors take the slow path). Cached by the grid's links.
 */
export function shutCellSums(grid: Grid, links: GridLinks): Int32Array {
  const hit = cache.get(links);
  if (hit) return hit;
  const { width, height, cells } = grid;
  const stride = width + 1;
  const sums = new Int32Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      const open = links.open[cell] as number;
      const shut = cells[cell] !== FLOOR || (x < width - 1 && (open & EAST) === 0) || (y < height - 1 && (open & SOUTH) === 0);
      row += shut ? 1 : 0;
      sums[(y + 1) * stride + x + 1] = (sums[y * stride + x + 1] as number) + row;
    }
  }
  cache.set(links, sums);
  return sums;
}

/** True when the box of cells from (xa, ya) to (xb, yb), corners in any order, holds no cell that might stop a line. */
export function boxClear(sums: Int32Array, width: number, xa: number, ya: number, xb: number, yb: number): boolean {
  const x0 = Math.min(xa, xb);
  const x1 = Math.max(xa, xb) + 1;
  const y0 = Math.min(ya, yb);
  const y1 = Math.max(ya, yb) + 1;
  const stride = width + 1;
  return (sums[y1 * stride + x1] as number) - (sums[y0 * stride + x1] as number) - (sums[y1 * stride + x0] as number) + (sums[y0 * stride + x0] as number) === 0;
}
