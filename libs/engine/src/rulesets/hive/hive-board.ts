import type { Board } from '../../board/board';
import { CellKind } from '../../board/cell-kind';
import { DIRECTIONS, STEP, type Direction } from '../../board/direction';
import { orientTile } from '../../board/oriented-tile';
import { placeTile } from '../../board/place-tile';
import type { Rotation, TileDefinition } from '../../board/tile';
import type { CellRect } from '../../geometry/grid-links';
import { deriveHiveMap } from './hive-map';
import type { PlacedTile } from './types';

/**
 * The board of a state: the mission's board plus the state's placed tiles, placed in order (§6.5).
 * Boards are cached per mission board as a chain by placement count and checked against the
 * placements, so replays, undo and different games on one mission all get the right board. The
 * check compares fields (no key strings): it runs on every query of every action. A shorter list of
 * placements that matches the chain (an undone exploration) keeps the longer chain for the redo.
 */
interface Chain {
  readonly boards: Board[];
  readonly placed: PlacedTile[];
}

const chains = new WeakMap<Board, Chain>();

const samePlacement = (a: PlacedTile, b: PlacedTile): boolean => a.tile === b.tile && a.x === b.x && a.y === b.y && a.rotation === b.rotation;

export function boardWith(base: Board, placed: readonly PlacedTile[], tiles: ReadonlyMap<string, TileDefinition>): Board {
  let chain = chains.get(base);
  if (!chain) {
    chain = { boards: [base], placed: [] };
    chains.set(base, chain);
  }
  const known = chain.placed;
  let k = 0;
  while (k < placed.length && k < known.length && samePlacement(known[k] as PlacedTile, placed[k] as PlacedTile)) k++;
  if (k === placed.length) return chain.boards[k] as Board;
  chain.boards.length = k + 1;
  known.length = k;
  for (; k < placed.length; k++) {
    const p = placed[k] as PlacedTile;
    const definition = tiles.get(p.tile);
    if (!definition) throw new Error(`Unknown hive tile "${p.tile}"`);
    const next = placeTile(chain.boards[k] as Board, definition, { tile: p.tile, x: p.x, y: p.y, rotation: p.rotation });
    if (!next.ok) throw new Error(`Tile "${p.tile}" cannot be placed at (${p.x}, ${p.y})`);
    const changed = placedRect(definition, p);
    deriveHiveMap(chain.boards[k] as Board, next.value, changed);
    deriveOpenEdges(chain.boards[k] as Board, next.value, changed);
    chain.boards.push(next.value);
    // A copy: the state's record may be changed in place later (undo), the chain's must not.
    known.push({ ...p });
  }
  return chain.boards[placed.length] as Board;
}

/** The cells a placed tile covers (its rows turned by its rotation). */
function placedRect(definition: TileDefinition, p: PlacedTile): CellRect {
  const rows = definition.cells.length;
  let columns = 0;
  for (const row of definition.cells) columns = Math.max(columns, row.length);
  const turned = p.rotation === 90 || p.rotation === 270;
  const width = turned ? rows : columns;
  const height = turned ? columns : rows;
  return { x0: p.x, y0: p.y, x1: p.x + width - 1, y1: p.y + height - 1 };
}

/** The size of a tile-grid step: the hive's tiles are all this wide (§11 G2: 5). */
export function tileSize(board: Board): number {
  const first = board.placements[0];
  return first ? tileSpan(board, 0) : 5;
}

function tileSpan(board: Board, index: number): number {
  const p = board.placements[index];
  if (!p) return 5;
  let right = p.x;
  while (right < board.width && board.tileOf[p.y * board.width + right] === index) right++;
  return Math.max(1, right - p.x);
}

/** The placement index of the cell (x, y), or -1. */
export const tileAt = (board: Board, x: number, y: number): number =>
  x < 0 || y < 0 || x >= board.width || y >= board.height ? -1 : (board.tileOf[y * board.width + x] ?? -1);

/** An opening that leads nowhere yet: where exploration goes on and spawn tokens are placed (§6.5 step 8). */
export interface OpenEdge {
  readonly x: number;
  readonly y: number;
  readonly side: Direction;
  readonly tile: number;
  /** Top-left corner of the empty tile-grid slot beyond it. */
  readonly slotX: number;
  readonly slotY: number;
}

const edgeCache = new WeakMap<Board, readonly OpenEdge[]>();

/**
 * Openings of placed tiles whose neighbouring tile-grid slot is empty and inside the map (§6.5 step 8).
 * Openings facing another tile (matched or sealed by its wall) are not open edges.
 */
export function openEdges(board: Board): readonly OpenEdge[] {
  const hit = edgeCache.get(board);
  if (hit) return hit;
  const size = tileSize(board);
  const edges: OpenEdge[] = [];
  for (let cell = 0; cell < board.openingSides.length; cell++) edgesOfCell(board, cell, size, edges);
  edgeCache.set(board, edges);
  return edges;
}

/** The open edges of one cell, in N, E, S, W order. */
function edgesOfCell(board: Board, cell: number, size: number, edges: OpenEdge[]): void {
  const sides = board.openingSides[cell] ?? 0;
  if (sides === 0) return;
  const x = cell % board.width;
  const y = (cell - x) / board.width;
  const tile = board.tileOf[cell] ?? -1;
  const origin = board.placements[tile];
  if (!origin) return;
  for (let d = 0; d < DIRECTIONS.length; d++) {
    if ((sides & (1 << d)) === 0) continue;
    const side = DIRECTIONS[d] as Direction;
    const { dx, dy } = STEP[side];
    const slotX = origin.x + dx * size;
    const slotY = origin.y + dy * size;
    if (slotX < 0 || slotY < 0 || slotX + size > board.width || slotY + size > board.height) continue;
    if (board.cells[(y + dy) * board.width + x + dx] !== CellKind.Void) continue;
    if (!slotEmpty(board, slotX, slotY, size)) continue;
    edges.push({ x, y, side, tile, slotX, slotY });
  }
}

/**
 * The open edges of `board`, which is `from` with one more tile over `changed`, from those of `from`
 * when known (every explored tile makes a new board; scanning all of it for openings was a visible
 * part of each exploration). Placing a tile only fills squares: an edge of `from` stays open unless
 * the new tile fills the square or the slot it faces, and only the new tile's openings can be new.
 * Same edges in the same order (by cell, then N, E, S, W) as `openEdges`.
 */
export function deriveOpenEdges(from: Board, board: Board, changed: CellRect): void {
  const before = edgeCache.get(from);
  const size = tileSize(board);
  if (!before || edgeCache.has(board) || tileSize(from) !== size) return;
  const { width } = board;
  const kept = before.filter((e) => board.cells[(e.y + STEP[e.side].dy) * width + e.x + STEP[e.side].dx] === CellKind.Void && slotEmpty(board, e.slotX, e.slotY, size));
  const added: OpenEdge[] = [];
  const index = board.placements.length - 1;
  for (let y = Math.max(0, changed.y0); y <= Math.min(board.height - 1, changed.y1); y++) {
    for (let x = Math.max(0, changed.x0); x <= Math.min(width - 1, changed.x1); x++) {
      const cell = y * width + x;
      if (board.tileOf[cell] === index) edgesOfCell(board, cell, size, added);
    }
  }
  const order = (e: OpenEdge): number => (e.y * width + e.x) * 4 + DIRECTIONS.indexOf(e.side);
  const merged: OpenEdge[] = [];
  let i = 0;
  let j = 0;
  while (i < kept.length || j < added.length) {
    const a = kept[i];
    const b = added[j];
    if (b === undefined || (a !== undefined && order(a) < order(b))) {
      merged.push(a as OpenEdge);
      i++;
    } else {
      merged.push(b);
      j++;
    }
  }
  edgeCache.set(board, merged);
}

function slotEmpty(board: Board, x0: number, y0: number, size: number): boolean {
  for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) if ((board.tileOf[y * board.width + x] ?? -1) >= 0) return false;
  return true;
}

export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

const OPPOSITE: Readonly<Record<Direction, Direction>> = { north: 'south', east: 'west', south: 'north', west: 'east' };
export const opposite = (side: Direction): Direction => OPPOSITE[side];

/**
 * Rotations of `definition` placed at (x, y) that put an opening against the edge being left
 * (§6.5 step 2: a clear corridor). The cell beyond `from` must be a floor opening facing back.
 */
export function legalRotations(definition: TileDefinition, slotX: number, slotY: number, from: { x: number; y: number }, side: Direction): Rotation[] {
  const { dx, dy } = STEP[side];
  const entryX = from.x + dx - slotX;
  const entryY = from.y + dy - slotY;
  return ROTATIONS.filter((rotation) => {
    const oriented = orientTile(definition, rotation);
    const row = oriented.rows[entryY];
    if (row?.[entryX] !== '.') return false;
    return oriented.openings.some((o) => o.x === entryX && o.y === entryY && o.side === opposite(side));
  });
}
