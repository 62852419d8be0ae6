import { isOpenCell, type Grid, type GridState } from './grid';
import { type StepRules } from './step-rules';
import { UNREACHED } from './topology';
import { SearchField } from './search-field';
import { FacingTopology, type FacingCosts } from './facing-topology';

export type { FacingCosts } from './facing-topology';

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
 * Cheapest action-point costs over (cell × facing): the shared search (`SearchField`) over a
 * `FacingTopology`. A stance's cost is that of arriving on the cell with that facing, the last action
 * being a move (or the start); turning on the spot afterwards is added by `costAt`. Either from one
 * model outwards (what can it reach this activation) or towards target cells (how far is each stance
 * from the nearest target).
 */
export class FacingField {
  readonly grid: Grid;
  private readonly field = new SearchField();
  private topology: FacingTopology | undefined;

  constructor(grid: Grid) {
    this.grid = grid;
  }

  /** Costs for a model standing on `start` facing `facing` to reach every stance. */
  computeFrom(start: Stance, costs: FacingCosts, rules: StepRules, state: GridState = {}): this {
    const sources = isOpenCell(this.grid.cells[start.cell]) ? [4 * start.cell + start.facing] : [];
    return this.run(new FacingTopology(this.grid, costs, rules, state, false), sources, rules);
  }

  /** Costs from every stance to the nearest target cell (any facing on arrival). */
  computeTowards(targets: ArrayLike<number>, costs: FacingCosts, rules: StepRules, state: GridState = {}): this {
    const sources: number[] = [];
    for (let t = 0; t < targets.length; t++) {
      const cell = targets[t] ?? -1;
      if (cell >= 0 && isOpenCell(this.grid.cells[cell])) sources.push(4 * cell, 4 * cell + 1, 4 * cell + 2, 4 * cell + 3);
    }
    return this.run(new FacingTopology(this.grid, costs, rules, state, true), sources, rules);
  }

  /** Cost to stand on `cell` facing `facing` (outwards), or from that stance to a target (towards). */
  costAt(cell: number, facing: number): number {
    const topology = this.topology;
    if (!topology) return UNREACHED;
    if (topology.towards) return this.field.nodeDistanceAt(4 * cell + facing);
    let best = UNREACHED;
    for (let f = 0; f < 4; f++) {
      const arrived = this.field.nodeDistanceAt(4 * cell + f);
      if (arrived === UNREACHED) continue;
      const total = arrived + topology.turnCost(f, facing);
      if (best === UNREACHED || total < best) best = total;
    }
    return best;
  }

  /** The cheapest cost over all facings on a cell. */
  bestAt(cell: number): number {
    return this.topology ? this.field.distanceAt(cell) : UNREACHED;
  }

  /**
   * The stances of a cheapest route: outwards, from the start to the cheapest arrival on `cell`;
   * towards, from `cell` facing `facing` to a target. Turns happen between consecutive stances.
   */
  route(cell: number, facing?: number): Stance[] {
    const topology = this.topology;
    if (!topology) return [];
    const nodes = topology.towards ? this.field.nodePathFrom(4 * cell + (facing ?? 0)) : this.field.nodePathFrom(this.field.nodeOfPlace(cell)).reverse();
    return nodes.map((node) => ({ cell: node >> 2, facing: node & 3 }));
  }

  private run(topology: FacingTopology, sources: readonly number[], rules: StepRules): this {
    this.topology = topology;
    this.field.computeFromNodes(topology, sources, rules.maxCost);
    return this;
  }
}
