import { DistanceField, UNREACHED } from './distance-field';
import { mazeGrid, openGrid } from './sample-grids';

describe('sample grids for benchmarks', () => {
  it('an open grid is all floor', () => {
    expect(openGrid(4).cells.every((kind) => kind === 1)).toBe(true);
  });

  it('a maze is one connected corridor system, the same for the same seed', () => {
    const maze = mazeGrid(21, 7);
    expect([...mazeGrid(21, 7).cells]).toEqual([...maze.cells]);
    const field = new DistanceField(maze).compute([22], { closedDoors: 'block', units: 'none' });
    for (let cell = 0; cell < maze.cells.length; cell++) {
      if (maze.cells[cell] === 1) expect(field.distanceAt(cell)).not.toBe(UNREACHED);
    }
    // 10 × 10 rooms joined by 99 passages.
    expect(maze.cells.filter((kind) => kind === 1).length).toBe(100 + 99);
  });
});
