import { isActive } from '../../rules/units/unit-status';
import { describe, expect, it } from 'vitest';
import { boardingFixture, room, setCp } from './fixture';

const heroes = { side: 'heroes' } as const;

describe('command points outside the active trooper (boarding.md §5.3)', () => {
  it('boarding.md §5.3: in one trooper’s activation another trooper acts on command points alone', () => {
    const f = boardingFixture({
      rows: room(12),
      troopers: [
        { id: 'a', x: 2, y: 10, facing: 0 },
        { id: 'b', x: 5, y: 10, facing: 0 },
      ],
      bugs: [{ x: 5, y: 3, facing: 2 }],
    });
    setCp(f, 2);
    f.act({ type: 'activate', ...heroes, unit: 'a' });
    expect(f.engine.legalActions(f.state)).toContainEqual({ type: 'fire', ...heroes, unit: 'b', target: 'bug-x1' });
    f.dice.push(6, 1);
    f.act({ type: 'fire', ...heroes, unit: 'b', target: 'bug-x1' });
    expect(f.state.counters['cp']).toBe(1);
    expect(f.unit('a').stats['ap']).toBe(4);
    expect(f.state.units.some((u) => isActive(u) && u.id === 'bug-x1')).toBe(false);
  });

  it('boarding.md §5.3: another trooper’s action costs CP only, and is refused when the CP do not cover it', () => {
    const f = boardingFixture({
      rows: room(12),
      troopers: [
        { id: 'a', x: 2, y: 10, facing: 0 },
        { id: 'b', x: 5, y: 10, facing: 0 },
      ],
    });
    setCp(f, 1);
    f.act({ type: 'activate', ...heroes, unit: 'a' });
    expect(f.refuse({ type: 'overwatch', ...heroes, unit: 'b' })).toBe('no-budget');
    f.act({ type: 'move', ...heroes, unit: 'b', to: { x: 5, y: 9 } });
    expect(f.state.counters['cp']).toBe(0);
    expect(f.unit('b').stats['ap'] ?? 0).toBe(0);
  });
});

describe('inferno markers (boarding.md §7.4 step 3)', () => {
  it('boarding.md §7.4 step 3: a square is never marked twice — a new first marker on a burning square is refused', () => {
    const f = boardingFixture({
      rows: room(12),
      troopers: [
        { id: 'b', kind: 'burner', x: 2, y: 5, facing: 1 },
        { id: 'c', kind: 'burner', x: 6, y: 8, facing: 0 },
      ],
    });
    setCp(f, 4);
    f.act({ type: 'activate', ...heroes, unit: 'b' });
    f.act({ type: 'fire-inferno', ...heroes, unit: 'b', at: { x: 6, y: 5 } });
    f.act({ type: 'fire-inferno', ...heroes, unit: 'b', at: { x: 7, y: 5 } });
    expect(f.refuse({ type: 'fire-inferno', ...heroes, unit: 'b', at: { x: 6, y: 5 } })).toBe('not-allowed');
    // Nor by another burner's shot (on command points, §5.3).
    expect(f.refuse({ type: 'fire-inferno', ...heroes, unit: 'c', at: { x: 6, y: 5 } })).toBe('not-allowed');
    expect(f.state.ext.inferno).toHaveLength(2);
  });
});
