import type { Tile } from '../generated/mission-types';
import { BUILT_IN_TILE_DOCUMENTS } from './built-in-tile-documents';
import { charAt } from './tile-geometry';

const tiles = BUILT_IN_TILE_DOCUMENTS.hive;
const exploration = tiles.filter((tile) => !tile.tags?.includes('start'));

function tagged(tag: string): Tile[] {
  return exploration.filter((tile) => tile.tags?.includes(tag));
}

describe('hive tiles', () => {
  it('make a pile of 30 exploration tiles in the proportions of hive.md §11 G3', () => {
    expect(exploration).toHaveLength(30);
    expect(tagged('straight')).toHaveLength(6);
    expect(tagged('corner')).toHaveLength(6);
    expect(tagged('t-junction')).toHaveLength(5);
    expect(tagged('crossroads')).toHaveLength(3);
    expect(tagged('dead-end')).toHaveLength(2);
    expect(tagged('chamber')).toHaveLength(2);
    expect(tagged('objective-chamber')).toHaveLength(6);
  });

  it('have one starting tile with room for six Valkyries and an exit on every side (hive.md §3.5, §6.4)', () => {
    const start = tiles.filter((tile) => tile.tags?.includes('start'));
    expect(start).toHaveLength(1);
    expect(start[0]?.slots?.filter((slot) => slot.type === 'start').length).toBeGreaterThanOrEqual(6);
    expect(new Set(start[0]?.openings?.map((opening) => opening.side))).toEqual(new Set(['north', 'east', 'south', 'west']));
  });

  it('title the objective chambers with the six names of hive.md §3.5 / T6', () => {
    expect(tagged('objective-chamber').map((tile) => tile.name).sort()).toEqual(
      ['Bio-Aqueduct', 'Nutrient Pool', 'Queen Chamber', 'Sensory Cluster', 'Spawning Pods', 'Ventilation Centre'],
    );
  });

  describe.each(tiles.map((tile) => [tile.id, tile] as const))('%s', (_, tile) => {
    it('is 5 x 5 with its openings in the middle of a side (hive.md §11 G2)', () => {
      expect(tile.cells).toHaveLength(5);
      expect(tile.cells.every((row) => row.length === 5)).toBe(true);
      for (const opening of tile.openings ?? []) {
        expect(opening.side === 'north' || opening.side === 'south' ? opening.x : opening.y).toBe(2);
      }
    });

    it('has as many openings as its kind says (hive.md §11 G3)', () => {
      const expected: Record<string, number> = {
        straight: 2, corner: 2, 't-junction': 3, crossroads: 4, 'dead-end': 1, chamber: 2, 'objective-chamber': 1, start: 4,
      };
      const kind = Object.keys(expected).find((name) => tile.tags?.includes(name)) ?? '';
      expect(tile.openings?.length).toBe(expected[kind]);
    });

    it('keeps corridors one or two squares wide: no 3 x 3 block of floor outside chambers', () => {
      if (tile.tags?.some((tag) => tag === 'chamber' || tag === 'objective-chamber' || tag === 'start')) return;
      for (let y = 0; y + 3 <= 5; y++) {
        for (let x = 0; x + 3 <= 5; x++) {
          const block = [0, 1, 2].flatMap((dy) => [0, 1, 2].map((dx) => charAt(tile, x + dx, y + dy)));
          expect(block.every((char) => char === '.'), `block at (${x}, ${y})`).toBe(false);
        }
      }
    });

    it('offers an impassable square for the item token placed on exploration (hive.md §3.5, §6.5)', () => {
      if (tile.tags?.includes('start')) return;
      const search = tile.slots?.filter((slot) => slot.type === 'search') ?? [];
      expect(search).toHaveLength(1);
      for (const slot of search) expect(charAt(tile, slot.x, slot.y)).toBe('x');
    });
  });

  describe.each(tagged('objective-chamber').map((tile) => [tile.name, tile] as const))('%s', (_, tile) => {
    it('ends in an impassable square for the Queen, opposite its one opening (hive.md §3.4, §11 G2)', () => {
      const [opening] = tile.openings ?? [];
      expect(opening).toEqual({ x: 2, y: 4, side: 'south' });
      expect(charAt(tile, 2, 0)).toBe('x');
      expect(tile.slots).toContainEqual({ type: 'queen', x: 2, y: 0 });
    });

    it('has a 3 x 3 interior behind its opening (hive.md §11 G2)', () => {
      for (let y = 1; y <= 3; y++) expect(tile.cells[y]?.[0] + (tile.cells[y]?.[4] ?? '')).toBe('##');
      expect(tile.slots?.some((slot) => slot.type === 'objective')).toBe(true);
    });
  });
});
