import { DEFAULT_SAMPLE_MISSION_ID, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { missionTitle, openMission } from './open-mission';

describe('openMission', () => {
  it('opens the sample mission with a board and no issues', () => {
    const opened = openMission(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID]);
    expect(opened.issues).toEqual([]);
    expect(opened.board?.width).toBe(16); // the tutorial's 16-square-wide bay and corridor
    expect(missionTitle(opened)).toBe('First Steps');
  });

  it('keeps an invalid mission open, unchanged, with its issues', () => {
    const broken = { ...(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID] as object), layout: [] };
    const opened = openMission(broken);
    expect(opened.mission).toBe(broken);
    expect(opened.board).toBeUndefined();
    expect(opened.issues.map((i) => i.path)).toEqual(['/layout']);
    expect(missionTitle(opened)).toBe('First Steps');
  });
});
