import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { Footprint } from '../../geometry/footprint';
import { SearchField } from '../../geometry/search-field';
import type { StepTable, Topology } from '../../geometry/topology';
import { isOnBoard } from '../../rules/units/unit-status';
import type { HordeObjective, HordeTable } from './types';

/**
 * The battlefield (horde.md §6.1): squares per inch for the grid mode, footprints, the edge-to-edge gap
 * that "within X" reads, terrain kinds from the tiles' slots, and movement fields.
 */

/** Squares per source inch: Mode A 1, Mode B ½ (every distance halved). */
export const scaleOf = (state: HordeTable): number => (state.ext.rules.gridMode === 'B' ? 0.5 : 1);

/** A source distance in squares for the state's grid mode (fractions kept: 3" in Mode B is 1.5). */
export const squares = (state: HordeTable, inches: number): number => inches * scaleOf(state);

/** A square footprint: north-west square (x, y), `size` squares a side. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

export const boxOf = (unit: Unit): Box => ({ x: unit.x, y: unit.y, size: unit.stats['size'] ?? 1 });
export const objectiveBox = (o: HordeObjective): Box => ({ x: o.x, y: o.y, size: 2 });

/** horde.md §6.1: the Euclidean distance between the closest points of two footprints (0 = base contact). */
export function gap(a: Box, b: Box): number {
  const dx = Math.max(0, b.x - (a.x + a.size), a.x - (b.x + b.size));
  const dy = Math.max(0, b.y - (a.y + a.size), a.y - (b.y + b.size));
  return Math.sqrt(dx * dx + dy * dy);
}

/** The gap from a footprint to a point of the grid's lines (a table corner, a quarter's centre). */
export function gapToPoint(a: Box, px: number, py: number): number {
  const dx = Math.max(0, a.x - px, px - (a.x + a.size));
  const dy = Math.max(0, a.y - py, py - (a.y + a.size));
  return Math.sqrt(dx * dx + dy * dy);
}

/** "Within X inches" (horde.md §6.1): gap ≤ X in Mode A, ≤ X / 2 in Mode B. */
export const within = (state: HordeTable, a: Box, b: Box, inches: number): boolean => gap(a, b) <= squares(state, inches) + 1e-9;

/** Units standing on the table: active or unconscious (they still take up room). */
export const standing = (unit: Unit): boolean => isOnBoard(unit) && unit.health >= 0 && unit.status !== 'dead';
export const conscious = (unit: Unit): boolean => unit.status === 'active' && isOnBoard(unit);

/** Terrain kinds (horde.md §3.6, §11 G5): blocking terrain is cells; cover, difficult and dangerous are tile slots. */
export interface Terrain {
  readonly cover: Uint8Array;
  readonly difficult: Uint8Array;
  readonly dangerous: Uint8Array;
}

const terrains = new WeakMap<Board, Terrain>();

export function terrainOf(board: Board): Terrain {
  const hit = terrains.get(board);
  if (hit) return hit;
  const n = board.width * board.height;
  const terrain: Terrain = { cover: new Uint8Array(n), difficult: new Uint8Array(n), dangerous: new Uint8Array(n) };
  for (const slot of board.slots) {
    const layer = slot.type === 'cover' ? terrain.cover : slot.type === 'difficult' ? terrain.difficult : slot.type === 'dangerous' ? terrain.dangerous : null;
    if (layer && slot.x >= 0 && slot.y >= 0 && slot.x < board.width && slot.y < board.height) layer[slot.y * board.width + slot.x] = 1;
  }
  terrains.set(board, terrain);
  return terrain;
}

/**
 * The table quarter an event turns into Dangerous (T10 31, Crumbling Earth) or Difficult (34, Heavy Rain)
 * ground until the next event, as a half-open rectangle of squares; null when neither is in force.
 */
export function eventQuarter(state: HordeTable, board: Board, kind: 'dangerous' | 'difficult'): Box2 | null {
  const event = state.ext.event;
  if (!event || event.roll !== (kind === 'dangerous' ? 31 : 34) || event.quarter === undefined) return null;
  const east = event.quarter === 2 || event.quarter === 3;
  const south = event.quarter >= 3;
  const hw = Math.floor(board.width / 2);
  const hh = Math.floor(board.height / 2);
  return { x0: east ? hw : 0, y0: south ? hh : 0, x1: east ? board.width : hw, y1: south ? board.height : hh };
}

/** A half-open rectangle of squares [x0, x1) × [y0, y1). */
export interface Box2 {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export const boxInRect = (box: Box, r: Box2 | null): boolean => r !== null && box.x < r.x1 && box.x + box.size > r.x0 && box.y < r.y1 && box.y + box.size > r.y0;

/** True when any square of the box is marked in the layer. */
export function boxTouches(board: Board, layer: Uint8Array, box: Box): boolean {
  for (let j = 0; j < box.size; j++) for (let i = 0; i < box.size; i++) if (layer[(box.y + j) * board.width + box.x + i] === 1) return true;
  return false;
}

/**
 * horde.md §11 G4 Grease Grenade: 1 per square within 3" of a point a grease grenade was thrown at this
 * round (difficult ground until the end of the round); null when none was.
 */
export function greasedSquares(state: HordeTable, width: number, height: number): Uint8Array | null {
  const points = state.ext.grease ?? [];
  if (points.length === 0) return null;
  const layer = new Uint8Array(width * height);
  const reach = squares(state, 3);
  const r = Math.ceil(reach) + 1; // a gap of g lies g + 1 squares away
  for (const p of points) {
    for (let y = Math.max(0, p.y - r); y <= Math.min(height - 1, p.y + r); y++) {
      for (let x = Math.max(0, p.x - r); x <= Math.min(width - 1, p.x + r); x++) if (gap({ x, y, size: 1 }, { x: p.x, y: p.y, size: 1 }) <= reach + 1e-9) layer[y * width + x] = 1;
    }
  }
  return layer;
}

/** 1 per square another standing unit or a marker covers (models may not pass through models, §6.1, Proposed for friends too). */
export function blockedFor(state: HordeTable, board: Board, mover: Unit | null): Uint8Array {
  return markBlocked(new Uint8Array(board.width * board.height), state, board, mover);
}

/** `blockedFor` written into `blocked` (cleared first), so a caller may reuse one array. */
function markBlocked(blocked: Uint8Array, state: HordeTable, board: Board, mover: Unit | null): Uint8Array {
  blocked.fill(0);
  for (const unit of state.units) {
    if (unit === mover || (mover !== null && unit.id === mover.id) || !standing(unit)) continue;
    const size = unit.stats['size'] ?? 1;
    for (let j = 0; j < size; j++) for (let i = 0; i < size; i++) blocked[(unit.y + j) * board.width + unit.x + i] = 1;
  }
  // Objective markers stand on the table too (2 × 2, §6.1); a destroyed one is removed.
  for (const o of state.ext.objectives) {
    if (o.destroyed) continue;
    for (let j = 0; j < 2; j++) for (let i = 0; i < 2; i++) blocked[(o.y + j) * board.width + o.x + i] = 1;
  }
  return blocked;
}

/**
 * Movement over the battlefield: the steps of a `Footprint` (8 ways, 1-2-1 diagonals, no corner cutting)
 * less those onto or around squares other models and markers cover, difficult terrain doubled (horde.md
 * §11 G5: a step whose new footprint covers a difficult square costs twice its 1-2-1 price; open question
 * 2: charged on entering, the diagonal parity kept). The walls never change in horde, so the footprint's
 * own steps are worked out once per board and size; only the models, which move, are checked per search.
 * A step is kept exactly when a Footprint given the same `blocked` would take it: its target clear, and
 * for a diagonal both orthogonal squares beside it clear too.
 */
class HordeGround implements Topology {
  readonly steps: StepTable | undefined = undefined;
  readonly maxStepCost: number;
  readonly placeCount: number;
  readonly nodeCount: number;
  readonly maxDegree = 8;
  readonly costShift = 1 as const;
  constructor(
    private readonly ground: Ground,
    private readonly blocked: Uint8Array,
    /** A quarter that counts as difficult ground for now (event 34), or null. */
    private readonly muddy: Box2 | null = null,
    /** Squares greased this round (§11 G4), or null. */
    private readonly greased: Uint8Array | null = null,
  ) {
    this.maxStepCost = ground.walls.maxStepCost * 2;
    this.placeCount = ground.walls.placeCount;
    this.nodeCount = ground.walls.nodeCount;
  }
  private clear(anchor: number): boolean {
    const { size, width } = this.ground;
    if (size === 1) return this.blocked[anchor] !== 1;
    for (let j = 0; j < size; j++) for (let i = 0; i < size; i++) if (this.blocked[anchor + j * width + i] === 1) return false;
    return true;
  }
  placeOf(node: number): number {
    return node;
  }
  startNode(place: number): number {
    return this.ground.walls.startNode(place) >= 0 && this.clear(place) ? place : -1;
  }
  neighbours(node: number, to: Int32Array, cost: Int32Array): number {
    const { ways, offsets, difficult, width, size } = this.ground;
    const mask = ways[node] as number;
    let kept = 0;
    for (let d = 0; d < 8; d++) {
      if ((mask & (1 << d)) === 0) continue;
      const target = node + (offsets[d] as number);
      if (!this.clear(target)) continue;
      // A diagonal needs both orthogonal places beside it clear too (no squeezing between models).
      if (d >= 4 && (!this.clear(node + (offsets[d - 4] as number)) || !this.clear(node + (offsets[(d - 3) & 3] as number)))) continue;
      const step = d < 4 ? 2 : 3;
      to[kept] = target;
      const hard =
        difficult[target] === 1 || (this.muddy !== null && boxInRect({ x: target % width, y: Math.floor(target / width), size }, this.muddy)) || (this.greased !== null && this.slick(target));
      cost[kept++] = hard ? 2 * step : step;
    }
    return kept;
  }
  /** True when the footprint anchored at `anchor` covers a greased square. */
  private slick(anchor: number): boolean {
    const { size, width } = this.ground;
    for (let j = 0; j < size; j++) for (let i = 0; i < size; i++) if (this.greased?.[anchor + j * width + i] === 1) return true;
    return false;
  }
  canLeave(): boolean {
    return true;
  }
  estimate(node: number, place: number): number {
    return this.ground.walls.estimate(node, place);
  }
}

/**
 * What never changes on a board for a footprint size: the footprint's own steps (bit d of `ways[anchor]`
 * for a step to `anchor + offsets[d]`: N, E, S, W, then NE, SE, SW, NW), and the anchors touching
 * difficult ground.
 */
interface Ground {
  readonly walls: Footprint;
  readonly size: number;
  readonly width: number;
  readonly offsets: Int32Array;
  readonly ways: Uint8Array;
  readonly difficult: Uint8Array;
  /** 1 per anchor whose footprint touches dangerous ground (§11 G5). */
  readonly dangerous: Uint8Array;
}

/** Per board and footprint size, worked out once (horde's walls never change: no doors open or close). */
const grounds = new WeakMap<Board, Map<number, Ground>>();
function groundFor(board: Board, size: number): Ground {
  let bySize = grounds.get(board);
  if (!bySize) grounds.set(board, (bySize = new Map()));
  const known = bySize.get(size);
  if (known) return known;
  const { width, height } = board;
  const walls = new Footprint(board, size);
  const offsets = Int32Array.from([-width, 1, width, -1, 1 - width, 1 + width, width - 1, -width - 1]);
  const ways = new Uint8Array(width * height);
  const difficult = new Uint8Array(width * height);
  const dangerous = new Uint8Array(width * height);
  const layer = terrainOf(board).difficult;
  const danger = terrainOf(board).dangerous;
  const to = new Int32Array(8);
  const cost = new Int32Array(8);
  for (let anchor = 0; anchor < width * height; anchor++) {
    const x = anchor % width;
    const y = (anchor - x) / width;
    if (x + size <= width && y + size <= height && boxTouches(board, layer, { x, y, size })) difficult[anchor] = 1;
    if (x + size <= width && y + size <= height && boxTouches(board, danger, { x, y, size })) dangerous[anchor] = 1;
    if (walls.startNode(anchor) < 0) continue;
    const count = walls.neighbours(anchor, to, cost);
    for (let k = 0; k < count; k++) ways[anchor] = (ways[anchor] as number) | (1 << offsets.indexOf((to[k] as number) - anchor));
  }
  const ground = { walls, size, width, offsets, ways, difficult, dangerous };
  bySize.set(size, ground);
  return ground;
}

/** 1 per anchor where a footprint `size` squares a side touches dangerous ground (worked out once per board and size). */
export const dangerousAnchors = (board: Board, size: number): Uint8Array => groundFor(board, size).dangerous;

/** Where `unit` may go within `allowance` squares now: the field's `distanceAt(anchor)`, UNREACHED elsewhere. */
export function moveField(state: HordeTable, board: Board, unit: Unit, allowance: number): SearchField {
  return computeMoveField(new SearchField(), state, board, unit, allowance);
}

function computeMoveField(field: SearchField, state: HordeTable, board: Board, unit: Unit, allowance: number): SearchField {
  const topology = new HordeGround(
    groundFor(board, unit.stats['size'] ?? 1),
    blockedFor(state, board, unit),
    eventQuarter(state, board, 'difficult'),
    greasedSquares(state, board.width, board.height),
  );
  return field.compute(topology, [unit.y * board.width + unit.x], Math.max(0, Math.floor(allowance)));
}

/**
 * `moveField` on one field per board that the rules reuse (its arrays are the cost of a move's check and
 * resolution): valid only until the next call for that board, so only for a result read at once. A call
 * with the same inputs as the last (the mover, where it stands, its allowance, the squares models and
 * markers cover, the event quarter and the grease) returns the last field as it is: an enemy's decision,
 * the move's check and its resolution ask for the same field, worked out once.
 */
interface ScratchMemo {
  readonly field: SearchField;
  readonly blocked: Uint8Array;
  /** The last search's inputs as numbers (what `signature` writes), and a spare array for the next one's. */
  sig: Int32Array;
  spare: Int32Array;
  length: number;
  mover: string | null;
}
const scratchMemos = new WeakMap<Board, ScratchMemo>();
export function scratchMoveField(state: HordeTable, board: Board, unit: Unit, allowance: number): SearchField {
  let memo = scratchMemos.get(board);
  if (!memo) scratchMemos.set(board, (memo = { field: new SearchField(), blocked: new Uint8Array(board.width * board.height), sig: new Int32Array(64), spare: new Int32Array(64), length: -1, mover: null }));
  const muddy = eventQuarter(state, board, 'difficult');
  const bound = Math.max(0, Math.floor(allowance));
  const length = signature(memo, state, unit, bound, muddy);
  const { sig, spare } = memo;
  let same = memo.mover === unit.id && length === memo.length;
  for (let i = 0; same && i < length; i++) same = sig[i] === spare[i];
  if (same) return memo.field;
  memo.sig = spare;
  memo.spare = sig;
  memo.length = length;
  memo.mover = unit.id;
  const topology = new HordeGround(groundFor(board, unit.stats['size'] ?? 1), markBlocked(memo.blocked, state, board, unit), muddy, greasedSquares(state, board.width, board.height));
  return memo.field.compute(topology, [unit.y * board.width + unit.x], bound);
}

/**
 * Writes into `memo.spare` every input of a movement field but the board and the mover's id: where the
 * mover stands, its size and allowance, the event quarter, the grease, and every other model and marker
 * on the table (in state order, so the same table writes the same numbers). Returns the count written.
 */
function signature(memo: ScratchMemo, state: HordeTable, unit: Unit, allowance: number, muddy: Box2 | null): number {
  const grease = state.ext.grease ?? [];
  const need = 12 + 2 * grease.length + 3 * state.units.length + 3 * state.ext.objectives.length;
  if (memo.spare.length < need) memo.spare = new Int32Array(need * 2);
  const out = memo.spare;
  let n = 0;
  out[n++] = unit.x;
  out[n++] = unit.y;
  out[n++] = unit.stats['size'] ?? 1;
  out[n++] = allowance;
  out[n++] = muddy ? muddy.x0 : -1;
  out[n++] = muddy ? muddy.y0 : -1;
  out[n++] = muddy ? muddy.x1 : -1;
  out[n++] = muddy ? muddy.y1 : -1;
  out[n++] = grease.length;
  for (const p of grease) {
    out[n++] = p.x;
    out[n++] = p.y;
  }
  for (const other of state.units) {
    if (other === unit || other.id === unit.id || !standing(other)) continue;
    out[n++] = other.x;
    out[n++] = other.y;
    out[n++] = other.stats['size'] ?? 1;
  }
  for (const o of state.ext.objectives) {
    out[n++] = o.x;
    out[n++] = o.y;
    out[n++] = o.destroyed ? 1 : 0;
  }
  return n;
}
