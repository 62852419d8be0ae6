import { isOpenCell, type Grid, type GridState } from './grid';
import { gridLinks, type GridLinks } from './grid-links';
import { stepCost, unitCostSteps, unitStopsPath, type StepRules } from './step-rules';
import type { StepTable, Topology } from './topology';

const UNIT_COSTS = Int32Array.from([1, 1, 1, 1]);

/**
 * Cells with orthogonal steps only (hive §6.1, boarding §6.1): a node is a cell. Walls, closed
 * doors and units count as `StepRules` says, exactly as `DistanceField` and `PathFinder` read them.
 */
export class Cells4 implements Topology {
  readonly placeCount: number;
  readonly nodeCount: number;
  readonly maxDegree = 4;
  readonly maxStepCost: number;
  readonly costShift = 0;
  private readonly links: GridLinks;
  readonly steps: StepTable | undefined;

  constructor(
    readonly grid: Grid,
    readonly rules: StepRules,
    readonly state: GridState = {},
  ) {
    this.placeCount = this.nodeCount = grid.cells.length;
    this.links = gridLinks(grid);
    this.maxStepCost = unitCostSteps(rules) ? 1 : 1 + (rules.closedDoors as number);
    // With every door shut to it and no unit in the way, a step is exactly an open link.
    const doorsShut = rules.closedDoors === 'block' && !(state.openDoors?.some((open) => open === 1) ?? false);
    const noUnits = rules.units === 'none' || state.occupancy === undefined;
    this.steps = doorsShut && noUnits ? { mask: this.links.open, offset: Int32Array.from(this.links.offset), cost: UNIT_COSTS } : undefined;
  }

  placeOf(node: number): number {
    return node;
  }

  startNode(place: number): number {
    return isOpenCell(this.grid.cells[place]) ? place : -1;
  }

  neighbours(node: number, to: Int32Array, cost: Int32Array): number {
    const { links, grid, state, rules } = this;
    let count = 0;
    for (let d = 0; d < 4; d++) {
      const step = stepCost(links, grid, state, rules, node, d);
      if (step < 0) continue;
      to[count] = node + (links.offset[d] as number);
      cost[count++] = step;
    }
    return count;
  }

  canLeave(node: number): boolean {
    return !unitStopsPath(this.rules, this.state, node);
  }

  /** Manhattan distance: every step covers one row or column for at least 1. */
  estimate(node: number, place: number): number {
    const width = this.grid.width;
    const x = node % width;
    const tx = place % width;
    return Math.abs(x - tx) + Math.abs((node - x) / width - (place - tx) / width);
  }
}
