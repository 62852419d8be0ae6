import { UNREACHED, type StepTable, type Topology } from './topology';

/** A node's cost before any path reaches it: above every real cost, so one comparison relaxes. */
const FAR = 0x7fffffff;

/**
 * Cheapest costs from one or many source places to every place of a Topology, written once for
 * every board graph. Step costs are small integers, so nodes are settled from a circular bucket
 * queue (Dial's algorithm: `maxStepCost + 1` buckets) — plain breadth-first search when every step
 * costs 1 — instead of a heap. Buffers are kept between computes and grow to the largest topology.
 *
 * Read as "how far is each place from the nearest source": many units heading for the nearest
 * target share one field. Costs are symmetric in every topology here (a path's cost depends on how
 * many steps of each kind it takes, not their order), so a path found from the sources, reversed,
 * is a cheapest path towards them.
 */
export class SearchField {
  /** Cost per place from the nearest source, UNREACHED (-1) where none reaches. */
  placeDist = new Int32Array(0);
  /** Cost per node, in the topology's unit (half steps where `costShift` is 1); FAR where unreached. */
  private nodeDist = new Int32Array(0);
  private parent = new Int32Array(0);
  /** The node that settled each place first (the cheapest), for paths. */
  private placeNode = new Int32Array(0);
  /** The bucket queue: bucket b at `queue[b * nodeCount …]`, holding `bucketSize[b]` nodes. */
  private queue = new Int32Array(0);
  private bucketSize = new Int32Array(0);
  /** Per bucket, where its next node goes (the fixed-step search's form of `bucketSize`). */
  private tail = new Int32Array(0);
  private buckets = 1;
  private to = new Int32Array(0);
  private cost = new Int32Array(0);
  private topology: Topology | undefined;

  /** Fills `placeDist` from the source places (places nothing may stand on are ignored). */
  compute(topology: Topology, sources: ArrayLike<number>, maxCost = Number.POSITIVE_INFINITY): this {
    this.run(topology, sources, maxCost, undefined, false);
    return this;
  }

  /**
   * The same from source *nodes*, where a walker's start is more than its place (a stance: a cell and
   * a facing). Read per node with `nodeDistanceAt`, paths with `nodePathFrom`.
   */
  computeFromNodes(topology: Topology, sources: ArrayLike<number>, maxCost = Number.POSITIVE_INFINITY): this {
    this.run(topology, sources, maxCost, undefined, true);
    return this;
  }

  /**
   * The place satisfying `isTarget` cheapest to reach from the sources (a source itself when it
   * does), or -1 when none is within `maxCost`. The search stops as soon as it is settled; places
   * at the same cost are settled in the order the topology lists neighbours.
   */
  nearest(topology: Topology, sources: ArrayLike<number>, isTarget: (place: number) => boolean, maxCost = Number.POSITIVE_INFINITY): number {
    return this.run(topology, sources, maxCost, isTarget, false);
  }

  distanceAt(place: number): number {
    return this.placeDist[place] ?? UNREACHED;
  }

  /** The cost of one node (in steps, as `placeDist`), UNREACHED where no search reached it. */
  nodeDistanceAt(node: number): number {
    const key = this.nodeDist[node] ?? FAR;
    return key === FAR ? UNREACHED : key >> (this.topology?.costShift ?? 0);
  }

  /** The node that reached `place` first (the cheapest), -1 when none did; for topologies without fixed steps. */
  nodeOfPlace(place: number): number {
    return (this.placeDist[place] ?? UNREACHED) < 0 ? -1 : (this.placeNode[place] ?? -1);
  }

  /** A cheapest path of nodes from `node` back to a source, both ends included; empty when unreached. For topologies without fixed steps. */
  nodePathFrom(node: number): number[] {
    if (node < 0 || (this.nodeDist[node] ?? FAR) === FAR) return [];
    const path: number[] = [];
    for (let at = node; at !== -1; at = this.parent[at] ?? -1) path.push(at);
    return path;
  }

  /**
   * A cheapest path from `place` to the nearest source, both ends included, as places; empty when
   * unreached. Where paths tie, the one the search met first.
   */
  pathFrom(place: number): number[] {
    const topology = this.topology;
    if (!topology || (this.placeDist[place] ?? UNREACHED) < 0) return [];
    const path: number[] = [];
    const steps = topology.steps;
    if (steps === undefined) {
      for (let node = this.placeNode[place] ?? -1; node !== -1; node = this.parent[node] ?? -1) path.push(topology.placeOf(node));
      return path;
    }
    // Fixed steps go both ways at one cost: walk down the costs, the first step in bit order on ties.
    const { nodeDist } = this;
    for (let node = place; ; ) {
      path.push(node);
      const here = nodeDist[node] as number;
      if (here === 0) return path;
      let back = -1;
      for (let m = steps.mask[node] as number, k = 0; m !== 0 && back < 0; m >>= 1, k++) {
        const prev = node + (steps.offset[k] as number);
        if ((m & 1) !== 0 && nodeDist[prev] !== FAR && (nodeDist[prev] as number) + (steps.cost[k] as number) === here) back = prev;
      }
      if (back < 0) return path;
      node = back;
    }
  }

  private run(topology: Topology, sources: ArrayLike<number>, maxCost: number, isTarget: ((place: number) => boolean) | undefined, sourceNodes: boolean): number {
    this.prepare(topology);
    const { placeDist, nodeDist, parent, placeNode, queue, bucketSize, to, cost } = this;
    const span = topology.maxStepCost + 1;
    const shift = topology.costShift;
    const n = topology.nodeCount;
    // The last cost (in the topology's unit) whose distance is still within maxCost.
    const maxKey = maxCost === Number.POSITIVE_INFINITY ? 0x7ffffffe : Math.min(0x7ffffffe, ((maxCost + 1) << shift) - 1);
    for (let s = 0; s < sources.length; s++) {
      const node = sourceNodes ? (sources[s] ?? -1) : topology.startNode(sources[s] ?? -1);
      if (node < 0 || node >= n || nodeDist[node] === 0) continue;
      nodeDist[node] = 0;
      parent[node] = -1;
      queue[bucketSize[0] as number] = node;
      bucketSize[0] = (bucketSize[0] as number) + 1;
    }
    const steps = topology.steps;
    if (steps !== undefined && isTarget === undefined) {
      this.fixedSteps(steps, maxKey, shift);
      return -1;
    }
    // Bucket b holds the nodes queued at the one cost ≡ b (mod span) still ahead, each at most once:
    // n slots suffice. Steps cost at least 1, so nothing is pushed into the bucket being read.
    for (let d = 0, b = 0, idle = 0; idle < span && d <= maxKey; d++, b = b + 1 === span ? 0 : b + 1) {
      idle = bucketSize[b] === 0 ? idle + 1 : 0;
      const base = b * n;
      for (let i = base; i < base + (bucketSize[b] as number); i++) {
        const node = queue[i] as number;
        if (nodeDist[node] !== d) continue; // reached more cheaply since it was queued
        const place = topology.placeOf(node);
        if (placeDist[place] === UNREACHED) {
          placeDist[place] = d >> shift;
          placeNode[place] = node;
          if (isTarget !== undefined && isTarget(place)) return place;
        }
        if (d > 0 && !topology.canLeave(node)) continue;
        const count = topology.neighbours(node, to, cost);
        for (let k = 0; k < count; k++) {
          const next = to[k] as number;
          const step = cost[k] as number;
          const reached = d + step;
          if ((nodeDist[next] as number) <= reached || reached > maxKey) continue;
          nodeDist[next] = reached;
          parent[next] = node;
          const r = b + step >= span ? b + step - span : b + step;
          queue[r * n + (bucketSize[r] as number)] = next;
          bucketSize[r] = (bucketSize[r] as number) + 1;
        }
      }
      bucketSize[b] = 0;
    }
    return -1;
  }

  /**
   * The same search where steps are fixed bits (`Topology.steps`): nodes are places, the (at most 8)
   * neighbours are read from the mask with no call per node, and no parent is kept (the steps go
   * both ways at one cost, so `pathFrom` reads paths back from the costs). The hot loop of every
   * distance field, written out per direction like the 4-way search it replaces. Per cost level the
   * straight and the diagonal cost on arrival are worked out once (FAR past maxKey: no stored cost
   * exceeds it, so one comparison per neighbour does), and a place's distance is written as its node
   * is settled rather than in a pass over the board at the end (together about a quarter faster).
   */
  private fixedSteps(steps: StepTable, maxKey: number, shift: number): void {
    const { nodeDist, placeDist, queue, bucketSize, tail } = this;
    // Buckets are a power of two, so a cost's bucket is the cost masked; tail[b] is where b's next node goes.
    const buckets = this.buckets;
    const last = buckets - 1;
    const { mask } = steps;
    const n = nodeDist.length;
    for (let b = 0; b < buckets; b++) tail[b] = b * n + (bucketSize[b] as number);
    const [o0 = 0, o1 = 0, o2 = 0, o3 = 0, o4 = 0, o5 = 0, o6 = 0, o7 = 0] = steps.offset;
    const { cost } = steps;
    const straight = cost[0] ?? 1;
    const diagonal = cost[4] ?? 1;
    // Straight and diagonal arrivals are written through one tail each, so they must land in different buckets.
    for (let k = 1; k < cost.length; k++) {
      if (cost[k] === (k < 4 ? straight : diagonal) && (k < 4 || diagonal !== straight)) continue;
      throw new Error(`SearchField: a step table must cost one amount along bits 0–3 and another along bits 4–7, got [${Array.from(cost).join(', ')}]`);
    }
    // Past this level every arrival is within maxKey, so no level needs the bounds.
    const open = maxKey - buckets;
    for (let d = 0, idle = 0; idle < buckets && d <= maxKey; d++) {
      const base = (d & last) * n;
      const end = tail[d & last] as number;
      if (end === base) {
        idle++;
        continue;
      }
      idle = 0;
      // Two arrival costs per level, FAR past maxKey: no stored cost exceeds it, so one comparison per neighbour does.
      let ts = d + straight;
      let td = d + diagonal;
      if (d > open) {
        if (ts > maxKey) ts = FAR;
        if (td > maxKey) td = FAR;
      }
      const settled = d >> shift;
      tail[d & last] = base;
      // Where this level's straight and diagonal arrivals go, kept in locals while it is read.
      const rs = (d + straight) & last;
      const rd = (d + diagonal) & last;
      let ps = tail[rs] as number;
      let pd = tail[rd] as number;
      for (let i = base; i < end; i++) {
        const node = queue[i] as number;
        if (nodeDist[node] !== d) continue;
        placeDist[node] = settled;
        const m = mask[node] as number;
        if ((m & 1) !== 0 && (nodeDist[node + o0] as number) > ts) {
          nodeDist[node + o0] = ts;
          queue[ps++] = node + o0;
        }
        if ((m & 2) !== 0 && (nodeDist[node + o1] as number) > ts) {
          nodeDist[node + o1] = ts;
          queue[ps++] = node + o1;
        }
        if ((m & 4) !== 0 && (nodeDist[node + o2] as number) > ts) {
          nodeDist[node + o2] = ts;
          queue[ps++] = node + o2;
        }
        if ((m & 8) !== 0 && (nodeDist[node + o3] as number) > ts) {
          nodeDist[node + o3] = ts;
          queue[ps++] = node + o3;
        }
        if (m < 16) continue;
        if ((m & 16) !== 0 && (nodeDist[node + o4] as number) > td) {
          nodeDist[node + o4] = td;
          queue[pd++] = node + o4;
        }
        if ((m & 32) !== 0 && (nodeDist[node + o5] as number) > td) {
          nodeDist[node + o5] = td;
          queue[pd++] = node + o5;
        }
        if ((m & 64) !== 0 && (nodeDist[node + o6] as number) > td) {
          nodeDist[node + o6] = td;
          queue[pd++] = node + o6;
        }
        if ((m & 128) !== 0 && (nodeDist[node + o7] as number) > td) {
          nodeDist[node + o7] = td;
          queue[pd++] = node + o7;
        }
      }
      // Straight last: a table of straight steps only (no costs for bits 4–7) shares one bucket and pushes no diagonal.
      tail[rd] = pd;
      tail[rs] = ps;
    }
  }

  private prepare(topology: Topology): void {
    this.topology = topology;
    const { nodeCount, placeCount, maxDegree, maxStepCost } = topology;
    if (this.nodeDist.length !== nodeCount) {
      this.nodeDist = new Int32Array(nodeCount);
      this.parent = new Int32Array(nodeCount);
    }
    if (this.placeDist.length !== placeCount) {
      this.placeDist = new Int32Array(placeCount);
      this.placeNode = new Int32Array(placeCount);
    }
    if (this.to.length < maxDegree) {
      this.to = new Int32Array(maxDegree);
      this.cost = new Int32Array(maxDegree);
    }
    // At least maxStepCost + 1 buckets, rounded up to a power of two for the fixed-step search.
    const buckets = 1 << (32 - Math.clz32(maxStepCost));
    this.buckets = buckets;
    if (this.queue.length < buckets * nodeCount) this.queue = new Int32Array(buckets * nodeCount);
    if (this.bucketSize.length < buckets) {
      this.bucketSize = new Int32Array(buckets);
      this.tail = new Int32Array(buckets);
    }
    this.nodeDist.fill(FAR);
    this.placeDist.fill(UNREACHED);
    this.bucketSize.fill(0);
  }
}
