import type { Unit } from '../../game/game-state';
import { moveTowardPlace } from '../../mission/move-toward';
import { cellsOf, onBoard } from '../../mission/places';
import { nodeOf, type HiveView } from './queries';
import { SearchField } from '../../geometry/search-field';
import { HiveTopology } from './hive-topology';

// "Must move toward" on the hive's map (a mission's `unit-flag` with `flag: "must-move-toward"`): every step a
// flagged Valkyrie or bug takes must bring it one node nearer the place, counted over the hive's own map (the
// hub is one node, walls block, figures do not). A figure no path leads from, or a place no longer on the
// board, moves freely — as boarding does over its squares (mission/move-toward.ts).

/** Not reachable from the place (the shared search's UNREACHED). */
const FAR = -1;

const towardSearch = new SearchField();

/**
 * The map distance of each node from the place `unit` must move toward (FAR where none leads), or null when
 * the unit has no such orders, the place is off the board, or the unit cannot reach it (then it moves freely).
 */
export function towardField(view: HiveView, unit: Unit): Int32Array | null {
  const place = moveTowardPlace(view.state, unit);
  if (place === undefined || !onBoard(unit)) return null;
  const targets = cellsOf({ state: view.state, board: view.board, hooks: undefined, actor: unit.id }, place);
  if (targets.length === 0) return null;
  const field = towardSearch.compute(new HiveTopology(view.map), targets).placeDist.slice();
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
