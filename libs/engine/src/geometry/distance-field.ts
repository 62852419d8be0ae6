import { EMPTY, isOpenCell, type Grid, type GridState } from './grid';
import { gridLinks, type GridLinks } from './grid-links';
import { MinHeap } from './min-heap';
import { UNREACHED } from './topology';
import { stepCost, unitCostSteps, unitStopsPath, type StepRules } from './step-rules';

/** Distance of a cell no path reaches (one constant for every topology). */
export { UNREACHED };

/**
 * Step distances from one or many source cells to every cell (hive §8.3: "nearest" is path
 * distance, not straight-line). Read as "how far is this cell from the nearest source": many
 * units heading for the nearest target share one field. Buffers are kept between computes; a
 * compute allocates nothing once the queue has grown to the board.
 */
export class DistanceField {
  readonly grid: Grid;
  /** Cost per cell from the nearest source, UNREACHED (-1) where none reaches. */
  dist: Int32Array;
  private queue: Int32Array;
  private readonly heap = new MinHeap();
  private links: GridLinks;
  private rules: StepRules = { closedDoors: 'block', units: 'none' };
  private state: GridState = {};

  constructor(grid: Grid) {
    this.grid = grid;
    this.dist = new Int32Array(grid.cells.length).fill(UNREACHED);
    this.queue = new Int32Array(grid.cells.length);
    this.links = gridLinks(grid);
  }

  /** Fills `dist` from the given sources (floor cells; others are ignored). */
  compute(sources: ArrayLike<number>, rules: StepRules, state: GridState = {}): this {
    const cellCount = this.grid.cells.length;
    if (this.dist.length !== cellCount) {
      this.dist = new Int32Array(cellCount);
      this.queue = new Int32Array(cellCount);
    }
    this.links = gridLinks(this.grid);
    this.rules = rules;
    this.state = state;
    this.dist.fill(UNREACHED);
    if (unitCostSteps(rules)) this.breadthFirst(sources);
    else this.dijkstra(sources);
    return this;
  }

  /** The distance of one cell, UNREACHED when no path leads there. */
  distanceAt(cell: number): number {
    return this.dist[cell] ?? UNREACHED;
  }

  /**
   * The neighbours of `cell` one step nearer a source along some shortest path, in N, E, S, W order:
   * where routes tie, the ruleset chooses (a die, the players, the directional die).
   */
  nextSteps(cell: number): number[] {
    const here = this.dist[cell] ?? UNREACHED;
    const steps: number[] = [];
    if (here <= 0) return steps;
    for (let d = 0; d < 4; d++) {
      const cost = stepCost(this.links, this.grid, this.state, this.rules, cell, d);
      if (cost < 0) continue;
      const next = cell + (this.links.offset[d] ?? 0);
      const there = this.dist[next] ?? UNREACHED;
      // A unit's cell is reached but never passed through, unless it is a source.
      if (there >= 0 && there + cost === here && (there === 0 || !unitStopsPath(this.rules, this.state, next))) steps.push(next);
    }
    return steps;
  }

  /** A shortest path from `cell` to the nearest source, both ends included; empty when unreached. */
  pathFrom(cell: number): number[] {
    if ((this.dist[cell] ?? UNREACHED) < 0) return [];
    const path = [cell];
    for (let at = cell; (this.dist[at] ?? 0) > 0; ) {
      const next = this.nextSteps(at)[0];
      if (next === undefined) break;
      path.push(next);
      at = next;
    }
    return path;
  }

  private breadthFirst(sources: ArrayLike<number>): void {
    const { grid, dist, queue, rules, state, links } = this;
    const { open, door } = links;
    const width = grid.width;
    const maxCost = rules.maxCost ?? Number.POSITIVE_INFINITY;
    const occupancy = rules.units === 'none' ? undefined : state.occupancy;
    const blockAll = rules.units === 'all';
    const side = rules.side ?? EMPTY;
    let tail = 0;
    for (let s = 0; s < sources.length; s++) {
      const source = sources[s] ?? -1;
      if (source < 0 || !isOpenCell(grid.cells[source]) || dist[source] === 0) continue;
      dist[source] = 0;
      queue[tail++] = source;
    }
    // The hot loop of every enemy phase: the four directions are written out, one byte says which are open.
    for (let head = 0; head < tail; head++) {
      const cell = queue[head] as number;
      const next = (dist[cell] as number) + 1;
      if (next > maxCost) break;
      let ways = open[cell] as number;
      const doors = door[cell] as number;
      if (doors !== 0) {
        for (let d = 0; d < 4; d++) if ((doors & (1 << d)) !== 0 && stepCost(links, grid, state, rules, cell, d) > 0) ways |= 1 << d;
      }
      if (ways === 0) continue;
      let neighbour: number;
      if ((ways & 1) !== 0 && dist[(neighbour = cell - width)] === UNREACHED) {
        dist[neighbour] = next;
        if (occupancy === undefined || !occupiedBy(occupancy, neighbour, blockAll, side)) queue[tail++] = neighbour;
      }
      if ((ways & 2) !== 0 && dist[(neighbour = cell + 1)] === UNREACHED) {
        dist[neighbour] = next;
        if (occupancy === undefined || !occupiedBy(occupancy, neighbour, blockAll, side)) queue[tail++] = neighbour;
      }
      if ((ways & 4) !== 0 && dist[(neighbour = cell + width)] === UNREACHED) {
        dist[neighbour] = next;
        if (occupancy === undefined || !occupiedBy(occupancy, neighbour, blockAll, side)) queue[tail++] = neighbour;
      }
      if ((ways & 8) !== 0 && dist[(neighbour = cell - 1)] === UNREACHED) {
        dist[neighbour] = next;
        if (occupancy === undefined || !occupiedBy(occupancy, neighbour, blockAll, side)) queue[tail++] = neighbour;
      }
    }
  }

  private dijkstra(sources: ArrayLike<number>): void {
    const { grid, dist, heap, rules, state, links } = this;
    const maxCost = rules.maxCost ?? Number.POSITIVE_INFINITY;
    heap.clear();
    for (let s = 0; s < sources.length; s++) {
      const source = sources[s] ?? -1;
      if (source < 0 || !isOpenCell(grid.cells[source]) || dist[source] === 0) continue;
      dist[source] = 0;
      heap.push(0, source);
    }
    while (heap.size > 0) {
      const cost = heap.peekKey();
      const cell = heap.pop();
      if (cost !== dist[cell]) continue;
      if (cost > 0 && unitStopsPath(rules, state, cell)) continue;
      for (let d = 0; d < 4; d++) {
        const step = stepCost(links, grid, state, rules, cell, d);
        if (step < 0) continue;
        const neighbour = cell + (links.offset[d] ?? 0);
        const reached = cost + step;
        const known = dist[neighbour] ?? UNREACHED;
        if (reached > maxCost || (known !== UNREACHED && known <= reached)) continue;
        dist[neighbour] = reached;
        heap.push(reached, neighbour);
      }
    }
  }
}

/** True when the unit on this cell (if any) stops a path: any unit, or one not of `side`. */
function occupiedBy(occupancy: Int8Array, cell: number, blockAll: boolean, side: number): boolean {
  const occupant = occupancy[cell] as number;
  return occupant !== EMPTY && (blockAll || occupant !== side);
}
