import fc from 'fast-check';
import { asciiGrid, gridFromKinds } from './ascii-grid';
import { SIDE_ENEMIES, SIDE_HEROES } from './grid';
import { canSee, type SightBlockers } from './line-of-sight';
import { SightTable } from './sight-table';

describe('SightTable: who sees whom among many units', () => {
  it('infiltration.md §7.5 example: H1 behind H2 sees E, E sees only H2', () => {
    const { grid } = asciiGrid(['. . . . .']);
    const table = new SightTable(grid);
    // units: H1 at 0, H2 at 1, E at 4
    table.compute([0, 1, 4], [SIDE_HEROES, SIDE_HEROES, SIDE_ENEMIES], { units: 'foes' });
    expect([...table.seenBy(0)].sort()).toEqual([1, 2]);
    expect([...table.seenBy(2)]).toEqual([1]);
    expect(table.sees(2, 0)).toBe(false);
  });

  it('stops at walls and closed doors, passes open doors, respects range', () => {
    const { grid } = asciiGrid([
      '. .D. . .',
      '        -',
      '. . . . .',
    ]);
    const table = new SightTable(grid);
    // A at (0,0), B at (3,0), C at (4,1), D at (4,0) — D and C are split by a wall edge.
    const cells = [0, 3, 9, 4];
    const sides = [0, 0, 0, 0];
    table.compute(cells, sides, { units: 'none' });
    expect(table.sees(0, 1)).toBe(false);
    expect(table.sees(3, 2)).toBe(false);
    table.compute(cells, sides, { units: 'none' }, { openDoors: Uint8Array.of(1) });
    expect(table.sees(0, 1)).toBe(true);
    expect(table.sees(0, 3)).toBe(true);
    table.compute(cells, sides, { units: 'none', range: 3 }, { openDoors: Uint8Array.of(1) });
    expect(table.sees(0, 1)).toBe(true);
    expect(table.sees(0, 3)).toBe(false);
  });

  it('units sharing a cell see each other and all see past a non-blocking neighbour', () => {
    const { grid } = asciiGrid(['. . .']);
    const table = new SightTable(grid);
    table.compute([0, 0, 1, 2], [0, 1, 1, 0], { units: 'all' });
    expect([...table.seenBy(0)].sort()).toEqual([1, 2]);
    expect([...table.seenBy(2)].sort()).toEqual([0, 1, 3]);
  });

  it('agrees with canSee for every pair on random maps', () => {
    const scene = fc
      .record({ width: fc.integer({ min: 1, max: 8 }), height: fc.integer({ min: 1, max: 8 }) })
      .chain(({ width, height }) =>
        fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          cells: fc.array(fc.constantFrom(1, 1, 1, 2, 3), { minLength: width * height, maxLength: width * height }),
          edges: fc.array(fc.constantFrom(0, 0, 0, 1, 2), { minLength: 2 * width * height, maxLength: 2 * width * height }),
          doorBits: fc.array(fc.constantFrom(0, 1), { minLength: 2 * width * height, maxLength: 2 * width * height }),
          units: fc.array(fc.record({ cell: fc.nat(width * height - 1), side: fc.constantFrom(0, 1) }), { maxLength: 12 }),
          blockers: fc.constantFrom<SightBlockers>('none', 'all', 'foes'),
          range: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        }),
      );
    fc.assert(
      fc.property(scene, (s) => {
        const grid = gridFromKinds(s.width, s.height, s.cells, s.edges);
        const units = s.units.filter((u) => grid.cells[u.cell] === 1);
        const occupancy = new Int8Array(s.width * s.height).fill(-1);
        // canSee reads one unit per cell: keep one unit per cell so both see the same board.
        const placed = units.filter((u) => occupancy[u.cell] === -1 && ((occupancy[u.cell] = u.side), true));
        const state = { occupancy, openDoors: Uint8Array.from(s.doorBits) };
        const rules = s.range === undefined ? { units: s.blockers } : { units: s.blockers, range: s.range };
        const table = new SightTable(grid);
        table.compute(
          placed.map((u) => u.cell),
          placed.map((u) => u.side),
          rules,
          state,
        );
        placed.forEach((a, i) =>
          placed.forEach((b, j) => {
            if (i !== j) expect(table.sees(i, j), `${i}→${j}`).toBe(canSee(grid, a.cell, b.cell, a.side, rules, state));
          }),
        );
      }),
    );
  });
});
