import { rotateRows } from './tile';

describe('rotateRows', () => {
  const lShape = ['#.', '..', '. '];

  it('leaves rows unchanged at 0 degrees', () => {
    expect(rotateRows(lShape, 0)).toEqual(lShape);
  });

  it('turns a 2x3 tile clockwise into a 3x2 tile: the west column becomes the north row', () => {
    expect(rotateRows(lShape, 90)).toEqual(['..#', ' ..']);
  });

  it('turns 180 degrees as two quarter turns', () => {
    expect(rotateRows(lShape, 180)).toEqual([' .', '..', '.#']);
  });

  it('comes back to the start after four quarter turns', () => {
    expect(rotateRows(rotateRows(lShape, 270), 90)).toEqual(lShape);
  });
});
