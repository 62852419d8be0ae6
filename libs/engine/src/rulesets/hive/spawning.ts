import { STEP, type Direction } from '../../board/direction';
import type { HiddenToken } from '../../rules/hidden/hidden-token';
import { placeToken, removeToken } from '../../rules/hidden/hidden-token';
import { D6 } from '../../rules/random/dice';
import { SPAWN_TABLE, spawnTokensPerRound } from './content';
import { bugCounts, spawnBug } from './effects';
import { openEdges, type OpenEdge } from './hive-board';
import { cellOf, hubCellFor, nodeOf, Occupancy, valkyries, type HiveView } from './queries';
import type { HiveTx } from './types';
import { SearchField } from '../../geometry/search-field';
import { eachReached, HiveTopology } from './hive-topology';

/** Bug spawning (§8.1, §8.2): spawn tokens on open edges, rolled the next round or when a tile covers them. */

export interface SpawnContents {
  readonly side: Direction;
  readonly round: number;
}

export const spawnTokens = (tokens: readonly HiddenToken[]): HiddenToken[] => tokens.filter((t) => t.kind === 'spawn');
export const spawnSide = (token: HiddenToken): Direction => (token.contents as unknown as SpawnContents).side;

/** Rolls T2 for one token, cuts it to the bug limits and places the bugs from `from` (§8.2). */
export function rollSpawn(tx: HiveTx, view: HiveView, token: HiddenToken, from: number, preferTile: number, keepFree: number): void {
  const [die] = tx.random.roll(D6, 1, 'spawn', token.id);
  const [small, large] = SPAWN_TABLE[die?.value ?? 1] ?? [0, 0];
  const counts = bugCounts(tx);
  const { limits } = tx.state.ext;
  const placeLarge = Math.max(0, Math.min(large, limits.large - counts.large));
  const placeSmall = Math.max(0, Math.min(small, limits.small - counts.small));
  const cells = freeCellsNear(view, from, preferTile, keepFree, placeLarge + placeSmall);
  cells.forEach((cell, i) => spawnBug(tx, i < placeLarge ? 'large' : 'small', cell, view));
  tx.emit({ type: 'revealed', token: token.id, kind: 'spawn', contents: { roll: die?.value ?? 0, small: placeSmall, large: placeLarge } });
  removeToken(tx, token.id);
}

/**
 * Up to `count` squares for new bugs: `from` first, then the nearest free squares by path
 * distance, those on `preferTile` before others (§8.2). The hub has room for any number.
 */
function freeCellsNear(view: HiveView, from: number, preferTile: number, keepFree: number, count: number): number[] {
  const out: number[] = [];
  if (count <= 0) return out;
  const occupancy = new Occupancy(view);
  const taken = new Set<number>();
  const order = breadthFirstOrder(view, view.map.node(from));
  // Checks written inline, not as local closures: tsx's keepNames renames every closure per call.
  for (const pass of [true, false]) {
    for (const node of order) {
      if (out.length >= count) return out;
      const onTile = view.board.tileOf[node] === preferTile || (node === view.map.hubNode && preferTile === view.map.hubTile);
      if (onTile !== pass) continue;
      if (node === view.map.hubNode) {
        for (let k = out.length; k < count; k++) out.push(hubCellFor(viewWith(view, out), from));
        return out;
      }
      if (node === keepFree || !occupancy.free(view, node) || taken.has(node)) continue;
      taken.add(node);
      out.push(node);
    }
  }
  return out;
}

/** The nodes reachable from `start` in breadth-first order (the shared search over the hive's map). */
function breadthFirstOrder(view: HiveView, start: number): number[] {
  const order: number[] = [];
  eachReached(spawnSearch, new HiveTopology(view.map), start, Number.POSITIVE_INFINITY, (node) => order.push(node));
  return order;
}

const spawnSearch = new SearchField();

/** The hub cell chooser, told about the bugs already chosen (so they spread over its cells). */
function viewWith(view: HiveView, chosen: readonly number[]): HiveView {
  const ghosts = chosen.map((cell, i) => ({ id: `~${i}`, side: 'enemies' as const, kind: 'small', name: '', x: cell % view.board.width, y: Math.floor(cell / view.board.width), health: 1, status: 'active' as const, stats: {} }));
  return { ...view, state: { ...view.state, units: [...view.state.units, ...ghosts] } };
}

/** B1 (§4.2, §8.2): every spawn token placed in an earlier round is rolled and removed. */
export function revealSpawnTokens(tx: HiveTx, view: () => HiveView): void {
  for (const token of spawnTokens(tx.state.tokens)) {
    const v = view();
    const cell = cellOf(v.board, token);
    rollSpawn(tx, v, token, cell, v.board.tileOf[cell] ?? -1, -1);
  }
}

/** B2 (§8.1): 2 + P tokens round-robin over a random order of the open edges of tiles with no Valkyrie. */
export function placeSpawnTokens(tx: HiveTx, view: HiveView): void {
  const occupied = new Set(valkyries(tx.state).map((v) => view.board.tileOf[nodeOf(view, v)] ?? -1));
  const eligible = openEdges(view.board).filter((edge) => !occupied.has(edge.tile));
  if (eligible.length === 0) return;
  const order = tx.random.shuffle(eligible);
  const total = spawnTokensPerRound(tx.state.ext.players);
  for (let i = 0; i < total; i++) {
    const edge = order[i % order.length] as OpenEdge;
    // Its edge and round are public (the token lies on the edge for all to see); the roll that
    // decides its bugs is made only when it is revealed (B1), so nothing about it is secret.
    placeToken(tx, 'spawn', { x: edge.x, y: edge.y }, { side: edge.side, round: tx.state.round }, ['heroes', 'enemies']);
  }
}

/** Tokens on edges that lead into the tile-grid slot at (x, y) of the given size (§6.5 step 5). */
export function tokensFacingSlot(tokens: readonly HiddenToken[], x: number, y: number, size: number): HiddenToken[] {
  return spawnTokens(tokens).filter((token) => {
    const { dx, dy } = STEP[spawnSide(token)];
    const nx = token.x + dx;
    const ny = token.y + dy;
    return nx >= x && ny >= y && nx < x + size && ny < y + size;
  });
}
