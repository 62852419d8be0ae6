import fc from 'fast-check';
import { asciiGrid, gridFromKinds } from './ascii-grid';
import { EAST, NORTH, SOUTH, WEST } from './grid';
import { UNREACHED } from './distance-field';
import { BUG_COSTS, FacingField, TROOPER_COSTS, type FacingCosts } from './facing-field';
import type { StepRules } from './step-rules';

const rules: StepRules = { closedDoors: 'block', units: 'all' };

describe('FacingField: boarding.md §5.1 action points over cell × facing', () => {
  const corridor = asciiGrid(['. . . . .']).grid;

  it('a trooper pays 1 per square forward, 2 backward and 2 sideways, and facing never changes by moving', () => {
    const field = new FacingField(corridor).computeFrom({ cell: 2, facing: EAST }, TROOPER_COSTS, rules);
    expect(field.costAt(3, EAST)).toBe(1);
    expect(field.costAt(4, EAST)).toBe(2);
    // Backwards: 2 per square, or turn 180° (2) and walk forward (1 each): 4 either way for 2 squares.
    expect(field.costAt(1, EAST)).toBe(2);
    expect(field.costAt(0, EAST)).toBe(4);
    expect(field.costAt(0, WEST)).toBe(4);
  });

  it('a trooper turns for 1 per 90° and 2 for 180°', () => {
    const field = new FacingField(corridor).computeFrom({ cell: 2, facing: EAST }, TROOPER_COSTS, rules);
    expect(field.costAt(2, EAST)).toBe(0);
    expect(field.costAt(2, NORTH)).toBe(1);
    expect(field.costAt(2, WEST)).toBe(2);
  });

  it('sideways costs a trooper 2 but a bug 1, and a bug turns 90° for free', () => {
    const { grid } = asciiGrid(['. . .', '', '. . .', '', '. . .']);
    const trooper = new FacingField(grid).computeFrom({ cell: 4, facing: NORTH }, TROOPER_COSTS, rules);
    const bug = new FacingField(grid).computeFrom({ cell: 4, facing: NORTH }, BUG_COSTS, rules);
    expect(trooper.costAt(5, NORTH)).toBe(2);
    expect(bug.costAt(5, NORTH)).toBe(1);
    expect(bug.costAt(4, EAST)).toBe(0);
  });

  it('boarding.md §5.1 footnote: two 90° bug turns in a row cost 1, like one 180° turn', () => {
    const field = new FacingField(corridor).computeFrom({ cell: 2, facing: EAST }, BUG_COSTS, rules);
    expect(field.costAt(2, WEST)).toBe(1);
    // Two squares west: a free quarter turn then two sideways steps (2), not two backward moves (4);
    // the last quarter turn to face west is free again because a move came between.
    expect(field.costAt(0, NORTH)).toBe(2);
    expect(field.costAt(0, WEST)).toBe(2);
    expect(field.route(0).map((s) => s.cell)).toEqual([2, 1, 0]);
  });

  it('opens a closed door only from the front, for the extra cost (boarding.md §5.2)', () => {
    const { grid } = asciiGrid(['. .D. .']);
    const opening: StepRules = { closedDoors: 1, units: 'all' };
    const field = new FacingField(grid).computeFrom({ cell: 1, facing: NORTH }, TROOPER_COSTS, opening);
    // Turn east (1), open (1), step forward (1).
    expect(field.costAt(2, EAST)).toBe(3);
    expect(new FacingField(grid).computeFrom({ cell: 1, facing: EAST }, TROOPER_COSTS, rules).bestAt(2)).toBe(UNREACHED);
  });

  it('models block the way (boarding.md §6.1)', () => {
    const { grid, occupancy } = asciiGrid(['. 1 .']);
    expect(new FacingField(grid).computeFrom({ cell: 0, facing: EAST }, TROOPER_COSTS, rules, { occupancy }).bestAt(2)).toBe(UNREACHED);
  });

  it('towards targets: each stance knows its cost to the nearest target', () => {
    const field = new FacingField(corridor).computeTowards([4], TROOPER_COSTS, rules);
    expect(field.costAt(2, EAST)).toBe(2);
    expect(field.costAt(2, WEST)).toBe(4);
    expect(field.costAt(2, SOUTH)).toBe(3);
    expect(field.route(2, SOUTH).map((s) => s.cell)).toEqual([2, 3, 4]);
  });

  it('outwards and towards agree on random maps, for troopers and bugs', () => {
    const scene = fc
      .record({ width: fc.integer({ min: 1, max: 6 }), height: fc.integer({ min: 1, max: 6 }) })
      .chain(({ width, height }) => {
        const n = width * height;
        return fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          cells: fc.array(fc.constantFrom(1, 1, 1, 2), { minLength: n, maxLength: n }),
          edges: fc.array(fc.constantFrom(0, 0, 0, 1, 2), { minLength: 2 * n, maxLength: 2 * n }),
          from: fc.nat(n - 1),
          facing: fc.integer({ min: 0, max: 3 }),
          to: fc.nat(n - 1),
          costs: fc.constantFrom<FacingCosts>(TROOPER_COSTS, BUG_COSTS),
          closedDoors: fc.constantFrom<StepRules['closedDoors']>('block', 1),
        });
      });
    fc.assert(
      fc.property(scene, (s) => {
        const grid = gridFromKinds(s.width, s.height, s.cells, s.edges);
        const r: StepRules = { closedDoors: s.closedDoors, units: 'none' };
        const outwards = new FacingField(grid).computeFrom({ cell: s.from, facing: s.facing }, s.costs, r);
        const towards = new FacingField(grid).computeTowards([s.to], s.costs, r);
        const expected = grid.cells[s.from] === 1 ? towards.costAt(s.from, s.facing) : UNREACHED;
        expect(outwards.bestAt(s.to)).toBe(expected);
      }),
    );
  });
});
