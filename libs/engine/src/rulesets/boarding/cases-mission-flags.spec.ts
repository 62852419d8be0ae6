import type { Place } from '../../mission/vocabulary';
import { newMissionState } from '../../mission/mission-state';
import { isActive } from '../../rules/units/unit-status';
import { describe, expect, it } from 'vitest';
import { boardingFixture, room, setCp, setStats } from './fixture';

const heroes = { side: 'heroes' } as const;

describe('mission behaviour flags in boarding (issue 15 item 2: "unit-flag")', () => {
  it('boarding.md §12 case 5 with the bug made unkillable: the killing shot [6,2] lands and the bug stays', () => {
    const shoot = (unkillable: boolean) => {
      const f = boardingFixture({ rows: room(16), troopers: [{ id: 't', kind: 'sergeant', x: 6, y: 14, facing: 0 }], bugs: [{ x: 6, y: 2, facing: 2 }] });
      setCp(f, 0);
      if (unkillable) setStats(f, 'bug-x1', { unkillable: 1 });
      f.act({ type: 'activate', ...heroes, unit: 't' });
      f.dice.push(6, 2);
      f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
      return f.state.units.some((u) => isActive(u) && u.id === 'bug-x1');
    };
    expect([shoot(false), shoot(true)]).toEqual([false, true]);
  });
});

describe('"must move toward" orders in boarding (issue 15 item 2: unit behaviour flags; boarding.md §5.2 moves)', () => {
  const steps = (f: ReturnType<typeof boardingFixture>) =>
    f.engine.legalActions(f.state).flatMap((a) => (a.type === 'move' && a.unit === 't' ? [[a.to.x, a.to.y]] : []));
  const ordered = (toward: Place) => {
    const f = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 4, y: 4, facing: 1 }] });
    setCp(f, 0);
    f.act({ type: 'activate', ...heroes, unit: 't' });
    setStats(f, 't', { mustMoveToward: 1 });
    f.state = { ...f.state, mission: { ...newMissionState([], [], 1), moveToward: { t: toward } } };
    return f;
  };

  it('a trooper ordered toward a square may only step nearer it; without orders it may step any way', () => {
    const free = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 4, y: 4, facing: 1 }] });
    setCp(free, 0);
    free.act({ type: 'activate', ...heroes, unit: 't' });
    expect(steps(free).length).toBe(4);
    const f = ordered({ x: 8, y: 4 });
    expect(steps(f)).toEqual([[5, 4]]);
    expect(f.refuse({ type: 'move', ...heroes, unit: 't', to: { x: 3, y: 4 } })).toBe('not-allowed');
  });

  it('nearer means by path: a wall between sends the trooper the short way round it', () => {
    // The wall at y = 3 runs from x = 2 to x = 7: from (4, 4) the way to (4, 1) goes round by the west end
    // (9 steps) rather than the east (11), so only the step west brings the trooper nearer.
    const rows = ['##########', '#........#', '#........#', '#.######.#', '#........#', '#........#', '##########'];
    const f = boardingFixture({ rows, troopers: [{ id: 't', x: 4, y: 4, facing: 1 }] });
    setCp(f, 0);
    f.act({ type: 'activate', ...heroes, unit: 't' });
    setStats(f, 't', { mustMoveToward: 1 });
    f.state = { ...f.state, mission: { ...newMissionState([], [], 1), moveToward: { t: { x: 4, y: 1 } } } };
    expect(steps(f)).toEqual([[3, 4]]);
  });
});
