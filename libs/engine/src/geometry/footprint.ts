import { doorIsOpen, isOpenCell, slotToward, EAST, SOUTH, type Grid, type GridState } from './grid';
import { gridLinks } from './grid-links';
import { chamferEstimate } from './cells8';
import type { Topology } from './topology';

/**
 * A figure filling size × size cells (horde.md §6.1, Proposed: large models are 2 × 2), moving in
 * 8 directions with the diagonal costs of `Cells8` (1, 2, 1, …, counted the same way in half steps). A place is the figure's anchor: its
 * north-west cell. The figure stands only where all its cells are floor, free (`blocked` is 0) and
 * joined by no wall or closed door. A step is taken only where the figure may stand before and after
 * (for size ≥ 2 the edges it crosses then lie inside the new position), and a diagonal step only where
 * both orthogonal steps around it could be taken too — no corner cutting, as for single cells: for
 * a 2 × 2 figure the whole 3 × 3 block it sweeps must be free.
 */
export class Footprint implements Topology {
  readonly placeCount: number;
  readonly nodeCount: number;
  readonly steps = undefined;
  readonly maxDegree = 8;
  readonly maxStepCost = 3;
  readonly costShift = 1;
  /** 1 per anchor where the figure may stand now. */
  readonly fits: Uint8Array;
  private readonly offset: Int32Array;
  private readonly dx = [0, 1, 0, -1, 1, 1, -1, -1];
  private readonly dy = [-1, 0, 1, 0, -1, 1, 1, -1];

  /**
   * @param blocked 1 per cell the figure may not enter now (other units, for the ruleset to say
   *   which); the figure's own cells must not be marked.
   */
  constructor(
    readonly grid: Grid,
    readonly size: number,
    readonly state: GridState = {},
    readonly blocked?: Uint8Array,
  ) {
    this.placeCount = this.nodeCount = grid.cells.length;
    const w = grid.width;
    this.offset = Int32Array.from([-w, 1, w, -1, 1 - w, 1 + w, w - 1, -w - 1]);
    this.fits = footprintFits(grid, size, state, blocked);
  }

  placeOf(node: number): number {
    return node;
  }

  startNode(place: number): number {
    return this.fits[place] === 1 ? place : -1;
  }

  /** Orthogonal steps cost 2 and diagonals 3 half steps, as in `Cells8`. */
  neighbours(anchor: number, to: Int32Array, cost: Int32Array): number {
    const { grid, offset, fits, dx, dy } = this;
    const x = anchor % grid.width;
    const y = (anchor - x) / grid.width;
    let ways = 0;
    for (let d = 0; d < 8; d++) {
      const nx = x + (dx[d] as number);
      const ny = y + (dy[d] as number);
      if (nx >= 0 && ny >= 0 && nx < grid.width && ny < grid.height && fits[anchor + (offset[d] as number)] === 1) ways |= 1 << d;
    }
    // A single cell also needs the edge it crosses open; a larger figure's new cells already are.
    if (this.size === 1) ways &= this.edgeWays(anchor) | 0xf0;
    let count = 0;
    for (let d = 0; d < 4; d++) {
      if ((ways & (1 << d)) === 0) continue;
      to[count] = anchor + (offset[d] as number);
      cost[count++] = 2;
    }
    for (let i = 0; i < 4; i++) {
      const a = i;
      const b = (i + 1) & 3;
      // Both orthogonal steps, and from each of them the other one, must be possible.
      if ((ways & (16 << i)) === 0 || (ways & (1 << a)) === 0 || (ways & (1 << b)) === 0) continue;
      if (this.size === 1 && !this.cornerEdgesOpen(anchor, a, b)) continue;
      to[count] = anchor + (offset[4 + i] as number);
      cost[count++] = 3;
    }
    return count;
  }

  canLeave(): boolean {
    return true;
  }

  /** The 8-way estimate of `Cells8`, between anchors. */
  estimate(anchor: number, place: number): number {
    return chamferEstimate(this.grid.width, anchor, place);
  }

  private edgeWays(cell: number): number {
    let ways = 0;
    for (let d = 0; d < 4; d++) if (edgePasses(this.grid, this.state, cell, d)) ways |= 1 << d;
    return ways;
  }

  private cornerEdgesOpen(cell: number, a: number, b: number): boolean {
    const { grid, state, offset } = this;
    return edgePasses(grid, state, cell + (offset[a] as number), b) && edgePasses(grid, state, cell + (offset[b] as number), a);
  }
}

/** True when the edge on side d of cell may be crossed now: no wall, and any door on it open. */
function edgePasses(grid: Grid, state: GridState, cell: number, d: number): boolean {
  const links = gridLinks(grid);
  const bit = 1 << d;
  if (((links.open[cell] ?? 0) & bit) !== 0) return true;
  if (((links.door[cell] ?? 0) & bit) === 0) return false;
  return doorIsOpen(state, grid.doorAt[slotToward(grid.width, cell, d)] ?? -1);
}

/** Per anchor cell, 1 where a size × size figure fits now. */
function footprintFits(grid: Grid, size: number, state: GridState, blocked: Uint8Array | undefined): Uint8Array {
  const { width, height, cells } = grid;
  const fits = new Uint8Array(cells.length);
  for (let y = 0; y + size <= height; y++) {
    for (let x = 0; x + size <= width; x++) {
      let ok = true;
      for (let j = 0; ok && j < size; j++) {
        for (let i = 0; ok && i < size; i++) {
          const cell = (y + j) * width + x + i;
          if (!isOpenCell(cells[cell]) || blocked?.[cell] === 1) ok = false;
          else if (i + 1 < size && !edgePasses(grid, state, cell, EAST)) ok = false;
          else if (j + 1 < size && !edgePasses(grid, state, cell, SOUTH)) ok = false;
        }
      }
      if (ok) fits[y * width + x] = 1;
    }
  }
  return fits;
}
