import { BoardingWeapon, trooperSees, UNREACHED, type Board, type BoardingState, type GridState, type Unit } from '@breachline/engine';
import { cellOf, onBoard } from '../../boarding/fields';
import { laneOf, ray, reachFrom, STEPS, type Stance } from './boarding-lanes';

/**
 * Where the acting trooper should stand at the end of its moves, and facing which way (boarding.md
 * §7.7: overwatch down the corridors the bugs must use). Every stance it can reach with its AP is
 * rated: the lane it would watch (squares towards the bugs' sources, fewer for squares another
 * trooper already watches), whether 2 AP are left to go on overwatch, its exposed sides (a side or
 * rear neighbour the bugs reach no later than the trooper's own square: close assault from there
 * cannot be won, §7.8), and the AP it costs. Troopers without a gun that overwatches prefer cover.
 */

export interface PlanInput {
  readonly state: BoardingState;
  readonly board: Board;
  readonly grid: GridState;
  readonly threat: (cell: number) => number;
  /** Lane squares the other troopers watch already. */
  readonly watched: ReadonlySet<number>;
}

export interface Post {
  readonly stance: Stance;
  readonly value: number;
}

const weaponOf = (unit: Unit): number => unit.stats['weapon'] ?? BoardingWeapon.Blaster;
export const overwatches = (unit: Unit): boolean => weaponOf(unit) === BoardingWeapon.Blaster || weaponOf(unit) === BoardingWeapon.Gatling;

/** Side and rear neighbours of a stance that are open floor with no trooper on them: where a bug could strike from. */
export function exposure(input: PlanInput, stance: Stance, self: Unit): number {
  const { board, threat, state } = input;
  let open = 0;
  STEPS.forEach(([dx, dy], d) => {
    if (d === stance.facing) return;
    const x = stance.x + dx;
    const y = stance.y + dy;
    if (x < 0 || y < 0 || x >= board.width || y >= board.height) return;
    if (threat(cellOf(board, { x, y })) === UNREACHED || !passable(input, stance, d)) return;
    if (state.units.some((u) => u.side === 'heroes' && u.id !== self.id && u.x === x && u.y === y)) return;
    open++;
  });
  return open;
}

/** No wall or closed door between a stance's square and its neighbour in direction `d`. */
function passable(input: PlanInput, stance: Stance, d: number): boolean {
  const [dx, dy] = STEPS[d] ?? [0, -1];
  return trooperSees(input.board, input.grid, { id: '?', side: 'heroes', kind: 'trooper', name: '?', x: stance.x, y: stance.y, health: 1, status: 'active', stats: { facing: d } }, { x: stance.x + dx, y: stance.y + dy });
}

/** The value of ending the moves at `stance`, for `unit`, with `left` AP still to spend. */
export function postValue(input: PlanInput, unit: Unit, stance: Stance, left: number): number {
  const lane = laneOf(ray(input.board, input.grid, stance), cellOf(input.board, stance), input.threat);
  let watch = 0;
  for (const cell of lane) watch += input.watched.has(cell) ? 0.25 : 1;
  const enemies = lane.filter((cell) => input.state.units.some((u) => u.side === 'enemies' && onBoard(u) && cellOf(input.board, u) === cell)).length;
  const guns = overwatches(unit);
  const weapon = weaponOf(unit);
  const sight = guns ? 1 : weapon === BoardingWeapon.Inferno ? 0.5 : 0.1;
  // The missile needs no line of sight: its trooper keeps off the squares a gun could watch a lane from.
  const blocking = weapon === BoardingWeapon.Missile ? gunPost(input, stance) : 0;
  return -2 * blocking + sight * watch + (guns && left >= 2 && watch > 0 ? 3 : 0) + 4 * enemies * (weapon === BoardingWeapon.Missile ? 0 : 1) - 3 * exposure(input, stance, unit);
}

/**
 * Every stance the unit can reach with `budget` AP on a square no other model holds, in board order (north to
 * south, west to east, then facing), with its post value net of the AP it costs to get there.
 */
function forEachReachableStance(input: PlanInput, unit: Unit, budget: number, visit: (cell: number, stance: Stance, value: number) => void): void {
  const { board, grid } = input;
  const field = reachFrom(board, grid, unit, budget);
  for (let cell = 0; cell < board.width * board.height; cell++) {
    if (field.bestAt(cell) === UNREACHED) continue;
    const x = cell % board.width;
    const y = Math.floor(cell / board.width);
    if (x !== unit.x || y !== unit.y) {
      if (input.state.units.some((u) => u.x === x && u.y === y)) continue;
    }
    for (let facing = 0; facing < 4; facing++) {
      const cost = field.costAt(cell, facing);
      if (cost === UNREACHED || cost > budget) continue;
      const stance = { x, y, facing };
      const value = postValue(input, unit, stance, budget - cost) - cost;
      visit(cell, stance, value);
    }
  }
}

/** The best stance the unit can reach with `budget` AP (its own stance when nothing beats it). */
export function bestPost(input: PlanInput, unit: Unit, budget: number): Post {
  const here: Stance = { x: unit.x, y: unit.y, facing: unit.stats['facing'] ?? 0 };
  let best: Post = { stance: here, value: postValue(input, unit, here, budget) };
  forEachReachableStance(input, unit, budget, (_cell, stance, value) => {
    if (value > best.value + 1e-9) best = { stance, value };
  });
  return best;
}

/**
 * The `k` best stances the unit can reach with `budget` AP, best first, on different squares (the
 * best facing of each): the search bot weighs them against each other. Its own stance stays first
 * when nothing beats it.
 */
export function rankedPosts(input: PlanInput, unit: Unit, budget: number, k: number): Post[] {
  const { board } = input;
  const here: Stance = { x: unit.x, y: unit.y, facing: unit.stats['facing'] ?? 0 };
  const bySquare = new Map<number, Post>([[cellOf(board, here), { stance: here, value: postValue(input, unit, here, budget) }]]);
  forEachReachableStance(input, unit, budget, (cell, stance, value) => {
    const known = bySquare.get(cell);
    if (!known || value > known.value + 1e-9) bySquare.set(cell, { stance, value });
  });
  return [...bySquare.values()].sort((a, b) => b.value - a.value).slice(0, k);
}

/** How much of an unwatched lane a gun could watch from this square, facing the best way (0 when none). */
function gunPost(input: PlanInput, stance: Stance): number {
  let best = 0;
  for (let facing = 0; facing < 4; facing++) {
    const at = { ...stance, facing };
    const lane = laneOf(ray(input.board, input.grid, at), cellOf(input.board, at), input.threat).filter((cell) => !input.watched.has(cell));
    best = Math.max(best, Math.min(lane.length, 4));
  }
  return best;
}
