import type { TileDefinition } from '../../../board/tile';

/** Small 5 × 5 hive tiles for the tests (hive.md §11 G2 geometry: openings mid-side). */
const mid = (side: 'north' | 'east' | 'south' | 'west') =>
  ({ north: { x: 2, y: 0, side }, east: { x: 4, y: 2, side }, south: { x: 2, y: 4, side }, west: { x: 0, y: 2, side } })[side];

export const HUB: TileDefinition = {
  id: 'hub',
  name: 'Landing Site',
  cells: ['#...#', '.....', '.....', '.....', '#...#'],
  openings: [mid('north'), mid('east'), mid('south'), mid('west')],
};

export const STRAIGHT: TileDefinition = {
  id: 'straight',
  name: 'Straight',
  cells: ['##.##', '#x.##', '##.##', '##.##', '##.##'],
  openings: [mid('north'), mid('south')],
  slots: [{ type: 'search', x: 1, y: 1 }],
};

export const CROSS: TileDefinition = {
  id: 'cross',
  name: 'Crossroads',
  cells: ['x#.##', '##.##', '.....', '##.##', '##.##'],
  openings: [mid('north'), mid('east'), mid('south'), mid('west')],
  slots: [{ type: 'search', x: 0, y: 0 }],
};

/** Openings south and east: from the south, 3 squares north, then east. */
export const CORNER: TileDefinition = {
  id: 'corner',
  name: 'Corner',
  cells: ['#####', '#x###', '##...', '##.##', '##.##'],
  openings: [mid('east'), mid('south')],
  slots: [{ type: 'search', x: 1, y: 1 }],
};

export const ROOM: TileDefinition = {
  id: 'room',
  name: 'Cavern',
  cells: ['##.##', '#x..#', '#...#', '#...#', '##.##'],
  openings: [mid('north'), mid('south')],
  slots: [{ type: 'search', x: 1, y: 1 }],
};

const chamber = (id: string, name: string): TileDefinition => ({
  id,
  name,
  cells: ['##x##', '#...#', '#...#', '#...#', '##.##'],
  openings: [mid('south')],
  slots: [
    { type: 'queen', x: 2, y: 0 },
    { type: 'search', x: 2, y: 0 },
  ],
  tags: ['objective-chamber'],
});

export const QUEEN_ROOM = chamber('queen-chamber', 'Queen Chamber');
export const NUTRIENT_POOL = chamber('nutrient-pool', 'Nutrient Pool');
export const SPAWNING_PODS = chamber('spawning-pods', 'Spawning Pods');
export const PLAIN_CHAMBER = chamber('chamber', 'Objective chamber');

export const TEST_TILES: readonly TileDefinition[] = [HUB, STRAIGHT, CROSS, CORNER, ROOM, QUEEN_ROOM, NUTRIENT_POOL, SPAWNING_PODS, PLAIN_CHAMBER];
