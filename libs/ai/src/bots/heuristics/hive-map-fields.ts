import { CellKind, hiveCellOf, hiveOpenEdges, type HiveView, type Unit } from '@breachline/engine';

/** Read-only geometry on a hive view for the hero heuristics: tiles' nodes, goals, distances, threat. */

/** Index of the first placement that came from play (`ext.placed[0]`). */
export const fromMission = (v: HiveView): number => v.board.placements.length - v.state.ext.placed.length;

export const nodeOfUnit = (v: HiveView, unit: { readonly x: number; readonly y: number }): number => v.map.node(hiveCellOf(v.board, unit));

export const living = (v: HiveView, side: 'heroes' | 'enemies'): Unit[] => v.state.units.filter((u) => u.side === side && u.health > 0 && u.x >= 0);

/** The floor nodes of placement `index`. */
export function tileNodes(v: HiveView, index: number): number[] {
  const nodes = new Set<number>();
  const { board } = v;
  for (let cell = 0; cell < board.cells.length; cell++) {
    if (board.tileOf[cell] === index && board.cells[cell] === CellKind.Floor) nodes.add(v.map.node(cell));
  }
  return [...nodes];
}

/** Nodes from which a Valkyrie can explore (the opening squares of open edges). */
export function exploreNodes(v: HiveView): number[] {
  return hiveOpenEdges(v.board).map((edge) => v.map.node(hiveCellOf(v.board, edge)));
}

/** Breadth-first steps from `sources` over the map (figures ignored: heroes cross friends). */
export function distanceField(v: HiveView, sources: readonly number[], limit = Number.POSITIVE_INFINITY): Map<number, number> {
  const dist = new Map<number, number>();
  let frontier: number[] = [];
  for (const s of sources) {
    if (dist.has(s)) continue;
    dist.set(s, 0);
    frontier.push(s);
  }
  for (let d = 1; frontier.length > 0 && d <= limit; d++) {
    const next: number[] = [];
    for (const node of frontier) {
      for (const n of v.map.neighbours(node)) {
        if (dist.has(n)) continue;
        dist.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}

/** How many bug dice can reach each node next round: a bug moves 4 and strikes next to it (Large counts 2). */
export function threatMap(v: HiveView): Map<number, number> {
  const threat = new Map<number, number>();
  for (const bug of living(v, 'enemies')) {
    const weight = bug.kind === 'large' ? 2 : 1;
    for (const [node, d] of distanceField(v, [nodeOfUnit(v, bug)], 5)) {
      threat.set(node, (threat.get(node) ?? 0) + weight * (d <= 1 ? 1.5 : 1));
    }
  }
  return threat;
}
