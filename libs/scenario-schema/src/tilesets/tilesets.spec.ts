import { compileBoard, type Rotation } from '@breachline/engine';
import type { Tile } from '../generated/mission-types';
import { BUILT_IN_TILE_DOCUMENTS, RULESET_IDS } from './built-in-tile-documents';
import { BUILT_IN_TILE_SETS, findBuiltInTile } from './index';
import { charAt, floorCells, isFloor, isInterior, neighbour, reachableFrom, zoneAt } from './tile-geometry';

const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

describe('built-in tile sets', () => {
  it('has a non-empty set for every ruleset', () => {
    for (const ruleset of RULESET_IDS) expect(BUILT_IN_TILE_SETS[ruleset].length).toBeGreaterThan(0);
  });

  it('finds a tile by ruleset and id, and nothing for an unknown id or another ruleset', () => {
    expect(findBuiltInTile('derelict', 'laboratory')?.id).toBe('laboratory');
    expect(findBuiltInTile('derelict', 'no-such-tile')).toBeUndefined();
    expect(findBuiltInTile('hive', 'laboratory')).toBeUndefined();
  });

  describe.each(RULESET_IDS)('%s', (ruleset) => {
    const tiles = BUILT_IN_TILE_DOCUMENTS[ruleset];

    it('has ids unique within the set', () => {
      const ids = tiles.map((tile) => tile.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    describe.each(tiles.map((tile) => [tile.id, tile] as const))('%s', (_, tile) => {
      it('has rows of equal length, at most 64 x 64', () => {
        const width = tile.cells[0]?.length ?? 0;
        expect(tile.cells.every((row) => row.length === width)).toBe(true);
        expect(width).toBeLessThanOrEqual(64);
        expect(tile.cells.length).toBeLessThanOrEqual(64);
        if (tile.zones) expect(tile.zones.map((row) => row.length)).toEqual(tile.cells.map((row) => row.length));
      });

      it('compiles alone at every rotation', () => {
        for (const rotation of ROTATIONS) {
          const result = compileBoard({ tiles: [tile], layout: [{ tile: tile.id, x: 0, y: 0, rotation }] });
          expect(result.ok, JSON.stringify(result)).toBe(true);
        }
      });

      it('puts every opening on a floor cell at the border, facing out of the tile', () => {
        for (const opening of tile.openings ?? []) {
          expect(isFloor(tile, opening.x, opening.y), JSON.stringify(opening)).toBe(true);
          const outside = neighbour(opening, opening.side);
          expect(charAt(tile, outside.x, outside.y), JSON.stringify(opening)).toBe(' ');
        }
      });

      it('puts doors between two floor cells and walls between two interior cells of the tile', () => {
        for (const door of tile.doors ?? []) {
          const other = neighbour(door, door.side);
          expect(isFloor(tile, door.x, door.y) && isFloor(tile, other.x, other.y), JSON.stringify(door)).toBe(true);
        }
        for (const wall of tile.walls ?? []) {
          const other = neighbour(wall, wall.side);
          expect(isInterior(tile, wall.x, wall.y) && isInterior(tile, other.x, other.y), JSON.stringify(wall)).toBe(true);
        }
      });

      it('puts every slot on an interior cell', () => {
        for (const slot of tile.slots ?? []) expect(isInterior(tile, slot.x, slot.y), JSON.stringify(slot)).toBe(true);
      });

      it('lets every floor cell be reached from every other through open edges and doors', () => {
        const floor = floorCells(tile);
        const [first] = floor;
        if (!first) throw new Error(`${tile.id} has no floor`);
        expect(reachableFrom(tile, first).size).toBe(floor.length);
      });

      it('names every zone it uses, and its zone kinds are for zones that exist', () => {
        const used = usedZoneLetters(tile);
        for (const letter of used) expect(tile.zoneNames?.[letter], `zone '${letter}'`).toBeTruthy();
        for (const letter of Object.keys(tile.zoneKinds ?? {})) expect(used).toContain(letter);
      });
    });
  });
});

function usedZoneLetters(tile: Tile): string[] {
  const letters = new Set<string>();
  tile.cells.forEach((row, y) =>
    [...row].forEach((_, x) => {
      const letter = zoneAt(tile, x, y);
      if (isInterior(tile, x, y) && /^[A-Za-z]$/.test(letter)) letters.add(letter);
    }),
  );
  return [...letters];
}
