import type { Topology } from './topology';

/**
 * One cheapest path between two places of any Topology by A*, guided by the topology's `estimate`
 * (consistent, so the first time a node is taken its cost is final), for a single route such as a
 * path preview. Many units heading for the nearest target should share a `SearchField` instead.
 *
 * Costs and estimates are small integers, and along a step f = g + estimate grows by at least 0 and
 * at most twice the step's cost (the estimate is consistent both ways), so open nodes wait in a
 * circular bucket queue by f (2 · maxStepCost + 1 buckets) instead of a heap; each bucket is a stack,
 * so among equal f the deepest node is taken first, which expands far fewer nodes on open ground.
 * Buffers are reused; a generation stamp replaces clearing them.
 */
export class PathSearch {
  private cost = new Int32Array(0);
  private parent = new Int32Array(0);
  /** f with which each node was last queued; an entry with another f is stale. */
  private queuedF = new Int32Array(0);
  private stamp = new Uint32Array(0);
  private closed = new Uint32Array(0);
  private queue = new Int32Array(0);
  private bucketSize = new Int32Array(0);
  private to = new Int32Array(0);
  private steps = new Int32Array(0);
  private generation = 0;
  /** Cost of the last path found, -1 when there was none. */
  lastCost = -1;

  /** The places of a cheapest path from `from` to `to`, both included; empty when there is none. */
  find(topology: Topology, from: number, to: number, maxCost = Number.POSITIVE_INFINITY): number[] {
    this.lastCost = -1;
    const start = topology.startNode(from);
    if (start < 0 || topology.startNode(to) < 0) return [];
    this.prepare(topology);
    const { cost, parent, queuedF, stamp, closed, queue, bucketSize } = this;
    const stepCosts = this.steps;
    const next = this.to;
    const generation = this.generation;
    const n = topology.nodeCount;
    const span = 2 * topology.maxStepCost + 1;
    const maxKey = maxCost === Number.POSITIVE_INFINITY ? maxCost : ((maxCost + 1) << topology.costShift) - 1;
    const steps = topology.steps;
    const startF = topology.estimate(start, to);
    cost[start] = 0;
    parent[start] = -1;
    stamp[start] = generation;
    queuedF[start] = startF;
    queue[(startF % span) * n] = start;
    bucketSize[startF % span] = 1;
    for (let f = startF, idle = 0; idle < span; f++) {
      const b = f % span;
      if (bucketSize[b] === 0) {
        idle++;
        continue;
      }
      idle = 0;
      while ((bucketSize[b] as number) > 0) {
        const size = (bucketSize[b] as number) - 1;
        bucketSize[b] = size;
        const node = queue[b * n + size] as number;
        if (closed[node] === generation || queuedF[node] !== f) continue;
        closed[node] = generation;
        const g = cost[node] as number;
        if (topology.placeOf(node) === to) {
          this.lastCost = g >> topology.costShift;
          return this.trace(topology, node);
        }
        let count: number;
        if (steps !== undefined) {
          // Fixed steps: neighbours read from the bits, no call per node (canLeave is always true).
          count = 0;
          for (let m = steps.mask[node] as number, k = 0; m !== 0; m >>= 1, k++) {
            if ((m & 1) === 0) continue;
            next[count] = node + (steps.offset[k] as number);
            stepCosts[count++] = steps.cost[k] as number;
          }
        } else if (node !== start && !topology.canLeave(node)) continue;
        else count = topology.neighbours(node, next, stepCosts);
        for (let k = 0; k < count; k++) {
          const there = next[k] as number;
          const reached = g + (stepCosts[k] as number);
          if (reached > maxKey || closed[there] === generation) continue;
          if (stamp[there] === generation && (cost[there] as number) <= reached) continue;
          stamp[there] = generation;
          cost[there] = reached;
          parent[there] = node;
          const thereF = reached + topology.estimate(there, to);
          queuedF[there] = thereF;
          const r = thereF % span;
          queue[r * n + (bucketSize[r] as number)] = there;
          bucketSize[r] = (bucketSize[r] as number) + 1;
        }
      }
    }
    return [];
  }

  private trace(topology: Topology, node: number): number[] {
    this.bucketSize.fill(0);
    const path: number[] = [];
    for (let at = node; at !== -1; at = this.parent[at] ?? -1) path.push(topology.placeOf(at));
    return path.reverse();
  }

  private prepare(topology: Topology): void {
    const n = topology.nodeCount;
    const span = 2 * topology.maxStepCost + 1;
    if (this.cost.length !== n) {
      this.cost = new Int32Array(n);
      this.parent = new Int32Array(n);
      this.queuedF = new Int32Array(n);
      this.stamp = new Uint32Array(n);
      this.closed = new Uint32Array(n);
      this.generation = 0;
    }
    if (this.queue.length < span * n) this.queue = new Int32Array(span * n);
    if (this.bucketSize.length < span) this.bucketSize = new Int32Array(span);
    this.bucketSize.fill(0);
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
