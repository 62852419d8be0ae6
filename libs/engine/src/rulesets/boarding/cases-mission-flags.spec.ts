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
