import { readdirSync } from 'node:fs';
import { loadMission } from '../load-mission';
import { DEFAULT_SAMPLE_MISSION_ID, SAMPLE_MISSIONS } from './sample-missions';

const files = readdirSync(new URL('./', import.meta.url)).filter((name) => name.endsWith('.mission.json'));

describe('sample missions', () => {
  it('registers every sample file under its id', () => {
    expect(Object.keys(SAMPLE_MISSIONS).sort()).toEqual(files.map((name) => name.replace('.mission.json', '')).sort());
  });

  it.each(Object.keys(SAMPLE_MISSIONS))('%s is a valid mission', (id) => {
    const result = loadMission(SAMPLE_MISSIONS[id]);
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(result.ok && result.value.mission.id).toBe(id);
  });

  it('has at least two hive and two boarding samples, the 21 derelict ones, and one horde and one infiltration', () => {
    const count = (prefix: string) => Object.keys(SAMPLE_MISSIONS).filter((id) => id.startsWith(prefix)).length;
    expect([count('hive-'), count('boarding-'), count('derelict-'), count('horde-'), count('infiltration-')]).toEqual([
      expect.any(Number),
      expect.any(Number),
      21,
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(Math.min(count('hive-'), count('boarding-'))).toBeGreaterThanOrEqual(2);
    expect(Math.min(count('horde-'), count('infiltration-'))).toBeGreaterThanOrEqual(1);
  });

  it('keeps First Steps, the default, as the apps and e2e tests know it', () => {
    const result = loadMission(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID]);
    if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
    expect(result.value.mission.meta.title).toBe('First Steps');
    expect([result.value.board.width, result.value.board.height]).toEqual([16, 4]);
    expect(result.value.board.features.filter((f) => f.type === 'start')).toHaveLength(2);
    expect(result.value.mission.party?.map((hero) => hero.name)).toEqual(['Sgt. Vance', 'Okafor']);
  });
});
