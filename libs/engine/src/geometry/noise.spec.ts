import { asciiGrid } from './ascii-grid';
import { UNREACHED } from './distance-field';
import { NoiseMap, noiseDistance } from './noise';
import { zoneGraph } from './zone-graph';

describe('NoiseMap: derelict.md §6.7', () => {
  // Five zones in a column, north (r) to south (m): radar token in r, Marine in m, walls between all.
  const { grid } = asciiGrid(['r r', '- -', 'q q', '- -', 'p p', '- -', 'j j', '- -', 'm m']);
  const graph = zoneGraph(grid);
  const [r, q, , j, m] = [0, 1, 2, 3, 4];

  it('§12 T08: a Shotgun (noise 3) in the Marine\'s zone reaches the radar token 3 zones north', () => {
    const noise = new NoiseMap(graph).propagate([{ zone: m, level: 3 }]);
    expect(noise.heard[q]).toBe(3);
    expect(noise.heard[r]).toBe(0);
    expect(noiseDistance(graph, m, q)).toBe(3);
  });

  it('§12 T08: a Swarmer Leg (noise 1) from the Jaeger\'s zone does not reach it', () => {
    const noise = new NoiseMap(graph).propagate([{ zone: j, level: 1 }]);
    expect([...noise.heard]).toEqual([0, 0, 1, 1, 1]);
  });

  it('§12 T09: noise goes through solid walls (every border here is a wall)', () => {
    expect(new NoiseMap(graph).propagate([{ zone: r, level: 1 }]).heard[q]).toBe(1);
  });

  it('§12 T10: the loudest noise in a zone counts, quieter ones neither count nor add up', () => {
    const noise = new NoiseMap(graph).propagate([
      { zone: m, level: 1 },
      { zone: m, level: 3 },
      { zone: m, level: 2 },
    ]);
    expect(noise.heard[m]).toBe(3);
    expect(noise.sourcesAt(m)).toEqual([m]);
  });

  it('§12 T11: an enemy heading for competing noises goes to the loudest; equal ones tie for the die', () => {
    // An enemy in q is 3 steps from a level-3 noise in m and 1 step from a level-2 noise in r.
    const louder = new NoiseMap(graph).propagate([
      { zone: m, level: 3 },
      { zone: r, level: 2 },
    ]);
    expect(louder.heard[q]).toBe(3);
    expect(louder.sourcesAt(q)).toEqual([m]);
    const tied = new NoiseMap(graph).propagate([
      { zone: m, level: 3 },
      { zone: r, level: 3 },
    ]);
    expect(tied.sourcesAt(q).sort()).toEqual([r, m].sort());
  });

  it('a level-0 noise places nothing', () => {
    const noise = new NoiseMap(graph).propagate([{ zone: m, level: 0 }]);
    expect([...noise.heard]).toEqual([0, 0, 0, 0, 0]);
    expect(noise.sourcesAt(m)).toEqual([]);
    expect(noiseDistance(graph, m, r, 2)).toBe(UNREACHED);
  });
});
