import type { GridState } from './grid';
import { MinHeap } from './min-heap';
import { openWidth, type ZoneBoundary, type ZoneGraph } from './zone-graph';
import { UNREACHED } from './distance-field';

/**
 * How a step from zone to zone is counted, per ruleset:
 * - noise (derelict.md §6.7): `through: 'any-border'`, every shared border counts, walls included;
 * - movement (derelict.md §6.2): `through: 'openings'`, `closedDoors: 'block'`, full or
 *   impenetrable zones `impassable`;
 * - "nearest" (infiltration.md §7.3): `through: 'openings'`, `closedDoors: 1`, so a closed door
 *   crossed adds one to the count of areas.
 */
export interface ZoneStepRules {
  readonly through: 'any-border' | 'openings';
  /** For 'openings': a border open only by closed doors is blocked, or crossed for this much more. */
  readonly closedDoors?: 'block' | number;
  /** For 'openings': fewer open cells than this is too narrow to pass (derelict.md §6.1); default 1. */
  readonly minOpening?: number;
  /** Per zone, 1 where no path may enter or continue (full, impenetrable); such zones still get a distance. */
  readonly impassable?: Uint8Array;
  /** Leave zones farther than this unreached (a noise's level, a movement allowance). */
  readonly maxCost?: number;
}

/** derelict.md §6.7: noise crosses every shared border, walls included. */
export const NOISE_STEPS: ZoneStepRules = { through: 'any-border' };
/** derelict.md §6.2: open borders and open doors only (add `impassable` for full zones, 6.9). */
export const ZONE_MOVE_STEPS: ZoneStepRules = { through: 'openings', closedDoors: 'block' };
/** infiltration.md §7.3: areas crossed plus one per closed door, walls impassable. */
export const NEAREST_AREA_STEPS: ZoneStepRules = { through: 'openings', closedDoors: 1 };

/** The cost of crossing a border under the rules, or -1 when it cannot be crossed. */
export function borderCost(boundary: ZoneBoundary, rules: ZoneStepRules, state: GridState): number {
  if (rules.through === 'any-border') return 1;
  if (openWidth(boundary, state) >= (rules.minOpening ?? 1)) return 1;
  const closed = rules.closedDoors ?? 'block';
  if (closed === 'block' || boundary.doors.length === 0) return -1;
  return 1 + closed;
}

/**
 * Zone-to-zone distances from one or many source zones over a ZoneGraph, by breadth-first search
 * (Dijkstra when closed doors cost extra). Buffers are reused between computes.
 */
export class ZoneDistances {
  readonly graph: ZoneGraph;
  dist: Int32Array;
  private queue: Int32Array;
  private readonly heap = new MinHeap();
  private rules: ZoneStepRules = { through: 'any-border' };
  private state: GridState = {};

  constructor(graph: ZoneGraph) {
    this.graph = graph;
    this.dist = new Int32Array(graph.zoneCount);
    this.queue = new Int32Array(graph.zoneCount);
  }

  compute(sources: ArrayLike<number>, rules: ZoneStepRules, state: GridState = {}): this {
    this.rules = rules;
    this.state = state;
    this.dist.fill(UNREACHED);
    const uniform = rules.through === 'any-border' || typeof rules.closedDoors !== 'number' || rules.closedDoors === 0;
    if (uniform) this.breadthFirst(sources);
    else this.dijkstra(sources);
    return this;
  }

  distanceAt(zone: number): number {
    return this.dist[zone] ?? UNREACHED;
  }

  /** Neighbouring zones one step nearer a source on some shortest route (ties are the ruleset's to break). */
  nextSteps(zone: number): number[] {
    const { start, neighbour, boundaryOf, boundaries } = this.graph;
    const here = this.dist[zone] ?? UNREACHED;
    const steps: number[] = [];
    if (here <= 0) return steps;
    for (let k = start[zone] ?? 0; k < (start[zone + 1] ?? 0); k++) {
      const next = neighbour[k] ?? 0;
      const boundary = boundaries[boundaryOf[k] ?? 0];
      const cost = boundary ? borderCost(boundary, this.rules, this.state) : -1;
      const there = this.dist[next] ?? UNREACHED;
      if (cost > 0 && there >= 0 && there + cost === here && (there === 0 || this.rules.impassable?.[next] !== 1)) steps.push(next);
    }
    return steps;
  }

  /** A shortest route from `zone` to the nearest source, both included; empty when unreached. */
  pathFrom(zone: number): number[] {
    if ((this.dist[zone] ?? UNREACHED) < 0) return [];
    const path = [zone];
    for (let at = zone; (this.dist[at] ?? 0) > 0; ) {
      const next = this.nextSteps(at)[0];
      if (next === undefined) break;
      path.push(next);
      at = next;
    }
    return path;
  }

  private seed(sources: ArrayLike<number>, push: (zone: number) => void): void {
    for (let s = 0; s < sources.length; s++) {
      const zone = sources[s] ?? -1;
      if (zone < 0 || zone >= this.graph.zoneCount || this.dist[zone] === 0) continue;
      this.dist[zone] = 0;
      push(zone);
    }
  }

  private breadthFirst(sources: ArrayLike<number>): void {
    const { dist, queue, rules, state } = this;
    const { start, neighbour, boundaryOf, boundaries } = this.graph;
    const anyBorder = rules.through === 'any-border';
    const impassable = rules.impassable;
    const maxCost = rules.maxCost ?? Number.POSITIVE_INFINITY;
    let tail = 0;
    this.seed(sources, (zone) => (queue[tail++] = zone));
    for (let head = 0; head < tail; head++) {
      const zone = queue[head] as number;
      const next = (dist[zone] as number) + 1;
      if (next > maxCost) break;
      const end = start[zone + 1] as number;
      for (let k = start[zone] as number; k < end; k++) {
        const other = neighbour[k] as number;
        if (dist[other] !== UNREACHED) continue;
        if (!anyBorder && borderCost(boundaries[boundaryOf[k] as number] as ZoneBoundary, rules, state) < 0) continue;
        dist[other] = next;
        if (impassable?.[other] !== 1) queue[tail++] = other;
      }
    }
  }

  private dijkstra(sources: ArrayLike<number>): void {
    const { dist, heap, rules, state } = this;
    const { start, neighbour, boundaryOf, boundaries } = this.graph;
    const maxCost = rules.maxCost ?? Number.POSITIVE_INFINITY;
    heap.clear();
    this.seed(sources, (zone) => heap.push(0, zone));
    while (heap.size > 0) {
      const cost = heap.peekKey();
      const zone = heap.pop();
      if (cost !== dist[zone]) continue;
      if (cost > 0 && rules.impassable?.[zone] === 1) continue;
      for (let k = start[zone] ?? 0; k < (start[zone + 1] ?? 0); k++) {
        const boundary = boundaries[boundaryOf[k] ?? 0];
        const step = boundary ? borderCost(boundary, rules, state) : -1;
        if (step < 0) continue;
        const other = neighbour[k] ?? 0;
        const reached = cost + step;
        const known = dist[other] ?? UNREACHED;
        if (reached > maxCost || (known !== UNREACHED && known <= reached)) continue;
        dist[other] = reached;
        heap.push(reached, other);
      }
    }
  }
}
