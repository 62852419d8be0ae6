// grid.bfs and grid.astar: our typed-array searches against PathFinding.js and rot.js doing the same work;
// grid.bfs8 and grid.astar8: the 8-way topology (horde.md §6.1, no corner cutting) over the shared search.
import { Cells8, DistanceField, PathFinder, PathSearch, SearchField, mazeGrid, openGrid, type Grid, type StepRules } from '@breachline/engine';
import PF from 'pathfinding';
import * as ROT from 'rot-js';
import type { BenchCase } from '../bench-case';

const SIZES = [64, 128, 256] as const;
const RULES: StepRules = { closedDoors: 'block', units: 'none' };

interface Map {
  readonly label: string;
  readonly grid: Grid;
  /** A walkable corner cell and the walkable cell farthest from it by path (so peers must explore everything). */
  readonly start: number;
  readonly farthest: number;
  /** The walkable cell nearest the opposite corner, for corner-to-corner paths. */
  readonly corner: number;
}

function describeMap(label: string, grid: Grid): Map {
  const cells = grid.cells;
  const start = cells.indexOf(1);
  const corner = cells.lastIndexOf(1);
  const dist = new DistanceField(grid).compute([start], RULES).dist;
  let farthest = start;
  for (let cell = 0; cell < dist.length; cell++) if ((dist[cell] ?? -1) > (dist[farthest] ?? -1)) farthest = cell;
  return { label, grid, start, farthest, corner };
}

function pfGrid(grid: Grid): PF.Grid {
  const matrix: number[][] = [];
  for (let y = 0; y < grid.height; y++) {
    const row: number[] = [];
    for (let x = 0; x < grid.width; x++) row.push(grid.cells[y * grid.width + x] === 1 ? 0 : 1);
    matrix.push(row);
  }
  return new PF.Grid(matrix);
}

const xy = (grid: Grid, cell: number): [number, number] => [cell % grid.width, Math.floor(cell / grid.width)];

export default function gridSuite(): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const size of SIZES) {
    for (const map of [describeMap('open', openGrid(size)), describeMap('maze', mazeGrid(size, 12345))]) {
      const { grid, start, farthest, corner } = map;
      const sizeLabel = `${size}² ${map.label}`;
      const field = new DistanceField(grid);
      const ours = () => field.compute([start], RULES).dist;
      const [sx, sy] = xy(grid, start);
      const [fx, fy] = xy(grid, farthest);
      const [cx, cy] = xy(grid, corner);
      const pf = pfGrid(grid);
      // PathFinding.js marks nodes as it searches, so every search needs a fresh grid: clone() is its API's cost.
      const pfBfs = new PF.BreadthFirstFinder();
      // Searching towards the farthest cell makes the peer's BFS visit the whole map, like a full distance field.
      cases.push({
        name: 'grid.bfs',
        size: sizeLabel,
        run: ours,
        peer: { name: 'PathFinding.js BreadthFirstFinder', run: () => pfBfs.findPath(sx, sy, fx, fy, pf.clone()) },
        ...(size === 128 ? { target: { kind: 'ratio-at-least', value: 10 } as const } : {}),
      });
      // rot.js Dijkstra fills its map from the target until it reaches the asked cell; asking for the farthest cell fills it all.
      const passable = (x: number, y: number) => x >= 0 && y >= 0 && x < grid.width && y < grid.height && grid.cells[y * grid.width + x] === 1;
      cases.push({
        name: 'grid.bfs',
        size: `${sizeLabel} vs rot.js`,
        run: ours,
        peer: {
          name: 'rot.js Path.Dijkstra',
          run: () => {
            let steps = 0;
            new ROT.Path.Dijkstra(sx, sy, passable, { topology: 4 }).compute(fx, fy, () => steps++);
            return steps;
          },
        },
        ...(size === 128 ? { target: { kind: 'ratio-at-least', value: 50 } as const } : {}),
      });
      const finder = new PathFinder(grid);
      const pfAstar = new PF.AStarFinder();
      cases.push({
        name: 'grid.astar',
        size: sizeLabel,
        run: () => finder.find(start, corner, RULES),
        peer: { name: 'PathFinding.js AStarFinder', run: () => pfAstar.findPath(sx, sy, cx, cy, pf.clone()) },
        ...(size === 128 ? { target: { kind: 'ratio-at-least', value: 3 } as const } : {}),
      });
      if (size === 128) cases.push(...eightWayCases(map, sizeLabel, pf));
    }
  }
  return cases;
}

/**
 * 8-way moves with no corner cutting on both sides: ours with diagonals costing 1, 2, 1, … (a cheapest
 * path differs from PathFinding.js's √2 diagonals only in which of the equally short routes is taken;
 * every cell is still visited once). PathFinding.js's OnlyWhenNoObstacles allows a diagonal only where
 * both orthogonal neighbours are walkable, our rule on maps without edge walls.
 */
function eightWayCases(map: Map, sizeLabel: string, pf: PF.Grid): BenchCase[] {
  const { grid, start, corner } = map;
  const topology = new Cells8(grid, RULES);
  const field = new SearchField();
  // The farthest cell by 8-way path, so the peer's BFS visits the whole map as our field does.
  const dist = field.compute(topology, [start]).placeDist;
  let farthest = start;
  for (let cell = 0; cell < dist.length; cell++) if ((dist[cell] ?? -1) > (dist[farthest] ?? -1)) farthest = cell;
  const [sx, sy] = xy(grid, start);
  const [fx, fy] = xy(grid, farthest);
  const [cx, cy] = xy(grid, corner);
  const diagonalMovement = PF.DiagonalMovement.OnlyWhenNoObstacles;
  const pfBfs = new PF.BreadthFirstFinder({ diagonalMovement });
  const pfAstar = new PF.AStarFinder({ diagonalMovement });
  const search = new PathSearch();
  return [
    {
      name: 'grid.bfs8',
      size: sizeLabel,
      run: () => field.compute(topology, [start]).placeDist,
      peer: { name: 'PathFinding.js BreadthFirstFinder, OnlyWhenNoObstacles', run: () => pfBfs.findPath(sx, sy, fx, fy, pf.clone()) },
      target: { kind: 'ratio-at-least', value: 10 },
    },
    {
      name: 'grid.astar8',
      size: sizeLabel,
      run: () => search.find(topology, start, corner),
      peer: { name: 'PathFinding.js AStarFinder, OnlyWhenNoObstacles', run: () => pfAstar.findPath(sx, sy, cx, cy, pf.clone()) },
      target: { kind: 'ratio-at-least', value: 3 },
    },
  ];
}
