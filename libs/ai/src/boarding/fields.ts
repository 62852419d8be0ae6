import {
  DistanceFieldCache,
  EMPTY,
  FacingField,
  SIDE_ENEMIES,
  SIDE_HEROES,
  BUG_COSTS,
  cellOf,
  doorLetsThrough,
  type Board,
  type BoardingState,
  type GridState,
  type Unit,
} from '@breachline/engine';

/** What the bugs' procedure reads from the board (boarding.md §8): who stands where, cached fields. */

export const onBoard = (unit: Unit): boolean => unit.x >= 0 && unit.y >= 0;
// One cell helper for the engine and the bots (the engine's board module).
export { cellOf };
export const troopersOf = (state: BoardingState): Unit[] => state.units.filter((u) => u.side === 'heroes' && onBoard(u));

export function gridOf(state: BoardingState, board: Board): GridState {
  const openDoors = new Uint8Array(board.doors.length);
  board.doors.forEach((door, i) => {
    if (doorLetsThrough(state, door.id)) openDoors[i] = 1;
  });
  const occupancy = new Int8Array(board.width * board.height).fill(EMPTY);
  for (const unit of state.units) if (onBoard(unit)) occupancy[cellOf(board, unit)] = unit.side === 'heroes' ? SIDE_HEROES : SIDE_ENEMIES;
  return { openDoors, occupancy };
}

/** One distance-field cache and a facing field per goal zone per board (a controller plays many games on one board). */
const caches = new WeakMap<Board, { fields: DistanceFieldCache; facing: readonly [FacingField, FacingField, FacingField] }>();

function cacheFor(board: Board) {
  let entry = caches.get(board);
  if (!entry) {
    entry = { fields: new DistanceFieldCache(board), facing: [new FacingField(board), new FacingField(board), new FacingField(board)] };
    caches.set(board, entry);
  }
  return entry;
}

/**
 * Path distance in squares from every square to the nearest trooper, walking through doors (a
 * closed one costs 1 more: it must be opened) and around every model but the troopers themselves.
 */
export function distanceToTroopers(state: BoardingState, board: Board, grid: GridState): (cell: number) => number {
  const targets = troopersOf(state).map((t) => cellOf(board, t));
  const field = cacheFor(board).fields.field(targets, { closedDoors: 1, units: 'foes', side: SIDE_ENEMIES }, grid);
  return (cell) => field.distanceAt(cell);
}

/** §8.3 tie-break 1: the zones of a trooper's neighbours, best first. */
export const GOAL_ZONES = ['rear', 'side', 'front'] as const;
export type GoalZone = (typeof GOAL_ZONES)[number];

const STEPS = [[0, -1], [1, 0], [0, 1], [-1, 0]] as const;

/** Which of the trooper's zones (§6.2) the neighbour in direction `d` is: 0 rear, 1 side, 2 front. */
const zoneIndex = (trooperFacing: number, d: number): number => (d === trooperFacing ? 2 : d === ((trooperFacing + 2) & 3) ? 0 : 1);

/**
 * §8.3: the AP a bug still needs, from each (square, facing), to stand on a free square orthogonally
 * next to a trooper — forward 1, sideways 1, backward 2, turns 0/1, a closed door +1 (opened first) —
 * one field per goal zone (`GOAL_ZONES` order: the troopers' rear squares, side squares, front squares),
 * so the bug can prefer a rear goal over a side one over a front one at equal cost.
 */
export function bugPlans(state: BoardingState, board: Board, grid: GridState, self: Unit): readonly [FacingField, FacingField, FacingField] {
  const goals: [number[], number[], number[]] = [[], [], []];
  const occupancy = grid.occupancy;
  for (const t of troopersOf(state)) {
    STEPS.forEach(([dx, dy], d) => {
      const cell = cellOf(board, { x: t.x + dx, y: t.y + dy });
      if (t.x + dx < 0 || t.y + dy < 0 || t.x + dx >= board.width || t.y + dy >= board.height) return;
      if (occupancy && occupancy[cell] !== EMPTY && cell !== cellOf(board, self)) return;
      goals[zoneIndex(t.stats['facing'] ?? 0, d)]?.push(cell);
    });
  }
  // The bug itself must not block its own route: plan on a copy with its square cleared.
  const cleared = occupancy ? Int8Array.from(occupancy) : undefined;
  if (cleared) cleared[cellOf(board, self)] = EMPTY;
  const planGrid = { ...grid, ...(cleared ? { occupancy: cleared } : {}) };
  const fields = cacheFor(board).facing;
  fields.forEach((field, zone) => field.computeTowards(goals[zone] ?? [], BUG_COSTS, { closedDoors: 1, units: 'all' }, planGrid));
  return fields;
}
