import { DistanceFieldCache, SIDE_ENEMIES, UNREACHED, type Board, type BoardingState, type GridState, type Unit } from '@breachline/engine';
import { cellOf, onBoard } from '../../boarding/fields';

/**
 * The retrieve errand (boarding.md §9 M3): the trooper nearest the objective by path fetches it,
 * the carrier takes it to the nearest start square; every other trooper keeps to its post.
 */

const caches = new WeakMap<Board, DistanceFieldCache>();
const fieldsOf = (board: Board): DistanceFieldCache => {
  let cache = caches.get(board);
  if (!cache) {
    cache = new DistanceFieldCache(board);
    caches.set(board, cache);
  }
  return cache;
};

/** Steps from every square to the nearest of `targets` (doors crossed, closed ones 1 more; models ignored). */
export function stepsTo(board: Board, grid: GridState, targets: readonly number[]): (cell: number) => number {
  const field = fieldsOf(board).field(targets, { closedDoors: 1, units: 'none' }, grid);
  return (cell) => field.distanceAt(cell);
}

/**
 * Steps from every square to the start squares no other trooper stands on, round the troopers (a
 * trooper in the doorway blocks the carrier's way home until it steps aside; bugs do not count: they
 * are shot or fought through). The carrier's own square gets its distance.
 */
export function stepsHomeAround(state: BoardingState, board: Board, grid: GridState, carrier: Unit): { steps: (cell: number) => number; free: number[] } {
  const taken = new Set(state.units.filter((u) => u.side === 'heroes' && u.id !== carrier.id && onBoard(u)).map((u) => cellOf(board, u)));
  const free = state.ext.homeCells.filter((cell) => !taken.has(cell));
  const field = fieldsOf(board).field(free, { closedDoors: 1, units: 'foes', side: SIDE_ENEMIES }, grid);
  return { steps: (cell) => (free.length === 0 ? UNREACHED : field.distanceAt(cell)), free };
}

/** The square the actor should head for on an errand, or null when it has none. */
export function errandGoal(state: BoardingState, board: Board, grid: GridState, actor: Unit): number | null {
  const objective = state.ext.objective;
  if (!objective || state.ext.options.mission !== 'retrieve') return null;
  if (objective.carrier !== null) {
    if (objective.carrier !== actor.id) return null;
    const home = stepsTo(board, grid, state.ext.homeCells);
    const here = home(cellOf(board, actor));
    if (here === 0) return null;
    // The start square nearest the carrier: the one whose own field reaches it first.
    let best: number | null = null;
    let bestSteps = UNREACHED;
    for (const cell of state.ext.homeCells) {
      const steps = stepsTo(board, grid, [cell])(cellOf(board, actor));
      if (steps !== UNREACHED && (bestSteps === UNREACHED || steps < bestSteps)) [best, bestSteps] = [cell, steps];
    }
    return best;
  }
  if (objective.cell < 0) return null;
  const toObjective = stepsTo(board, grid, [objective.cell]);
  let runner: Unit | undefined;
  let runnerSteps = UNREACHED;
  for (const t of state.units) {
    if (t.side !== 'heroes' || !onBoard(t)) continue;
    const steps = toObjective(cellOf(board, t));
    if (steps !== UNREACHED && (runnerSteps === UNREACHED || steps < runnerSteps)) [runner, runnerSteps] = [t, steps];
  }
  return runner?.id === actor.id ? objective.cell : null;
}
