import { checkTileDefinition, compileBoard } from '@breachline/engine';
import { blankTile, freshTileId, paintCell, paintZone, resizeTile, saveTile, toDefinition, toggleOpening, toggleSlot } from './tile-paint';

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
