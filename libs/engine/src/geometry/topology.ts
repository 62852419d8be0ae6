/**
 * The one shape every board graph takes for search (DESIGN "Space"): 4-way cells, 8-way cells
 * with alternating diagonal costs, k×k footprints, zone graphs. Distance fields, paths and
 * "nearest" (`search-field.ts`, `search-path.ts`) are written once over it.
 *
 * A search runs over *nodes*; a node stands for a *place* (a cell, a footprint's anchor cell, a
 * zone) plus whatever else the cost of the next step depends on. Step costs are small positive
 * integers (at most `maxStepCost`), which lets the search use a bucket queue instead of a heap.
 * They may be counted in halves of a step (`costShift` 1): 8-way moves count 2 per orthogonal step
 * and 3 per diagonal, which carries the parity of diagonals taken (horde.md §6.1: 1, 2, 1, …) in
 * the cost itself — see `cells8.ts`.
 */
export interface Topology {
  /** Number of places (cells or zones); places are numbered 0 … placeCount - 1. */
  readonly placeCount: number;
  /** Number of search nodes; nodes are numbered 0 … nodeCount - 1. */
  readonly nodeCount: number;
  /** The most neighbours a node has: the size of the buffers `neighbours` writes into. */
  readonly maxDegree: number;
  /** The largest cost of one step, in the topology's own unit (1 for plain BFS). */
  readonly maxStepCost: number;
  /** Costs are counted in 2^costShift parts of a step: a place's distance is ⌊cost / 2^costShift⌋. */
  readonly costShift: 0 | 1;
  /** The place a node stands for. */
  placeOf(node: number): number;
  /** The node a walker standing on `place` starts in, or -1 when nothing may stand there. */
  startNode(place: number): number;
  /**
   * Writes the nodes one step from `node` into `to` and the step costs into `cost` (same index);
   * returns how many. Steps that cannot be taken now (walls, closed doors, corners) are left out.
   */
  neighbours(node: number, to: Int32Array, cost: Int32Array): number;
  /**
   * False when a search may reach `node` but not go on from it (a unit stands there: it can be
   * attacked but not walked through). Never asked of a search's own sources.
   */
  canLeave(node: number): boolean;
  /**
   * The same steps as fixed bits, where nothing depends on the query's state (no door that may be
   * crossed, no unit that stops paths), so the search reads them directly instead of calling
   * `neighbours` — the hot loop of a distance field. Only for topologies whose nodes are places and
   * where `canLeave` is always true; undefined otherwise.
   */
  readonly steps: StepTable | undefined;
  /**
   * A lower bound of the cost (in the topology's unit) from `node` to `place`, for A*: consistent,
   * so across a step it changes by at most the step's cost either way. 0 is always right, if slow.
   */
  estimate(node: number, place: number): number;
}

/**
 * Steps as bits: bit k of `mask[node]` means a step to `node + offset[k]` for `cost[k]`. Bits 0–3
 * (the straight steps) share one cost and bits 4–7 (the diagonals) another, so the search works out
 * two arrival costs per level rather than eight.
 */
export interface StepTable {
  readonly mask: Uint8Array;
  readonly offset: Int32Array;
  readonly cost: Int32Array;
}

/** Distance of a place or node no search reaches. */
export const UNREACHED = -1;
