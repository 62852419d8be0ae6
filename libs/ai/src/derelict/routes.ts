import { distancesTo, entriesOf, type Board, type DerelictState } from '@breachline/engine';
import { radarSeenFrom } from './tactics';

/**
 * Routes that keep radar tokens out of sight (derelict.md §8.6: every token a survivor comes to see
 * turns over at once, and what comes out hunts it). A zone costs one step plus `perToken` for each
 * face-down token seen from it, so the shortest route is the one that walks past the fewest tokens;
 * a detour of a zone or two is worth a token not turned over.
 */

/** The move graph: each zone's neighbours, kept per board while the doors that shape it stay as they are. */
const memo = new WeakMap<Board, { key: string; next: number[][] }>();

function neighbours(board: Board, view: DerelictState): number[][] {
  const { locked, lockdown, doorDamage } = view.ext;
  // The mission's doors too (GameState.doors): a trigger unlocking the way (ROP18's cell) reshapes the graph.
  const doors = entriesOf(view.doors).map(([d, r]) => `${d}:${r.state}`).join();
  const key = `${locked.join()}|${lockdown.join()}|${doorDamage.map(([d, n]) => `${d}:${n}`).join()}|${doors}`;
  const kept = memo.get(board);
  if (kept && kept.key === key) return kept.next;
  // One breadth-first field per zone: the zones at one step are its neighbours (full zones aside).
  const next = board.zones.map((_, z) => {
    const field = distancesTo(board, view, [z]);
    return board.zones.map((__, y) => y).filter((y) => field.distanceAt(y) === 1);
  });
  memo.set(board, { key, next });
  return next;
}

/** Cost from each zone to the nearest goal (Infinity where none can be reached), each zone entered costing 1 + perToken × tokens it sees. */
export function revealAwareCosts(board: Board, view: DerelictState, goals: readonly number[], radar: readonly number[], perToken: number): Float64Array {
  const count = board.zones.length;
  const cost = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  const enter = Float64Array.from({ length: count }, (_, z) => 1 + perToken * radarSeenFrom(board, view, z, radar));
  const next = neighbours(board, view);
  const done = new Uint8Array(count);
  for (const g of goals) if (g >= 0) cost[g] = 0;
  // Dijkstra backwards from the goals (a few dozen zones: a linear scan for the next is enough).
  for (;;) {
    let best = -1;
    for (let z = 0; z < count; z++) if (!done[z] && Number.isFinite(cost[z] ?? Infinity) && (best < 0 || (cost[z] ?? 0) < (cost[best] ?? 0))) best = z;
    if (best < 0) break;
    done[best] = 1;
    // Stepping from a neighbour into `best` costs `best`'s entry (the goal itself included: its tokens turn over too).
    for (const from of next[best] ?? []) {
      const via = (cost[best] ?? 0) + (enter[best] ?? 1);
      if (via < (cost[from] ?? Infinity)) cost[from] = via;
    }
  }
  return cost;
}
