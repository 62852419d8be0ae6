import type { Board } from '../../board/board';
import { EdgeKind } from '../../board/edge-kind';
import type { DerelictExt } from './types';

/**
 * The board as play has changed it: the mission's board with the doorways the Engineer's Improvised Exit
 * cut (derelict.md §3.2, §6.3: a permanent open doorway for movement and line of sight). The cut wall
 * edges are public in `ext.doorways`; every zone query (zones.ts: moves, sight, distances, sides; combat's
 * firing lanes) reads this board, so enemies, noise and the bots all meet the new doorway. Cells, zones
 * and doors are the mission's own, so indices held by states and caches stay valid.
 */

/** Per mission board: the derived boards by their cut edges (a game cuts one or two; a long simulation a few hundred at most). */
const derived = new WeakMap<Board, Map<string, Board>>();
const MAX_KEPT = 256;

export function topologyOf(board: Board, state: { readonly ext: Pick<DerelictExt, 'doorways'> }): Board {
  const slots = state.ext.doorways;
  if (slots === undefined || slots.length === 0) return board;
  // A board that already has them (the app's `boardOf`, handed back to a query) is returned as it is.
  if (slots.every((slot) => board.edges[slot] === EdgeKind.Open)) return board;
  let kept = derived.get(board);
  if (!kept) {
    kept = new Map();
    derived.set(board, kept);
  }
  const key = slots.join(',');
  let cut = kept.get(key);
  if (!cut) {
    const edges = board.edges.slice();
    for (const slot of slots) edges[slot] = EdgeKind.Open;
    cut = { ...board, edges, version: board.version + 1 };
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, cut);
  }
  return cut;
}
