import { loadMission } from '@breachline/scenario-schema';
import { newMission } from './new-mission';

describe('a new mission', () => {
  it('of the hive, once it has a landing site and start squares, validates: it starts with a pile of tiles to explore (hive.md §6.5)', () => {
    const mission = {
      ...newMission('hive'),
      layout: [{ tile: 'hive/hive-landing-site', x: 10, y: 10, rotation: 0 }],
      features: [11, 12, 13].map((x) => ({ type: 'start', x, y: 11 })).concat([{ type: 'start', x: 11, y: 12 }]),
    };
    const loaded = loadMission(mission);
    expect(loaded.ok ? [] : loaded.issues.map((issue) => issue.message)).toEqual([]);
  });

  it('of the hive is its own copy: editing it leaves the sample it started from untouched', () => {
    const first = newMission('hive') as { exploration: { deck: unknown[] } };
    first.exploration.deck.length = 0;
    expect((newMission('hive') as { exploration: { deck: unknown[] } }).exploration.deck.length).toBeGreaterThan(0);
  });
});
