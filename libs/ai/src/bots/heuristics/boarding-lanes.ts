import {
  DistanceFieldCache,
  EMPTY,
  FacingField,
  TROOPER_COSTS,
  trooperSees,
  UNREACHED,
  type Board,
  type BoardingState,
  type GridState,
  type Unit,
} from '@breachline/engine';
import { cellOf, onBoard } from '../../boarding/fields';

/**
 * The troopers' geometry for their heuristics (boarding.md §6, §7.7), read from their view: where the
 * bugs come from, what a trooper standing somewhere facing some way covers, and how far it is.
 */

export const STEPS: readonly (readonly [number, number])[] = [[0, -1], [1, 0], [0, 1], [-1, 0]];
export const OVERWATCH_RANGE = 12;

/** A place and the way a trooper faces there. */
export interface Stance {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}

/** One field cache and two facing fields per board (a bot plays many games on one board). */
const caches = new WeakMap<Board, { fields: DistanceFieldCache; outwards: FacingField; towards: FacingField }>();

function cacheFor(board: Board) {
  let entry = caches.get(board);
  if (!entry) {
    entry = { fields: new DistanceFieldCache(board), outwards: new FacingField(board), towards: new FacingField(board) };
    caches.set(board, entry);
  }
  return entry;
}

const entryCells = (board: Board): number[] => board.features.filter((f) => f.type === 'entry').map((f) => cellOf(board, f));

/**
 * Steps from every square to where bugs come from: a bug or blip on the board, or an entry point
 * (walking through doors, closed ones 1 more; models do not stop the count: a corridor stays a lane).
 */
export function threatField(state: BoardingState, board: Board, grid: GridState): (cell: number) => number {
  const sources = entryCells(board);
  for (const unit of state.units) if (unit.side === 'enemies' && onBoard(unit)) sources.push(cellOf(board, unit));
  const field = cacheFor(board).fields.field(sources, { closedDoors: 1, units: 'none' }, grid);
  return (cell) => field.distanceAt(cell);
}

/** A trooper-shaped stand-in at a stance, for the engine's line of sight. */
const standIn = (stance: Stance): Unit => ({ id: '?', side: 'heroes', kind: 'trooper', name: '?', x: stance.x, y: stance.y, health: 1, status: 'active', stats: { facing: stance.facing } });

/** The squares a trooper at `stance` sees, nearest first, up to `range` (the first model on the line ends it). */
export function ray(board: Board, grid: GridState, stance: Stance, range = OVERWATCH_RANGE): number[] {
  const out: number[] = [];
  const eye = standIn(stance);
  const [dx, dy] = STEPS[stance.facing] ?? [0, -1];
  for (let i = 1; i <= range; i++) {
    const at = { x: stance.x + dx * i, y: stance.y + dy * i };
    if (at.x < 0 || at.y < 0 || at.x >= board.width || at.y >= board.height) break;
    if (!trooperSees(board, grid, eye, at)) break;
    out.push(cellOf(board, at));
  }
  return out;
}

/** The squares of a ray that lead towards the bugs (closer to a source than the trooper is): a lane. */
export function laneOf(rayCells: readonly number[], here: number, threat: (cell: number) => number): number[] {
  const own = threat(here);
  return rayCells.filter((cell) => {
    const t = threat(cell);
    return t !== UNREACHED && (own === UNREACHED || t < own);
  });
}

/** Trooper AP from a unit's stance to every stance (doors in the way opened: 1 more), within `budget`. */
export function reachFrom(board: Board, grid: GridState, unit: Unit, budget: number): FacingField {
  const cleared = grid.occupancy ? Int8Array.from(grid.occupancy) : undefined;
  if (cleared) cleared[cellOf(board, unit)] = EMPTY;
  return cacheFor(board).outwards.computeFrom(
    { cell: cellOf(board, unit), facing: unit.stats['facing'] ?? 0 },
    TROOPER_COSTS,
    { closedDoors: 1, units: 'all', maxCost: budget },
    { ...grid, ...(cleared ? { occupancy: cleared } : {}) },
  );
}

/** Trooper AP from every stance to `target`'s square (any facing on arrival); `units: 'none'` plans through models. */
export function reachTowards(board: Board, grid: GridState, target: number, units: 'all' | 'none' = 'all'): FacingField {
  return cacheFor(board).towards.computeTowards([target], TROOPER_COSTS, { closedDoors: 1, units }, grid);
}
