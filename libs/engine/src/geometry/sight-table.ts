import { EMPTY, doorIsOpen, type Grid, type GridState } from './grid';
import { blocksSight, type SightRules } from './line-of-sight';
import { sightRuns, type SightRuns } from './sight-runs';

/**
 * Who sees whom among many units, recomputed in one pass (an enemy phase, a reveal check):
 * units are sorted along rows and columns, and each unit scans its sorted neighbours in the same
 * straight run until range, a closed door or a blocking unit ends the line. No cell-by-cell ray
 * walks, and the buffers are reused between calls. Results are per unit index, in the order given.
 */
export class SightTable {
  private readonly grid: Grid;
  private rowOrder = new Int32Array(0);
  private colOrder = new Int32Array(0);
  private keys = new Int32Array(0);
  private rowPos = new Int32Array(0);
  private colPos = new Int32Array(0);
  private bucketStart = new Int32Array(0);
  private offsets = new Int32Array(1);
  private seen = new Int32Array(0);
  private count = 0;

  constructor(grid: Grid) {
    this.grid = grid;
  }

  /** Recomputes sight for units standing on `cells`, of sides `sides` (0 heroes, 1 enemies). */
  compute(cells: ArrayLike<number>, sides: ArrayLike<number>, rules: SightRules, state: GridState = {}): void {
    const n = cells.length;
    const grid = this.grid;
    this.ensureCapacity(n, Math.max(grid.width, grid.height) + 1);
    const runs = sightRuns(grid);
    const { width, height } = grid;
    const keys = this.keys;
    for (let i = 0; i < n; i++) keys[i] = cells[i] ?? 0;
    sortAlong(keys, n, height, width, this.bucketStart, this.rowOrder);
    for (let i = 0; i < n; i++) {
      const cell = cells[i] ?? 0;
      const x = cell % width;
      keys[i] = x * height + (cell - x) / width;
    }
    sortAlong(keys, n, width, height, this.bucketStart, this.colOrder);
    // Where each unit sits in the two orders.
    const { rowPos, colPos } = this;
    for (let p = 0; p < n; p++) {
      rowPos[this.rowOrder[p] ?? 0] = p;
      colPos[this.colOrder[p] ?? 0] = p;
    }
    this.count = 0;
    const range = rules.range ?? Number.POSITIVE_INFINITY;
    const ctx: ScanContext = { grid, runs, state, cells, sides, rules, range, table: this };
    for (let i = 0; i < n; i++) {
      this.offsets[i] = this.count;
      scan(ctx, this.rowOrder, rowPos[i] ?? 0, i, n, false, 1);
      scan(ctx, this.rowOrder, rowPos[i] ?? 0, i, n, false, -1);
      scan(ctx, this.colOrder, colPos[i] ?? 0, i, n, true, 1);
      scan(ctx, this.colOrder, colPos[i] ?? 0, i, n, true, -1);
    }
    this.offsets[n] = this.count;
  }

  /** Indices of the units unit i sees (itself excluded), valid until the next compute. */
  seenBy(i: number): Int32Array {
    return this.seen.subarray(this.offsets[i] ?? 0, this.offsets[i + 1] ?? 0);
  }

  sees(i: number, j: number): boolean {
    return this.seenBy(i).includes(j);
  }

  /** @internal appends one sighting of the unit being scanned. */
  push(j: number): void {
    if (this.count === this.seen.length) {
      const grown = new Int32Array(Math.max(64, this.seen.length * 2));
      grown.set(this.seen);
      this.seen = grown;
    }
    this.seen[this.count++] = j;
  }

  private ensureCapacity(units: number, buckets: number): void {
    if (this.rowOrder.length < units) {
      this.rowOrder = new Int32Array(units);
      this.colOrder = new Int32Array(units);
      this.keys = new Int32Array(units);
      this.rowPos = new Int32Array(units);
      this.colPos = new Int32Array(units);
    }
    if (this.offsets.length < units + 1) this.offsets = new Int32Array(units + 1);
    if (this.bucketStart.length < buckets + 1) this.bucketStart = new Int32Array(buckets + 1);
  }
}

interface ScanContext {
  readonly grid: Grid;
  readonly runs: SightRuns;
  readonly state: GridState;
  readonly cells: ArrayLike<number>;
  readonly sides: ArrayLike<number>;
  readonly rules: SightRules;
  readonly range: number;
  readonly table: SightTable;
}

/** Scans from unit i (at position p of `order`) one way along its row or column. */
function scan(ctx: ScanContext, order: Int32Array, p: number, i: number, n: number, column: boolean, way: 1 | -1): void {
  const { grid, runs, cells, sides, rules, range, state, table } = ctx;
  const width = grid.width;
  const from = cells[i] ?? 0;
  const run = column ? runs.colRun : runs.rowRun;
  const doorsBefore = column ? runs.colDoorsBefore : runs.rowDoorsBefore;
  const myRun = run[from] ?? -1;
  const viewer = sides[i] ?? EMPTY;
  let blockedAt = -1;
  for (let q = p + way; q >= 0 && q < n; q += way) {
    const j = order[q] ?? 0;
    const to = cells[j] ?? 0;
    if (run[to] !== myRun || (myRun < 0 && to !== from)) return;
    if (blockedAt !== -1 && to !== blockedAt) return;
    const distance = column ? Math.abs(to - from) / width : Math.abs(to - from);
    if (distance > range) return;
    if (to === from) {
      // Units sharing the viewer's cell are listed once, from the row scan.
      if (!column) table.push(j);
      continue;
    }
    if (doorsBefore[to] !== doorsBefore[from] && closedDoorBetween(grid, state, from, to, column)) return;
    table.push(j);
    if (blockedAt === -1 && blocksSight(rules.units, sides[j] ?? EMPTY, viewer)) blockedAt = to;
  }
}

function closedDoorBetween(grid: Grid, state: GridState, a: number, b: number, column: boolean): boolean {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const step = column ? grid.width : 1;
  for (let cell = lo; cell < hi; cell += step) {
    const door = grid.doorAt[2 * cell + (column ? 1 : 0)] ?? -1;
    if (door >= 0 && !doorIsOpen(state, door)) return true;
  }
  return false;
}

/**
 * Sorts unit indices by key (a row-major or column-major cell index): a counting sort by row (or
 * column), `key / perBucket`, then an insertion sort inside each, where few units share a line.
 */
function sortAlong(keys: Int32Array, n: number, buckets: number, perBucket: number, start: Int32Array, out: Int32Array): void {
  start.fill(0, 0, buckets + 1);
  for (let i = 0; i < n; i++) {
    const b = Math.floor((keys[i] as number) / perBucket) + 1;
    start[b] = (start[b] as number) + 1;
  }
  for (let b = 1; b <= buckets; b++) start[b] = (start[b] as number) + (start[b - 1] as number);
  for (let i = 0; i < n; i++) {
    const b = Math.floor((keys[i] as number) / perBucket);
    const at = start[b] as number;
    start[b] = at + 1;
    out[at] = i;
  }
  // start[b] now holds the end of bucket b, which is where bucket b + 1 begins: sort each bucket.
  let begin = 0;
  for (let b = 0; b < buckets; b++) {
    const end = start[b] as number;
    for (let k = begin + 1; k < end; k++) {
      const unit = out[k] as number;
      const key = keys[unit] as number;
      let m = k - 1;
      while (m >= begin && (keys[out[m] as number] as number) > key) {
        out[m + 1] = out[m] as number;
        m--;
      }
      out[m + 1] = unit;
    }
    begin = end;
  }
}
