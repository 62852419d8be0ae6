import { describe, expect, it } from 'vitest';
import { gridState } from './board-state';
import { boardingFixture, room } from './fixture';
import { trooperSees } from './sight';

/**
 * README "Line of sight": DESIGN.md's cardinal lines, taken in the trooper's facing direction only
 * (the centre line of boarding.md §6.3's front arc), stopped by walls, closed doors and models.
 */
describe('boarding line of sight (README decision on boarding.md §6.3)', () => {
  const f = boardingFixture({
    rows: room(10),
    troopers: [{ id: 't', x: 5, y: 8, facing: 0 }],
    bugs: [{ x: 5, y: 4, facing: 2 }],
    doors: [{ id: 'd', x: 2, y: 5, side: 'north' }],
  });
  const grid = gridState(f.state, f.board);
  const t = f.unit('t');

  it('sees straight ahead up to and including the first model, never past it', () => {
    expect(trooperSees(f.board, grid, t, { x: 5, y: 5 })).toBe(true);
    expect(trooperSees(f.board, grid, t, { x: 5, y: 4 })).toBe(true);
    expect(trooperSees(f.board, grid, t, { x: 5, y: 3 })).toBe(false);
  });

  it('sees nothing to the sides, behind, or off the centre line of the arc', () => {
    expect(trooperSees(f.board, grid, t, { x: 4, y: 7 })).toBe(false);
    expect(trooperSees(f.board, grid, t, { x: 5, y: 9 })).toBe(false);
    expect(trooperSees(f.board, grid, t, { x: 6, y: 8 })).toBe(false);
  });

  it('is limited by a range when one is given (overwatch, inferno: 12)', () => {
    expect(trooperSees(f.board, grid, t, { x: 5, y: 5 }, 2)).toBe(false);
    expect(trooperSees(f.board, grid, t, { x: 5, y: 5 }, 3)).toBe(true);
  });

  it('is stopped by a closed door and passes an open one', () => {
    const g = boardingFixture({ rows: room(10), troopers: [{ id: 't', x: 2, y: 8, facing: 0 }], doors: [{ id: 'd', x: 2, y: 5, side: 'north' }] });
    const u = g.unit('t');
    expect(trooperSees(g.board, gridState(g.state, g.board), u, { x: 2, y: 3 })).toBe(false);
    const opened = { ...g.state, doors: { d: { state: 'open' as const } } };
    expect(trooperSees(g.board, gridState(opened, g.board), u, { x: 2, y: 3 })).toBe(true);
  });
});
