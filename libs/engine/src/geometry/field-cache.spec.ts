import { asciiGrid } from './ascii-grid';
import { UNREACHED } from './distance-field';
import { DistanceFieldCache } from './field-cache';
import { SIDE_ENEMIES } from './grid';
import type { StepRules } from './step-rules';

const bugs: StepRules = { closedDoors: 'block', units: 'foes', side: SIDE_ENEMIES };

describe('DistanceFieldCache', () => {
  const setup = () => {
    const ascii = asciiGrid(['. . .D. .', '', '. . . . .']);
    return { ...ascii, cache: new DistanceFieldCache(ascii.grid) };
  };

  it('a second query for the same targets hits the cache: one search for every enemy', () => {
    const { cache } = setup();
    const state = { openDoors: Uint8Array.of(0), occupancy: new Int8Array(10).fill(-1) };
    const first = cache.field([4, 9], bugs, state);
    const second = cache.field([9, 4, 9], bugs, { openDoors: Uint8Array.of(0), occupancy: new Int8Array(10).fill(-1) });
    expect(second).toBe(first);
    expect(cache.hits).toBe(1);
    expect(cache.misses).toBe(1);
  });

  it('a board version change invalidates it (a tile placed at run time)', () => {
    const { cache, grid } = setup();
    cache.field([4], bugs);
    grid.version++;
    cache.field([4], bugs);
    expect(cache.misses).toBe(2);
  });

  it('a door change invalidates it, and the new field sees the door', () => {
    const { cache } = setup();
    const openDoors = Uint8Array.of(0);
    expect(cache.field([0], bugs, { openDoors }).distanceAt(3)).toBe(5);
    openDoors[0] = 1;
    expect(cache.field([0], bugs, { openDoors }).distanceAt(3)).toBe(3);
    expect(cache.misses).toBe(2);
  });

  it('an occupancy change invalidates fields whose rules read units, not the others', () => {
    const { cache } = setup();
    const occupancy = new Int8Array(10).fill(-1);
    cache.field([0], bugs, { occupancy });
    cache.field([0], { closedDoors: 'block', units: 'none' }, { occupancy });
    occupancy[1] = 0; // a hero steps into the way
    occupancy[6] = 0;
    expect(cache.field([0], bugs, { occupancy }).distanceAt(2)).toBe(UNREACHED);
    cache.field([0], { closedDoors: 'block', units: 'none' }, { occupancy });
    expect(cache.misses).toBe(3);
    expect(cache.hits).toBe(1);
  });

  it('a caller-kept state key replaces comparing the arrays', () => {
    const { cache } = setup();
    cache.field([0], bugs, {}, 'turn-3');
    cache.field([0], bugs, {}, 'turn-3');
    cache.field([0], bugs, {}, 'turn-4');
    expect([cache.hits, cache.misses]).toEqual([1, 2]);
  });

  it('keeps a bounded number of fields, dropping the least recently used', () => {
    const { grid } = asciiGrid(['. . . .']);
    const cache = new DistanceFieldCache(grid, 2);
    cache.field([0], bugs);
    cache.field([1], bugs);
    cache.field([0], bugs);
    cache.field([2], bugs); // evicts [1]
    cache.field([0], bugs);
    cache.field([1], bugs);
    expect([cache.hits, cache.misses]).toEqual([2, 4]);
  });
});
