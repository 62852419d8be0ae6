import { asciiGrid } from './ascii-grid';
import { UNREACHED } from './distance-field';
import { zoneGraph } from './zone-graph';
import { NEAREST_AREA_STEPS, NOISE_STEPS, ZONE_MOVE_STEPS, ZoneDistances } from './zone-distance';

describe('ZoneDistances', () => {
  // Rooms a, b, c in a row: a|b a plain wall, b→c a door; corridor d under all three, open to a and c.
  const { grid } = asciiGrid([
    'a a|b bDc c',
    '    - -    ',
    'd d d d d d',
  ]);
  const graph = zoneGraph(grid);
  const [a, b, c, d] = [0, 1, 2, 3];

  it('derelict.md §6.2: moves through open borders and open doors only; walls and locked doors block', () => {
    const closed = new ZoneDistances(graph).compute([a], ZONE_MOVE_STEPS);
    expect([...closed.dist]).toEqual([0, UNREACHED, 2, 1]);
    const open = new ZoneDistances(graph).compute([a], ZONE_MOVE_STEPS, { openDoors: Uint8Array.of(1) });
    expect(open.distanceAt(b)).toBe(3);
    expect(open.pathFrom(b)).toEqual([b, c, d, a]);
  });

  it('derelict.md §6.9: a full zone cannot be entered or crossed, but still has a distance', () => {
    const impassable = Uint8Array.of(0, 0, 0, 1);
    const field = new ZoneDistances(graph).compute([a], { ...ZONE_MOVE_STEPS, impassable });
    expect(field.distanceAt(d)).toBe(1);
    expect(field.distanceAt(c)).toBe(UNREACHED);
  });

  it('derelict.md §6.7 / §12 T09: noise steps cross every shared border, walls included', () => {
    const noise = new ZoneDistances(graph).compute([a], NOISE_STEPS);
    expect([...noise.dist]).toEqual([0, 1, 2, 1]);
  });

  it('infiltration.md §7.3: nearest counts areas and closed doors crossed', () => {
    const nearest = new ZoneDistances(graph).compute([b], NEAREST_AREA_STEPS);
    // b → c through the closed door counts 2; then c → d 3, d → a 4.
    expect([...nearest.dist]).toEqual([4, 0, 2, 3]);
    expect(new ZoneDistances(graph).compute([b], NEAREST_AREA_STEPS, { openDoors: Uint8Array.of(1) }).distanceAt(c)).toBe(1);
  });

  it('derelict.md §6.1: zones that touch too narrowly are not adjacent', () => {
    // Two zones share one open cell edge; with two cells per miniature base that gap is too narrow.
    const narrow = asciiGrid(['a a', '- ', 'b b']).grid;
    const g = zoneGraph(narrow);
    expect(new ZoneDistances(g).compute([0], ZONE_MOVE_STEPS).distanceAt(1)).toBe(1);
    expect(new ZoneDistances(g).compute([0], { ...ZONE_MOVE_STEPS, minOpening: 2 }).distanceAt(1)).toBe(UNREACHED);
    // Noise still crosses a too-narrow gap (derelict.md §6.7, Proposed).
    expect(new ZoneDistances(g).compute([0], NOISE_STEPS).distanceAt(1)).toBe(1);
  });

  it('stops at a radius (maxCost)', () => {
    const near = new ZoneDistances(graph).compute([a], { ...NOISE_STEPS, maxCost: 1 });
    expect([...near.dist]).toEqual([0, 1, UNREACHED, 1]);
  });
});
