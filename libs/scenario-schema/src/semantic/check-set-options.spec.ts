// A trigger's set-option effect follows the ruleset's options rules (issue 15 item 3; boarding.md §9, hive.md §4.1).
import { loadMission } from '../load-mission';
import boardingPurge from '../samples/boarding-purge.mission.json';
import cg08 from '../samples/derelict-cg08-bagging-a-trophy.mission.json';

const withTrigger = (mission: unknown, effects: unknown[]): unknown => {
  const base = mission as { triggers?: unknown[] };
  return { ...base, triggers: [...(base.triggers ?? []), { id: 'late-change', on: { event: 'round-start', round: 3 }, do: effects }] };
};
const issuesOf = (document: unknown) => {
  const result = loadMission(document);
  return result.ok ? [] : result.issues;
};

describe('set-option effects of a playable ruleset', () => {
  it('may set an option the ruleset knows to a value it reads', () => {
    expect(issuesOf(withTrigger(boardingPurge, [{ effect: 'set-option', option: 'blipsPerTurn', value: 4 }]))).toEqual([]);
  });

  it('refuses an unknown option and a value the parser refuses, at the effect, also inside a roll outcome', () => {
    const t = (boardingPurge as { triggers?: unknown[] }).triggers?.length ?? 0;
    const document = withTrigger(boardingPurge, [
      { effect: 'set-option', option: 'solomonSpawning', value: false },
      { effect: 'roll', dice: 'd6', outcomes: [{ min: 1, max: 6, do: [{ effect: 'set-option', option: 'blipsPerTurn', value: 40 }] }] },
    ]);
    expect(issuesOf(document)).toEqual([
      { stage: 'mission', path: `/triggers/${t}/do/0/option`, message: expect.stringContaining('The boarding rules have no option "solomonSpawning"') },
      { stage: 'mission', path: `/triggers/${t}/do/1/outcomes/0/do/0/value`, message: 'The option blipsPerTurn must be a whole number from 1 to 12, not 40.' },
    ]);
  });

  it('accepts a derelict mission setting one of derelict\'s own options (solomonSpawning)', () => {
    expect(issuesOf(withTrigger(cg08, [{ effect: 'set-option', option: 'solomonSpawning', value: true }]))).toEqual([]);
  });
});
