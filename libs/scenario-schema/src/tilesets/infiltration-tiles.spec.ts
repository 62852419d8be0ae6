import { BUILT_IN_TILE_DOCUMENTS } from './built-in-tile-documents';
import { roomsOf, zoneLetters } from './tile-geometry';

const tiles = BUILT_IN_TILE_DOCUMENTS.infiltration;

// infiltration.md §3.2: tile kinds, how many physical tiles of each, and the proposed areas per tile.
const KINDS: Record<string, { tiles: number; areas: number }> = {
  large: { tiles: 4, areas: 4 },
  medium: { tiles: 2, areas: 2 },
  small: { tiles: 6, areas: 1 },
  corner: { tiles: 4, areas: 2 },
  short: { tiles: 6, areas: 2 },
  long: { tiles: 2, areas: 4 },
  junction: { tiles: 1, areas: 3 },
  crossroads: { tiles: 1, areas: 5 },
};

function kindOf(tags: readonly string[] | undefined): string {
  return Object.keys(KINDS).find((kind) => tags?.includes(kind)) ?? 'none';
}

describe('infiltration tiles', () => {
  it('are both faces of the 26 double-sided tiles, by kind (infiltration.md §3.1, §3.2)', () => {
    expect(tiles).toHaveLength(52);
    for (const [kind, { tiles: count }] of Object.entries(KINDS)) {
      expect(tiles.filter((tile) => kindOf(tile.tags) === kind), kind).toHaveLength(2 * count);
    }
  });

  it('offer three barracks for post-alarm spawns (infiltration.md §3.1, §8.11)', () => {
    expect(tiles.flatMap((tile) => tile.slots ?? []).filter((slot) => slot.type === 'barracks')).toHaveLength(3);
  });

  it('offer an entrance and an exit (infiltration.md §3.4)', () => {
    const types = new Set(tiles.flatMap((tile) => tile.slots ?? []).map((slot) => slot.type));
    expect(types).toContain('entrance');
    expect(types).toContain('exit');
  });

  describe.each(tiles.map((tile) => [tile.id, tile] as const))('%s', (_, tile) => {
    it('has the proposed number of areas for its kind (infiltration.md §3.2)', () => {
      expect(zoneLetters(tile)).toHaveLength(KINDS[kindOf(tile.tags)]?.areas ?? -1);
    });

    it('is one room or corridor, except the experiment cells, whose rooms meet through inner doors (§7.1)', () => {
      expect(roomsOf(tile)).toHaveLength(tile.id === 'castle-1b-experiment-cells' ? 4 : 1);
    });

    it('connects to other tiles only through the mission\'s doors: no openings (infiltration.md §7.1)', () => {
      expect(tile.openings ?? []).toHaveLength(0);
    });

    it('has a spawn place in every area (spawn tokens sit in areas, §3.4)', () => {
      const spawnZones = new Set((tile.slots ?? []).filter((slot) => slot.type === 'spawn').map((slot) => tile.zones?.[slot.y]?.[slot.x]));
      expect(spawnZones.size).toBe(zoneLetters(tile).length);
    });
  });
});
