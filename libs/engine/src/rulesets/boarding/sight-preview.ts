import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { doorIsOpen, EMPTY, SIDE_ENEMIES, SIDE_HEROES, slotToward, type GridState } from '../../geometry/grid';
import { gridLinks } from '../../geometry/grid-links';
import { visibleCells } from '../../geometry/line-of-sight';
import type { SightPreview } from '../../rules/core/presentation';
import type { GameView } from '../../rules/hidden/view';
import { cellOf, isBug, isTrooper, onBoard, squareOf } from './board-state';
import { BUG_AP, COST } from './content';
import { trooperSees } from './sight';

/**
 * Boarding's sight and threat preview, from the heroes' view: the squares a trooper sees (its facing
 * line, README "Line of sight", boarding.md §6.3) and the bugs that could close-assault it in the next
 * bug turn (§8.3: 6 AP, forward steps 1, opening a door 1, the assault 1; turns are left out, so the
 * reach is a little generous for a bug that must turn more than once).
 */
export function boardingSightPreview(view: GameView, board: Board, unitId: string): SightPreview | undefined {
  const unit = view.units.find((u) => u.id === unitId);
  if (!unit || !isTrooper(unit) || !onBoard(unit)) return undefined;
  const grid = viewGrid(view, board);
  // Every square a trooper could see in any facing, then the ones its facing keeps: the engine's own test.
  const around = visibleCells(board, cellOf(board, unit), SIDE_HEROES, { units: 'all' }, grid);
  const seen = around.filter((cell) => cell !== cellOf(board, unit) && trooperSees(board, grid, unit, squareOf(board, cell)));
  const cost = assaultCosts(board, grid, cellOf(board, unit));
  const threats = view.units.filter((u) => isBug(u) && onBoard(u) && (cost[cellOf(board, u)] ?? Infinity) <= BUG_AP).map((u) => u.id);
  return { seen: seen.map((cell) => squareOf(board, cell)), threats };
}

/** Doors and who stands where, read from the view (destroyed doors are listed open). */
function viewGrid(view: GameView, board: Board): GridState {
  const openDoors = new Uint8Array(board.doors.length);
  board.doors.forEach((door, i) => {
    if (view.openDoors.includes(door.id)) openDoors[i] = 1;
  });
  const occupancy = new Int8Array(board.width * board.height).fill(EMPTY);
  for (const unit of view.units as readonly Unit[]) {
    if (onBoard(unit)) occupancy[cellOf(board, unit)] = isTrooper(unit) ? SIDE_HEROES : SIDE_ENEMIES;
  }
  return { openDoors, occupancy };
}

/**
 * Per square, the AP a bug there spends to strike the trooper on `target`: the cheapest walk to the square
 * beside it plus the assault, each closed door on the way costing one more to open. Models on the way are
 * ignored (they move during the bug turn). Walks outward from the target; the edges are the same both ways.
 */
function assaultCosts(board: Board, grid: GridState, target: number): Float64Array {
  const links = gridLinks(board);
  const cost = new Float64Array(board.width * board.height).fill(Infinity);
  cost[target] = 0;
  // Costs are 1 or 2 and small (at most BUG_AP matters): a bucket queue per cost.
  const buckets: number[][] = [[target]];
  for (let c = 0; c < buckets.length && c <= BUG_AP; c++) {
    for (const cell of buckets[c] ?? []) {
      if (cost[cell] !== c) continue;
      for (let d = 0; d < 4; d++) {
        const bit = 1 << d;
        const open = ((links.open[cell] ?? 0) & bit) !== 0;
        const door = ((links.door[cell] ?? 0) & bit) !== 0;
        if (!open && !door) continue;
        const next = cell + (links.offset[d] ?? 0);
        const step = COST.bug.forward + (door && !doorIsOpen(grid, board.doorAt[slotToward(board.width, cell, d)] ?? -1) ? 1 : 0);
        if (c + step >= (cost[next] ?? Infinity)) continue;
        cost[next] = c + step;
        (buckets[c + step] ??= []).push(next);
      }
    }
  }
  return cost;
}
