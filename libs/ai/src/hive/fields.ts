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

/**
 * Fields by the only things they depend on: the map, the Valkyries' squares (what bugs cannot pass),
 * the hero's square and which squares next to her are free. Within a bug phase the Valkyries stand
 * still, so each bug's move reuses them instead of searching again (it was one search per hero per move).
 */
const fieldCache = new WeakMap<object, Map<string, Map<number, number>>>();
const FIELD_CACHE_LIMIT = 256;

/** Distances from the free squares next to `hero`, as a map node → squares. */
export function fieldToward(view: HiveView, occ: Occupied, hero: Unit): ReadonlyMap<number, number> {
  const home = view.map.node(hiveCellOf(view.board, hero));
  const sources = view.map.neighbours(home).filter((n) => isFree(view, occ, n));
  if (home === view.map.hubNode) sources.push(home);
  const key = `${[...occ.heroes].sort((a, b) => a - b).join(',')}|${home}|${sources.join(',')}`;
  let cached = fieldCache.get(view.map);
  if (!cached) fieldCache.set(view.map, (cached = new Map()));
  const hit = cached.get(key);
  if (hit) return hit;
  if (cached.size >= FIELD_CACHE_LIMIT) cached.clear();
  const field = searchFrom(view, occ, sources);
  cached.set(key, field);
  return field;
}

function searchFrom(view: HiveView, occ: Occupied, sources: readonly number[]): Map<number, number> {
  const dist = new Map<number, number>();
  let frontier: number[] = [];
  for (const s of sources) {
    if (dist.has(s)) continue;
    dist.set(s, 0);
    frontier.push(s);
  }
  for (let d = 1; frontier.length > 0; d++) {
    const next: number[] = [];
    for (const node of frontier) {
      for (const n of view.map.neighbours(node)) {
        if (dist.has(n) || !bugPassable(view, occ, n)) continue;
        dist.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}
