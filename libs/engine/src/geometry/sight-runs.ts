import { EdgeKind } from '../board/edge-kind';
import { isOpenCell, type Grid } from './grid';

/**
 * Straight runs of floor that sight can cross without meeting a wall: two cells of one row (or
 * column) see each other, doors and units aside, exactly when they share a run id. Doors do not end
 * a run; `doorsBefore` counts the door edges from the run's start so a query knows whether any
 * door stands between two cells. Worked out once per grid and version.
 */
export interface SightRuns {
  readonly rowRun: Int32Array;
  readonly colRun: Int32Array;
  readonly rowDoorsBefore: Int32Array;
  readonly colDoorsBefore: Int32Array;
}

const cache = new WeakMap<Grid, { version: number | undefined; runs: SightRuns }>();

export function sightRuns(grid: Grid): SightRuns {
  const hit = cache.get(grid);
  if (hit && hit.version === grid.version && hit.runs.rowRun.length === grid.cells.length) return hit.runs;
  const runs = buildRuns(grid);
  cache.set(grid, { version: grid.version, runs });
  return runs;
}

function buildRuns(grid: Grid): SightRuns {
  const { width, height, cells, edges } = grid;
  const n = width * height;
  const rowRun = new Int32Array(n).fill(-1);
  const colRun = new Int32Array(n).fill(-1);
  const rowDoorsBefore = new Int32Array(n);
  const colDoorsBefore = new Int32Array(n);
  let runs = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      if (!isOpenCell(cells[cell])) continue;
      const west = cell - 1;
      const edge = x > 0 ? edges[2 * west] : EdgeKind.Wall;
      if (x > 0 && isOpenCell(cells[west]) && edge !== EdgeKind.Wall) {
        rowRun[cell] = rowRun[west] ?? -1;
        rowDoorsBefore[cell] = (rowDoorsBefore[west] ?? 0) + (edge === EdgeKind.Door ? 1 : 0);
      } else rowRun[cell] = runs++;
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      const cell = y * width + x;
      if (!isOpenCell(cells[cell])) continue;
      const north = cell - width;
      const edge = y > 0 ? edges[2 * north + 1] : EdgeKind.Wall;
      if (y > 0 && isOpenCell(cells[north]) && edge !== EdgeKind.Wall) {
        colRun[cell] = colRun[north] ?? -1;
        colDoorsBefore[cell] = (colDoorsBefore[north] ?? 0) + (edge === EdgeKind.Door ? 1 : 0);
      } else colRun[cell] = runs++;
    }
  }
  return { rowRun, colRun, rowDoorsBefore, colDoorsBefore };
}
