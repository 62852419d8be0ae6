import { rotateRows } from '@breachline/engine';
import { placeCell, turnSide } from './tile-transform';

describe('placeCell', () => {
  const tile = { cells: ['#.', '..', '. '] };

  it.each([0, 90, 180, 270] as const)('follows the engine rotation of rows at %i degrees', (rotation) => {
    const rotated = rotateRows(tile.cells, rotation);
    tile.cells.forEach((row, y) =>
      [...row].forEach((char, x) => {
        const at = placeCell(tile, { x: 0, y: 0, rotation }, { x, y });
        expect(rotated[at.y]?.[at.x]).toBe(char);
      }),
    );
  });

  it('adds the placement offset', () => {
    expect(placeCell(tile, { x: 10, y: 7, rotation: 0 }, { x: 1, y: 2 })).toEqual({ x: 11, y: 9 });
  });
});

describe('turnSide', () => {
  it('turns sides clockwise', () => {
    expect(turnSide('north', 90)).toBe('east');
    expect(turnSide('west', 90)).toBe('north');
    expect(turnSide('south', 270)).toBe('east');
  });
});
