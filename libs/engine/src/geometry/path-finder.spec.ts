import fc from 'fast-check';
import { asciiGrid, gridFromKinds } from './ascii-grid';
import { SIDE_HEROES } from './grid';
import { DistanceField, UNREACHED } from './distance-field';
import { PathFinder } from './path-finder';
import type { StepRules } from './step-rules';

const plain: StepRules = { closedDoors: 'block', units: 'none' };

describe('PathFinder (A*)', () => {
  it('finds a shortest orthogonal path round walls, both ends included', () => {
    const { grid, marks } = asciiGrid([
      'A . . #',
      '',
      '# # . #',
      '',
      'B . . .',
    ]);
    const path = new PathFinder(grid).find(marks['A'] ?? -1, marks['B'] ?? -1, plain);
    expect(path).toEqual([0, 1, 2, 6, 10, 9, 8]);
  });

  it('returns no path through a closed door or a foe (hive.md §6.1)', () => {
    const { grid, occupancy } = asciiGrid(['. .D. 1 .']);
    const finder = new PathFinder(grid);
    expect(finder.find(0, 2, plain)).toEqual([]);
    const opened = { openDoors: Uint8Array.of(1), occupancy };
    expect(finder.find(0, 2, plain, opened)).toEqual([0, 1, 2]);
    expect(finder.find(0, 4, { closedDoors: 'block', units: 'foes', side: SIDE_HEROES }, opened)).toEqual([]);
    // The foe's own cell can be the goal (an attack, a target): it is reached, not passed.
    expect(finder.find(0, 3, { closedDoors: 'block', units: 'foes', side: SIDE_HEROES }, opened)).toEqual([0, 1, 2, 3]);
  });

  it('costs as many steps as the distance field says, on random maps', () => {
    const scene = fc
      .record({ width: fc.integer({ min: 1, max: 9 }), height: fc.integer({ min: 1, max: 9 }) })
      .chain(({ width, height }) => {
        const n = width * height;
        return fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          cells: fc.array(fc.constantFrom(1, 1, 1, 2), { minLength: n, maxLength: n }),
          edges: fc.array(fc.constantFrom(0, 0, 0, 1, 2), { minLength: 2 * n, maxLength: 2 * n }),
          from: fc.nat(n - 1),
          to: fc.nat(n - 1),
          closedDoors: fc.constantFrom<StepRules['closedDoors']>('block', 'ignore', 2),
        });
      });
    fc.assert(
      fc.property(scene, (s) => {
        const grid = gridFromKinds(s.width, s.height, s.cells, s.edges);
        const rules: StepRules = { closedDoors: s.closedDoors, units: 'none' };
        const field = new DistanceField(grid).compute([s.to], rules);
        const path = new PathFinder(grid).find(s.from, s.to, rules);
        const expected = grid.cells[s.from] === 1 ? field.distanceAt(s.from) : UNREACHED;
        if (expected === UNREACHED) {
          expect(path).toEqual([]);
          return;
        }
        expect(path[0]).toBe(s.from);
        expect(path[path.length - 1]).toBe(s.to);
        // The path's cost, step by step, read off the field: each step descends by its cost.
        let total = 0;
        for (let i = 1; i < path.length; i++) total += field.distanceAt(path[i - 1] ?? -1) - field.distanceAt(path[i] ?? -1);
        expect(total).toBe(expected);
        for (let i = 1; i < path.length; i++) expect(field.nextSteps(path[i - 1] ?? -1)).toContain(path[i]);
      }),
    );
  });
});
