import { cellOf } from '../../board/board';
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import type { Cell } from '../../rules/core/events';
import { OBJECTIVE_TAGS } from './content';
import { boardWith } from './hive-board';
import { hiveMap, type HiveMap } from './hive-map';
import type { HiveDefinitions, HiveState } from './types';

/** Read-only questions about a hive state, shared by actions, phases and the AI. */
export interface HiveView {
  readonly state: HiveState;
  readonly board: Board;
  readonly map: HiveMap;
}

export function hiveView(state: HiveState, base: Board, defs: HiveDefinitions): HiveView {
  const board = boardWith(base, state.ext.placed, defs.tiles);
  return { state, board, map: hiveMap(board) };
}

export { cellOf };
export const cellXY = (board: Board, cell: number): Cell => ({ x: cell % board.width, y: Math.floor(cell / board.width) });

export const isValkyrie = (unit: Unit): boolean => unit.side === 'heroes';
export const isBug = (unit: Unit): boolean => unit.side === 'enemies';

export const valkyries = (state: HiveState): Unit[] => state.units.filter((u) => u.side === 'heroes' && u.health > 0);

export const bugs = (state: HiveState): Unit[] => state.units.filter((u) => u.side === 'enemies' && u.health > 0);

/** How many Valkyries live (the outcome asks after every step: no array). */
export function livingValkyries(state: HiveState): number {
  let count = 0;
  for (const unit of state.units) if (unit.side === 'heroes' && unit.health > 0) count++;
  return count;
}

/** The node a unit stands on. */
export const nodeOf = (view: HiveView, unit: Unit): number => view.map.node(cellOf(view.board, unit));

/** Who stands on each node (the hub holds any number). */
export class Occupancy {
  readonly heroes = new Set<number>();
  readonly bugs = new Set<number>();
  /** The node of an unattended LJ: nobody ends a move there (§6.1 rule 7). */
  readonly scientist: number;

  constructor(view: HiveView) {
    const { units } = view.state;
    for (let i = 0; i < units.length; i++) {
      const unit = units[i] as Unit;
      if (unit.health <= 0) continue;
      (unit.side === 'heroes' ? this.heroes : this.bugs).add(nodeOf(view, unit));
    }
    const lj = view.state.ext.scientist;
    this.scientist = lj && lj.carrier === null ? view.map.node(cellOf(view.board, lj)) : -1;
  }

  /** A move may end here: nobody stands there (the hub always has room). */
  free(view: HiveView, node: number): boolean {
    if (node === view.map.hubNode) return true;
    return !this.heroes.has(node) && !this.bugs.has(node) && node !== this.scientist;
  }
}

/** Placement index of the tile a unit (or cell) is on. */
export const tileOfCell = (board: Board, cell: number): number => board.tileOf[cell] ?? -1;

export function isObjectiveTile(tags: readonly string[] | undefined): boolean {
  return (tags ?? []).some((tag) => OBJECTIVE_TAGS.includes(tag));
}

/** The state's record of placement `index` (index 0.. are the mission's own tiles, which are never objectives). */
export function placedRecord(view: HiveView, index: number) {
  const fromMission = view.board.placements.length - view.state.ext.placed.length;
  return view.state.ext.placed[index - fromMission];
}

/** A square in the hub is drawn on a free hub cell (the hub cell nearest `near` with nobody on it). */
export function hubCellFor(view: HiveView, near: number): number {
  const taken = new Set<number>();
  for (const unit of view.state.units) if (unit.health > 0) taken.add(cellOf(view.board, unit));
  const { width } = view.board;
  let best = view.map.hubNode;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const cell of view.map.hubCells) {
    if (taken.has(cell)) continue;
    const d = Math.abs((cell % width) - (near % width)) + Math.abs(Math.floor(cell / width) - Math.floor(near / width));
    if (d < bestDistance) {
      best = cell;
      bestDistance = d;
    }
  }
  return best;
}
