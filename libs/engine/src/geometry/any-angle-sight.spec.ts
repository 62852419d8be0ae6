import fc from 'fast-check';
import { asciiGrid, gridFromKinds } from './ascii-grid';
import { canSeeAnyAngle, visibleCellsAnyAngle } from './any-angle-sight';
import { SIDE_ENEMIES, SIDE_HEROES, type Grid, type GridState } from './grid';
import { canSee, type SightRules } from './line-of-sight';
import { ANY_ANGLE_SIGHT, CARDINAL_SIGHT } from './sight';
import { mazeGrid, openGrid, scatterGrid } from './sample-grids';

const open = { units: 'none' } as const;
const at = (grid: Grid, x: number, y: number): number => y * grid.width + x;
const sees = (grid: Grid, a: [number, number], b: [number, number]): boolean =>
  canSeeAnyAngle(grid, at(grid, ...a), at(grid, ...b), SIDE_HEROES, open);

describe('any-angle line of sight (horde.md §6.2: centre to centre, blocked by blocking terrain)', () => {
  it('a blocking square the line passes through blocks it; one beside the line does not', () => {
    // From (0,0) to (2,1) the line crosses squares (1,0) and (1,1), and misses (0,1) and (2,0).
    for (const [wall, blocked] of [
      ['1,0', true],
      ['1,1', true],
      ['0,1', false],
      ['2,0', false],
    ] as const) {
      const [wx, wy] = wall.split(',').map(Number) as [number, number];
      const rows = ['. . .', '', '. . .'].map((row, i) => (i / 2 === wy ? row.slice(0, 2 * wx) + '#' + row.slice(2 * wx + 1) : row));
      const { grid } = asciiGrid(rows);
      expect(sees(grid, [0, 0], [2, 1])).toBe(!blocked);
    }
  });

  it('Proposed corner rule: grazing one block at a corner sees past it; two blocks touching at a corner block', () => {
    // The diagonal from (0,0) to (2,2) passes through the corners at (1,1) and (2,2) of the grid.
    const one = asciiGrid(['. # .', '', '. . .', '', '. . .']).grid;
    expect(sees(one, [0, 0], [1, 1])).toBe(true);
    const two = asciiGrid(['. # .', '', '# . .', '', '. . .']).grid;
    expect(sees(two, [0, 0], [1, 1])).toBe(false);
    expect(sees(two, [0, 0], [2, 2])).toBe(false);
    // A wall edge on each way round the corner is a solid corner too.
    const walls = asciiGrid(['. .', '- ', '. .']).grid;
    expect(sees(walls, [0, 0], [1, 1])).toBe(true);
    const shut = asciiGrid(['. .', '- -', '. .']).grid;
    expect(sees(shut, [0, 0], [1, 1])).toBe(false);
  });

  it('walls and closed doors on crossed edges block; open doors do not; models do not (units: none)', () => {
    const { grid, occupancy } = asciiGrid(['. . .|.', '', '. 1 .D.']);
    expect(sees(grid, [0, 0], [3, 0])).toBe(false);
    expect(sees(grid, [0, 1], [2, 1])).toBe(true);
    expect(canSeeAnyAngle(grid, at(grid, 0, 1), at(grid, 3, 1), SIDE_HEROES, open, { occupancy })).toBe(false);
    expect(canSeeAnyAngle(grid, at(grid, 0, 1), at(grid, 3, 1), SIDE_HEROES, open, { occupancy, openDoors: Uint8Array.of(1) })).toBe(true);
    expect(canSeeAnyAngle(grid, at(grid, 0, 1), at(grid, 2, 1), SIDE_HEROES, { units: 'all' }, { occupancy })).toBe(false);
  });

  it('range is the gap between the squares (horde.md §6.1–6.2: night LOS is gap ≤ 12)', () => {
    const { grid } = asciiGrid(['. . . .', '', '. . . .', '', '. . . .', '', '. . . .', '', '. . . .']);
    // (0,0) to (3,4): the closest points are 2 columns and 3 rows apart, a gap of √13 ≈ 3.6.
    expect(canSeeAnyAngle(grid, 0, at(grid, 3, 4), SIDE_HEROES, { units: 'none', range: 3 })).toBe(false);
    expect(canSeeAnyAngle(grid, 0, at(grid, 3, 4), SIDE_HEROES, { units: 'none', range: 4 })).toBe(true);
    expect(visibleCellsAnyAngle(grid, 0, SIDE_HEROES, { units: 'none', range: 0 }).sort((a, b) => a - b)).toEqual([0, 1, 4, 5]);
  });

  it('one interface for both: cardinal sight sees along rows and columns only', () => {
    const { grid } = asciiGrid(['. . .', '', '. . .']);
    expect(CARDINAL_SIGHT.canSee(grid, 0, at(grid, 1, 1), SIDE_HEROES, open)).toBe(false);
    expect(ANY_ANGLE_SIGHT.canSee(grid, 0, at(grid, 1, 1), SIDE_HEROES, open)).toBe(true);
    expect(ANY_ANGLE_SIGHT.visibleCells(grid, 0, SIDE_HEROES, open)).toHaveLength(6);
    expect(CARDINAL_SIGHT.visibleCells(grid, 0, SIDE_HEROES, open)).toHaveLength(4);
  });
});

const scene = fc
    .record({ width: fc.integer({ min: 1, max: 9 }), height: fc.integer({ min: 1, max: 9 }) })
    .chain(({ width, height }) => {
      const n = width * height;
      return fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        cells: fc.array(fc.constantFrom(1, 1, 1, 1, 2, 3), { minLength: n, maxLength: n }),
        edges: fc.array(fc.constantFrom(0, 0, 0, 0, 0, 1, 2), { minLength: 2 * n, maxLength: 2 * n }),
        doorBits: fc.array(fc.constantFrom(0, 1), { minLength: 2 * n, maxLength: 2 * n }),
        a: fc.nat(n - 1),
        b: fc.nat(n - 1),
      });
    });

describe('any-angle line of sight properties', () => {

  it('is symmetric, and agrees with cardinal sight along rows and columns', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const grid = gridFromKinds(s.width, s.height, s.cells, s.edges);
        const state = { openDoors: Uint8Array.from(s.doorBits) };
        const ab = canSeeAnyAngle(grid, s.a, s.b, SIDE_HEROES, open, state);
        expect(canSeeAnyAngle(grid, s.b, s.a, SIDE_HEROES, open, state)).toBe(ab);
        const sameLine = s.a % s.width === s.b % s.width || Math.floor(s.a / s.width) === Math.floor(s.b / s.width);
        if (sameLine && grid.cells[s.a] === 1 && grid.cells[s.b] === 1) expect(ab).toBe(canSee(grid, s.a, s.b, SIDE_HEROES, open, state));
      }),
    );
  });
});

describe('visibleCellsAnyAngle takes the open-box fast path without changing the answer (los.any-angle bench)', () => {
  /** Every floor cell seen, by a walk of each line on its own (canSeeAnyAngle never takes the fast path). */
  const oneByOne = (grid: Grid, from: number, state = {}): number[] => {
    const out = [from];
    for (let cell = 0; cell < grid.cells.length; cell++) if (cell !== from && grid.cells[cell] === 1 && canSeeAnyAngle(grid, from, cell, SIDE_HEROES, open, state)) out.push(cell);
    return out;
  };

  it.each([
    ['open', openGrid(24)],
    ['scattered blocks', scatterGrid(24, 0.15, 7)],
    ['maze', mazeGrid(24, 3)],
  ] as const)('on a %s board, from several viewers, the cells seen are the cells each line reaches', (_name, grid) => {
    for (const viewer of [0, 5 * 24 + 7, 12 * 24 + 12, 23 * 24 + 20]) {
      if (grid.cells[viewer] !== 1) continue;
      expect(visibleCellsAnyAngle(grid, viewer, SIDE_HEROES, open)).toEqual(oneByOne(grid, viewer));
    }
  });

  it('a door inside the box takes the slow path: seen when open, not when closed', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const grid = gridFromKinds(s.width, s.height, s.cells, s.edges);
        const state = { openDoors: Uint8Array.from(s.doorBits) };
        if (grid.cells[s.a] !== 1) return;
        expect(visibleCellsAnyAngle(grid, s.a, SIDE_HEROES, open, state)).toEqual(oneByOne(grid, s.a, state));
      }),
    );
  });
});

describe('visibleCellsAnyAngle walks only the cells a clear line could reach (los.any-angle in a maze), with the same answer', () => {
  const oneByOne = (grid: Grid, from: number, rules: SightRules, state: GridState): number[] => {
    const out = [from];
    for (let cell = 0; cell < grid.cells.length; cell++) if (cell !== from && grid.cells[cell] === 1 && canSeeAnyAngle(grid, from, cell, SIDE_HEROES, rules, state)) out.push(cell);
    return out;
  };

  it('on random mazes and scattered fields, from any floor cell, with or without a range', () => {
    fc.assert(
      fc.property(fc.constantFrom('maze', 'field'), fc.integer({ min: 4, max: 40 }), fc.nat(), fc.nat(), fc.option(fc.integer({ min: 0, max: 14 }), { nil: undefined }), (kind, size, seed, pick, range) => {
        const grid = kind === 'maze' ? mazeGrid(size, seed) : scatterGrid(size, 0.3, seed);
        const floor = [...grid.cells.keys()].filter((c) => grid.cells[c] === 1);
        const viewer = floor[pick % Math.max(1, floor.length)];
        if (viewer === undefined) return;
        const rules: SightRules = range === undefined ? open : { ...open, range };
        expect(visibleCellsAnyAngle(grid, viewer, SIDE_HEROES, rules)).toEqual(oneByOne(grid, viewer, rules, {}));
      }),
      { numRuns: 300 },
    );
  });

  it('with walls, doors open and shut, and units that block', () => {
    fc.assert(
      fc.property(scene, fc.array(fc.constantFrom(-1, -1, -1, SIDE_HEROES, SIDE_ENEMIES), { minLength: 81, maxLength: 81 }), (s, units) => {
        const grid = gridFromKinds(s.width, s.height, s.cells, s.edges);
        const state: GridState = { openDoors: Uint8Array.from(s.doorBits), occupancy: Int8Array.from(units.slice(0, s.width * s.height)) };
        if (grid.cells[s.a] !== 1) return;
        for (const rules of [{ units: 'foes' }, { units: 'all' }, { units: 'none' }] satisfies SightRules[]) {
          expect(visibleCellsAnyAngle(grid, s.a, SIDE_HEROES, rules, state)).toEqual(oneByOne(grid, s.a, rules, state));
        }
      }),
    );
  });
});
