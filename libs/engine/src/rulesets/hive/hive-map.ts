import type { Board } from '../../board/board';
import { CellKind } from '../../board/cell-kind';
import { gridLinks, gridLinksAfterChange, type CellRect } from '../../geometry/grid-links';

/**
 * The hive's movement and sight graph over a board (§6). Squares are cells, except the starting
 * tile: it is one hub node with unlimited room (§6.4, §11 A17). Leaving or entering it costs one
 * move, from or to the square just outside any of its exits; everyone in it is adjacent to everyone
 * else in it and to those squares; it sees down each exit corridor and counts as 1 square of range.
 */
export class HiveMap {
  readonly board: Board;
  /** Placement index of the starting tile (the hub), or -1. */
  readonly hubTile: number;
  /** The cell that stands for the hub in searches (its first floor cell). */
  readonly hubNode: number;
  /** Floor cells of the hub, in row order (where figures in the hub are drawn). */
  readonly hubCells: readonly number[];
  /** Per direction (N, E, S, W), the square just outside the hub's exit that way, or -1. */
  readonly hubExits: readonly number[];
  private readonly open: Uint8Array;
  readonly offset: readonly number[];
  /**
   * Per node, worked out on first use: the map is immutable (a new tile makes a new board and map)
   * and every action asks for the same neighbours and sight lines again (attack targets ask once per bug).
   */
  private readonly neighbourCache: (readonly number[] | undefined)[];
  private readonly sightCache = new Map<number, ReadonlyMap<number, number>>();

  /**
   * `derivedFrom`: the map of the board this one was made from by placing a tile over `changed`.
   * Everything outside the changed cells and their rim is the same there, so the links are updated
   * rather than rebuilt, the hub's cells are kept and the neighbours already listed are shared.
   */
  constructor(board: Board, hubTile: number, derivedFrom?: { readonly map: HiveMap; readonly changed: CellRect }) {
    this.board = board;
    this.hubTile = hubTile;
    const parent = derivedFrom && derivedFrom.map.hubTile === hubTile && derivedFrom.map.board.cells.length === board.cells.length ? derivedFrom : undefined;
    const links = parent ? gridLinksAfterChange(parent.map.board, board, parent.changed) : gridLinks(board);
    this.open = links.open;
    this.offset = links.offset;
    let hubCells: readonly number[];
    if (parent) hubCells = parent.map.hubCells;
    else {
      const found: number[] = [];
      if (hubTile >= 0) for (let c = 0; c < board.cells.length; c++) if (board.tileOf[c] === hubTile && board.cells[c] === CellKind.Floor) found.push(c);
      hubCells = found;
    }
    this.hubCells = hubCells;
    this.hubNode = hubCells[0] ?? -1;
    const exits = [-1, -1, -1, -1];
    for (const cell of hubCells) {
      for (let d = 0; d < 4; d++) {
        const next = cell + (this.offset[d] ?? 0);
        if (((this.open[cell] ?? 0) & (1 << d)) !== 0 && board.tileOf[next] !== hubTile) exits[d] = next;
      }
    }
    this.hubExits = exits;
    if (parent) {
      this.neighbourCache = parent.map.neighbourCache.slice();
      const { changed } = parent;
      for (let y = Math.max(0, changed.y0 - 1); y <= Math.min(board.height - 1, changed.y1 + 1); y++) {
        for (let x = Math.max(0, changed.x0 - 1); x <= Math.min(board.width - 1, changed.x1 + 1); x++) this.neighbourCache[y * board.width + x] = undefined;
      }
      if (this.hubNode >= 0) this.neighbourCache[this.hubNode] = undefined;
    } else this.neighbourCache = new Array<readonly number[] | undefined>(board.cells.length).fill(undefined);
  }

  inHub(cell: number): boolean {
    return this.hubTile >= 0 && this.board.tileOf[cell] === this.hubTile;
  }

  /** The node a cell belongs to: the hub node for any hub cell, else the cell. */
  node(cell: number): number {
    return this.inHub(cell) ? this.hubNode : cell;
  }

  /** Nodes one step (one move) from `node`. Shared between calls: read only. */
  neighbours(node: number): readonly number[] {
    let known = this.neighbourCache[node];
    if (known === undefined) {
      known = this.findNeighbours(node);
      if (node >= 0 && node < this.neighbourCache.length) this.neighbourCache[node] = known;
    }
    return known;
  }

  private findNeighbours(node: number): number[] {
    if (node === this.hubNode && this.hubNode >= 0) return this.hubExits.filter((c) => c >= 0);
    const out: number[] = [];
    const bits = this.open[node] ?? 0;
    for (let d = 0; d < 4; d++) if ((bits & (1 << d)) !== 0) out.push(this.node(node + (this.offset[d] ?? 0)));
    return out;
  }

  /** §11 A10: orthogonal neighbours with no wall between; in the hub, the hub itself too. */
  adjacent(a: number, b: number): boolean {
    const na = this.node(a);
    const nb = this.node(b);
    if (na === nb) return na === this.hubNode;
    return this.neighbours(na).includes(nb);
  }

  /** Tile-grid steps between the tiles of two cells (LJ's range, §6.4). */
  tileDistance(a: number, b: number, size: number): number {
    const pa = this.board.placements[this.board.tileOf[a] ?? -1];
    const pb = this.board.placements[this.board.tileOf[b] ?? -1];
    if (!pa || !pb) return Number.POSITIVE_INFINITY;
    return (Math.abs(pa.x - pb.x) + Math.abs(pa.y - pb.y)) / size;
  }

  /**
   * Every node seen from `node` down straight corridors (§6.3), with its range in squares (§6.4),
   * and the obstacle squares that end a line of sight (the Queen's, §6.3). Figures never block.
   * Shared between calls: read only.
   */
  sight(node: number): ReadonlyMap<number, number> {
    const from = this.node(node);
    let known = this.sightCache.get(from);
    if (!known) {
      known = this.findSight(from);
      this.sightCache.set(from, known);
    }
    return known;
  }

  private findSight(from: number): Map<number, number> {
    const seen = new Map<number, number>();
    if (from === this.hubNode && from >= 0) {
      for (let d = 0; d < 4; d++) {
        const exit = this.hubExits[d] ?? -1;
        if (exit >= 0) this.ray(exit, d, 1, seen);
      }
      seen.set(from, 1);
      return seen;
    }
    for (let d = 0; d < 4; d++) this.ray(from, d, 0, seen, true);
    return seen;
  }

  private ray(start: number, d: number, range: number, seen: Map<number, number>, skipStart = false): void {
    let cell = start;
    let r = range;
    if (!skipStart) seen.set(cell, r);
    for (let guard = 0; guard < this.board.cells.length; guard++) {
      const bits = this.open[cell] ?? 0;
      const next = cell + (this.offset[d] ?? 0);
      if ((bits & (1 << d)) === 0) {
        // The line ends here; an obstacle square right behind is seen (the Queen's square).
        if (this.isObstacleBehindOpenEdge(cell, d) && !seen.has(next)) seen.set(next, r + 1);
        return;
      }
      r++;
      if (this.inHub(next)) {
        if (!seen.has(this.hubNode)) seen.set(this.hubNode, r);
        const exit = this.hubExits[d] ?? -1;
        if (exit < 0) return;
        cell = exit;
        r++;
        if (!seen.has(cell)) seen.set(cell, r);
        continue;
      }
      cell = next;
      if (!seen.has(cell)) seen.set(cell, r);
    }
  }

  private isObstacleBehindOpenEdge(cell: number, d: number): boolean {
    const { width } = this.board;
    const x = cell % width;
    const y = (cell - x) / width;
    const nx = x + (d === 1 ? 1 : d === 3 ? -1 : 0);
    const ny = y + (d === 2 ? 1 : d === 0 ? -1 : 0);
    if (nx < 0 || ny < 0 || nx >= width || ny >= this.board.height) return false;
    const next = ny * width + nx;
    if (this.board.cells[next] !== CellKind.Obstacle) return false;
    const slot = d === 1 ? 2 * cell : d === 2 ? 2 * cell + 1 : d === 3 ? 2 * next : 2 * next + 1;
    return this.board.edges[slot] === 0;
  }
}

const maps = new WeakMap<Board, HiveMap>();

/** The hub is the tile holding the mission's start squares. */
function hubTileOf(board: Board): number {
  const start = board.features.find((f) => f.type === 'start');
  return start ? (board.tileOf[start.y * board.width + start.x] ?? -1) : -1;
}

export function hiveMap(board: Board): HiveMap {
  let map = maps.get(board);
  if (!map) {
    map = new HiveMap(board, hubTileOf(board));
    maps.set(board, map);
  }
  return map;
}

/**
 * Makes the map of `board`, which is `from` with a tile placed over `changed`, from the map of
 * `from` when there is one (exploration: every new tile makes a new board).
 */
export function deriveHiveMap(from: Board, board: Board, changed: CellRect): void {
  const parent = maps.get(from);
  if (!parent || maps.has(board)) return;
  maps.set(board, new HiveMap(board, hubTileOf(board), { map: parent, changed }));
}
