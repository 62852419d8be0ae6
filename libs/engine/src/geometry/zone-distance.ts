import type { GridState } from './grid';
import { SearchField } from './search-field';
import { UNREACHED } from './topology';
import type { ZoneGraph } from './zone-graph';
import { borderCost, type ZoneStepRules } from './zone-step-rules';
import { ZoneTopology } from './zone-topology';

export { NEAREST_AREA_STEPS, NOISE_STEPS, ZONE_MOVE_STEPS, borderCost, type ZoneStepRules } from './zone-step-rules';

/**
 * Zone-to-zone distances from one or many source zones over a ZoneGraph: the shared search
 * (`SearchField`) over a `ZoneTopology`, breadth-first unless closed doors cost extra. Buffers are
 * reused between computes.
 */
export class ZoneDistances {
  readonly graph: ZoneGraph;
  dist: Int32Array;
  private readonly field = new SearchField();
  private rules: ZoneStepRules = { through: 'any-border' };
  private state: GridState = {};

  constructor(graph: ZoneGraph) {
    this.graph = graph;
    this.dist = new Int32Array(graph.zoneCount);
  }

  compute(sources: ArrayLike<number>, rules: ZoneStepRules, state: GridState = {}): this {
    this.rules = rules;
    this.state = state;
    this.dist = this.field.compute(new ZoneTopology(this.graph, rules, state), sources, rules.maxCost).placeDist;
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
}
