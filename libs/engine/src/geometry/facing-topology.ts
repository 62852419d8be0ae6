import { isOpenCell, type Grid, type GridState } from './grid';
import { gridLinks, type GridLinks } from './grid-links';
import { stepCost, unitStopsPath, type StepRules } from './step-rules';
import type { Topology } from './topology';

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

/**
 * Cells × facings as a Topology (boarding.md §5.1): node 4·cell + facing (0 north, 1 east, 2 south,
 * 3 west) is a model standing on the cell with that facing, its last action a move (or none). A step
 * is one change of facing followed by one move, so a free quarter turn is never chained into a free
 * half turn (the Bug column). `towards` reverses every step, for fields read as "how far is this
 * stance from the targets": the costs depend on the facing, so they are not the same both ways.
 */
export class FacingTopology implements Topology {
  readonly placeCount: number;
  readonly nodeCount: number;
  readonly maxDegree = 16;
  readonly maxStepCost: number;
  readonly costShift = 0;
  readonly steps = undefined;
  private readonly links: GridLinks;

  constructor(
    readonly grid: Grid,
    readonly costs: FacingCosts,
    readonly rules: StepRules,
    readonly state: GridState,
    readonly towards: boolean,
  ) {
    this.placeCount = grid.cells.length;
    this.nodeCount = 4 * grid.cells.length;
    this.links = gridLinks(grid);
    const door = typeof rules.closedDoors === 'number' ? rules.closedDoors : 0;
    this.maxStepCost = Math.max(costs.turn90, costs.turn180) + Math.max(costs.forward, costs.backward, costs.sideways) + door;
  }

  placeOf(node: number): number {
    return node >> 2;
  }

  /** Facing north; a field from a stance or towards cells starts from nodes instead (`SearchField.computeFromNodes`). */
  startNode(place: number): number {
    return isOpenCell(this.grid.cells[place]) ? 4 * place : -1;
  }

  neighbours(node: number, to: Int32Array, cost: Int32Array): number {
    return this.towards ? this.stepsTowards(node, to, cost) : this.stepsOutwards(node, to, cost);
  }

  /** A unit's cell is reached (a target, the mover itself) but never passed through. */
  canLeave(node: number): boolean {
    return !unitStopsPath(this.rules, this.state, node >> 2);
  }

  estimate(): number {
    return 0;
  }

  turnCost(from: number, to: number): number {
    const quarter = (to - from + 4) & 3;
    return quarter === 0 ? 0 : quarter === 2 ? this.costs.turn180 : this.costs.turn90;
  }

  private moveCost(facing: number, d: number): number {
    const relative = (d - facing + 4) & 3;
    return relative === 0 ? this.costs.forward : relative === 2 ? this.costs.backward : this.costs.sideways;
  }

  /** From (cell, facing): turn to g, then move in direction d. */
  private stepsOutwards(node: number, to: Int32Array, cost: Int32Array): number {
    const cell = node >> 2;
    const facing = node & 3;
    let count = 0;
    for (let d = 0; d < 4; d++) {
      const step = stepCost(this.links, this.grid, this.state, this.rules, cell, d);
      if (step < 0) continue;
      const next = cell + (this.links.offset[d] ?? 0);
      for (let g = 0; g < 4; g++) {
        // A closed door is opened and crossed facing it (boarding.md §5.2: the door in the front square).
        if (step > 1 && g !== d) continue;
        to[count] = 4 * next + g;
        cost[count++] = this.turnCost(facing, g) + this.moveCost(g, d) + step - 1;
      }
    }
    return count;
  }

  /** The same steps backwards: into (cell, facing) by a move in direction d from the cell behind, turned from f. */
  private stepsTowards(node: number, to: Int32Array, cost: Int32Array): number {
    const cell = node >> 2;
    const facing = node & 3;
    let count = 0;
    for (let d = 0; d < 4; d++) {
      const back = (d + 2) & 3;
      const step = stepCost(this.links, this.grid, this.state, this.rules, cell, back);
      if (step < 0 || (step > 1 && facing !== d)) continue;
      const previous = cell + (this.links.offset[back] ?? 0);
      const arrival = this.moveCost(facing, d) + step - 1;
      for (let f = 0; f < 4; f++) {
        to[count] = 4 * previous + f;
        cost[count++] = arrival + this.turnCost(f, facing);
      }
    }
    return count;
  }
}
