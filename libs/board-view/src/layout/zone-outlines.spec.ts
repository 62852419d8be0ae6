import { compileBoard } from '@breachline/engine';
import { namedZoneAt, zoneOutlines } from './zone-outlines';

describe('zone outlines', () => {
  it('outlines named zones and writes each name at its middle; one-cell zones get no outline', () => {
    const compiled = compileBoard({
      tiles: [{ id: 'deck', cells: ['....', '....'], zones: ['aabb', 'aa..'], zoneNames: { a: 'Robotics Bay', b: 'Corridor' } }],
      layout: [{ tile: 'deck', x: 0, y: 0, rotation: 0 }],
    });
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
    const { edges, labels } = zoneOutlines(compiled.value);
    expect(labels.map((l) => l.name).sort()).toEqual(['Corridor', 'Robotics Bay']);
    const bay = labels.find((l) => l.name === 'Robotics Bay');
    expect(bay).toMatchObject({ x: 1, z: 1 });
    // Between the bay and the corridor (x = 2, y = 0), and around the bay's and corridor's sides facing the one-cell zones.
    expect(edges.some((e) => e.x === 2 && e.z === 0.5)).toBe(true);
    expect(edges.length).toBeGreaterThan(2);
  });

  it('draws nothing on a board without named zones (grid rulesets)', () => {
    const compiled = compileBoard({ tiles: [{ id: 'room', cells: ['...', '...'] }], layout: [{ tile: 'room', x: 0, y: 0, rotation: 0 }] });
    if (!compiled.ok) throw new Error('no board');
    expect(zoneOutlines(compiled.value)).toEqual({ edges: [], labels: [] });
  });

  it('a press on a cell picks the named zone it lies in, and nothing on a wall or unnamed cell', () => {
    const compiled = compileBoard({
      tiles: [{ id: 'deck', cells: ['...#', '....'], zones: ['aab.', 'aa..'], zoneNames: { a: 'Robotics Bay', b: 'Corridor' } }],
      layout: [{ tile: 'deck', x: 0, y: 0, rotation: 0 }],
    });
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
    expect(namedZoneAt(compiled.value, 1, 1)).toMatchObject({ name: 'Robotics Bay', kind: 'room' });
    expect(namedZoneAt(compiled.value, 2, 0)?.name).toBe('Corridor');
    expect(namedZoneAt(compiled.value, 3, 0)).toBeUndefined();
    expect(namedZoneAt(compiled.value, 3, 1)).toBeUndefined();
    expect(namedZoneAt(compiled.value, 9, 9)).toBeUndefined();
  });
});
