import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { Footprint } from '../../geometry/footprint';
import { SearchField } from '../../geometry/search-field';
import type { StepTable, Topology } from '../../geometry/topology';
import { isOnBoard } from '../../rules/units/unit-status';
import type { HordeObjective, HordeState } from './types';

/**
 * The battlefield (horde.md §6.1): squares per inch for the grid mode, footprints, the edge-to-edge gap
 * that "within X" reads, terrain kinds from the tiles' slots, and movement fields.
 */

/** Squares per source inch: Mode A 1, Mode B ½ (every distance halved). */
export const scaleOf = (state: HordeState): number => (state.ext.rules.gridMode === 'B' ? 0.5 : 1);

/** A source distance in squares for the state's grid mode (fractions kept: 3" in Mode B is 1.5). */
export const squares = (state: HordeState, inches: number): number => inches * scaleOf(state);

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
export const within = (state: HordeState, a: Box, b: Box, inches: number): boolean => gap(a, b) <= squares(state, inches) + 1e-9;

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

/** True when any square of the box is marked in the layer. */
export function boxTouches(board: Board, layer: Uint8Array, box: Box): boolean {
  for (let j = 0; j < box.size; j++) for (let i = 0; i < box.size; i++) if (layer[(box.y + j) * board.width + box.x + i] === 1) return true;
  return false;
}

/** 1 per square another standing unit or a marker covers (models may not pass through models, §6.1, Proposed for friends too). */
export function blockedFor(state: HordeState, board: Board, mover: Unit | null): Uint8Array {
  const blocked = new Uint8Array(board.width * board.height);
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
 * Difficult terrain costs double (horde.md §11 G5): a step whose new footprint covers a difficult square
 * costs twice its 1-2-1 price (open question 2: charged on entering; the diagonal parity is kept).
 */
class DifficultGround implements Topology {
  readonly steps: StepTable | undefined = undefined;
  readonly maxStepCost: number;
  constructor(
    private readonly inner: Footprint,
    private readonly board: Board,
    private readonly difficult: Uint8Array,
  ) {
    this.maxStepCost = inner.maxStepCost * 2;
  }
  get placeCount(): number {
    return this.inner.placeCount;
  }
  get nodeCount(): number {
    return this.inner.nodeCount;
  }
  get maxDegree(): number {
    return this.inner.maxDegree;
  }
  get costShift(): 0 | 1 {
    return this.inner.costShift;
  }
  placeOf(node: number): number {
    return node;
  }
  startNode(place: number): number {
    return this.inner.startNode(place);
  }
  neighbours(node: number, to: Int32Array, cost: Int32Array): number {
    const count = this.inner.neighbours(node, to, cost);
    const { width } = this.board;
    for (let k = 0; k < count; k++) {
      const anchor = to[k] as number;
      const box = { x: anchor % width, y: Math.floor(anchor / width), size: this.inner.size };
      if (boxTouches(this.board, this.difficult, box)) cost[k] = (cost[k] as number) * 2;
    }
    return count;
  }
  canLeave(): boolean {
    return true;
  }
  estimate(node: number, place: number): number {
    return this.inner.estimate(node, place);
  }
}

/** Where `unit` may go within `allowance` squares now: the field's `distanceAt(anchor)`, UNREACHED elsewhere. */
export function moveField(state: HordeState, board: Board, unit: Unit, allowance: number): SearchField {
  const topology = new DifficultGround(new Footprint(board, unit.stats['size'] ?? 1, {}, blockedFor(state, board, unit)), board, terrainOf(board).difficult);
  return new SearchField().compute(topology, [unit.y * board.width + unit.x], Math.max(0, Math.floor(allowance)));
}
