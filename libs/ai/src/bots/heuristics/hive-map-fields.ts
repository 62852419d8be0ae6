import { CellKind, hiveCellOf, hiveOpenEdges, type Board, type HiveView, type Unit } from '@breachline/engine';

/**
 * Read-only geometry on a hive view for the hero heuristics: tiles' nodes, goals, distances, threat.
 * Everything here is a pure function of the board and the figures, so it is memoised per board
 * (the engine hands out one Board object per sequence of placed tiles): the graph as flat arrays,
 * each tile's nodes, the exploring squares, the last few goal fields and the last threat map. A
 * heroes' phase asks for the same fields decision after decision while no bug moves.
 */

/** Index of the first placement that came from play (`ext.placed[0]`). */
export const fromMission = (v: HiveView): number => v.board.placements.length - v.state.ext.placed.length;

export const nodeOfUnit = (v: HiveView, unit: { readonly x: number; readonly y: number }): number => v.map.node(hiveCellOf(v.board, unit));

export const living = (v: HiveView, side: 'heroes' | 'enemies'): Unit[] => v.state.units.filter((u) => u.side === side && u.health > 0 && u.x >= 0);

/** Steps from a field's sources; `UNREACHED` where no path leads. */
export const UNREACHED = -1;

interface Graph {
  /** Node `n`'s neighbours are `links[start[n]] .. links[start[n + 1] - 1]` (cells inside the hub other than its node have none). */
  readonly start: Int32Array;
  readonly links: Int32Array;
  readonly tiles: Map<number, number[]>;
  explore: number[] | undefined;
  /** Goal fields by their sorted sources, oldest first (a few actors' goals per phase). */
  readonly goals: Map<string, Int32Array>;
  threat: { readonly key: string; readonly values: Float64Array } | undefined;
  /** Scratch for the bounded searches of the threat map. */
  readonly stamp: Int32Array;
  readonly depth: Int8Array;
  stampNow: number;
}

const GOAL_FIELDS_KEPT = 8;
const graphs = new WeakMap<Board, Graph>();

function graphOf(v: HiveView): Graph {
  let graph = graphs.get(v.board);
  if (graph) return graph;
  const size = v.board.cells.length;
  const start = new Int32Array(size + 1);
  const links: number[] = [];
  for (let cell = 0; cell < size; cell++) {
    start[cell] = links.length;
    if (v.map.node(cell) === cell) links.push(...v.map.neighbours(cell));
  }
  start[size] = links.length;
  graph = {
    start,
    links: Int32Array.from(links),
    tiles: new Map(),
    explore: undefined,
    goals: new Map(),
    threat: undefined,
    stamp: new Int32Array(size),
    depth: new Int8Array(size),
    stampNow: 0,
  };
  graphs.set(v.board, graph);
  return graph;
}

/** The floor nodes of placement `index`. */
export function tileNodes(v: HiveView, index: number): number[] {
  const graph = graphOf(v);
  let nodes = graph.tiles.get(index);
  if (!nodes) {
    const found = new Set<number>();
    const { board } = v;
    for (let cell = 0; cell < board.cells.length; cell++) {
      if (board.tileOf[cell] === index && board.cells[cell] === CellKind.Floor) found.add(v.map.node(cell));
    }
    nodes = [...found];
    graph.tiles.set(index, nodes);
  }
  return nodes;
}

/** Nodes from which a Valkyrie can explore (the opening squares of open edges). */
export function exploreNodes(v: HiveView): number[] {
  const graph = graphOf(v);
  graph.explore ??= hiveOpenEdges(v.board).map((edge) => v.map.node(hiveCellOf(v.board, edge)));
  return graph.explore;
}

/** Breadth-first steps from `sources` over the whole map (figures ignored: heroes cross friends), per node. Shared: read only. */
export function goalField(v: HiveView, sources: readonly number[]): Int32Array {
  const graph = graphOf(v);
  const unique = [...new Set(sources)].sort((a, b) => a - b);
  const key = unique.join(',');
  const known = graph.goals.get(key);
  if (known) {
    graph.goals.delete(key);
    graph.goals.set(key, known);
    return known;
  }
  const dist = new Int32Array(v.board.cells.length).fill(UNREACHED);
  const queue = new Int32Array(v.board.cells.length);
  let tail = 0;
  for (const s of unique) {
    dist[s] = 0;
    queue[tail++] = s;
  }
  const { start, links } = graph;
  for (let head = 0; head < tail; head++) {
    const node = queue[head] as number;
    const next = (dist[node] as number) + 1;
    for (let i = start[node] as number, end = start[node + 1] as number; i < end; i++) {
      const n = links[i] as number;
      if (dist[n] !== UNREACHED) continue;
      dist[n] = next;
      queue[tail++] = n;
    }
  }
  if (graph.goals.size >= GOAL_FIELDS_KEPT) graph.goals.delete(graph.goals.keys().next().value as string);
  graph.goals.set(key, dist);
  return dist;
}

/** Bug reach of the threat map: a bug moves 4 and strikes next to it. */
const REACH = 5;

/**
 * How many bug dice can reach each node next round (Large counts 2; next to a bug counts 1.5×), per
 * node. Shared: read only. Kept until the bugs or the board change.
 */
export function threatField(v: HiveView): Float64Array {
  const graph = graphOf(v);
  const bugs = living(v, 'enemies');
  let key = '';
  for (const bug of bugs) key += `${bug.kind}@${bug.x},${bug.y};`;
  if (graph.threat?.key === key) return graph.threat.values;
  const values = new Float64Array(v.board.cells.length);
  const { start, links, stamp, depth } = graph;
  const queue: number[] = [];
  for (const bug of bugs) {
    const weight = bug.kind === 'large' ? 2 : 1;
    const mark = ++graph.stampNow;
    const origin = nodeOfUnit(v, bug);
    queue.length = 0;
    queue.push(origin);
    stamp[origin] = mark;
    depth[origin] = 0;
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head] as number;
      const d = depth[node] as number;
      values[node] = (values[node] as number) + weight * (d <= 1 ? 1.5 : 1);
      if (d >= REACH) continue;
      for (let i = start[node] as number, end = start[node + 1] as number; i < end; i++) {
        const n = links[i] as number;
        if (stamp[n] === mark) continue;
        stamp[n] = mark;
        depth[n] = d + 1;
        queue.push(n);
      }
    }
  }
  graph.threat = { key, values };
  return values;
}

/** Extra steps a bug's square costs a Valkyrie who cannot pass bugs: the shots and turns it takes to clear. */
export const BUG_SQUARE_COST = 4;
const BLOCKED_FIELDS_KEPT = 16;
const blockedFields = new WeakMap<Board, Map<string, Int32Array>>();

/**
 * Steps from `sources` per node for a Valkyrie who cannot pass bugs: a square holding a bug costs
 * 1 + `BUG_SQUARE_COST` (it must be shot clear first). Kept per board, goals and bug squares (a
 * search rates many moves between the same bugs). Shared: read only.
 */
export function blockedGoalField(v: HiveView, sources: readonly number[], bugNodes: readonly number[]): Int32Array {
  const graph = graphOf(v);
  let kept = blockedFields.get(v.board);
  if (!kept) blockedFields.set(v.board, (kept = new Map()));
  const unique = [...new Set(sources)].sort((a, b) => a - b);
  const key = `${unique.join(',')}|${[...bugNodes].sort((a, b) => a - b).join(',')}`;
  const known = kept.get(key);
  if (known) return known;
  const size = v.board.cells.length;
  const extra = new Uint8Array(size);
  for (const node of bugNodes) extra[node] = BUG_SQUARE_COST;
  const dist = new Int32Array(size).fill(UNREACHED);
  // Dial's buckets: costs are small integers.
  const buckets: number[][] = [unique.slice()];
  for (const s of unique) dist[s] = 0;
  const { start, links } = graph;
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (!bucket) continue;
    for (const node of bucket) {
      if (dist[node] !== d) continue;
      for (let i = start[node] as number, end = start[node + 1] as number; i < end; i++) {
        const n = links[i] as number;
        const next = d + 1 + (extra[n] as number);
        const old = dist[n] as number;
        if (old !== UNREACHED && old <= next) continue;
        dist[n] = next;
        (buckets[next] ??= []).push(n);
      }
    }
  }
  if (kept.size >= BLOCKED_FIELDS_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, dist);
  return dist;
}

/**
 * Breadth-first steps (up to `reach`) from the nearest of `sources`, and which source that is, per
 * node (`UNREACHED` / -1 beyond). For the bug threat: who a bug will go for, and how far it has to go.
 */
export function nearestSourceField(v: HiveView, sources: readonly number[], reach: number): { dist: Int32Array; from: Int32Array } {
  const graph = graphOf(v);
  const size = v.board.cells.length;
  const dist = new Int32Array(size).fill(UNREACHED);
  const from = new Int32Array(size).fill(-1);
  const queue = new Int32Array(size);
  let tail = 0;
  sources.forEach((s, i) => {
    if (dist[s] !== UNREACHED) return;
    dist[s] = 0;
    from[s] = i;
    queue[tail++] = s;
  });
  const { start, links } = graph;
  for (let head = 0; head < tail; head++) {
    const node = queue[head] as number;
    const d = dist[node] as number;
    if (d >= reach) continue;
    for (let i = start[node] as number, end = start[node + 1] as number; i < end; i++) {
      const n = links[i] as number;
      if (dist[n] !== UNREACHED) continue;
      dist[n] = d + 1;
      from[n] = from[node] as number;
      queue[tail++] = n;
    }
  }
  return { dist, from };
}
