import { asciiGrid } from './ascii-grid';
import { openWidth, zoneGraph } from './zone-graph';

describe('zoneGraph', () => {
  it('lists each pair of zones sharing a border once, with its open edges, doors and walls', () => {
    const { grid } = asciiGrid([
      'a a|b b',
      '-   - D',
      'c c c c',
    ]);
    const graph = zoneGraph(grid);
    expect(graph.zoneCount).toBe(3);
    const summary = graph.boundaries.map(({ a, b, openEdges, doors, wallEdges }) => ({ a, b, openEdges, doors, wallEdges }));
    expect(summary).toEqual([
      { a: 0, b: 1, openEdges: 0, doors: [], wallEdges: 1 },
      { a: 0, b: 2, openEdges: 1, doors: [], wallEdges: 1 },
      { a: 1, b: 2, openEdges: 0, doors: [0], wallEdges: 1 },
    ]);
    const doorway = graph.boundaries[2];
    expect(doorway && openWidth(doorway, { openDoors: Uint8Array.of(1) })).toBe(1);
    expect(doorway && openWidth(doorway, {})).toBe(0);
  });

  it('derelict.md §6.7: zones touching only at a corner share no border', () => {
    const { grid } = asciiGrid(['a #', '', '# b']);
    expect(zoneGraph(grid).boundaries).toEqual([]);
  });

  it('is worked out again when the grid version changes', () => {
    const { grid } = asciiGrid(['a b']);
    const first = zoneGraph(grid);
    expect(zoneGraph(grid)).toBe(first);
    grid.version++;
    expect(zoneGraph(grid)).not.toBe(first);
  });
});
