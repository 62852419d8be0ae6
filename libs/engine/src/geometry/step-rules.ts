import { doorIsOpen, EMPTY, slotToward, type Grid, type GridState } from './grid';
import type { GridLinks } from './grid-links';

/**
 * How a unit may step from cell to cell, per ruleset. Steps are orthogonal only (hive §6.1,
 * boarding §6.1: no diagonals); walls, wall/obstacle/void cells never let a unit through.
 */
export interface StepRules {
  /**
   * Closed doors: 'block' (boarding §6.1, derelict §6.2), 'ignore' (as if open), or a number: a
   * closed door may be crossed for that much more than a plain step (infiltration.md §7.3 counts
   * each closed door crossed as 1 more).
   */
  readonly closedDoors: 'block' | 'ignore' | number;
  /**
   * Whose cells a path may not pass through: 'none' (hive's Buzzer), 'foes' of `side` (hive §6.1,
   * §6.2: heroes pass heroes, bugs pass bugs), 'all' (boarding §6.1). A blocked cell still gets its
   * distance (a target stands there, or the searching unit itself), but no path continues from it.
   */
  readonly units: 'none' | 'foes' | 'all';
  /** The moving side, for units: 'foes'. */
  readonly side?: number;
  /** Leave cells costing more than this unreached (a unit's movement allowance). */
  readonly maxCost?: number;
}

/** The cost of the step from cell in direction d, or -1 when no step is possible that way. */
export function stepCost(links: GridLinks, grid: Grid, state: GridState, rules: StepRules, cell: number, d: number): number {
  const bit = 1 << d;
  if (((links.open[cell] ?? 0) & bit) !== 0) return 1;
  if (((links.door[cell] ?? 0) & bit) === 0) return -1;
  const { closedDoors } = rules;
  if (closedDoors === 'ignore') return 1;
  if (doorIsOpen(state, grid.doorAt[slotToward(grid.width, cell, d)] ?? -1)) return 1;
  return closedDoors === 'block' ? -1 : 1 + closedDoors;
}

/** True when a path may not continue through this cell because of the unit standing there. */
export function unitStopsPath(rules: StepRules, state: GridState, cell: number): boolean {
  if (rules.units === 'none' || state.occupancy === undefined) return false;
  const occupant = state.occupancy[cell] ?? EMPTY;
  if (occupant === EMPTY) return false;
  return rules.units === 'all' || occupant !== (rules.side ?? EMPTY);
}

/** True when every step costs 1, so a plain breadth-first search is exact. */
export function unitCostSteps(rules: StepRules): boolean {
  return typeof rules.closedDoors !== 'number' || rules.closedDoors === 0;
}
