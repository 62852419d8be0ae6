import { compileBoard } from './compile-board';
import { outlineSegments } from './outline';

describe('outlineSegments', () => {
  it('outlines a lone floor cell with four walls', () => {
    const result = compileBoard({ tiles: [{ id: 'one', cells: ['.'] }], layout: [{ tile: 'one', x: 0, y: 0, rotation: 0 }] });
    if (!result.ok) throw new Error('board should compile');
    expect(outlineSegments(result.value).map((s) => s.side).sort()).toEqual(['east', 'north', 'south', 'west']);
  });

  it('lists a wall between tiles and a door once each, and nothing inside a tile', () => {
    const result = compileBoard({
      tiles: [{ id: 'pair', cells: ['..'] }],
      layout: [
        { tile: 'pair', x: 0, y: 0, rotation: 0 },
        { tile: 'pair', x: 0, y: 1, rotation: 0 },
      ],
      doors: [{ x: 1, y: 0, side: 'south' }],
    });
    if (!result.ok) throw new Error('board should compile');
    const inner = outlineSegments(result.value).filter((s) => s.side === 'south' && s.y === 0);
    expect(inner).toEqual([
      { x: 0, y: 0, side: 'south', kind: 'wall' },
      { x: 1, y: 0, side: 'south', kind: 'door' },
    ]);
    // 2x2 floor: 8 rim walls + 1 inner wall + 1 door; the open edges inside each tile draw nothing.
    expect(outlineSegments(result.value)).toHaveLength(10);
  });
});

describe('outlineSegments around obstacles', () => {
  it('walls the room edge behind an obstacle cell as it does behind floor', () => {
    const result = compileBoard({ tiles: [{ id: 'bay', cells: ['.x'] }], layout: [{ tile: 'bay', x: 0, y: 0, rotation: 0 }] });
    if (!result.ok) throw new Error('board should compile');
    const walls = outlineSegments(result.value).map((s) => `${s.x},${s.y} ${s.side}`);
    expect(walls.sort()).toEqual(['0,0 north', '0,0 south', '0,0 west', '1,0 east', '1,0 north', '1,0 south']);
  });
});
