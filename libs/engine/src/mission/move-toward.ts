import type { Board } from '../board/board';
import type { GameState, Unit } from '../game/game-state';
import { DistanceField, UNREACHED } from '../geometry/distance-field';
import { doorHeldShut } from '../rules/doors/doors';
import { entryOf } from '../rules/state/keyed';
import { cellsOf, onBoard } from './places';
import type { Place } from './vocabulary';

// "Must move toward" (a unit behaviour flag a trigger gives: `unit-flag` with `flag: "must-move-toward"` and a
// `toward` place): every step the unit takes must bring it nearer the place by path distance (walls and
// locked or sealed doors block; doors it may open, and other figures, do not). A unit no path leads from, or a place no longer on the board,
// moves freely. A ruleset honours it by asking `stepKeepsToward` in its move check (boarding does).

/** The stat the flag sets (1 = on), so views and bots see it like the other flags. */
export const MUST_MOVE_TOWARD = 'mustMoveToward';

/** The place `unit` must move toward, or undefined when it has no such orders. */
export function moveTowardPlace(state: GameState, unit: Unit): Place | undefined {
  if ((unit.stats[MUST_MOVE_TOWARD] ?? 0) !== 1 || !state.mission) return undefined;
  return entryOf(state.mission.moveToward, unit.id);
}

/** Path distance from each cell to the nearest cell of `targets`, through every door not held shut. */
function fieldTo(state: GameState, board: Board, targets: readonly number[]): DistanceField {
  const openDoors = new Uint8Array(board.doors.length);
  board.doors.forEach((door, i) => {
    if (!doorHeldShut(state, door.id)) openDoors[i] = 1;
  });
  return new DistanceField(board).compute(targets, { closedDoors: 'block', units: 'none' }, { openDoors });
}

/** True when `unit` may step to `to` under its "must move toward" orders (always, for a unit without them). */
export function stepKeepsToward(state: GameState, board: Board, unit: Unit, to: { readonly x: number; readonly y: number }): boolean {
  const place = moveTowardPlace(state, unit);
  if (place === undefined || !onBoard(unit)) return true;
  const targets = cellsOf({ state, board, hooks: undefined, actor: unit.id }, place);
  if (targets.length === 0) return true;
  const field = fieldTo(state, board, targets);
  const from = field.distanceAt(unit.y * board.width + unit.x);
  if (from === UNREACHED) return true;
  const next = field.distanceAt(to.y * board.width + to.x);
  return next !== UNREACHED && next < from;
}
