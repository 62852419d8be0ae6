import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { doorSquares, hasPatrolEntries, patrolEntries, setDoorExit } from './patrol-entries';

const courier = SAMPLE_MISSIONS['infiltration-night-courier'];

describe('patrol entries (infiltration.md §8.5 doors, §8.11 barracks)', () => {
  it('are shown for a ruleset whose missions place barracks, not for one without', () => {
    expect(hasPatrolEntries('infiltration')).toBe(true);
    expect(hasPatrolEntries('hive')).toBe(false);
    expect(hasPatrolEntries('constructor')).toBe(false);
  });

  it("read a mission's doors (exits apart) and its barracks by letter", () => {
    const { doors, barracks } = patrolEntries(courier);
    expect(doors.length).toBeGreaterThan(0);
    expect(doors[0]).toMatchObject({ index: 0, name: 'Corridor door', state: 'closed', noise: 1, exit: false });
    expect(barracks.map((b) => b.letter)).toEqual(['A', 'B', 'C'].slice(0, barracks.length));
  });

  it('a door made an exit is written `exit: true` (setup reads it: patrols never use it), and unmade leaves no flag', () => {
    const exited = setDoorExit(courier, 0, true);
    expect(patrolEntries(exited).doors[0]?.exit).toBe(true);
    expect(loadMission(exited).ok).toBe(true);
    const back = setDoorExit(exited, 0, false) as { doors: Record<string, unknown>[] };
    expect('exit' in (back.doors[0] ?? {})).toBe(false);
    expect(setDoorExit(courier, 999, true)).toBe(courier);
  });

  it('a door stands between the square it names and the one on its side', () => {
    expect(doorSquares({ x: 7, y: 12, side: 'east' })).toEqual([{ x: 7, y: 12 }, { x: 8, y: 12 }]);
    expect(doorSquares({ x: 1, y: 17, side: 'south' })).toEqual([{ x: 1, y: 17 }, { x: 1, y: 18 }]);
  });
});
