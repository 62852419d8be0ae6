// los.cardinal: who sees whom among 200 units on a 128² board, recomputed in full each time.
// los.any-angle: every cell one viewer sees centre to centre (horde.md §6.2), against rot.js's field of view.
import {
  ANY_ANGLE_SIGHT,
  SIDE_ENEMIES,
  SIDE_HEROES,
  SightTable,
  mazeGrid,
  openGrid,
  scatterGrid,
  visibleCells,
  type Grid,
  type SightRules,
} from '@breachline/engine';
import * as ROT from 'rot-js';
import type { BenchCase } from '../bench-case';

const UNITS = 200;

/** 200 distinct floor cells picked by a fixed-seed generator, half heroes and half enemies. */
function placeUnits(grid: Grid): { cells: Int32Array; sides: Int8Array; occupancy: Int8Array } {
  const floor: number[] = [];
  grid.cells.forEach((kind, cell) => kind === 1 && floor.push(cell));
  let seed = 2463534242;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  for (let i = floor.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [floor[i], floor[j]] = [floor[j] ?? 0, floor[i] ?? 0];
  }
  const cells = Int32Array.from(floor.slice(0, UNITS));
  const sides = Int8Array.from(cells, (_, i) => (i % 2 === 0 ? SIDE_HEROES : SIDE_ENEMIES));
  const occupancy = new Int8Array(grid.cells.length).fill(-1);
  cells.forEach((cell, i) => (occupancy[cell] = sides[i] ?? -1));
  return { cells, sides, occupancy };
}

export default function losSuite(): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const [label, grid] of [
    ['open', openGrid(128)],
    ['maze', mazeGrid(128, 12345)],
  ] as const) {
    const { cells, sides, occupancy } = placeUnits(grid);
    const state = { occupancy };
    for (const rules of [{ units: 'foes' }, { units: 'none' }] satisfies SightRules[]) {
      const table = new SightTable(grid);
      // Untimed warm-up so the first case measured is not the one paying for compilation.
      for (let i = 0; i < 2000; i++) table.compute(cells, sides, rules, state);
      cases.push({
        name: 'los.cardinal',
        size: `128² ${label}, ${UNITS} units, units block: ${rules.units}`,
        run: () => {
          table.compute(cells, sides, rules, state);
          return table;
        },
        // Our own straightforward method, for scale: walk the four rays of every unit cell by cell.
        peer: {
          name: 'ray walk per unit (visibleCells)',
          run: () => {
            let seen = 0;
            for (let i = 0; i < UNITS; i++) seen += visibleCells(grid, cells[i] ?? 0, sides[i] ?? 0, rules, state).length;
            return seen;
          },
        },
        target: { kind: 'median-ms-at-most', value: 0.05 },
      });
    }
  }
  cases.push(...anyAngleCases());
  return cases;
}

/**
 * One viewer near the centre of each 128² map, seeing every floor cell it can: ours casts a line to
 * each cell; rot.js's PreciseShadowcasting sweeps shadows outwards (square-based, not centre to
 * centre, so the two sets differ slightly at the edges of shadows: the same work, not the same answer).
 */
function anyAngleCases(): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const [label, grid] of [
    ['open', openGrid(128)],
    ['field (15% blocked)', scatterGrid(128, 0.15, 12345)],
    ['maze', mazeGrid(128, 12345)],
  ] as const) {
    const viewer = nearestFloor(grid, 64 * 128 + 64);
    const vx = viewer % grid.width;
    const vy = (viewer - vx) / grid.width;
    const rules: SightRules = { units: 'none' };
    const passes = (x: number, y: number) => x >= 0 && y >= 0 && x < grid.width && y < grid.height && grid.cells[y * grid.width + x] === 1;
    const fov = new ROT.FOV.PreciseShadowcasting(passes, { topology: 8 });
    cases.push({
      name: 'los.any-angle',
      size: `128² ${label}, one viewer`,
      run: () => ANY_ANGLE_SIGHT.visibleCells(grid, viewer, SIDE_HEROES, rules),
      peer: {
        name: 'rot.js FOV.PreciseShadowcasting',
        run: () => {
          let seen = 0;
          fov.compute(vx, vy, 128, () => seen++);
          return seen;
        },
      },
    });
  }
  return cases;
}

function nearestFloor(grid: Grid, cell: number): number {
  for (let offset = 0; offset < grid.cells.length; offset++) {
    if (grid.cells[cell + offset] === 1) return cell + offset;
    if (grid.cells[cell - offset] === 1) return cell - offset;
  }
  return 0;
}
