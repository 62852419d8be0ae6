import { compileBoard, type Board } from '@breachline/engine';
import { layoutBoard, segmentPlacement } from './board-layout';

function board(): Board {
  const result = compileBoard({
    tiles: [
      { id: 'room', cells: ['..', '.x'] },
      { id: 'cell', cells: ['.#'] },
    ],
    layout: [
      { tile: 'room', x: 0, y: 0, rotation: 0 },
      { tile: 'cell', x: 2, y: 0, rotation: 0 },
    ],
    doors: [{ id: 'hatch', x: 1, y: 0, side: 'east' }],
  });
  if (!result.ok) throw new Error('board should compile');
  return result.value;
}

describe('layoutBoard', () => {
  it('puts a floor under every floor and obstacle cell, and blocks on wall cells', () => {
    const layout = layoutBoard(board());
    expect(layout.floors.map((f) => [f.x, f.z, f.tile])).toEqual([
      [0.5, 0.5, 0],
      [1.5, 0.5, 0],
      [2.5, 0.5, 1],
      [0.5, 1.5, 0],
      [1.5, 1.5, 0],
    ]);
    expect(layout.obstacles).toEqual([{ x: 1.5, z: 1.5, turn: 0, tile: 0 }]);
    expect(layout.wallBlocks).toEqual([{ x: 3.5, z: 0.5, turn: 0, tile: 1 }]);
  });

  it('marks every wall piece with the placed tile it belongs to, so a new tile drops in whole', () => {
    const layout = layoutBoard(board());
    expect(new Set(layout.edgeWalls.map((w) => w.tile))).toEqual(new Set([0, 1]));
    expect(layout.edgeWalls.filter((w) => w.x > 2).every((w) => w.tile === 1)).toBe(true);
  });

  it('stands the door on the edge between its cells, turned to run north-south', () => {
    expect(layoutBoard(board()).doors).toEqual([{ id: 'hatch', x: 2, z: 0.5, turn: Math.PI / 2 }]);
  });

  it('frames the board from its centre', () => {
    const layout = layoutBoard(board());
    expect(layout.centre).toEqual({ x: 2, z: 1 });
    expect(layout.extent).toBe(4);
  });
});

describe('segmentPlacement', () => {
  it('centres slabs on the side of the cell they stand on', () => {
    expect(segmentPlacement({ x: 3, y: 2, side: 'north' })).toEqual({ x: 3.5, z: 2, turn: 0 });
    expect(segmentPlacement({ x: 3, y: 2, side: 'west' })).toEqual({ x: 3, z: 2.5, turn: Math.PI / 2 });
  });
});

describe('layoutBoard framing', () => {
  it('frames the placed tiles, not the empty rest of an exploration board', () => {
    const result = compileBoard({ tiles: [{ id: 'hub', cells: ['...', '...'] }], layout: [{ tile: 'hub', x: 20, y: 10, rotation: 0 }], bounds: { width: 50, height: 50 } });
    if (!result.ok) throw new Error('board should compile');
    const layout = layoutBoard(result.value);
    expect(layout.centre).toEqual({ x: 21.5, z: 11 });
    expect(layout.extent).toBe(3);
  });
});
