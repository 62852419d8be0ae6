import fc from 'fast-check';
import { asciiGrid, gridFromKinds } from './ascii-grid';
import { SIDE_ENEMIES, SIDE_HEROES } from './grid';
import { canSee, visibleCells, type SightBlockers } from './line-of-sight';

const sorted = (cells: number[]) => [...cells].sort((a, b) => a - b);

describe('cardinal line of sight', () => {
  it('hive.md §6.3: sees down all four corridors of a crossroads, up to the corner', () => {
    const { grid, marks } = asciiGrid([
      '# # . # #',
      '',
      '# # . # #',
      '',
      '. . A . .',
      '',
      '# # . # #',
      '',
      '# # . . .',
    ]);
    const a = marks['A'] ?? -1;
    const seen = visibleCells(grid, a, SIDE_HEROES, { units: 'none' });
    // Column 2 rows 0..4, row 2 columns 0..4: 9 cells; the bend at row 4 is out of sight.
    expect(seen).toHaveLength(9);
    expect(seen).toContain(2 * 5 + 0);
    expect(seen).toContain(4 * 5 + 2);
    expect(seen).not.toContain(4 * 5 + 3);
  });

  it('hive.md §12 case 13: no line of sight around a corner', () => {
    const { grid, marks } = asciiGrid([
      'A . . . #',
      '',
      '# # # . #',
      '',
      '# # # B #',
    ]);
    expect(canSee(grid, marks['A'] ?? -1, marks['B'] ?? -1, SIDE_HEROES, { units: 'none' })).toBe(false);
  });

  it('walls on edges and closed doors stop sight; an open door lets it through', () => {
    const { grid, marks } = asciiGrid(['A . .DB . .|C']);
    const [a, b, c] = [marks['A'] ?? -1, marks['B'] ?? -1, marks['C'] ?? -1];
    expect(canSee(grid, a, b, SIDE_HEROES, { units: 'none' })).toBe(false);
    expect(canSee(grid, a, b, SIDE_HEROES, { units: 'none' }, { openDoors: Uint8Array.of(1) })).toBe(true);
    expect(canSee(grid, b, c, SIDE_HEROES, { units: 'none' }, { openDoors: Uint8Array.of(1) })).toBe(false);
  });

  it('obstacle cells stop sight like walls', () => {
    const { grid, marks } = asciiGrid(['A x B']);
    expect(canSee(grid, marks['A'] ?? -1, marks['B'] ?? -1, SIDE_HEROES, { units: 'none' })).toBe(false);
  });

  it('range counts cells along the line (hive.md §6.4: adjacent is range 1)', () => {
    const { grid } = asciiGrid(['. . . .']);
    expect(canSee(grid, 0, 1, SIDE_HEROES, { units: 'none', range: 1 })).toBe(true);
    expect(canSee(grid, 0, 2, SIDE_HEROES, { units: 'none', range: 1 })).toBe(false);
    expect(visibleCells(grid, 0, SIDE_HEROES, { units: 'none', range: 2 })).toEqual([0, 1, 2]);
  });

  it('infiltration.md §7.5: heroes see through heroes but not enemies, and enemies the other way round', () => {
    //            H1 H2 E
    const { grid, occupancy } = asciiGrid(['0 0 . 1 . 1']);
    const state = { occupancy };
    const foes = { units: 'foes' } as const;
    // The source example: H1 behind H2 sees E, but E sees only H2.
    expect(canSee(grid, 0, 3, SIDE_HEROES, foes, state)).toBe(true);
    expect(canSee(grid, 3, 1, SIDE_ENEMIES, foes, state)).toBe(true);
    expect(canSee(grid, 3, 0, SIDE_ENEMIES, foes, state)).toBe(false);
    // The first enemy stops a hero's sight but its own cell is seen.
    expect(sorted(visibleCells(grid, 0, SIDE_HEROES, foes, state))).toEqual([0, 1, 2, 3]);
    // Enemies see through enemies.
    expect(canSee(grid, 5, 3, SIDE_ENEMIES, foes, state)).toBe(true);
  });

  it("boarding.md §6.3: any model between blocks ('all'), hive.md §6.3: figures never block ('none')", () => {
    const { grid, occupancy } = asciiGrid(['0 . 1 . 0']);
    expect(canSee(grid, 0, 4, SIDE_HEROES, { units: 'all' }, { occupancy })).toBe(false);
    expect(canSee(grid, 0, 2, SIDE_HEROES, { units: 'all' }, { occupancy })).toBe(true);
    expect(canSee(grid, 0, 4, SIDE_HEROES, { units: 'none' }, { occupancy })).toBe(true);
  });

  it('canSee agrees with visibleCells', () => {
    const { grid, occupancy } = asciiGrid([
      '. . . # .',
      '    -    ',
      '. 1 . D .',
      '',
      '. . 0 . .',
    ]);
    const state = { occupancy, openDoors: Uint8Array.of(0) };
    for (let from = 0; from < 15; from++) {
      if (grid.cells[from] !== 1) continue;
      const seen = new Set(visibleCells(grid, from, SIDE_HEROES, { units: 'foes' }, state));
      for (let to = 0; to < 15; to++) {
        if (grid.cells[to] !== 1) continue;
        expect(canSee(grid, from, to, SIDE_HEROES, { units: 'foes' }, state), `${from}→${to}`).toBe(seen.has(to));
      }
    }
  });
});

/** A random small map with walls, doors on edges and units of both sides. */
const randomMap = fc
  .record({ width: fc.integer({ min: 1, max: 6 }), height: fc.integer({ min: 1, max: 6 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      cells: fc.array(fc.constantFrom(1, 1, 1, 2, 3), { minLength: width * height, maxLength: width * height }),
      edges: fc.array(fc.constantFrom(0, 0, 0, 1, 2), { minLength: 2 * width * height, maxLength: 2 * width * height }),
      units: fc.array(fc.constantFrom(-1, -1, -1, 0, 1), { minLength: width * height, maxLength: width * height }),
      doorBits: fc.array(fc.constantFrom(0, 1), { minLength: 2 * width * height, maxLength: 2 * width * height }),
      range: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    }),
  );

describe('line of sight properties', () => {
  it("is symmetric when units block all or none (hive, boarding, derelict's cells)", () => {
    fc.assert(
      fc.property(randomMap, fc.constantFrom<SightBlockers>('none', 'all'), (map, units) => {
        const grid = gridFromKinds(map.width, map.height, map.cells, map.edges);
        const state = { occupancy: Int8Array.from(map.units), openDoors: Uint8Array.from(map.doorBits) };
        const rules = map.range === undefined ? { units } : { units, range: map.range };
        const n = map.width * map.height;
        for (let a = 0; a < n; a++) {
          for (let b = 0; b < n; b++) {
            if (grid.cells[a] !== 1 || grid.cells[b] !== 1) continue;
            expect(canSee(grid, a, b, SIDE_HEROES, rules, state)).toBe(canSee(grid, b, a, SIDE_ENEMIES, rules, state));
          }
        }
      }),
    );
  });

  it("is symmetric between two units of the same side when only foes block (infiltration.md §7.5)", () => {
    fc.assert(
      fc.property(randomMap, fc.constantFrom(SIDE_HEROES, SIDE_ENEMIES), (map, side) => {
        const grid = gridFromKinds(map.width, map.height, map.cells, map.edges);
        const state = { occupancy: Int8Array.from(map.units), openDoors: Uint8Array.from(map.doorBits) };
        const n = map.width * map.height;
        for (let a = 0; a < n; a++) {
          for (let b = 0; b < n; b++) {
            if (grid.cells[a] !== 1 || grid.cells[b] !== 1) continue;
            expect(canSee(grid, a, b, side, { units: 'foes' }, state)).toBe(canSee(grid, b, a, side, { units: 'foes' }, state));
          }
        }
      }),
    );
  });
});
