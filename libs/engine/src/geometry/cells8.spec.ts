import fc from 'fast-check';
import { EdgeKind } from '../board/edge-kind';
import { asciiGrid, gridFromKinds } from './ascii-grid';
import { Cells8 } from './cells8';
import { Footprint } from './footprint';
import { doorIsOpen, isOpenCell, slotToward, SIDE_ENEMIES, SIDE_HEROES, type Grid, type GridState } from './grid';
import { SearchField } from './search-field';
import { PathSearch } from './search-path';
import { UNREACHED } from './topology';
import type { StepRules } from './step-rules';

const plain: StepRules = { closedDoors: 'block', units: 'none' };
const at = (grid: Grid, x: number, y: number): number => y * grid.width + x;

describe('Cells8 (horde.md §6.1: 8 directions, diagonals cost 1, 2, 1, …)', () => {
  it('an orthogonal step costs 1; diagonals alternate 1, 2, 1, 2 starting at 1', () => {
    const { grid } = asciiGrid(['. . . . .', '', '. . . . .', '', '. . . . .', '', '. . . . .', '', '. . . . .']);
    const field = new SearchField().compute(new Cells8(grid, plain), [0]);
    // Hand-counted: (1,1) one diagonal = 1; (2,2) two = 1 + 2; (3,3) = 1 + 2 + 1; (4,4) = 1 + 2 + 1 + 2.
    expect([1, 2, 3, 4].map((k) => field.distanceAt(at(grid, k, k)))).toEqual([1, 3, 4, 6]);
    // (4,1): one diagonal and three straight = 4; (4,2): two diagonals (1 + 2) and two straight = 5.
    expect(field.distanceAt(at(grid, 4, 1))).toBe(4);
    expect(field.distanceAt(at(grid, 4, 2))).toBe(5);
    expect(field.distanceAt(at(grid, 1, 0))).toBe(1);
  });

  it('a diagonal after a diagonal costs 2 even when an orthogonal step comes between them', () => {
    // From S: diagonal to (1,1) costs 1, east to (2,1) costs 1, diagonal to (3,2) costs 2: total 4,
    // which is (3,2)'s distance on open ground (max 3 + ⌊2 / 2⌋).
    const { grid } = asciiGrid(['S . . .', '', '. . . .', '', '. . . .']);
    const field = new SearchField().compute(new Cells8(grid, plain), [0]);
    expect(field.distanceAt(at(grid, 3, 2))).toBe(4);
  });

  it('no corner cutting: a wall cell in either orthogonal neighbour blocks the diagonal', () => {
    const { grid } = asciiGrid(['S #', '', '. .']);
    const field = new SearchField().compute(new Cells8(grid, plain), [0]);
    expect(field.distanceAt(3)).toBe(2);
    const other = asciiGrid(['S .', '', '# .']).grid;
    expect(new SearchField().compute(new Cells8(other, plain), [0]).distanceAt(3)).toBe(2);
  });

  it('no corner cutting: a wall on any of the four edges around the corner blocks the diagonal', () => {
    // The wall stands between (1,0) and (1,1): the route S → (1,0) → (1,1) is shut, so no diagonal.
    const { grid } = asciiGrid(['S .', '  -', '. .']);
    expect(new SearchField().compute(new Cells8(grid, plain), [0]).distanceAt(3)).toBe(2);
    const open = asciiGrid(['S .', '', '. .']).grid;
    expect(new SearchField().compute(new Cells8(open, plain), [0]).distanceAt(3)).toBe(1);
  });

  it('closed doors block the diagonal past them; open ones do not', () => {
    const { grid } = asciiGrid(['S .', 'D', '. .']);
    expect(new SearchField().compute(new Cells8(grid, plain), [0]).distanceAt(3)).toBe(2);
    expect(new SearchField().compute(new Cells8(grid, plain), [0]).distanceAt(2)).toBe(3);
    const opened = new SearchField().compute(new Cells8(grid, plain, { openDoors: Uint8Array.of(1) }), [0]);
    expect(opened.distanceAt(3)).toBe(1);
    expect(opened.distanceAt(2)).toBe(1);
  });

  it('a unit that stops paths is reached but not passed, and blocks the diagonals past its corner', () => {
    const { grid, occupancy } = asciiGrid(['S 1 .', '', '. . .']);
    const heroes: StepRules = { closedDoors: 'block', units: 'foes', side: SIDE_HEROES };
    const field = new SearchField().compute(new Cells8(grid, heroes, { occupancy }), [0]);
    expect(field.distanceAt(1)).toBe(1);
    // (1,1) cannot be reached diagonally past the bug at (1,0): down then right.
    expect(field.distanceAt(at(grid, 1, 1))).toBe(2);
    const bugs: StepRules = { closedDoors: 'block', units: 'foes', side: SIDE_ENEMIES };
    expect(new SearchField().compute(new Cells8(grid, bugs, { occupancy }), [0]).distanceAt(at(grid, 1, 1))).toBe(1);
  });

  it('A* finds a path of the field cost, and "nearest" stops at the cheapest target', () => {
    const { grid, marks } = asciiGrid(['S . . . .', '', '. # # # .', '', '. . . . T']);
    const topology = new Cells8(grid, plain);
    const search = new PathSearch();
    const path = search.find(topology, marks['S'] ?? -1, marks['T'] ?? -1);
    const field = new SearchField().compute(topology, [marks['S'] ?? -1]);
    expect(search.lastCost).toBe(field.distanceAt(marks['T'] ?? -1));
    expect(walkCost(grid, path)).toBe(search.lastCost);
    const targets = new Set([at(grid, 4, 0), at(grid, 0, 2)]);
    expect(new SearchField().nearest(topology, [marks['S'] ?? -1], (cell) => targets.has(cell))).toBe(at(grid, 0, 2));
  });
});

describe('Footprint (horde.md §6.1, Proposed: large models 2 × 2)', () => {
  it('a 2 × 2 figure goes through a corridor two cells wide but not one cell wide', () => {
    const wide = asciiGrid(['. . # . .', '', '. . . . .', '', '. . . . .', '', '. . # . .']).grid;
    // The gap in column 2 is two cells tall (rows 1–2): the figure gets from the west room to the east
    // one in 5 straight steps (down, east ×3, up); each diagonal would sweep a wall cell of column 2.
    expect(new SearchField().compute(new Footprint(wide, 2), [0]).distanceAt(at(wide, 3, 0))).toBe(5);
    const narrow = asciiGrid(['. . # . .', '', '. . . . .', '', '. . # . .', '', '. . # . .']).grid;
    // Only row 1 is open: one cell tall, too narrow for a 2 × 2 figure.
    expect(new SearchField().compute(new Footprint(narrow, 2), [0]).distanceAt(at(narrow, 3, 0))).toBe(UNREACHED);
  });

  it('stands only where all four cells are free, and steps diagonally only where the 3 × 3 block is', () => {
    const { grid } = asciiGrid(['. . .', '', '. . .', '', '. . #']);
    const topology = new Footprint(grid, 2);
    expect([...topology.fits].map((f, cell) => (f ? cell : -1)).filter((c) => c >= 0)).toEqual([0, 1, 3]);
    const field = new SearchField().compute(topology, [0]);
    // (1,1) needs the 3 × 3 block free; (2,2) is a wall, so the figure goes east then south.
    expect(field.distanceAt(at(grid, 1, 0))).toBe(1);
    expect(field.distanceAt(at(grid, 1, 1))).toBe(UNREACHED);
    expect(field.distanceAt(at(grid, 0, 1))).toBe(1);
    const open = asciiGrid(['. . .', '', '. . .', '', '. . .']).grid;
    expect(new SearchField().compute(new Footprint(open, 2), [0]).distanceAt(at(open, 1, 1))).toBe(1);
  });

  it('cells marked blocked (other figures) are not entered', () => {
    const { grid } = asciiGrid(['. . . .', '', '. . . .']);
    const blocked = new Uint8Array(8);
    blocked[at(grid, 3, 1)] = 1;
    const topology = new Footprint(grid, 2, {}, blocked);
    const field = new SearchField().compute(topology, [0]);
    expect(field.distanceAt(1)).toBe(1);
    expect(field.distanceAt(2)).toBe(UNREACHED);
  });

  it('size 1 moves exactly as Cells8 on random maps', () => {
    fc.assert(
      fc.property(randomMap(), (m) => {
        const grid = gridFromKinds(m.width, m.height, m.cells, m.edges);
        const state = m.anyDoorOpen ? { openDoors: Uint8Array.from(m.doorBits) } : {};
        const rules: StepRules = { closedDoors: 'block', units: 'none' };
        const a = new SearchField().compute(new Cells8(grid, rules, state), m.sources).placeDist;
        const b = new SearchField().compute(new Footprint(grid, 1, state), m.sources).placeDist;
        expect([...b]).toEqual([...a]);
      }),
    );
  });
});

describe('Cells8 properties', () => {
  it('equals a brute-force Dijkstra over (cell, parity of diagonals taken) on random maps', () => {
    fc.assert(
      fc.property(randomMap(), fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }), (m, maxCost) => {
        const grid = gridFromKinds(m.width, m.height, m.cells, m.edges);
        const state = m.anyDoorOpen ? { openDoors: Uint8Array.from(m.doorBits) } : {};
        const field = new SearchField().compute(new Cells8(grid, plain, state), m.sources, maxCost);
        const expected = bruteForce(grid, state, m.sources).map((d) => (d === UNREACHED || d > (maxCost ?? Infinity) ? UNREACHED : d));
        expect([...field.placeDist]).toEqual(expected);
        if (maxCost !== undefined) return;
        // Every path the field gives walks legally for its cost, and A* finds the same cost.
        const search = new PathSearch();
        for (let cell = 0; cell < grid.cells.length; cell++) {
          if (field.distanceAt(cell) < 0) continue;
          const path = field.pathFrom(cell);
          expect(m.sources).toContain(path[path.length - 1]);
          expect(walkCost(grid, path.slice().reverse(), state)).toBe(field.distanceAt(cell));
          const source = path[path.length - 1] ?? -1;
          search.find(new Cells8(grid, plain, state), source, cell);
          expect(search.lastCost).toBe(bruteForce(grid, state, [source])[cell]);
        }
      }),
    );
  });
});

function randomMap() {
  return fc
    .record({ width: fc.integer({ min: 1, max: 7 }), height: fc.integer({ min: 1, max: 7 }) })
    .chain(({ width, height }) => {
      const n = width * height;
      return fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        // Mostly open ground, so paths of several diagonals are common.
        cells: fc.array(fc.constantFrom(1, 1, 1, 1, 1, 1, 1, 2, 3), { minLength: n, maxLength: n }),
        edges: fc.array(fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2), { minLength: 2 * n, maxLength: 2 * n }),
        doorBits: fc.array(fc.constantFrom(0, 1), { minLength: 2 * n, maxLength: 2 * n }),
        sources: fc.array(fc.nat(n - 1), { minLength: 1, maxLength: 2 }),
        // Without open doors the search reads fixed step bits; with them it asks cell by cell.
        anyDoorOpen: fc.boolean(),
      });
    });
}

/** Whether one orthogonal step from (x, y) by (dx, dy) may be taken: both cells floor, the edge open. */
function orthogonalOpen(grid: Grid, state: GridState, x: number, y: number, dx: number, dy: number): boolean {
  const nx = x + dx;
  const ny = y + dy;
  if (nx < 0 || ny < 0 || nx >= grid.width || ny >= grid.height) return false;
  if (!isOpenCell(grid.cells[y * grid.width + x]) || !isOpenCell(grid.cells[ny * grid.width + nx])) return false;
  const d = dy < 0 ? 0 : dx > 0 ? 1 : dy > 0 ? 2 : 3;
  const slot = slotToward(grid.width, y * grid.width + x, d);
  const edge = grid.edges[slot];
  return edge === EdgeKind.Open || (edge === EdgeKind.Door && doorIsOpen(state, grid.doorAt[slot] ?? -1));
}

/** The rule written out plainly: a diagonal needs both L-shaped routes of two orthogonal steps open. */
function diagonalOpen(grid: Grid, state: GridState, x: number, y: number, dx: number, dy: number): boolean {
  return (
    orthogonalOpen(grid, state, x, y, dx, 0) &&
    orthogonalOpen(grid, state, x + dx, y, 0, dy) &&
    orthogonalOpen(grid, state, x, y, 0, dy) &&
    orthogonalOpen(grid, state, x, y + dy, dx, 0)
  );
}

/** Textbook O(V²) Dijkstra over states (cell, parity): orthogonal 1, diagonal 1 from parity 0 and 2 from parity 1. */
function bruteForce(grid: Grid, state: GridState, sources: readonly number[]): number[] {
  const n = grid.cells.length;
  const dist = new Array<number>(2 * n).fill(Infinity);
  const done = new Array<boolean>(2 * n).fill(false);
  for (const s of sources) if (isOpenCell(grid.cells[s])) dist[2 * s] = 0;
  for (;;) {
    let best = -1;
    for (let v = 0; v < 2 * n; v++) if (!done[v] && (dist[v] ?? Infinity) < Infinity && (best < 0 || (dist[v] ?? 0) < (dist[best] ?? 0))) best = v;
    if (best < 0) break;
    done[best] = true;
    const cell = best >> 1;
    const parity = best & 1;
    const x = cell % grid.width;
    const y = (cell - x) / grid.width;
    for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1]] as const) {
      const diagonal = dx !== 0 && dy !== 0;
      if (!(diagonal ? diagonalOpen(grid, state, x, y, dx, dy) : orthogonalOpen(grid, state, x, y, dx, dy))) continue;
      const next = 2 * ((y + dy) * grid.width + x + dx) + (diagonal ? 1 - parity : parity);
      const reached = (dist[best] ?? 0) + (diagonal ? 1 + parity : 1);
      if (reached < (dist[next] ?? Infinity)) dist[next] = reached;
    }
  }
  return Array.from({ length: n }, (_, c) => {
    const d = Math.min(dist[2 * c] ?? Infinity, dist[2 * c + 1] ?? Infinity);
    return d === Infinity ? UNREACHED : d;
  });
}

/** The cost of walking a path of cells in order with alternating diagonal costs; throws on an illegal step. */
function walkCost(grid: Grid, path: readonly number[], state: GridState = {}): number {
  let cost = 0;
  let diagonals = 0;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1] ?? 0;
    const to = path[i] ?? 0;
    const x = from % grid.width;
    const y = (from - x) / grid.width;
    const dx = (to % grid.width) - x;
    const dy = (to - (to % grid.width)) / grid.width - y;
    if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || (dx === 0 && dy === 0)) throw new Error(`not a step: ${from} → ${to}`);
    const diagonal = dx !== 0 && dy !== 0;
    if (!(diagonal ? diagonalOpen(grid, state, x, y, dx, dy) : orthogonalOpen(grid, state, x, y, dx, dy))) throw new Error(`blocked step: ${from} → ${to}`);
    cost += diagonal ? 1 + (diagonals++ % 2) : 1;
  }
  return cost;
}
