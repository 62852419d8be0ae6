import { EdgeKind } from '../board/edge-kind';
import { doorIsOpen, type GridState, type ZoneGrid } from './grid';

/** Everything two zones share along their common border, cell edge by cell edge. */
export interface ZoneBoundary {
  readonly a: number;
  readonly b: number;
  /** Open cell edges: a corridor marking, a doorway with no door. */
  readonly openEdges: number;
  /** Indices of the doors on the border. */
  readonly doors: readonly number[];
  /** Wall edges on the border: noise still crosses them (derelict.md §6.7). */
  readonly wallEdges: number;
}

/**
 * The zones of a grid and which of them share a border, as compressed adjacency lists: the
 * neighbours of zone z are `neighbour[start[z] .. start[z + 1])`, with the shared border at the same
 * place in `boundaryOf`. Zones meeting only at a corner share no border (derelict.md §6.7).
 * Worked out once per grid and version.
 */
export interface ZoneGraph {
  readonly zoneCount: number;
  readonly boundaries: readonly ZoneBoundary[];
  readonly start: Int32Array;
  readonly neighbour: Int32Array;
  readonly boundaryOf: Int32Array;
}

const cache = new WeakMap<ZoneGrid, { version: number | undefined; graph: ZoneGraph }>();

export function zoneGraph(grid: ZoneGrid): ZoneGraph {
  const hit = cache.get(grid);
  if (hit && hit.version === grid.version && hit.graph.zoneCount === grid.zones.length) return hit.graph;
  const graph = buildZoneGraph(grid);
  cache.set(grid, { version: grid.version, graph });
  return graph;
}

/**
 * How wide the way between two zones is open now: open edges plus open doors, in cells. Below
 * `minOpening` the zones touch too narrowly to be adjacent or see each other (derelict.md §6.1).
 */
export function openWidth(boundary: ZoneBoundary, state: GridState): number {
  let width = boundary.openEdges;
  for (const door of boundary.doors) if (doorIsOpen(state, door)) width++;
  return width;
}

/** Builds a zone graph from explicit borders (tests, generated graphs); `zoneGraph` builds one from a grid. */
export function zoneGraphOf(zoneCount: number, boundaries: readonly ZoneBoundary[]): ZoneGraph {
  const degree = new Int32Array(zoneCount + 1);
  for (const { a, b } of boundaries) {
    degree[a + 1] = (degree[a + 1] ?? 0) + 1;
    degree[b + 1] = (degree[b + 1] ?? 0) + 1;
  }
  const start = new Int32Array(zoneCount + 1);
  for (let z = 0; z < zoneCount; z++) start[z + 1] = (start[z] ?? 0) + (degree[z + 1] ?? 0);
  const fill = start.slice(0, zoneCount);
  const neighbour = new Int32Array(2 * boundaries.length);
  const boundaryOf = new Int32Array(2 * boundaries.length);
  boundaries.forEach(({ a, b }, index) => {
    const atA = fill[a] ?? 0;
    fill[a] = atA + 1;
    neighbour[atA] = b;
    boundaryOf[atA] = index;
    const atB = fill[b] ?? 0;
    fill[b] = atB + 1;
    neighbour[atB] = a;
    boundaryOf[atB] = index;
  });
  return { zoneCount, boundaries, start, neighbour, boundaryOf };
}

function buildZoneGraph(grid: ZoneGrid): ZoneGraph {
  const { width, height, zoneOf, edges, doorAt } = grid;
  const byPair = new Map<number, { a: number; b: number; openEdges: number; doors: number[]; wallEdges: number }>();
  const zoneCount = grid.zones.length;
  const note = (here: number, there: number, slot: number): void => {
    const za = zoneOf[here] ?? -1;
    const zb = zoneOf[there] ?? -1;
    if (za < 0 || zb < 0 || za === zb) return;
    const a = Math.min(za, zb);
    const b = Math.max(za, zb);
    const key = a * zoneCount + b;
    let boundary = byPair.get(key);
    if (!boundary) {
      boundary = { a, b, openEdges: 0, doors: [], wallEdges: 0 };
      byPair.set(key, boundary);
    }
    const kind = edges[slot];
    if (kind === EdgeKind.Open) boundary.openEdges++;
    else if (kind === EdgeKind.Door) boundary.doors.push(doorAt[slot] ?? -1);
    else boundary.wallEdges++;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      if (x + 1 < width) note(cell, cell + 1, 2 * cell);
      if (y + 1 < height) note(cell, cell + width, 2 * cell + 1);
    }
  }
  const boundaries = [...byPair.values()].sort((p, q) => p.a - q.a || p.b - q.b);
  return zoneGraphOf(zoneCount, boundaries);
}
