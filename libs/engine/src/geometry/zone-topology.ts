import type { GridState } from './grid';
import type { Topology } from './topology';
import { borderCost, type ZoneStepRules } from './zone-step-rules';
import type { ZoneBoundary, ZoneGraph } from './zone-graph';

/**
 * Zones as places and nodes (derelict, infiltration: move and count range zone to zone). A step
 * crosses one shared border at the price `ZoneStepRules` gives it; an `impassable` zone is reached
 * but not left.
 */
export class ZoneTopology implements Topology {
  readonly placeCount: number;
  readonly nodeCount: number;
  readonly steps = undefined;
  readonly maxDegree: number;
  readonly maxStepCost: number;
  readonly costShift = 0;

  constructor(
    readonly graph: ZoneGraph,
    readonly rules: ZoneStepRules,
    readonly state: GridState = {},
  ) {
    this.placeCount = this.nodeCount = graph.zoneCount;
    let degree = 0;
    for (let z = 0; z < graph.zoneCount; z++) degree = Math.max(degree, (graph.start[z + 1] ?? 0) - (graph.start[z] ?? 0));
    this.maxDegree = degree;
    const closed = rules.closedDoors;
    this.maxStepCost = rules.through === 'openings' && typeof closed === 'number' ? 1 + closed : 1;
  }

  placeOf(node: number): number {
    return node;
  }

  startNode(place: number): number {
    return place >= 0 && place < this.graph.zoneCount ? place : -1;
  }

  neighbours(node: number, to: Int32Array, cost: Int32Array): number {
    const { start, neighbour, boundaryOf, boundaries } = this.graph;
    let count = 0;
    const end = start[node + 1] as number;
    for (let k = start[node] as number; k < end; k++) {
      const step = borderCost(boundaries[boundaryOf[k] as number] as ZoneBoundary, this.rules, this.state);
      if (step < 0) continue;
      to[count] = neighbour[k] as number;
      cost[count++] = step;
    }
    return count;
  }

  canLeave(node: number): boolean {
    return this.rules.impassable?.[node] !== 1;
  }

  estimate(): number {
    return 0;
  }
}
