import { MinHeap } from './min-heap';
import type { Topology } from './topology';

/**
 * One cheapest path between two places of any Topology by A*, guided by the topology's `estimate`
 * (a lower bound, so the path found is a cheapest one), for a single route such as a path preview.
 * Many units heading for the nearest target should share a `SearchField` instead. Buffers are
 * reused; a generation stamp replaces clearing them.
 */
export class PathSearch {
  private cost = new Int32Array(0);
  private parent = new Int32Array(0);
  private stamp = new Uint32Array(0);
  private closed = new Uint32Array(0);
  private to = new Int32Array(0);
  private steps = new Int32Array(0);
  private generation = 0;
  private readonly heap = new MinHeap();
  /** Cost of the last path found, -1 when there was none. */
  lastCost = -1;

  /** The places of a cheapest path from `from` to `to`, both included; empty when there is none. */
  find(topology: Topology, from: number, to: number, maxCost = Number.POSITIVE_INFINITY): number[] {
    this.lastCost = -1;
    const start = topology.startNode(from);
    if (start < 0 || topology.startNode(to) < 0) return [];
    this.prepare(topology);
    const { cost, parent, stamp, closed, heap, steps } = this;
    const next = this.to;
    const generation = this.generation;
    const maxKey = maxCost === Number.POSITIVE_INFINITY ? maxCost : ((maxCost + 1) << topology.costShift) - 1;
    // Ties on f go to the larger g (deeper first), which expands far fewer nodes on open ground.
    const key = (g: number, node: number): number => (g + topology.estimate(node, to)) * 1048576 - g;
    heap.clear();
    cost[start] = 0;
    parent[start] = -1;
    stamp[start] = generation;
    heap.push(key(0, start), start);
    while (heap.size > 0) {
      const node = heap.pop();
      if (closed[node] === generation) continue;
      closed[node] = generation;
      const g = cost[node] as number;
      if (topology.placeOf(node) === to) {
        this.lastCost = g >> topology.costShift;
        return this.trace(topology, node);
      }
      if (node !== start && !topology.canLeave(node)) continue;
      const count = topology.neighbours(node, next, steps);
      for (let k = 0; k < count; k++) {
        const there = next[k] as number;
        const reached = g + (steps[k] as number);
        if (reached > maxKey || closed[there] === generation) continue;
        if (stamp[there] === generation && (cost[there] as number) <= reached) continue;
        stamp[there] = generation;
        cost[there] = reached;
        parent[there] = node;
        heap.push(key(reached, there), there);
      }
    }
    return [];
  }

  private trace(topology: Topology, node: number): number[] {
    const path: number[] = [];
    for (let at = node; at !== -1; at = this.parent[at] ?? -1) path.push(topology.placeOf(at));
    return path.reverse();
  }

  private prepare(topology: Topology): void {
    const n = topology.nodeCount;
    if (this.cost.length !== n) {
      this.cost = new Int32Array(n);
      this.parent = new Int32Array(n);
      this.stamp = new Uint32Array(n);
      this.closed = new Uint32Array(n);
      this.generation = 0;
    }
    if (this.to.length < topology.maxDegree) {
      this.to = new Int32Array(topology.maxDegree);
      this.steps = new Int32Array(topology.maxDegree);
    }
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.closed.fill(0);
      this.generation = 1;
    }
  }
}
