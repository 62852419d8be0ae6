import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featurePlaces } from './mission-places';

const sample = (name: string): object => JSON.parse(readFileSync(join(__dirname, '../../../../scenario-schema/src/samples', name), 'utf8')) as object;

describe('mission places read for the bots (public mission data)', () => {
  it("ROP18: the cell the victory's all-heroes-in names is a gathering place; the terminal is not", () => {
    const places = featurePlaces(sample('derelict-rop18-its-a-trap.mission.json'));
    expect(places.get('the-cell')?.gather).toBe(true);
    expect(places.has('cell-terminal')).toBe(false);
  });

  it("ROP19: the altars, whose sighting reveals the Preacher, are places to visit, not to gather", () => {
    const places = featurePlaces(sample('derelict-rop19-the-head-of-the-snake.mission.json'));
    expect(places.get('altar-a')).toEqual({ visit: true });
    expect(places.get('altar-b')).toEqual({ visit: true });
  });

  it('a reach objective gathers; an all-heroes-in under a not does not', () => {
    const places = featurePlaces({
      objectives: [{ id: 'o', kind: 'reach', feature: 'loader' }],
      triggers: [{ id: 't', on: { event: 'round-end' }, if: { test: 'not', condition: { test: 'all-heroes-in', place: { feature: 'trap' } } }, do: [] }],
    });
    expect(places.get('loader')?.gather).toBe(true);
    expect(places.has('trap')).toBe(false);
  });
});
