import type { Board, BoardSlot } from '../../board/board';
import { CellKind } from '../../board/cell-kind';
import { nextInt, seedRng, type RngState } from '../../rules/random/rng';
import { cornerPoint } from './deploy';
import type { Box } from './battlefield';

/**
 * The terrain generator of horde.md §11 G5 (Proposed) for §4.1 step 4, "Place 20 or more pieces of terrain":
 * 24 pieces — 8 blocking, 8 cover, 4 difficult, 4 dangerous — with footprints of 2×2 to 6×6 squares in
 * Mode A, none within 3" of an objective or 6" of the table centre. Pure: the same board, markers and seed
 * always give the same pieces.
 */

export type TerrainKind = 'blocking' | 'cover' | 'difficult' | 'dangerous';

/** One piece: a w × h rectangle of squares, north-west square (x, y). */
export interface TerrainPiece {
  readonly kind: TerrainKind;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** §11 G5's mix; blocking first, so the connectivity check sees every wall before the rest is laid. */
export const TERRAIN_MIX: readonly (readonly [TerrainKind, number])[] = [
  ['blocking', 8],
  ['cover', 8],
  ['difficult', 4],
  ['dangerous', 4],
];

export interface TerrainInput {
  readonly board: Board;
  /** Squares per source inch: Mode A 1, Mode B ½ (footprints and distances halved; the count is kept). */
  readonly scale: number;
  readonly markers: readonly { readonly x: number; readonly y: number }[];
  readonly seed: number;
}

/** Tries per piece before it is dropped (a crowded or walled table may not have room for all 24). */
const TRIES = 200;
/** The widest model (a brute, 2 × 2) must still walk from every corner to every objective. */
const WIDEST = 2;

export function generateTerrain(input: TerrainInput): TerrainPiece[] {
  const { board } = input;
  // A stream of its own, so the terrain does not share draws with the game's dice.
  const rng = seedRng((input.seed ^ 0x7e44a1d5) >>> 0);
  const taken = new Uint8Array(board.width * board.height);
  const blocked = new Uint8Array(board.width * board.height);
  for (let i = 0; i < board.cells.length; i++)
    if (board.cells[i] !== CellKind.Floor) blocked[i] = 1;
  for (const f of board.features) taken[f.y * board.width + f.x] = 1;
  const pieces: TerrainPiece[] = [];
  for (const [kind, count] of TERRAIN_MIX) {
    for (let n = 0; n < count; n++) {
      const piece = placePiece(rng, input, kind, taken, blocked);
      if (!piece) continue;
      pieces.push(piece);
      mark(board, taken, piece);
      if (kind === 'blocking') mark(board, blocked, piece);
    }
  }
  return pieces;
}

function placePiece(
  rng: RngState,
  input: TerrainInput,
  kind: TerrainKind,
  taken: Uint8Array,
  blocked: Uint8Array,
): TerrainPiece | null {
  const { board, scale } = input;
  const least = Math.max(1, Math.round(2 * scale));
  const most = Math.max(least, Math.round(6 * scale));
  for (let t = 0; t < TRIES; t++) {
    const w = least + nextInt(rng, most - least + 1);
    const h = least + nextInt(rng, most - least + 1);
    const x = nextInt(rng, board.width - w + 1);
    const y = nextInt(rng, board.height - h + 1);
    const piece: TerrainPiece = { kind, x, y, w, h };
    if (!fits(input, piece, taken, blocked)) continue;
    if (kind === 'blocking') {
      mark(board, blocked, piece);
      const open = cornersReachObjectives(board, blocked, input.markers, scale);
      unmark(board, blocked, piece);
      if (!open) continue;
    }
    return piece;
  }
  return null;
}

/** On open floor, clear of other pieces and features, and far enough from markers, centre and corners. */
function fits(
  input: TerrainInput,
  p: TerrainPiece,
  taken: Uint8Array,
  blocked: Uint8Array,
): boolean {
  const { board, scale, markers } = input;
  for (let j = 0; j < p.h; j++) {
    for (let i = 0; i < p.w; i++) {
      const c = (p.y + j) * board.width + p.x + i;
      if (taken[c] === 1 || blocked[c] === 1) return false;
    }
  }
  if (
    markers.some(
      (m) => rectGap(p, { x: m.x, y: m.y, size: 2 }) <= 3 * scale + 1e-9,
    )
  )
    return false;
  if (rectGapToPoint(p, board.width / 2, board.height / 2) <= 6 * scale + 1e-9)
    return false;
  // Proposed: the corner deployment zones (within 6", §8.3) stay open so every wave can be placed.
  for (let corner = 1; corner <= 4; corner++) {
    const at = cornerPoint(corner, board.width, board.height);
    if (rectGapToPoint(p, at.x, at.y) <= 6 * scale + 1e-9) return false;
  }
  return true;
}

/** The §6.1 gap (closest points) from a rectangular piece to a square footprint. */
export function rectGap(p: TerrainPiece, b: Box): number {
  const dx = Math.max(0, b.x - (p.x + p.w), p.x - (b.x + b.size));
  const dy = Math.max(0, b.y - (p.y + p.h), p.y - (b.y + b.size));
  return Math.sqrt(dx * dx + dy * dy);
}

/** The gap from a rectangular piece to a point of the grid's lines (the table centre, a corner). */
export function rectGapToPoint(
  p: TerrainPiece,
  px: number,
  py: number,
): number {
  const dx = Math.max(0, p.x - px, px - (p.x + p.w));
  const dy = Math.max(0, p.y - py, py - (p.y + p.h));
  return Math.sqrt(dx * dx + dy * dy);
}

function mark(board: Board, layer: Uint8Array, p: TerrainPiece): void {
  for (let j = 0; j < p.h; j++)
    for (let i = 0; i < p.w; i++) layer[(p.y + j) * board.width + p.x + i] = 1;
}

function unmark(board: Board, layer: Uint8Array, p: TerrainPiece): void {
  for (let j = 0; j < p.h; j++)
    for (let i = 0; i < p.w; i++) layer[(p.y + j) * board.width + p.x + i] = 0;
}

/**
 * True when a model as wide as the widest enemy can walk (orthogonal steps) from each table corner to
 * beside each objective marker. Orthogonal-only is the stricter test: a diagonal path needs its
 * orthogonal neighbours open anyway (no corner cutting).
 */
export function cornersReachObjectives(
  board: Board,
  blocked: Uint8Array,
  markers: readonly { readonly x: number; readonly y: number }[],
  scale: number,
): boolean {
  const size = Math.max(1, Math.round(WIDEST * scale));
  const { width, height } = board;
  const fitsAt = (x: number, y: number): boolean => {
    if (x < 0 || y < 0 || x + size > width || y + size > height) return false;
    for (let j = 0; j < size; j++)
      for (let i = 0; i < size; i++)
        if (blocked[(y + j) * width + x + i] === 1) return false;
    return true;
  };
  const corners = [
    { x: 0, y: 0 },
    { x: width - size, y: 0 },
    { x: width - size, y: height - size },
    { x: 0, y: height - size },
  ];
  const reached = new Uint8Array(width * height);
  const queue: number[] = [];
  // One flood from the first open corner; every other corner and every marker must be in it.
  const first = corners.find((c) => fitsAt(c.x, c.y));
  if (!first) return false;
  reached[first.y * width + first.x] = 1;
  queue.push(first.y * width + first.x);
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head] as number;
    const x = c % width;
    const y = (c - x) / width;
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as const) {
      if (!fitsAt(nx, ny) || reached[ny * width + nx] === 1) continue;
      reached[ny * width + nx] = 1;
      queue.push(ny * width + nx);
    }
  }
  if (
    corners.some((c) => !fitsAt(c.x, c.y) || reached[c.y * width + c.x] !== 1)
  )
    return false;
  return markers.every((m) =>
    touchesReached(
      reached,
      width,
      height,
      { x: m.x, y: m.y, w: 2, h: 2 },
      size,
    ),
  );
}

/** Some reached anchor puts the model's footprint in base contact with the marker (a ring around it). */
function touchesReached(
  reached: Uint8Array,
  width: number,
  height: number,
  m: { x: number; y: number; w: number; h: number },
  size: number,
): boolean {
  for (let y = m.y - size; y <= m.y + m.h; y++) {
    for (let x = m.x - size; x <= m.x + m.w; x++) {
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      if (reached[y * width + x] === 1) return true;
    }
  }
  return false;
}

/** The board without the tiles' own terrain: obstacle squares back to floor, no cover/difficult/dangerous slots. */
export function clearedOfTerrain(board: Board): Board {
  const cells = Uint8Array.from(board.cells, (k) =>
    k === CellKind.Obstacle ? CellKind.Floor : k,
  );
  const slots = board.slots.filter(
    (s) =>
      s.type !== 'cover' && s.type !== 'difficult' && s.type !== 'dangerous',
  );
  return { ...board, cells, slots };
}

/**
 * The board with the generated pieces laid on a cleared board: blocking pieces become obstacle squares
 * (they block sight and movement, §11 G5), the rest tile slots that `terrainOf` reads. Horde plays on
 * squares and never reads zones, so none are rebuilt.
 */
export function withTerrain(
  board: Board,
  pieces: readonly TerrainPiece[],
): Board {
  const cells = Uint8Array.from(board.cells);
  const slots: BoardSlot[] = [...board.slots];
  for (const p of pieces) {
    for (let j = 0; j < p.h; j++) {
      for (let i = 0; i < p.w; i++) {
        const x = p.x + i;
        const y = p.y + j;
        if (p.kind === 'blocking')
          cells[y * board.width + x] = CellKind.Obstacle;
        else
          slots.push({
            type: p.kind,
            x,
            y,
            tile: board.tileOf[y * board.width + x] ?? -1,
          });
      }
    }
  }
  return { ...board, cells, slots };
}

/** horde.md §4.1 step 4 with the generator: the tiles' terrain replaced by G5's pieces. */
export function generatedBoard(input: TerrainInput): {
  board: Board;
  pieces: TerrainPiece[];
} {
  const cleared = clearedOfTerrain(input.board);
  const pieces = generateTerrain({ ...input, board: cleared });
  return { board: withTerrain(cleared, pieces), pieces };
}
