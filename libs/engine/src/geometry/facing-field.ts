import { isOpenCell, type Grid, type GridState } from './grid';
import { gridLinks, type GridLinks } from './grid-links';
import { MinHeap } from './min-heap';
import { stepCost, unitStopsPath, type StepRules } from './step-rules';
import { UNREACHED } from './distance-field';

/**
 * Action-point costs of a model with a facing (boarding.md §5.1). Moves are relative to the facing
 * and never change it; turns change it in place. A closed door is opened from the front only
 * (boarding.md §5.2), for `StepRules.closedDoors` more.
 */
export interface FacingCosts {
  readonly forward: number;
  readonly backward: number;
  readonly sideways: number;
  readonly turn90: number;
  readonly turn180: number;
}

/** boarding.md §5.1, Trooper column. */
export const TROOPER_COSTS: FacingCosts = { forward: 1, backward: 2, sideways: 2, turn90: 1, turn180: 2 };

/**
 * boarding.md §5.1, Bug column: a 90° turn is free, but two in a row are charged as a 180° turn
 * (1 AP). Turns are costed as one change of facing before each move, so a free quarter turn is
 * never chained into a free half turn.
 */
export const BUG_COSTS: FacingCosts = { forward: 1, backward: 2, sideways: 1, turn90: 0, turn180: 1 };

/** A cell and the facing (0 north, 1 east, 2 south, 3 west) a model stands there with. */
export interface Stance {
  readonly cell: number;
  readonly facing: number;
}

/**
 * Cheapest action-point costs over (cell × facing), by Dijkstra. `dist[4 * cell + facing]` is the
 * cost of arriving on the cell with that facing, the last action being a move (or the start);
 * turning on the spot afterwards is added by `costAt`. Either from one model outwards (what can it
 * reach this activation) or towards target cells (how far is each stance from the nearest target).
 */
export class FacingField {
  readonly grid: Grid;
  dist: Int32Array;
  /** The stance each stance was reached from (outwards) or leads to (towards), -1 at the ends. */
  private link: Int32Array;
  private readonly heap = new MinHeap();
  private costs: FacingCosts = TROOPER_COSTS;
  private towards = false;

  constructor(grid: Grid) {
    this.grid = grid;
    this.dist = new Int32Array(grid.cells.length * 4);
    this.link = new Int32Array(grid.cells.length * 4);
  }

  /** Costs for a model standing on `start` facing `facing` to reach every stance. */
  computeFrom(start: Stance, costs: FacingCosts, rules: StepRules, state: GridState = {}): this {
    this.prepare(costs, false);
    if (!isOpenCell(this.grid.cells[start.cell])) return this;
    const origin = 4 * start.cell + start.facing;
    this.dist[origin] = 0;
    this.heap.push(0, origin);
    this.run(rules, state, (links, stance, cost) => this.expandOutwards(links, rules, state, stance, cost));
    return this;
  }

  /** Costs from every stance to the nearest target cell (any facing on arrival). */
  computeTowards(targets: ArrayLike<number>, costs: FacingCosts, rules: StepRules, state: GridState = {}): this {
    this.prepare(costs, true);
    for (let t = 0; t < targets.length; t++) {
      const cell = targets[t] ?? -1;
      if (cell < 0 || !isOpenCell(this.grid.cells[cell])) continue;
      for (let facing = 0; facing < 4; facing++) {
        this.dist[4 * cell + facing] = 0;
        this.heap.push(0, 4 * cell + facing);
      }
    }
    this.run(rules, state, (links, stance, cost) => this.expandTowards(links, rules, state, stance, cost));
    return this;
  }

  /** Cost to stand on `cell` facing `facing` (outwards), or from that stance to a target (towards). */
  costAt(cell: number, facing: number): number {
    if (this.towards) return this.dist[4 * cell + facing] ?? UNREACHED;
    let best = UNREACHED;
    for (let f = 0; f < 4; f++) {
      const arrived = this.dist[4 * cell + f] ?? UNREACHED;
      if (arrived === UNREACHED) continue;
      const total = arrived + this.turnCost(f, facing);
      if (best === UNREACHED || total < best) best = total;
    }
    return best;
  }

  /** The cheapest cost over all facings on a cell. */
  bestAt(cell: number): number {
    let best = UNREACHED;
    for (let f = 0; f < 4; f++) {
      const cost = this.dist[4 * cell + f] ?? UNREACHED;
      if (cost !== UNREACHED && (best === UNREACHED || cost < best)) best = cost;
    }
    return best;
  }

  /**
   * The stances of a cheapest route: outwards, from the start to the cheapest arrival on `cell`;
   * towards, from `cell` facing `facing` to a target. Turns happen between consecutive stances.
   */
  route(cell: number, facing?: number): Stance[] {
    let at = -1;
    if (this.towards) at = 4 * cell + (facing ?? 0);
    else {
      for (let f = 0; f < 4; f++) {
        const cost = this.dist[4 * cell + f] ?? UNREACHED;
        if (cost !== UNREACHED && (at < 0 || cost < (this.dist[at] ?? 0))) at = 4 * cell + f;
      }
    }
    if (at < 0 || (this.dist[at] ?? UNREACHED) === UNREACHED) return [];
    const stances: Stance[] = [];
    for (; at !== -1; at = this.link[at] ?? -1) stances.push({ cell: at >> 2, facing: at & 3 });
    return this.towards ? stances : stances.reverse();
  }

  private turnCost(from: number, to: number): number {
    const quarter = (to - from + 4) & 3;
    return quarter === 0 ? 0 : quarter === 2 ? this.costs.turn180 : this.costs.turn90;
  }

  private moveCost(facing: number, d: number): number {
    const relative = (d - facing + 4) & 3;
    return relative === 0 ? this.costs.forward : relative === 2 ? this.costs.backward : this.costs.sideways;
  }

  private prepare(costs: FacingCosts, towards: boolean): void {
    const n = this.grid.cells.length * 4;
    if (this.dist.length !== n) {
      this.dist = new Int32Array(n);
      this.link = new Int32Array(n);
    }
    this.dist.fill(UNREACHED);
    this.link.fill(-1);
    this.heap.clear();
    this.costs = costs;
    this.towards = towards;
  }

  private run(rules: StepRules, state: GridState, expand: (links: GridLinks, stance: number, cost: number) => void): void {
    const links = gridLinks(this.grid);
    const maxCost = rules.maxCost ?? Number.POSITIVE_INFINITY;
    while (this.heap.size > 0) {
      const cost = this.heap.peekKey();
      const stance = this.heap.pop();
      if (cost !== this.dist[stance] || cost > maxCost) continue;
      // A unit's cell is reached (a target, the mover itself) but never passed through.
      if (cost > 0 && unitStopsPath(rules, state, stance >> 2)) continue;
      expand(links, stance, cost);
    }
  }

  private relax(stance: number, cost: number, from: number, maxCost: number): void {
    const known = this.dist[stance] ?? UNREACHED;
    if (cost > maxCost || (known !== UNREACHED && known <= cost)) return;
    this.dist[stance] = cost;
    this.link[stance] = from;
    this.heap.push(cost, stance);
  }

  private expandOutwards(links: GridLinks, rules: StepRules, state: GridState, stance: number, cost: number): void {
    const cell = stance >> 2;
    const facing = stance & 3;
    const maxCost = rules.maxCost ?? Number.POSITIVE_INFINITY;
    for (let d = 0; d < 4; d++) {
      const step = stepCost(links, this.grid, state, rules, cell, d);
      if (step < 0) continue;
      const next = cell + (links.offset[d] ?? 0);
      for (let g = 0; g < 4; g++) {
        // A closed door is opened and crossed facing it (boarding.md §5.2: the door in the front square).
        if (step > 1 && g !== d) continue;
        this.relax(4 * next + g, cost + this.turnCost(facing, g) + this.moveCost(g, d) + step - 1, stance, maxCost);
      }
    }
  }

  private expandTowards(links: GridLinks, rules: StepRules, state: GridState, stance: number, cost: number): void {
    const cell = stance >> 2;
    const facing = stance & 3;
    const maxCost = rules.maxCost ?? Number.POSITIVE_INFINITY;
    for (let d = 0; d < 4; d++) {
      // The model came into `cell` moving in direction d from the neighbour behind it.
      const back = (d + 2) & 3;
      const step = stepCost(links, this.grid, state, rules, cell, back);
      if (step < 0 || (step > 1 && facing !== d)) continue;
      const previous = cell + (links.offset[back] ?? 0);
      const arrival = this.moveCost(facing, d) + step - 1;
      for (let f = 0; f < 4; f++) this.relax(4 * previous + f, cost + arrival + this.turnCost(f, facing), stance, maxCost);
    }
  }
}
