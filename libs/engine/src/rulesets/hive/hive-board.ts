import type { Board } from '../../board/board';
import { CellKind } from '../../board/cell-kind';
import { DIRECTIONS, STEP, type Direction } from '../../board/direction';
import { orientTile } from '../../board/oriented-tile';
import { placeTile } from '../../board/place-tile';
import type { Rotation, TileDefinition } from '../../board/tile';
import type { PlacedTile } from './types';

/**
 * The board of a state: the mission's board plus the state's placed tiles, placed in order (§6.5).
 * Boards are cached per mission board by placement count and checked against the placements, so
 * replays, undo and different games on one mission all get the right board.
 */
interface Chain {
  readonly boards: Board[];
  readonly keys: string[];
}

const chains = new WeakMap<Board, Chain>();

const keyOf = (p: PlacedTile): string => `${p.tile}@${p.x},${p.y},${p.rotation}`;

export function boardWith(base: Board, placed: readonly PlacedTile[], tiles: ReadonlyMap<string, TileDefinition>): Board {
  let chain = chains.get(base);
  if (!chain) {
    chain = { boards: [base], keys: [] };
    chains.set(base, chain);
  }
  let k = 0;
  while (k < placed.length && k < chain.keys.length && chain.keys[k] === keyOf(placed[k] as PlacedTile)) k++;
  chain.boards.length = k + 1;
  chain.keys.length = k;
  for (; k < placed.length; k++) {
    const p = placed[k] as PlacedTile;
    const definition = tiles.get(p.tile);
    if (!definition) throw new Error(`Unknown hive tile "${p.tile}"`);
    const next = placeTile(chain.boards[k] as Board, definition, { tile: p.tile, x: p.x, y: p.y, rotation: p.rotation });
    if (!next.ok) throw new Error(`Tile "${p.tile}" cannot be placed at (${p.x}, ${p.y})`);
    chain.boards.push(next.value);
    chain.keys.push(keyOf(p));
  }
  return chain.boards[placed.length] as Board;
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
  for (let cell = 0; cell < board.openingSides.length; cell++) {
    const sides = board.openingSides[cell] ?? 0;
    if (sides === 0) continue;
    const x = cell % board.width;
    const y = (cell - x) / board.width;
    const tile = board.tileOf[cell] ?? -1;
    const origin = board.placements[tile];
    if (!origin) continue;
    for (const side of DIRECTIONS) {
      if ((sides & (1 << DIRECTIONS.indexOf(side))) === 0) continue;
      const { dx, dy } = STEP[side];
      const slotX = origin.x + dx * size;
      const slotY = origin.y + dy * size;
      if (slotX < 0 || slotY < 0 || slotX + size > board.width || slotY + size > board.height) continue;
      if (board.cells[(y + dy) * board.width + x + dx] !== CellKind.Void) continue;
      if (!slotEmpty(board, slotX, slotY, size)) continue;
      edges.push({ x, y, side, tile, slotX, slotY });
    }
  }
  edgeCache.set(board, edges);
  return edges;
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
