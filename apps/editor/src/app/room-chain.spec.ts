import { compileBoard, type TileDefinition } from '@breachline/engine';
import { BUILTIN_TILES } from '@breachline/scenario-schema';
import { roomChain } from './room-chain';

const hall: TileDefinition = {
  id: 'hall',
  cells: ['..'],
  zones: ['ab'],
  zoneNames: { a: 'Hall (west)', b: 'Hall (east)', c: 'Great hall' },
  zoneKinds: { a: 'area', b: 'area', c: 'room' },
  zoneParents: { a: 'c', b: 'c' },
} as TileDefinition;

describe('where a picked zone lies (infiltration.md §7: area ⊂ room or corridor ⊂ tile)', () => {
  it('an area of a painted tile: the area, its room, then the tile', () => {
    const compiled = compileBoard({ tiles: [hall], layout: [{ id: 'east-wing', tile: 'hall', x: 0, y: 0, rotation: 0 }] });
    if (!compiled.ok) throw new Error('the tile does not compile');
    expect(roomChain(compiled.value, 'east-wing.b')).toEqual([
      { kind: 'area', name: 'Hall (east)' },
      { kind: 'room', name: 'Great hall' },
      { kind: 'tile', name: 'east-wing', tileRef: 'hall' },
    ]);
  });

  it("a built-in castle tile's lettered zone is a room on its tile (the tile is the room the infiltration rules count)", () => {
    const tile = BUILTIN_TILES.get('infiltration/castle-1a-map-room') as TileDefinition;
    const compiled = compileBoard({ tiles: [tile], layout: [{ id: 'map-room', tile: tile.id, x: 0, y: 0, rotation: 0 }] });
    if (!compiled.ok) throw new Error('the tile does not compile');
    const chain = roomChain(compiled.value, 'map-room.a');
    expect(chain[0]).toEqual({ kind: 'room', name: 'Map room (north-west)' });
    expect(chain.at(-1)).toMatchObject({ kind: 'tile', name: 'map-room' });
    expect(roomChain(compiled.value, 'nowhere')).toEqual([]);
  });
});
