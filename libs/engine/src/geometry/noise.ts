import { UNREACHED } from './distance-field';
import type { ZoneGraph } from './zone-graph';

/** A noise token: its zone and level (derelict.md §6.7). */
export interface Noise {
  readonly zone: number;
  readonly level: number;
}

/**
 * Where noises are heard (derelict.md §6.7): a level-N noise reaches every zone within N steps of
 * zones sharing a border, walls ignored. In each zone the loudest noise heard counts; when the
 * loudest come from different zones the ruleset rolls the directional die (`sourcesAt` lists them).
 * Tokens in one zone do not add up: the loudest there stands for the zone (derelict.md §12 T10).
 */
export class NoiseMap {
  readonly graph: ZoneGraph;
  /** Loudest level heard per zone, 0 where nothing is heard. */
  readonly heard: Int32Array;
  /** Zone of the first loudest noise heard per zone, -1 where nothing is heard. */
  readonly from: Int32Array;
  private readonly tied: Uint8Array;
  private readonly reach: Int32Array;
  private readonly queue: Int32Array;
  private sources: Noise[] = [];

  constructor(graph: ZoneGraph) {
    this.graph = graph;
    this.heard = new Int32Array(graph.zoneCount);
    this.from = new Int32Array(graph.zoneCount);
    this.tied = new Uint8Array(graph.zoneCount);
    this.reach = new Int32Array(graph.zoneCount);
    this.queue = new Int32Array(graph.zoneCount);
  }

  /** Spreads every noise; level-0 noises place nothing. */
  propagate(noises: readonly Noise[]): this {
    this.heard.fill(0);
    this.from.fill(-1);
    this.tied.fill(0);
    this.sources = loudestPerZone(noises);
    for (const noise of this.sources) this.spread(noise);
    return this;
  }

  /** The zones of the loudest noises heard in `zone` (several when they tie), nearest-first ties unbroken. */
  sourcesAt(zone: number): number[] {
    const level = this.heard[zone] ?? 0;
    if (level === 0) return [];
    const first = this.from[zone] ?? -1;
    if (this.tied[zone] !== 1) return [first];
    return this.sources
      .filter((noise) => noise.level === level && noiseDistance(this.graph, noise.zone, zone, level) !== UNREACHED)
      .map((noise) => noise.zone);
  }

  private spread({ zone, level }: Noise): void {
    const { heard, from, tied, reach, queue } = this;
    const { start, neighbour } = this.graph;
    reach.fill(UNREACHED);
    reach[zone] = 0;
    queue[0] = zone;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const here = queue[head] as number;
      const loudest = heard[here] as number;
      if (level > loudest) {
        heard[here] = level;
        from[here] = zone;
        tied[here] = 0;
      } else if (level === loudest) tied[here] = 1;
      const next = (reach[here] as number) + 1;
      if (next > level) continue;
      const end = start[here + 1] as number;
      for (let k = start[here] as number; k < end; k++) {
        const other = neighbour[k] as number;
        if (reach[other] !== UNREACHED) continue;
        reach[other] = next;
        queue[tail++] = other;
      }
    }
  }
}

/** The loudest noise per zone, level-0 noises dropped, in the order zones first appear. */
function loudestPerZone(noises: readonly Noise[]): Noise[] {
  const byZone = new Map<number, Noise>();
  for (const noise of noises) {
    if (noise.level <= 0) continue;
    const known = byZone.get(noise.zone);
    if (!known || noise.level > known.level) byZone.set(noise.zone, noise);
  }
  return [...byZone.values()];
}

/** Steps between two zones over shared borders, walls ignored, or UNREACHED beyond `limit`. */
export function noiseDistance(graph: ZoneGraph, from: number, to: number, limit = Number.POSITIVE_INFINITY): number {
  if (from === to) return 0;
  const seen = new Int32Array(graph.zoneCount).fill(UNREACHED);
  const queue = [from];
  seen[from] = 0;
  for (let head = 0; head < queue.length; head++) {
    const here = queue[head] ?? 0;
    const next = (seen[here] ?? 0) + 1;
    if (next > limit) break;
    for (let k = graph.start[here] ?? 0; k < (graph.start[here + 1] ?? 0); k++) {
      const other = graph.neighbour[k] ?? 0;
      if (seen[other] !== UNREACHED) continue;
      if (other === to) return next;
      seen[other] = next;
      queue.push(other);
    }
  }
  return UNREACHED;
}
