import { doorLetsThrough } from '../rules/doors/doors';
import { cellAt, edgeAt, type Board, type DoorPlace } from '../board/board';
import { CellKind } from '../board/cell-kind';
import { DIRECTIONS, STEP, type Direction } from '../board/direction';
import { EdgeKind } from '../board/edge-kind';
import type { GameState, Unit } from '../game/game-state';

/** The door on the `side` edge of cell (x, y), if one stands there. */
export function doorAt(board: Board, x: number, y: number, side: Direction): DoorPlace | undefined {
  const { dx, dy } = STEP[side];
  const [cx, cy, stored] = side === 'east' || side === 'south' ? [x, y, side] : [x + dx, y + dy, side === 'west' ? 'east' : 'south'];
  return board.doors.find((door) => door.x === cx && door.y === cy && door.side === stored);
}

export const unitAt = (state: GameState, x: number, y: number): Unit | undefined =>
  state.units.find((unit) => unit.x === x && unit.y === y);

/** Whether a figure may step from (x, y) across `side`: floor beyond, no wall, no closed door. */
export function canStep(board: Board, state: GameState, x: number, y: number, side: Direction): boolean {
  const { dx, dy } = STEP[side];
  if (cellAt(board, x + dx, y + dy) !== CellKind.Floor) return false;
  const edge = edgeAt(board, x, y, side);
  if (edge === EdgeKind.Wall) return false;
  if (edge === EdgeKind.Door) {
    const door = doorAt(board, x, y, side);
    return door !== undefined && doorLetsThrough(state, door.id);
  }
  return true;
}

/** The direction from (x, y) to an orthogonal neighbour (tx, ty), if it is one. */
export function directionTo(x: number, y: number, tx: number, ty: number): Direction | undefined {
  return DIRECTIONS.find((side) => x + STEP[side].dx === tx && y + STEP[side].dy === ty);
}

/** Two units next to each other with nothing between them (they can fight). */
export function inReach(board: Board, state: GameState, a: Unit, b: Unit): boolean {
  const side = directionTo(a.x, a.y, b.x, b.y);
  return side !== undefined && canStep(board, state, a.x, a.y, side);
}
