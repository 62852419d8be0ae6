import { checkTileDefinition, compileBoard, type TileDefinition } from '@breachline/engine';
import { BUILTIN_TILES } from '@breachline/scenario-schema';
import {
  blankTile,
  editRegion,
  freshTileId,
  fromDefinition,
  paintCell,
  paintZone,
  regionLetters,
  resizeTile,
  saveTile,
  toDefinition,
  toggleInnerEdge,
  toggleOpening,
  toggleSlot,
  parentChoices,
  freeRegionLetter,
} from './tile-paint';

describe('tile painting', () => {
  it('paints cells, zones, openings and slots into a definition the engine accepts', () => {
    let tile = blankTile('custom-1', 3, 2);
    tile = paintCell(tile, 2, 0, '#');
    tile = paintCell(tile, 0, 1, 'x');
    tile = paintZone(tile, 0, 0, 'a');
    tile = toggleOpening(tile, 1, 1, 'south');
    tile = toggleSlot(tile, 1, 0, 'search');
    const definition = toDefinition(tile);
    expect(definition).toEqual({
      id: 'custom-1',
      name: 'New tile',
      cells: ['..#', 'x..'],
      zones: ['a..', '...'],
      openings: [{ x: 1, y: 1, side: 'south' }],
      slots: [{ type: 'search', x: 1, y: 0 }],
    });
    expect(checkTileDefinition(definition, '/tile')).toEqual([]);
    expect(compileBoard({ tiles: [definition], layout: [{ tile: 'custom-1', x: 0, y: 0, rotation: 0 }] }).ok).toBe(true);
  });

  it('drops openings and slots from cells painted to wall or void', () => {
    let tile = toggleSlot(toggleOpening(blankTile('t', 2, 1), 0, 0, 'west'), 0, 0, 'start');
    tile = paintCell(tile, 0, 0, '#');
    expect([tile.openings, tile.slots]).toEqual([[], []]);
  });

  it('toggles an opening off again, and resizes keeping what fits', () => {
    const tile = toggleOpening(toggleOpening(blankTile('t', 3, 3), 2, 1, 'east'), 2, 1, 'east');
    expect(tile.openings).toEqual([]);
    const resized = resizeTile(toggleSlot(paintCell(blankTile('t', 3, 3), 0, 0, '#'), 2, 2, 'exit'), 2, 4);
    expect(resized.cells).toEqual(['#.', '..', '..', '..']);
    expect(resized.slots).toEqual([]);
  });

  it('saves into the mission, renaming the layout references of a renamed tile', () => {
    const mission = { tiles: [{ id: 'old', cells: ['.'] }], layout: [{ tile: 'old', x: 0, y: 0, rotation: 0 }] };
    const saved = saveTile(mission, { ...blankTile('new', 1, 1) }, 'old');
    expect(saved['tiles']).toEqual([{ id: 'new', name: 'New tile', cells: ['.'] }]);
    expect(saved['layout']).toEqual([{ tile: 'new', x: 0, y: 0, rotation: 0 }]);
    expect((saveTile(mission, blankTile('added', 1, 1), undefined)['tiles'] as unknown[]).length).toBe(2);
    expect(freshTileId(saved)).toBe('custom-1');
    expect(freshTileId({ tiles: [{ id: 'custom-1' }] })).toBe('custom-2');
  });
});

describe('a derelict tile in the painter', () => {
  // derelict/robotics-bay has zones with names and kinds, walls, doors, openings, slots, tags and a description.
  const robotics = BUILTIN_TILES.get('derelict/robotics-bay') as TileDefinition;

  it('survives a repaint with every field intact', () => {
    const floor = robotics.cells[0]?.[0];
    expect(floor).toBe('.');
    // Painting a floor cell floor again, and a zone letter it already has, is a repaint that changes nothing.
    const repainted = paintZone(paintCell(fromDefinition(robotics), 0, 0, '.'), 0, 0, 'a');
    expect(toDefinition(repainted)).toEqual(robotics);
    expect(Object.keys(toDefinition(repainted))).toEqual(Object.keys(robotics));
  });

  it('keeps what it does not edit when a cell changes', () => {
    const painted = toDefinition(paintCell(fromDefinition(robotics), 9, 0, 'x'));
    expect(painted.cells[0]).toBe('.........x');
    const { cells: _cells, ...rest } = painted;
    const { cells: _original, ...originalRest } = robotics;
    expect(rest).toEqual(originalRest);
  });

  it('names a zone and sets its kind; an empty name leaves the name out', () => {
    let tile = editRegion(fromDefinition(robotics), 'j', { name: 'Crossing', kind: 'room' });
    expect(toDefinition(tile).zoneNames?.['j']).toBe('Crossing');
    expect((toDefinition(tile) as { zoneKinds?: Record<string, string> }).zoneKinds?.['j']).toBe('room');
    tile = editRegion(paintZone(tile, 0, 0, 'k'), 'k', { name: 'Nook' });
    expect(regionLetters(tile)).toContain('k');
    expect(toDefinition(tile).zoneNames?.['k']).toBe('Nook');
    tile = editRegion(tile, 'k', { name: '' });
    expect(toDefinition(tile).zoneNames?.['k']).toBeUndefined();
    expect(checkTileDefinition(toDefinition(tile), '')).toEqual([]);
  });

  it('makes areas of a room (infiltration.md §7: area ⊂ room or corridor ⊂ tile), written as zoneKinds and zoneParents the engine compiles', () => {
    // Two areas a and b painted; c a room that marks no cell itself (its cells are its areas').
    let tile = paintZone(paintZone(blankTile('wing', 2, 1), 0, 0, 'a'), 1, 0, 'b');
    const room = freeRegionLetter(tile);
    expect(room).toBe('c');
    tile = editRegion(tile, 'c', { kind: 'room', name: 'Great hall' });
    tile = editRegion(tile, 'a', { kind: 'area', parent: 'c', name: 'Hall (west)' });
    tile = editRegion(tile, 'b', { kind: 'area', parent: 'c' });
    expect(parentChoices(tile, 'a')).toEqual(['c']);
    const definition = toDefinition(tile) as TileDefinition & { zoneParents?: Record<string, string> };
    expect(definition.zoneKinds).toEqual({ c: 'room', a: 'area', b: 'area' });
    expect(definition.zoneParents).toEqual({ a: 'c', b: 'c' });
    expect(checkTileDefinition(definition, '')).toEqual([]);
    // Opened again, nothing is lost: the area kind and where it lies survive a round trip through the painter.
    expect(toDefinition(fromDefinition(definition))).toEqual(definition);
    const compiled = compileBoard({ tiles: [definition], layout: [{ tile: 'wing', x: 0, y: 0, rotation: 0 }] });
    if (!compiled.ok) throw new Error('the tile does not compile');
    const board = compiled.value;
    const hall = board.regions.find((r) => r.name === 'Great hall');
    const west = board.regions.find((r) => r.name === 'Hall (west)');
    expect(hall?.kind).toBe('room');
    expect(west && board.regions[west.parent]).toBe(hall);
  });

  it('a zone made a room again leaves the room it lay in, and an area cannot hold areas', () => {
    let tile = paintZone(paintZone(blankTile('wing', 2, 1), 0, 0, 'a'), 1, 0, 'b');
    tile = editRegion(tile, 'a', { kind: 'area', parent: 'b' });
    expect(editRegion(tile, 'a', { kind: 'room' }).regions.find((r) => r.letter === 'a')?.parent).toBeUndefined();
    // b made an area: a no longer lies in it.
    const nested = editRegion(tile, 'b', { kind: 'area' });
    expect(nested.regions.find((r) => r.letter === 'a')?.parent).toBeUndefined();
    expect(parentChoices(tile, 'b')).toEqual([]);
  });

  it('drops the doors and walls of a cell painted to wall, so the tile stays valid', () => {
    // assembly-west-door stands on the south side of (1, 3).
    const walled = toDefinition(paintCell(fromDefinition(robotics), 1, 4, '#'));
    expect(walled.doors?.map((d) => d.id)).not.toContain('assembly-west-door');
    expect(walled.doors?.length).toBe((robotics.doors?.length ?? 0) - 1);
    expect(checkTileDefinition(walled, '')).toEqual([]);
  });
});

describe('inner walls and doors', () => {
  it('puts a wall or a door between two cells, replaces one with the other, and takes it away again', () => {
    let tile = blankTile('t', 3, 2);
    tile = toggleInnerEdge(tile, 0, 0, 'east', 'wall');
    expect(toDefinition(tile).walls).toEqual([{ x: 0, y: 0, side: 'east' }]);
    // The same edge named from the other cell: a door replaces the wall.
    tile = toggleInnerEdge(tile, 1, 0, 'west', 'door');
    expect([toDefinition(tile).walls, toDefinition(tile).doors]).toEqual([undefined, [{ x: 1, y: 0, side: 'west' }]]);
    expect(checkTileDefinition(toDefinition(tile), '')).toEqual([]);
    tile = toggleInnerEdge(tile, 0, 0, 'east', 'door');
    expect(toDefinition(tile).doors).toBeUndefined();
  });

  it("takes away a derelict tile's door by its edge and keeps its other doors' ids", () => {
    const robotics = BUILTIN_TILES.get('derelict/robotics-bay') as TileDefinition;
    // assembly-west-door: south of (1, 3), i.e. north of (1, 4).
    const doors = toDefinition(toggleInnerEdge(fromDefinition(robotics), 1, 4, 'north', 'door')).doors ?? [];
    expect(doors.map((d) => d.id)).toEqual((robotics.doors ?? []).map((d) => d.id).filter((id) => id !== 'assembly-west-door'));
  });
});
