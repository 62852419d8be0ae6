import { describe, expect, it } from 'vitest';
import { boardingFixture, room, setCp } from '../../rulesets/boarding/fixture';
import { isActive, isDead, isInGame, isOnBoard } from './unit-status';

const heroes = { side: 'heroes' } as const;

/** Two troopers in a column; a bug up the column (boarding.md §12 case 5's board). */
function column() {
  const f = boardingFixture({
    rows: room(16),
    troopers: [
      { id: 't', kind: 'sergeant', x: 6, y: 14, facing: 0 },
      { id: 'u', kind: 'sergeant', x: 7, y: 14, facing: 0 },
    ],
    bugs: [{ x: 6, y: 2, facing: 2 }],
  });
  setCp(f, 4);
  return f;
}

describe('unit status (issue 15 item 4: units are kept, never spliced out)', () => {
  it('boarding.md §12 case 5: the killed bug stays in the state, dead, off the board, out of every view', () => {
    const f = column();
    const before = f.state.units.length;
    f.act({ type: 'activate', ...heroes, unit: 't' });
    f.dice.push(6, 2);
    const events = f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(events.some((e) => e.type === 'killed' && e.unit === 'bug-x1')).toBe(true);
    expect(f.state.units).toHaveLength(before);
    const bug = f.unit('bug-x1');
    expect(bug).toMatchObject({ status: 'dead', health: 0, x: -1, y: -1 });
    expect([isActive(bug), isDead(bug), isInGame(bug), isOnBoard(bug)]).toEqual([false, true, false, false]);
    for (const side of ['heroes', 'enemies'] as const) expect(f.engine.view(f.state, side).units.map((u) => u.id)).not.toContain('bug-x1');
  });

  it('a dead unit is never targeted again, and a dead trooper may not act on command points (boarding.md §5.3)', () => {
    const f = column();
    f.act({ type: 'activate', ...heroes, unit: 't' });
    f.dice.push(6, 2);
    f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(f.refuse({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' })).not.toBe('');
    expect(f.engine.legalActions(f.state).some((a) => 'target' in a && a.target === 'bug-x1')).toBe(false);
    // Kill trooper u as a given, through the state (no rule kills a trooper at range here).
    f.state = { ...f.state, units: f.state.units.map((x) => (x.id === 'u' ? { ...x, status: 'dead' as const, health: 0, x: -1, y: -1 } : x)) };
    expect(f.refuse({ type: 'turn', ...heroes, unit: 'u', facing: 1 })).not.toBe('');
    expect(f.engine.legalActions(f.state).some((a) => 'unit' in a && a.unit === 'u')).toBe(false);
  });
});
