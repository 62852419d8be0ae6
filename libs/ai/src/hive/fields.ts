import { hiveCellOf, type HiveView, type Unit } from '@breachline/engine';

/**
 * Path distances for the bugs (hive.md §8.3): for each Valkyrie, how many squares every node is
 * from the nearest free square next to her, stepping as bugs do (through bugs, never through
 * Valkyries). One search per Valkyrie serves every bug, instead of one search per bug.
 */
export interface Occupied {
  readonly heroes: ReadonlySet<number>;
  readonly taken: ReadonlySet<number>;
}

export function occupied(view: HiveView): Occupied {
  const heroes = new Set<number>();
  const taken = new Set<number>();
  for (const unit of view.state.units) {
    if (unit.health <= 0) continue;
    const node = view.map.node(hiveCellOf(view.board, unit));
    taken.add(node);
    if (unit.side === 'heroes') heroes.add(node);
  }
  const lj = view.state.ext.scientist;
  if (lj && lj.carrier === null) taken.add(view.map.node(hiveCellOf(view.board, lj)));
  return { heroes, taken };
}

/** A bug may end a move here. */
export const isFree = (view: HiveView, occ: Occupied, node: number): boolean => node === view.map.hubNode || !occ.taken.has(node);

/** A bug may step onto (or through) this node. */
export const bugPassable = (view: HiveView, occ: Occupied, node: number): boolean => node === view.map.hubNode || !occ.heroes.has(node);

/** Squares from a field's sources, per node (indexed like the board's cells); `UNREACHABLE` where no path leads. */
export type BugField = Int32Array;
export const UNREACHABLE = -1;

/**
 * Fields by the only things they depend on: the map, the Valkyries' squares (what bugs cannot pass),
 * the hero's square and which squares next to her are free. Within a bug phase the Valkyries stand
 * still, so each bug's move reuses them instead of searching again (it was one search per hero per move).
 * Kept per map, then by the Valkyries' squares (a string made once per decision), then by a number:
 * the hero's node and which of its neighbours are free, as bits (no key string per hero).
 */
interface MapFields {
  readonly byHeroes: Map<string, Map<number, BugField>>;
  count: number;
  /** Scratch queue for the searches. */
  readonly queue: Int32Array;
}

const fieldCache = new WeakMap<object, MapFields>();
const FIELD_CACHE_LIMIT = 64;

/** Every living Valkyrie's field, in the order given. */
export function fieldsToward(view: HiveView, occ: Occupied, heroes: readonly Unit[]): BugField[] {
  let kept = fieldCache.get(view.map);
  if (!kept) fieldCache.set(view.map, (kept = { byHeroes: new Map(), count: 0, queue: new Int32Array(view.board.cells.length) }));
  const heroesKey = [...occ.heroes].sort((a, b) => a - b).join(',');
  let byHome = kept.byHeroes.get(heroesKey);
  if (!byHome) kept.byHeroes.set(heroesKey, (byHome = new Map()));
  const fields: BugField[] = [];
  for (const hero of heroes) {
    const home = view.map.node(hiveCellOf(view.board, hero));
    const around = view.map.neighbours(home);
    const sources: number[] = [];
    let free = 0;
    for (let i = 0; i < around.length; i++) {
      const n = around[i] as number;
      if (!isFree(view, occ, n)) continue;
      sources.push(n);
      free |= 1 << i;
    }
    if (home === view.map.hubNode) sources.push(home);
    // Neighbour lists hold at most 4 nodes: 5 bits are enough for which are free.
    const key = home * 32 + free;
    let field = byHome.get(key);
    if (!field) {
      if (kept.count >= FIELD_CACHE_LIMIT) {
        kept.byHeroes.clear();
        kept.byHeroes.set(heroesKey, byHome);
        byHome.clear();
        kept.count = 0;
      }
      field = searchFrom(view, occ, sources, kept.queue);
      byHome.set(key, field);
      kept.count++;
    }
    fields.push(field);
  }
  return fields;
}

/** Distances from the free squares next to `hero`, per node. Shared between calls: read only. */
export function fieldToward(view: HiveView, occ: Occupied, hero: Unit): BugField {
  return fieldsToward(view, occ, [hero])[0] as BugField;
}

/** Breadth-first over typed arrays; Valkyries' nodes are checked in a short list rather than a set. */
function searchFrom(view: HiveView, occ: Occupied, sources: readonly number[], queue: Int32Array): BugField {
  const dist = new Int32Array(view.board.cells.length).fill(UNREACHABLE);
  let tail = 0;
  for (const s of sources) {
    if (dist[s] !== UNREACHABLE) continue;
    dist[s] = 0;
    queue[tail++] = s;
  }
  const { hubNode } = view.map;
  const blocked = [...occ.heroes].filter((node) => node !== hubNode);
  for (let head = 0; head < tail; head++) {
    const node = queue[head] as number;
    const next = (dist[node] as number) + 1;
    const around = view.map.neighbours(node);
    for (let i = 0; i < around.length; i++) {
      const n = around[i] as number;
      if (dist[n] !== UNREACHABLE || blocked.includes(n)) continue;
      dist[n] = next;
      queue[tail++] = n;
    }
  }
  return dist;
}
