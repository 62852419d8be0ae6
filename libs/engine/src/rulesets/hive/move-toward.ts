import type { Unit } from '../../game/game-state';
import { moveTowardPlace } from '../../mission/move-toward';
import { cellsOf, onBoard } from '../../mission/places';
import { nodeOf, type HiveView } from './queries';

// "Must move toward" on the hive's map (a mission's `unit-flag` with `flag: "must-move-toward"`): every step a
// flagged Valkyrie or bug takes must bring it one node nearer the place, counted over the hive's own map (the
// hub is one node, walls block, figures do not). A figure no path leads from, or a place no longer on the
// board, moves freely — as boarding does over its squares (mission/move-toward.ts).

/** Not reachable from the place. */
const FAR = -1;

/**
 * The map distance of each node from the place `unit` must move toward (FAR where none leads), or null when
 * the unit has no such orders, the place is off the board, or the unit cannot reach it (then it moves freely).
 */
export function towardField(view: HiveView, unit: Unit): Int32Array | null {
  const place = moveTowardPlace(view.state, unit);
  if (place === undefined || !onBoard(unit)) return null;
  const targets = cellsOf({ state: view.state, board: view.board, hooks: undefined, actor: unit.id }, place);
  if (targets.length === 0) return null;
  const field = new Int32Array(view.board.cells.length).fill(FAR);
  let frontier: number[] = [];
  for (const cell of targets) {
    const node = view.map.node(cell);
    if (field[node] === FAR) {
      field[node] = 0;
      frontier.push(node);
    }
  }
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const node of frontier) {
      for (const n of view.map.neighbours(node)) {
        if (field[n] !== FAR) continue;
        field[n] = depth;
        next.push(n);
      }
    }
    frontier = next;
  }
  return field[nodeOf(view, unit)] === FAR ? null : field;
}

/** True when the step from node `from` to node `to` brings a unit under orders nearer (always, with no field). */
export const stepTowardOk = (field: Int32Array | null, from: number, to: number): boolean =>
  field === null || ((field[to] ?? FAR) !== FAR && (field[to] as number) < (field[from] as number));

/** Why a path of map nodes breaks the unit's orders, or null. */
export function towardPathError(view: HiveView, unit: Unit, nodes: readonly number[]): string | null {
  const field = towardField(view, unit);
  for (let i = 1; i < nodes.length; i++) {
    if (!stepTowardOk(field, nodes[i - 1] as number, nodes[i] as number)) return `${unit.name} must move toward the place the mission names: every step brings it nearer.`;
  }
  return null;
}
