import { isOpenCell, type Grid, type GridState } from './grid';
import { gridLinks } from './grid-links';
import { MinHeap } from './min-heap';
import { stepCost, unitStopsPath, type StepRules } from './step-rules';

/**
 * One path between two cells by A* (Manhattan distance never overestimates orthogonal steps of
 * cost ≥ 1), for a single route such as a path preview. Many units heading for the nearest target
 * should share a DistanceField instead. Buffers are reused; a generation stamp replaces clearing.
 */
export class PathFinder {
  readonly grid: Grid;
  private cost = new Int32Array(0);
  private parent = new Int32Array(0);
  private stamp = new Uint32Array(0);
  private closed = new Uint32Array(0);
  private generation = 0;
  private readonly heap = new MinHeap();

  constructor(grid: Grid) {
    this.grid = grid;
  }

  /** The cells of a cheapest path from `from` to `to`, both included; empty when there is none. */
  find(from: number, to: number, rules: StepRules, state: GridState = {}): number[] {
    const { grid, heap } = this;
    if (!isOpenCell(grid.cells[from]) || !isOpenCell(grid.cells[to])) return [];
    this.prepare();
    const { cost, parent, stamp, closed } = this;
    const generation = this.generation;
    const links = gridLinks(grid);
    const width = grid.width;
    const tx = to % width;
    const ty = (to - tx) / width;
    const maxCost = rules.maxCost ?? Number.POSITIVE_INFINITY;
    // Ties on f go to the larger g (deeper first), which expands far fewer cells on open ground.
    const key = (g: number, cell: number): number => {
      const x = cell % width;
      const h = Math.abs(x - tx) + Math.abs((cell - x) / width - ty);
      return (g + h) * 1048576 - g;
    };
    heap.clear();
    cost[from] = 0;
    parent[from] = -1;
    stamp[from] = generation;
    heap.push(key(0, from), from);
    while (heap.size > 0) {
      const cell = heap.pop();
      if (closed[cell] === generation) continue;
      closed[cell] = generation;
      if (cell === to) return this.trace(to);
      const g = cost[cell] ?? 0;
      if (cell !== from && unitStopsPath(rules, state, cell)) continue;
      for (let d = 0; d < 4; d++) {
        const step = stepCost(links, grid, state, rules, cell, d);
        if (step < 0) continue;
        const next = cell + (links.offset[d] ?? 0);
        const reached = g + step;
        if (reached > maxCost || closed[next] === generation) continue;
        if (stamp[next] === generation && (cost[next] ?? 0) <= reached) continue;
        stamp[next] = generation;
        cost[next] = reached;
        parent[next] = cell;
        heap.push(key(reached, next), next);
      }
    }
    return [];
  }

  private trace(to: number): number[] {
    const path: number[] = [];
    for (let cell = to; cell !== -1; cell = this.parent[cell] ?? -1) path.push(cell);
    return path.reverse();
  }

  private prepare(): void {
    const n = this.grid.cells.length;
    if (this.cost.length !== n) {
      this.cost = new Int32Array(n);
      this.parent = new Int32Array(n);
      this.stamp = new Uint32Array(n);
      this.closed = new Uint32Array(n);
      this.generation = 0;
    }
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.closed.fill(0);
      this.generation = 1;
    }
  }
}
