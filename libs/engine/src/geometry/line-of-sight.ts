import { EMPTY, doorIsOpen, slotToward, type Grid, type GridState } from './grid';
import { gridLinks, type GridLinks } from './grid-links';

/**
 * Which units stop a line of sight: 'none' (hive §6.3, derelict §6.4.3: figures never block),
 * 'all' (boarding §6.3: any model between), or 'foes' (infiltration §7.5: heroes see through heroes
 * but not enemies, and enemies through enemies but not heroes). A blocking unit's own cell is seen.
 */
export type SightBlockers = 'none' | 'all' | 'foes';

/**
 * Cardinal line of sight (DESIGN "The board"): straight along a row or column, stopped by walls,
 * wall/obstacle/void cells and closed doors in every ruleset, and by units as `units` says.
 */
export interface SightRules {
  readonly units: SightBlockers;
  /** Longest line in cells; unlimited when absent (hive §6.3, derelict §6.4.1). */
  readonly range?: number;
}

/** True when a unit of `occupant` side stops the sight of a viewer of `viewerSide`. */
export function blocksSight(units: SightBlockers, occupant: number, viewerSide: number): boolean {
  if (occupant === EMPTY || units === 'none') return false;
  return units === 'all' || occupant !== viewerSide;
}

/** True when a line may pass from cell to its neighbour in direction d (no wall, no closed door). */
export function sightPasses(links: GridLinks, grid: Grid, state: GridState, cell: number, d: number): boolean {
  const bit = 1 << d;
  if (((links.open[cell] ?? 0) & bit) !== 0) return true;
  if (((links.door[cell] ?? 0) & bit) === 0) return false;
  return doorIsOpen(state, grid.doorAt[slotToward(grid.width, cell, d)] ?? -1);
}

/**
 * Every cell a viewer standing on `from` sees: its own cell first, then each of the four straight
 * lines outwards, each ending at the first blocker (a blocking unit's cell included).
 */
export function visibleCells(grid: Grid, from: number, viewerSide: number, rules: SightRules, state: GridState = {}): number[] {
  const links = gridLinks(grid);
  const range = rules.range ?? Number.POSITIVE_INFINITY;
  const seen = [from];
  for (let d = 0; d < 4; d++) {
    const step = links.offset[d] ?? 0;
    let cell = from;
    for (let distance = 1; distance <= range && sightPasses(links, grid, state, cell, d); distance++) {
      cell += step;
      seen.push(cell);
      if (blocksSight(rules.units, state.occupancy?.[cell] ?? EMPTY, viewerSide)) break;
    }
  }
  return seen;
}

/** Whether a viewer on cell `from` sees cell `to` (same row or column, clear between, within range). */
export function canSee(grid: Grid, from: number, to: number, viewerSide: number, rules: SightRules, state: GridState = {}): boolean {
  if (from === to) return true;
  const { width } = grid;
  const fx = from % width;
  const tx = to % width;
  let d: number;
  let distance: number;
  if (fx === tx) {
    d = to > from ? 2 : 0;
    distance = Math.abs(to - from) / width;
  } else if ((from - fx) === (to - tx)) {
    d = to > from ? 1 : 3;
    distance = Math.abs(to - from);
  } else return false;
  if (distance > (rules.range ?? Number.POSITIVE_INFINITY)) return false;
  const links = gridLinks(grid);
  const step = links.offset[d] ?? 0;
  for (let cell = from; ; ) {
    if (!sightPasses(links, grid, state, cell, d)) return false;
    cell += step;
    if (cell === to) return true;
    if (blocksSight(rules.units, state.occupancy?.[cell] ?? EMPTY, viewerSide)) return false;
  }
}
