import { compileBoard, type BoardSource } from './compile-board';
import { enclosingRegion, regionChain, regionOfCell } from './regions';
import type { TileDefinition } from './tile';

function compiled(source: BoardSource) {
  const result = compileBoard(source);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result.value;
}

/**
 * An infiltration-style tile (DESIGN "Space": area ⊂ room or corridor ⊂ tile): a ward (room w, marking
 * no cell itself) split into areas c and d, a corridor b, and one plain cell.
 *   cells  zones
 *   ....   ccb.
 *   ....   ddbb
 */
const ward: TileDefinition = {
  id: 'ward',
  cells: ['....', '....'],
  zones: ['ccb.', 'ddbb'],
  zoneNames: { w: 'Ward', c: 'Ward north', b: 'Hall' },
  zoneKinds: { w: 'room', b: 'corridor', c: 'area', d: 'area' },
  zoneParents: { c: 'w', d: 'w' },
};

describe('regions (DESIGN "Space": area ⊂ room or corridor ⊂ tile, compiled from tiles)', () => {
  const board = compiled({ tiles: [ward], layout: [{ id: 'east', tile: 'ward', x: 0, y: 0, rotation: 0 }] });
  const byId = new Map(board.regions.map((region, index) => [region.id, { ...region, index }]));

  it('makes a region per tile and per zone letter, each with its kind and parent', () => {
    expect(board.regions.map((r) => [r.id, r.kind, r.parent === -1 ? '-' : board.regions[r.parent]?.id, r.name])).toEqual([
      ['east', 'tile', '-', undefined],
      ['east.w', 'room', 'east', 'Ward'],
      ['east.c', 'area', 'east.w', 'Ward north'],
      ['east.b', 'corridor', 'east', 'Hall'],
      ['east.d', 'area', 'east.w', undefined],
    ]);
    // The room is made of its areas' cells; the tile of all its floor.
    expect([...(byId.get('east.w')?.cells ?? [])].sort((a, b) => a - b)).toEqual([0, 1, 4, 5]);
    expect(byId.get('east')?.cells).toHaveLength(8);
  });

  it('zones are the areas, corridors and rooms units stand in; a room split into areas is no zone', () => {
    expect(board.zones.filter((z) => z.kind !== undefined).map((z) => [z.id, z.kind])).toEqual([
      ['east.c', 'area'],
      ['east.b', 'corridor'],
      ['east.d', 'area'],
    ]);
    expect(board.zones.find((z) => z.id === 'east.w')).toBeUndefined();
  });

  it('finds the regions a cell lies in, innermost first', () => {
    expect(regionChain(board, regionOfCell(board, 4)).map((r) => r.id)).toEqual(['east.d', 'east.w', 'east']);
    expect(enclosingRegion(board, 0, 'room')?.id).toBe('east.w');
    expect(enclosingRegion(board, 2, 'corridor')?.id).toBe('east.b');
    expect(enclosingRegion(board, 2, 'room')).toBeUndefined();
    // A one-cell zone lies straight in its tile.
    expect(regionChain(board, regionOfCell(board, 3)).map((r) => r.id)).toEqual(['east']);
  });

  it('turns with the tile and keeps one region per placement', () => {
    const two = compiled({
      tiles: [ward],
      layout: [
        { id: 'a', tile: 'ward', x: 0, y: 0, rotation: 0 },
        { id: 'b', tile: 'ward', x: 4, y: 0, rotation: 180 },
      ],
    });
    expect(two.regions.filter((r) => r.kind === 'tile').map((r) => r.id)).toEqual(['a', 'b']);
    // Rotated 180°, the ward's areas sit on the east side of tile b: cell (7, 1) is area c.
    expect(regionChain(two, regionOfCell(two, 1 * two.width + 7)).map((r) => r.id)).toEqual(['b.c', 'b.w', 'b']);
  });

  it('a lettered zone with no kind is a room of its tile, as before kinds existed', () => {
    const plain = compiled({ tiles: [{ id: 't', cells: ['..'], zones: ['ab'] }], layout: [{ tile: 't', x: 0, y: 0, rotation: 0 }] });
    expect(plain.zones.map((z) => z.kind)).toEqual(['room', 'room']);
    expect(plain.regions.map((r) => r.kind)).toEqual(['tile', 'room', 'room']);
  });

  it('rejects nesting that is not area ⊂ room or corridor ⊂ tile, saying which zone and why', () => {
    const bad = (tile: Partial<TileDefinition>) => {
      const result = compileBoard({ tiles: [{ ...ward, ...tile }], layout: [{ tile: 'ward', x: 0, y: 0, rotation: 0 }] });
      return result.ok ? [] : result.errors.map((e) => [e.code, e.path]);
    };
    expect(bad({ zoneParents: { c: 'c', d: 'w' } })).toEqual([['zone-parent-invalid', '/tiles/0/zoneParents/c']]);
    expect(bad({ zoneParents: { c: 'd', d: 'w' } })).toEqual([['zone-parent-invalid', '/tiles/0/zoneParents/c']]);
    expect(bad({ zoneKinds: { w: 'area', c: 'area', d: 'area' }, zoneParents: { c: 'w', d: 'w' } })).toEqual([
      ['zone-parent-invalid', '/tiles/0/zoneParents/c'],
      ['zone-parent-invalid', '/tiles/0/zoneParents/d'],
      ['zone-parent-invalid', '/tiles/0/zoneKinds/w'],
    ]);
    expect(bad({ zoneKinds: { c: 'room' }, zoneParents: { c: 'w' } })).toEqual([['zone-parent-invalid', '/tiles/0/zoneParents/c']]);
    expect(bad({ zoneKinds: { c: 'area' }, zoneParents: {} })).toEqual([['zone-parent-invalid', '/tiles/0/zoneKinds/c']]);
  });
});
