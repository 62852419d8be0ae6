import fc from 'fast-check';
import { gridFromKinds } from './ascii-grid';
import { Cells4 } from './cells4';
import { DistanceField } from './distance-field';
import { PathFinder } from './path-finder';
import { SearchField } from './search-field';
import { PathSearch } from './search-path';
import type { StepRules } from './step-rules';

describe('Cells4 over the shared search', () => {
  it('gives the distances of DistanceField and the path costs of PathFinder on random maps, doors and units', () => {
    const scene = fc
      .record({ width: fc.integer({ min: 1, max: 9 }), height: fc.integer({ min: 1, max: 9 }) })
      .chain(({ width, height }) => {
        const n = width * height;
        return fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          cells: fc.array(fc.constantFrom(1, 1, 1, 2, 3), { minLength: n, maxLength: n }),
          edges: fc.array(fc.constantFrom(0, 0, 0, 1, 2, 2), { minLength: 2 * n, maxLength: 2 * n }),
          doorBits: fc.array(fc.constantFrom(0, 1), { minLength: 2 * n, maxLength: 2 * n }),
          occupancy: fc.array(fc.constantFrom(-1, -1, -1, 0, 1), { minLength: n, maxLength: n }),
          sources: fc.array(fc.nat(n - 1), { minLength: 1, maxLength: 3 }),
          closedDoors: fc.constantFrom<StepRules['closedDoors']>('block', 'ignore', 0, 1, 3),
          units: fc.constantFrom<StepRules['units']>('none', 'foes', 'all'),
          side: fc.constantFrom(0, 1),
          withState: fc.boolean(),
          maxCost: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
        });
      });
    fc.assert(
      fc.property(scene, (s) => {
        const grid = gridFromKinds(s.width, s.height, s.cells, s.edges);
        const state = s.withState ? { openDoors: Uint8Array.from(s.doorBits), occupancy: Int8Array.from(s.occupancy) } : {};
        const base = { closedDoors: s.closedDoors, units: s.units, side: s.side };
        const rules: StepRules = s.maxCost === undefined ? base : { ...base, maxCost: s.maxCost };
        const expected = new DistanceField(grid).compute(s.sources, rules, state).dist;
        const field = new SearchField().compute(new Cells4(grid, rules, state), s.sources, rules.maxCost);
        expect([...field.placeDist]).toEqual([...expected]);
        const from = s.sources[0] ?? 0;
        const to = (from * 7 + 3) % (s.width * s.height);
        const search = new PathSearch();
        const path = search.find(new Cells4(grid, rules, state), from, to, rules.maxCost);
        expect(path.length > 0).toBe(new PathFinder(grid).find(from, to, rules, state).length > 0);
        if (path.length > 0) expect(search.lastCost).toBe(new DistanceField(grid).compute([from], rules, state).distanceAt(to));
      }),
    );
  });
});
