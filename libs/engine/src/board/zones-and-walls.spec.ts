import { cellAt, edgeAt } from './board';
import { CellKind } from './cell-kind';
import { compileBoard, type BoardSource } from './compile-board';
import { EdgeKind } from './edge-kind';

function compiled(source: BoardSource) {
  const result = compileBoard(source);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result.value;
}

/**
 * A derelict-style tile: a lab (zone a) west of a corridor (zone b), a wall between them except a
 * doorway with a door at row 1.
 *   cells  zones
 *   ...    aab
 *   ...    aab
 *   .x.    aab
 */
const lab = {
  id: 'lab',
  cells: ['...', '...', '.x.'],
  zones: ['aab', 'aab', 'aab'],
  zoneNames: { a: 'Laboratory', b: 'Corridor' },
  walls: [
    { x: 1, y: 0, side: 'east' as const },
    { x: 1, y: 2, side: 'east' as const },
  ],
  doors: [{ id: 'lab-door', x: 1, y: 1, side: 'east' as const }],
};

describe('zones', () => {
  it('groups lettered cells into named zones with ids from the placement', () => {
    const board = compiled({ tiles: [lab], layout: [{ id: 'west-wing', tile: 'lab', x: 0, y: 0, rotation: 0 }] });
    expect(board.zones.map((z) => [z.id, z.name, z.cells.length])).toEqual([
      ['west-wing.a', 'Laboratory', 5],
      ['west-wing.b', 'Corridor', 3],
    ]);
    expect(board.zoneOf[0]).toBe(0);
    expect(board.zoneOf[2]).toBe(1);
    // The obstacle is in no zone: nobody stands there.
    expect(board.zoneOf[2 * 3 + 1]).toBe(-1);
  });

  it('makes every floor cell its own zone when the tile has no zone rows (grid rulesets)', () => {
    const board = compiled({ tiles: [{ id: 'hall', cells: ['..', '.#'] }], layout: [{ tile: 'hall', x: 0, y: 0, rotation: 0 }] });
    expect(board.zones.map((z) => z.id)).toEqual(['0,0', '1,0', '0,1']);
    expect(board.zoneOf[3]).toBe(-1);
  });
});

describe('walls and doors inside a tile', () => {
  it('walls the edges the tile names and doors its doorways, with door ids from the placement', () => {
    const board = compiled({ tiles: [lab], layout: [{ tile: 'lab', x: 0, y: 0, rotation: 0 }] });
    expect(edgeAt(board, 1, 0, 'east')).toBe(EdgeKind.Wall);
    expect(edgeAt(board, 1, 1, 'east')).toBe(EdgeKind.Door);
    expect(edgeAt(board, 0, 0, 'east')).toBe(EdgeKind.Open);
    expect(board.doors).toEqual([{ id: 'p0.lab-door', x: 1, y: 1, side: 'east' }]);
    expect(board.doorAt[2 * (1 * 3 + 1)]).toBe(0);
    expect(board.doorAt[0]).toBe(-1);
  });

  it('turns walls, doors and zones with the tile', () => {
    const board = compiled({ tiles: [lab], layout: [{ tile: 'lab', x: 0, y: 0, rotation: 90 }] });
    // Turned clockwise, the lab's east wall runs along the south side of the middle row.
    expect(cellAt(board, 1, 2)).toBe(CellKind.Floor);
    expect(edgeAt(board, 1, 1, 'south')).toBe(EdgeKind.Door);
    expect(edgeAt(board, 2, 1, 'south')).toBe(EdgeKind.Wall);
    expect(board.zones.find((z) => z.name === 'Corridor')?.cells.map((c) => [c % 3, Math.floor(c / 3)])).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });

  it('reports a tile wall that does not stand between two cells of the tile', () => {
    const result = compileBoard({ tiles: [{ ...lab, walls: [{ x: 2, y: 0, side: 'east' }] }], layout: [{ tile: 'lab', x: 0, y: 0, rotation: 0 }] });
    expect(result.ok ? [] : result.errors.map((e) => [e.code, e.path])).toEqual([['tile-edge-misplaced', '/tiles/0/walls/0']]);
  });

  it('reports zone rows that do not match the cell rows', () => {
    const result = compileBoard({ tiles: [{ ...lab, zones: ['aab'] }], layout: [{ tile: 'lab', x: 0, y: 0, rotation: 0 }] });
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['zones-mismatch']);
  });
});
