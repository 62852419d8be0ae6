import fc from 'fast-check';
import { asciiGrid, gridFromKinds } from './ascii-grid';
import { SIDE_ENEMIES, SIDE_HEROES, type Grid, type GridState } from './grid';
import { gridLinks } from './grid-links';
import { DistanceField, UNREACHED } from './distance-field';
import { stepCost, unitStopsPath, type StepRules } from './step-rules';

const plain: StepRules = { closedDoors: 'block', units: 'none' };

describe('DistanceField', () => {
  it('hive.md §12 case 19: "nearest" is path distance, not straight-line distance', () => {
    const { grid, marks } = asciiGrid([
      'N # B . .',
      '',
      '. # . . J',
      '',
      '. . . . .',
    ]);
    const field = new DistanceField(grid).compute([marks['B'] ?? -1], plain);
    // Nikhita is 2 squares from the bug in a straight line but 6 by path; Jane is 3 by path.
    expect(field.distanceAt(marks['J'] ?? -1)).toBe(3);
    expect(field.distanceAt(marks['N'] ?? -1)).toBe(6);
  });

  it('counts orthogonal steps only (hive.md §12 case 16: no diagonal moves)', () => {
    const { grid } = asciiGrid(['. .', '', '. .']);
    expect(new DistanceField(grid).compute([0], plain).distanceAt(3)).toBe(2);
  });

  it('hive.md §12 case 15: a bug in the only corridor square blocks Jane, but not Buzzer', () => {
    const { grid, marks, occupancy } = asciiGrid(['A . 1 . B']);
    const [a, b] = [marks['A'] ?? -1, marks['B'] ?? -1];
    const jane = new DistanceField(grid).compute([a], { closedDoors: 'block', units: 'foes', side: SIDE_HEROES }, { occupancy });
    expect(jane.distanceAt(b)).toBe(UNREACHED);
    // The bug's own square is reached (it can be attacked) but nothing beyond it.
    expect(jane.distanceAt(2)).toBe(2);
    const buzzer = new DistanceField(grid).compute([a], { closedDoors: 'block', units: 'none' }, { occupancy });
    expect(buzzer.distanceAt(b)).toBe(4);
  });

  it('hive.md §6.2: bugs pass through bugs but never through Valkyries', () => {
    const { grid, occupancy } = asciiGrid(['. 1 . 0 .']);
    const bugs = { closedDoors: 'block', units: 'foes', side: SIDE_ENEMIES } as const;
    const field = new DistanceField(grid).compute([0], bugs, { occupancy });
    expect(field.distanceAt(2)).toBe(2);
    expect(field.distanceAt(3)).toBe(3);
    expect(field.distanceAt(4)).toBe(UNREACHED);
  });

  it("boarding.md §6.1: models pass through no other model, friend or foe ('all')", () => {
    const { grid, occupancy } = asciiGrid(['. 0 .', '', '. . .']);
    const field = new DistanceField(grid).compute([0], { closedDoors: 'block', units: 'all' }, { occupancy });
    expect(field.distanceAt(2)).toBe(4);
  });

  it('measures from many sources at once: each cell gets the nearest', () => {
    const { grid } = asciiGrid(['. . . . . . .']);
    const field = new DistanceField(grid).compute([0, 6], plain);
    expect([...field.dist]).toEqual([0, 1, 2, 3, 2, 1, 0]);
  });

  it('closed doors block, open doors pass, and infiltration.md §7.3 counts a closed door as one more', () => {
    const { grid } = asciiGrid(['. .D. .']);
    expect(new DistanceField(grid).compute([0], plain).distanceAt(3)).toBe(UNREACHED);
    expect(new DistanceField(grid).compute([0], plain, { openDoors: Uint8Array.of(1) }).distanceAt(3)).toBe(3);
    expect(new DistanceField(grid).compute([0], { closedDoors: 'ignore', units: 'none' }).distanceAt(3)).toBe(3);
    const counted = new DistanceField(grid).compute([0], { closedDoors: 1, units: 'none' });
    expect([...counted.dist]).toEqual([0, 1, 3, 4]);
  });

  it('stops at a movement allowance (maxCost)', () => {
    const { grid } = asciiGrid(['. . . . .']);
    const field = new DistanceField(grid).compute([0], { ...plain, maxCost: 2 });
    expect([...field.dist]).toEqual([0, 1, 2, UNREACHED, UNREACHED]);
  });

  it('gives every equally short next step and a path to the nearest source', () => {
    const { grid, marks } = asciiGrid([
      'T . .',
      '',
      '. # .',
      '',
      '. . S',
    ]);
    const field = new DistanceField(grid).compute([marks['T'] ?? -1], plain);
    const s = marks['S'] ?? -1;
    expect(field.nextSteps(s).sort((a, b) => a - b)).toEqual([5, 7]);
    const path = field.pathFrom(s);
    expect(path).toHaveLength(5);
    expect(path[0]).toBe(s);
    expect(path[4]).toBe(marks['T']);
    for (let i = 1; i < path.length; i++) expect(field.distanceAt(path[i] ?? -1)).toBe(4 - i);
  });

  it('reuses its buffers between computes', () => {
    const { grid } = asciiGrid(['. . .']);
    const field = new DistanceField(grid);
    const buffer = field.compute([0], plain).dist;
    expect(field.compute([2], plain).dist).toBe(buffer);
    expect([...buffer]).toEqual([2, 1, 0]);
  });
});

/** Textbook O(V²) Dijkstra with the same step rules, as the reference. */
function naiveDistances(grid: Grid, sources: number[], rules: StepRules, state: GridState): number[] {
  const links = gridLinks(grid);
  const n = grid.width * grid.height;
  const dist = new Array<number>(n).fill(Infinity);
  const done = new Array<boolean>(n).fill(false);
  for (const s of sources) if (grid.cells[s] === 1) dist[s] = 0;
  for (;;) {
    let best = -1;
    for (let c = 0; c < n; c++) if (!done[c] && (dist[c] ?? Infinity) < Infinity && (best < 0 || (dist[c] ?? 0) < (dist[best] ?? 0))) best = c;
    if (best < 0) break;
    done[best] = true;
    if ((dist[best] ?? 0) > 0 && unitStopsPath(rules, state, best)) continue;
    for (let d = 0; d < 4; d++) {
      const cost = stepCost(links, grid, state, rules, best, d);
      if (cost < 0) continue;
      const next = best + (links.offset[d] ?? 0);
      const reached = (dist[best] ?? 0) + cost;
      if (reached <= (rules.maxCost ?? Infinity) && reached < (dist[next] ?? Infinity)) dist[next] = reached;
    }
  }
  return dist.map((d) => (d === Infinity ? UNREACHED : d));
}

describe('DistanceField properties', () => {
  it('equals a naive Dijkstra on random maps, doors and units', () => {
    const scene = fc
      .record({ width: fc.integer({ min: 1, max: 10 }), height: fc.integer({ min: 1, max: 10 }) })
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
          maxCost: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
        });
      });
    fc.assert(
      fc.property(scene, (s) => {
        const grid = gridFromKinds(s.width, s.height, s.cells, s.edges);
        const state = { openDoors: Uint8Array.from(s.doorBits), occupancy: Int8Array.from(s.occupancy) };
        const base = { closedDoors: s.closedDoors, units: s.units, side: s.side };
        const rules: StepRules = s.maxCost === undefined ? base : { ...base, maxCost: s.maxCost };
        const field = new DistanceField(grid).compute(s.sources, rules, state);
        expect([...field.dist]).toEqual(naiveDistances(grid, s.sources, rules, state));
        // Every reached cell's path descends one step cost at a time to a source.
        for (let c = 0; c < s.width * s.height; c++) {
          const path = field.pathFrom(c);
          if (field.distanceAt(c) >= 0) expect(field.distanceAt(path[path.length - 1] ?? -1)).toBe(0);
        }
      }),
    );
  });
});
