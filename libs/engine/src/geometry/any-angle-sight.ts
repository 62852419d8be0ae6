import { CellKind } from '../board/cell-kind';
import { EMPTY, type Grid, type GridState } from './grid';
import { gridLinks, type GridLinks } from './grid-links';
import { blocksSight, type SightRules } from './line-of-sight';
import { boxClear, shutCellSums } from './clear-boxes';

// Read once: the walk below runs a million steps for one viewer on an open 128² board, and imported
// bindings cost a property read each under some loaders.
const FLOOR: number = CellKind.Floor;

/**
 * Centre-to-centre line of sight at any angle (horde.md §6.2, Proposed: "draw a line from the centre
 * of one square to the centre of the other. It is blocked by squares of blocking terrain. Models do
 * not block LOS"). The line is walked square by square in exact integer arithmetic:
 * - a square it passes through (ends excluded) blocks when it is not floor, or holds a unit that
 *   `rules.units` says blocks (horde rulesets pass 'none');
 * - an edge it crosses blocks when it is a wall or a closed door, as for cardinal sight;
 * - where it passes exactly through a grid corner, from square A to the diagonally opposite C, it
 *   touches the other two squares B and D only at that point. §6.2 is silent here; Proposed: the
 *   line is blocked only when both ways round the corner are shut — through B (B not floor, or a
 *   wall on A|B or B|C) and through D likewise. So a line grazing one block's corner sees past it,
 *   but two blocks touching corner to corner make a solid diagonal wall.
 * Every rule is the same walked from either end, so sight is symmetric.
 *
 * `rules.range` is measured as horde.md §6.1 measures "within": the gap between the two squares,
 * the Euclidean distance between their closest points (horde.md §6.2: at night, gap ≤ 12).
 */
export function canSeeAnyAngle(grid: Grid, from: number, to: number, viewerSide: number, rules: SightRules, state: GridState = {}): boolean {
  if (from === to) return true;
  const { width } = grid;
  const nx = Math.abs((to % width) - (from % width));
  const ny = Math.abs(Math.floor(to / width) - Math.floor(from / width));
  if (rules.range !== undefined && gapSquared(nx, ny) > rules.range * rules.range) return false;
  return lineClear(grid, gridLinks(grid), state, rules, viewerSide, from, to);
}

/** The walk of `canSeeAnyAngle`, range aside, with the grid's links looked up once by the caller. */
function lineClear(grid: Grid, links: GridLinks, state: GridState, rules: SightRules, viewerSide: number, from: number, to: number): boolean {
  const { width } = grid;
  const x0 = from % width;
  const y0 = (from - x0) / width;
  const x1 = to % width;
  const y1 = (to - x1) / width;
  const nx = Math.abs(x1 - x0);
  const ny = Math.abs(y1 - y0);
  const sx = x1 > x0 ? 1 : -1;
  const sy = y1 > y0 ? 1 : -1;
  // Direction indices (0 N, 1 E, 2 S, 3 W) of a step along x and along y.
  const dirX = sx > 0 ? 1 : 3;
  const dirY = sy > 0 ? 2 : 0;
  const stepX = sx;
  const stepY = sy * width;
  const occupancy = rules.units === 'none' ? undefined : state.occupancy;
  const open = links.open;
  const bitX = 1 << dirX;
  const bitY = 1 << dirY;
  let cell = from;
  // In units of 1 / (2·nx·ny) of the line: the next vertical grid line is crossed at (1 + 2ix)·ny,
  // the next horizontal one at (1 + 2iy)·nx; equal means through a corner. An open link (or open
  // door) means floor on both sides, so only edges need checking on the way.
  for (let ix = 0, iy = 0, atX = ny, atY = nx; ix < nx || iy < ny; ) {
    const order = ix >= nx ? 1 : iy >= ny ? -1 : atX - atY;
    if (order === 0) {
      const b = cell + stepX;
      const d = cell + stepY;
      const viaB = edgeOpen(links, grid, state, cell, dirX) && edgeOpen(links, grid, state, b, dirY);
      const viaD = edgeOpen(links, grid, state, cell, dirY) && edgeOpen(links, grid, state, d, dirX);
      if (!viaB && !viaD) return false;
      cell += stepX + stepY;
      ix++;
      iy++;
      atX += 2 * ny;
      atY += 2 * nx;
    } else if (order < 0) {
      if (((open[cell] as number) & bitX) === 0 && !edgeOpen(links, grid, state, cell, dirX)) return false;
      cell += stepX;
      ix++;
      atX += 2 * ny;
    } else {
      if (((open[cell] as number) & bitY) === 0 && !edgeOpen(links, grid, state, cell, dirY)) return false;
      cell += stepY;
      iy++;
      atY += 2 * nx;
    }
    if (cell === to) return true;
    if (occupancy !== undefined && blocksSight(rules.units, occupancy[cell] ?? EMPTY, viewerSide)) return false;
  }
  return true;
}

/**
 * Every floor cell a viewer on `from` sees at any angle, its own cell first, then in cell order.
 * Each candidate cell gets its own line (sight to a cell says nothing certain about the cells behind
 * it when lines run centre to centre). Candidates are the cells `monotoneReach` marks: a clear line
 * never comes back towards the viewer, so the cells it passes form a path of open edges that only
 * moves away from it — in a maze that leaves a handful of cells to walk instead of the whole box.
 */
export function visibleCellsAnyAngle(grid: Grid, from: number, viewerSide: number, rules: SightRules, state: GridState = {}): number[] {
  const { width, height, cells } = grid;
  const seen = [from];
  const x0 = from % width;
  const y0 = (from - x0) / width;
  // The gap grows by one per row or column beyond the first, so range + 1 bounds the box.
  const reach = rules.range === undefined ? Math.max(width, height) : Math.floor(rules.range) + 1;
  const links = gridLinks(grid);
  const box: Box = { x0: Math.max(0, x0 - reach), x1: Math.min(width - 1, x0 + reach), y0: Math.max(0, y0 - reach), y1: Math.min(height - 1, y0 + reach) };
  const shut = shutCellSums(grid, links);
  // A box with no wall, door or block anywhere leaves nothing to prune: every cell is a candidate.
  const marks = boxClear(shut, width, box.x0, box.y0, box.x1, box.y1) ? null : monotoneReach(grid, links, state, from, box);
  // Units never block here (or none stand anywhere): a target whose box is all open floor is seen without a walk.
  const sums = rules.units === 'none' || state.occupancy === undefined ? shut : null;
  const range2 = rules.range === undefined ? Number.POSITIVE_INFINITY : rules.range * rules.range;
  const bounds = marks?.bounds ?? box;
  for (let y = bounds.y0; y <= bounds.y1; y++) {
    for (let x = bounds.x0; x <= bounds.x1; x++) {
      const cell = y * width + x;
      if ((marks !== null && marks.stamp[cell] !== marks.mark) || cell === from || cells[cell] !== FLOOR || gapSquared(Math.abs(x - x0), Math.abs(y - y0)) > range2) continue;
      if ((sums !== null && boxClear(sums, width, x0, y0, x, y)) || lineClear(grid, links, state, rules, viewerSide, from, cell)) seen.push(cell);
    }
  }
  return seen;
}

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Scratch of `monotoneReach`, kept between calls (one viewer at a time): cells marked with the call's number. */
let reachStamp = new Uint32Array(0);
let reachMark = 0;
let rowPrev = new Uint8Array(0);
let rowNext = new Uint8Array(0);

/**
 * Marks (stamp === mark) every cell of the box reachable from `from` by steps across open edges (as
 * `edgeOpen` reads them: walls and closed doors shut) that never move back towards it: within each
 * quadrant, x only away from the viewer's column and y only away from its row. Every cell a clear
 * line passes is such a cell (its steps cross open edges, and through a corner one of the two ways
 * round is open), so no cell outside is seen. Rows are swept outwards and a quadrant stops at the
 * first row with nothing marked; `bounds` is the box of the marks.
 */
function monotoneReach(grid: Grid, links: GridLinks, state: GridState, from: number, box: Box): { stamp: Uint32Array; mark: number; bounds: Box } {
  const { width } = grid;
  if (reachStamp.length < grid.cells.length || reachMark === 0xffffffff) {
    reachStamp = new Uint32Array(Math.max(grid.cells.length, reachStamp.length));
    reachMark = 0;
  }
  const span = Math.max(box.x1 - box.x0, box.y1 - box.y0) + 1;
  if (rowPrev.length < span) {
    rowPrev = new Uint8Array(span);
    rowNext = new Uint8Array(span);
  }
  const mark = ++reachMark;
  const stamp = reachStamp;
  const open = links.open;
  const fx = from % width;
  const fy = (from - fx) / width;
  const bounds: Box = { x0: fx, x1: fx, y0: fy, y1: fy };
  stamp[from] = mark;
  for (let q = 0; q < 4; q++) {
    const sx = q & 1 ? -1 : 1;
    const sy = q & 2 ? -1 : 1;
    const dirX = sx > 0 ? 1 : 3;
    const dirY = sy > 0 ? 2 : 0;
    const bitX = 1 << dirX;
    const bitY = 1 << dirY;
    // Offsets k = |x - fx| run 0 … kMax; rows j = |y - fy| run 0 … jMax.
    const kMax = sx > 0 ? box.x1 - fx : fx - box.x0;
    const jMax = sy > 0 ? box.y1 - fy : fy - box.y0;
    let prev = rowPrev;
    let next = rowNext;
    let hi = -1; // the last k marked in the row before (none yet)
    for (let j = 0; j <= jMax; j++) {
      const rowStart = (fy + sy * j) * width + fx;
      let last = -1;
      for (let k = 0; k <= kMax; k++) {
        const cell = rowStart + sx * k;
        let on: boolean;
        if (j === 0 && k === 0) on = true;
        else {
          // An open link is the common case: read its bit before asking about doors.
          on = k > 0 && next[k - 1] === 1 && (((open[cell - sx] as number) & bitX) !== 0 || edgeOpen(links, grid, state, cell - sx, dirX));
          if (!on && j > 0 && k <= hi && prev[k] === 1) on = ((open[cell - sy * width] as number) & bitY) !== 0 || edgeOpen(links, grid, state, cell - sy * width, dirY);
        }
        next[k] = on ? 1 : 0;
        if (on) {
          last = k;
          stamp[cell] = mark;
        } else if (k >= hi) break; // nothing above further out, and the run along this row has ended
      }
      if (last < 0) break;
      // Clear what the row before left beyond this row's end, so reading `prev` later sees 0 there.
      for (let k = last + 1; k <= hi; k++) next[k] = 0;
      const xEnd = fx + sx * last;
      const yAt = fy + sy * j;
      if (xEnd < bounds.x0) bounds.x0 = xEnd;
      if (xEnd > bounds.x1) bounds.x1 = xEnd;
      if (yAt < bounds.y0) bounds.y0 = yAt;
      if (yAt > bounds.y1) bounds.y1 = yAt;
      hi = last;
      const swap = prev;
      prev = next;
      next = swap;
    }
  }
  return { stamp, mark, bounds };
}

/**
 * True when sight crosses the edge on side d of cell: floor both sides and no wall, and any door
 * there open (the rule of `sightPasses` in line-of-sight.ts, written here for the hot loop).
 */
function edgeOpen(links: GridLinks, grid: Grid, state: GridState, cell: number, d: number): boolean {
  const bit = 1 << d;
  if (((links.open[cell] as number) & bit) !== 0) return true;
  if (((links.door[cell] as number) & bit) === 0 || state.openDoors === undefined) return false;
  const slot = d === 1 ? 2 * cell : d === 2 ? 2 * cell + 1 : d === 3 ? 2 * (cell - 1) : 2 * (cell - grid.width) + 1;
  return state.openDoors[grid.doorAt[slot] as number] === 1;
}

/** horde.md §6.1: the squared gap between two single squares nx columns and ny rows apart. */
function gapSquared(nx: number, ny: number): number {
  const gx = Math.max(0, nx - 1);
  const gy = Math.max(0, ny - 1);
  return gx * gx + gy * gy;
}
