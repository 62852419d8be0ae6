import { SearchField } from '../../geometry/search-field';
import type { Topology } from '../../geometry/topology';
import type { HiveMap } from './hive-map';

/** What one search over the hive's map may not do (each absent: no limit). */
export interface HiveWalk {
  /** False for a node the walker may not step onto (a figure in the way). Never asked of the start. */
  readonly enter?: (node: number) => boolean;
  /** False for a step that breaks the walker's orders (a "must move toward" unit). */
  readonly step?: (from: number, to: number) => boolean;
  /** False for a node the walker reaches but does not go on from (a bug stops next to a Valkyrie, §8.3). */
  readonly leave?: (node: number) => boolean;
}

const FREE: HiveWalk = {};

/**
 * The hive's movement graph (§6, `HiveMap`: the starting tile is one hub node) as a Topology, so its
 * distance fields, reachable squares and paths are the shared search's (`SearchField`), not loops of
 * their own. Places and nodes are cells; a hub cell other than the hub node is never reached (a search
 * starting there starts from the hub node). Every move costs 1, so the search is breadth first and
 * settles nodes in the order a frontier-by-frontier search would list them.
 */
export class HiveTopology implements Topology {
  readonly placeCount: number;
  readonly nodeCount: number;
  readonly maxDegree = 4;
  readonly maxStepCost = 1;
  readonly costShift = 0;
  readonly steps = undefined;

  constructor(
    readonly map: HiveMap,
    readonly walk: HiveWalk = FREE,
  ) {
    this.placeCount = this.nodeCount = map.board.cells.length;
  }

  placeOf(node: number): number {
    return node;
  }

  startNode(place: number): number {
    return place >= 0 && place < this.nodeCount ? this.map.node(place) : -1;
  }

  neighbours(node: number, to: Int32Array, cost: Int32Array): number {
    const { enter, step } = this.walk;
    let count = 0;
    for (const next of this.map.neighbours(node)) {
      if ((enter && !enter(next)) || (step && !step(node, next))) continue;
      to[count] = next;
      cost[count++] = 1;
    }
    return count;
  }

  canLeave(node: number): boolean {
    return this.walk.leave ? this.walk.leave(node) : true;
  }

  estimate(): number {
    return 0;
  }
}

/**
 * Calls `visit` with every node reached from `start` within `maxMoves` moves, the start first, in
 * breadth-first order; returns the search, whose `nodePathFrom` gives each one's path back to the start.
 * One search at a time per field: `visit` must not start another on the same one.
 */
export function eachReached(field: SearchField, topology: HiveTopology, start: number, maxMoves: number, visit: (node: number) => void): SearchField {
  field.nearest(topology, [start], (node) => {
    visit(node);
    return false;
  }, maxMoves);
  return field;
}
