import { isOpenCell, type Grid, type GridState } from './grid';
import { gridLinks, type GridLinks } from './grid-links';
import { stepCost, unitStopsPath, type StepRules } from './step-rules';
import type { StepTable, Topology } from './topology';

/** Half-step costs per direction bit: 2 orthogonal, 3 diagonal. */
const CELLS8_COSTS = Int32Array.from([2, 2, 2, 2, 3, 3, 3, 3]);

/**
 * Cells with steps in 8 directions (horde.md §6.1): an orthogonal step costs 1; diagonal steps
 * alternate between costing 1 and 2, starting at 1. A path of o orthogonal steps and k diagonals
 * costs o + k + ⌊k / 2⌋, whatever their order, so the same walked either way.
 *
 * What the next diagonal costs depends on the parity of diagonals taken, so the state of a walker
 * is (cell, cost g, parity p). This topology carries both in one number, 2g + p, counted in half
 * steps (`costShift` 1): an orthogonal step adds 2 and a diagonal always adds 3 (from p = 0 it costs
 * 1 and sets p; from p = 1 it costs 2 and clears p). Along a path 2g + p = 2o + 3k, so a cell's
 * distance is ⌊min(2o + 3k) / 2⌋. One label per cell is exact because labels are ordered by that
 * number: (g, 0) does no worse than (g, 1), which does no worse than (g + 1, 0), whatever follows
 * (the extra cost of k more diagonals, ⌊(k + p) / 2⌋, grows by at most 1 when p goes from 0 to 1).
 * `search-field.spec.ts` checks this against a brute force over (cell, parity) states.
 *
 * No corner cutting: a diagonal step is taken only where both L-shaped routes of two orthogonal
 * steps around it are open — both orthogonal neighbours are floor, and no wall or closed door
 * stands on any of the four edges around the corner. horde.md §6.1 says only "a model may not pass
 * through enemies or blocking terrain"; a model filling its square sweeps over the corners of both
 * orthogonal neighbours when it moves diagonally, so either one blocked blocks the step (Proposed).
 * For the same reason a unit that stops paths (`StepRules.units`) in either orthogonal neighbour
 * blocks the diagonal past it.
 */
export class Cells8 implements Topology {
  readonly placeCount: number;
  readonly nodeCount: number;
  readonly maxDegree = 8;
  readonly maxStepCost: number;
  readonly costShift = 1;
  private readonly links: GridLinks;
  private readonly moves: Cells8Moves;
  /** Neighbour offsets: N, E, S, W, then NE, SE, SW, NW. */
  private readonly offset: Int32Array;
  private readonly doorsMatter: boolean;
  private readonly unitsMatter: boolean;
  readonly steps: StepTable | undefined;

  constructor(
    readonly grid: Grid,
    readonly rules: StepRules,
    readonly state: GridState = {},
  ) {
    this.placeCount = this.nodeCount = grid.cells.length;
    this.links = gridLinks(grid);
    this.moves = cells8Moves(grid, this.links);
    const w = grid.width;
    this.offset = Int32Array.from([-w, 1, w, -1, 1 - w, 1 + w, w - 1, -w - 1]);
    const closed = rules.closedDoors;
    this.maxStepCost = typeof closed === 'number' ? Math.max(3, 2 * (1 + closed)) : 3;
    // With doors that may be crossed now (open, ignored or at a price), cells by a door are worked out per query.
    this.doorsMatter = closed !== 'block' || (state.openDoors?.some((open) => open === 1) ?? false);
    this.unitsMatter = rules.units !== 'none' && state.occupancy !== undefined;
    this.steps = this.doorsMatter || this.unitsMatter ? undefined : { mask: this.moves.mask, offset: this.offset, cost: CELLS8_COSTS };
  }

  placeOf(node: number): number {
    return node;
  }

  startNode(place: number): number {
    return isOpenCell(this.grid.cells[place]) ? place : -1;
  }

  neighbours(cell: number, to: Int32Array, cost: Int32Array): number {
    const offset = this.offset;
    let mask = this.moves.mask[cell] as number;
    let count = 0;
    if (this.doorsMatter && this.moves.doorNear[cell] === 1) return this.neighboursByDoors(cell, to, cost);
    if (this.unitsMatter) mask = this.withoutCornersPastUnits(cell, mask);
    for (let d = 0; d < 4; d++) {
      if ((mask & (1 << d)) === 0) continue;
      to[count] = cell + (offset[d] as number);
      cost[count++] = 2;
    }
    for (let i = 0; i < 4; i++) {
      if ((mask & (16 << i)) === 0) continue;
      to[count] = cell + (offset[4 + i] as number);
      cost[count++] = 3;
    }
    return count;
  }

  canLeave(cell: number): boolean {
    return !unitStopsPath(this.rules, this.state, cell);
  }

  /** Exact on open ground, in half steps: min(|dx|, |dy|) diagonals (3 each), the rest straight (2 each). */
  estimate(cell: number, place: number): number {
    return chamferEstimate(this.grid.width, cell, place);
  }

  /** The step mask with diagonals past a unit that stops paths taken out. */
  private withoutCornersPastUnits(cell: number, mask: number): number {
    if (mask < 16) return mask;
    const offset = this.offset;
    let blocked = 0;
    for (let d = 0; d < 4; d++) {
      if ((mask & (1 << d)) !== 0 && unitStopsPath(this.rules, this.state, cell + (offset[d] as number))) blocked |= 1 << d;
    }
    for (let i = 0; i < 4; i++) if ((blocked & ((1 << i) | (1 << ((i + 1) & 3)))) !== 0) mask &= ~(16 << i);
    return mask;
  }

  /** Steps from a cell next to a door: each leg priced by `stepCost`; a diagonal needs plain legs. */
  private neighboursByDoors(cell: number, to: Int32Array, cost: Int32Array): number {
    const { links, grid, state, rules, offset } = this;
    let count = 0;
    let plain = 0;
    for (let d = 0; d < 4; d++) {
      const step = stepCost(links, grid, state, rules, cell, d);
      if (step < 0) continue;
      if (step === 1) plain |= 1 << d;
      to[count] = cell + (offset[d] as number);
      cost[count++] = 2 * step;
    }
    let mask = plain;
    for (let i = 0; i < 4; i++) {
      const a = i;
      const b = (i + 1) & 3;
      if ((plain & (1 << a)) === 0 || (plain & (1 << b)) === 0) continue;
      const viaA = cell + (offset[a] as number);
      const viaB = cell + (offset[b] as number);
      if (stepCost(links, grid, state, rules, viaA, b) === 1 && stepCost(links, grid, state, rules, viaB, a) === 1) mask |= 16 << i;
    }
    if (this.unitsMatter) mask = this.withoutCornersPastUnits(cell, mask);
    for (let i = 0; i < 4; i++) {
      if ((mask & (16 << i)) === 0) continue;
      to[count] = cell + (offset[4 + i] as number);
      cost[count++] = 3;
    }
    return count;
  }
}

/** The half-step cost of the cheapest 8-way walk between two cells of an empty grid: 2·max + min of |dx|, |dy|. */
export function chamferEstimate(width: number, cell: number, place: number): number {
  const y = (cell / width) | 0;
  const ty = (place / width) | 0;
  const dx = Math.abs(cell - y * width - (place - ty * width));
  const dy = Math.abs(y - ty);
  return dx < dy ? 2 * dy + dx : 2 * dx + dy;
}

/**
 * Per cell, the steps open with every door closed: bits 0–3 orthogonal (N, E, S, W), bits 4–7
 * diagonal (NE, SE, SW, NW, each between orthogonal i and i + 1); and 1 in `doorNear` where a door
 * touches the cell or an orthogonal neighbour, so a query with open doors works that cell out again.
 */
interface Cells8Moves {
  readonly mask: Uint8Array;
  readonly doorNear: Uint8Array;
}

const cache = new WeakMap<Grid, { version: number | undefined; links: GridLinks; moves: Cells8Moves }>();

function cells8Moves(grid: Grid, links: GridLinks): Cells8Moves {
  const hit = cache.get(grid);
  if (hit && hit.version === grid.version && hit.links === links) return hit.moves;
  const { open, door, offset } = links;
  const n = grid.cells.length;
  const mask = new Uint8Array(n);
  const doorNear = new Uint8Array(n);
  for (let cell = 0; cell < n; cell++) {
    const ways = open[cell] as number;
    let bits = ways;
    let near = door[cell] !== 0;
    for (let i = 0; i < 4; i++) {
      const b = (i + 1) & 3;
      const viaI = cell + (offset[i] as number);
      if ((ways & (1 << i)) !== 0 && door[viaI] !== 0) near = true;
      if ((ways & (1 << i)) === 0 || (ways & (1 << b)) === 0) continue;
      const viaB = cell + (offset[b] as number);
      if (((open[viaI] as number) & (1 << b)) !== 0 && ((open[viaB] as number) & (1 << i)) !== 0) bits |= 16 << i;
    }
    mask[cell] = bits;
    doorNear[cell] = near ? 1 : 0;
  }
  const moves = { mask, doorNear };
  cache.set(grid, { version: grid.version, links, moves });
  return moves;
}
