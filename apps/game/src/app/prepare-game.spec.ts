import { DEFAULT_SAMPLE_MISSION_ID, encodeSharePayload, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { prepareGame, prepareSharedGame } from './prepare-game';

describe('prepareGame', () => {
  it('opens the default sample mission with its party on the start squares', () => {
    const result = prepareGame(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID], 1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const starts = result.game.board.features.filter((f) => f.type === 'start').map((f) => [f.x, f.y]);
    expect(result.game.state.units.map((u) => [u.x, u.y])).toEqual(starts);
  });

  it('returns the issues of a broken mission instead of throwing', () => {
    const result = prepareGame({ format: 'breachline-mission' }, 1);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.message)).toContain("The mission is missing the required property 'ruleset'.");
  });
});

describe('prepareSharedGame', () => {
  it('opens the mission a share link carries', () => {
    const payload = encodeSharePayload(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID]);
    if (!payload.ok) throw new Error(payload.message);
    const result = prepareSharedGame(payload.value, 1);
    expect(result.ok && result.game.mission.meta.title).toBe('First Steps');
  });

  it('explains a damaged link instead of showing a blank page', () => {
    const result = prepareSharedGame('1.AAAA', 1);
    expect(result.ok ? [] : result.issues.map((i) => i.message)).toEqual([expect.stringMatching(/damaged or incomplete/)]);
  });
});
