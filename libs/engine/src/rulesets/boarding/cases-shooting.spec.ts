import { isActive } from '../../rules/units/unit-status';
import { describe, expect, it } from 'vitest';
import { BoardingWeapon } from './public';
import { boardingFixture, endBugTurn, endHumanTurn, room, setCp, setStats } from './fixture';

const heroes = { side: 'heroes' } as const;
const enemies = { side: 'enemies' } as const;
const alive = (f: ReturnType<typeof boardingFixture>, id: string) => f.state.units.some((u) => isActive(u) && u.id === id);

/** A trooper at the foot of column 6 facing north, a bug up the column. */
function column(kind = 'sergeant', bugY = 2) {
  const f = boardingFixture({ rows: room(16), troopers: [{ id: 't', kind, x: 6, y: 14, facing: 0 }], bugs: [{ x: 6, y: bugY, facing: 2 }] });
  setCp(f, 0);
  return f;
}

describe('blaster (boarding.md §7.1, §7.2)', () => {
  it('boarding.md §12 case 5: a first shot [6,2] kills; [5,5] misses and does not jam in normal fire', () => {
    const f = column();
    f.act({ type: 'activate', ...heroes, unit: 't' });
    f.dice.push(5, 5);
    f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(alive(f, 'bug-x1')).toBe(true);
    expect(f.unit('t').stats['jammed']).toBe(0);
    const g = column();
    g.act({ type: 'activate', ...heroes, unit: 't' });
    g.dice.push(6, 2);
    g.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(alive(g, 'bug-x1')).toBe(false);
  });

  it('boarding.md §12 case 6: sustained fire — [5,3] misses, the next shot at X needs 5 and [5,1] kills; after a move it needs 6', () => {
    const f = column();
    f.act({ type: 'activate', ...heroes, unit: 't' });
    f.dice.push(5, 3, 5, 1);
    f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(alive(f, 'bug-x1')).toBe(true);
    f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(alive(f, 'bug-x1')).toBe(false);
    const g = column();
    g.act({ type: 'activate', ...heroes, unit: 't' });
    g.dice.push(5, 3);
    g.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    g.act({ type: 'move', ...heroes, unit: 't', to: { x: 6, y: 13 } });
    g.dice.push(5, 1);
    g.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(alive(g, 'bug-x1')).toBe(true);
  });

  it('boarding.md §12 case 7: sustained floor — the fifth shot in a row (paid with CP) needs 2 and [2,1] kills', () => {
    const f = column();
    setCp(f, 2);
    f.act({ type: 'activate', ...heroes, unit: 't' });
    f.dice.push(1, 1, 1, 2, 1, 2, 1, 2);
    for (let i = 0; i < 4; i++) f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(f.state.ext.streak).toEqual({ unit: 't', target: 'bug-x1', count: 4 });
    expect(f.unit('t').stats['ap']).toBe(0);
    f.dice.push(2, 1);
    f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(f.state.counters['cp']).toBe(1);
    expect(alive(f, 'bug-x1')).toBe(false);
  });
});

/** A trooper on overwatch at the foot of column 6; the bug then steps towards it in the bug turn. */
function overwatch(kind: string, bugY: number) {
  const f = column(kind, bugY);
  f.act({ type: 'activate', ...heroes, unit: 't' });
  f.act({ type: 'overwatch', ...heroes, unit: 't' });
  endHumanTurn(f);
  setCp(f, 0);
  f.act({ type: 'activate', ...enemies, unit: 'bug-x1' });
  f.act({ type: 'move', ...enemies, unit: 'bug-x1', to: { x: 6, y: bugY + 1 } });
  return f;
}

describe('overwatch (boarding.md §7.7)', () => {
  it('boarding.md §12 case 8: a bug moving 1 forward at 8 squares — [6,6] kills and jams, [3,3] jams, [6,2] kills cleanly', () => {
    const f = overwatch('sergeant', 5);
    expect(f.state.turn.reaction).toMatchObject({ side: 'heroes', kind: 'interrupt', trigger: 'bug-x1' });
    f.dice.push(6, 6);
    f.act({ type: 'overwatch-shot', ...heroes, unit: 't' });
    expect(alive(f, 'bug-x1')).toBe(false);
    expect(f.unit('t').stats['jammed']).toBe(1);
    expect(f.unit('t').stats['overwatch']).toBe(0);
    const g = overwatch('sergeant', 5);
    g.dice.push(3, 3);
    g.act({ type: 'overwatch-shot', ...heroes, unit: 't' });
    expect(alive(g, 'bug-x1')).toBe(true);
    expect(g.unit('t').stats['jammed']).toBe(1);
    const h = overwatch('sergeant', 5);
    h.dice.push(6, 2);
    h.act({ type: 'overwatch-shot', ...heroes, unit: 't' });
    expect(alive(h, 'bug-x1')).toBe(false);
    expect(h.unit('t').stats['jammed']).toBe(0);
  });

  it('boarding.md §12 case 9: no shot at a bug moving at 13 squares; a shot at 12', () => {
    const far = overwatch('sergeant', 0);
    // The bug moved from row 0 to row 1: 13 squares from the trooper on row 14.
    expect(far.state.turn.reaction).toBeNull();
    const near = overwatch('sergeant', 1);
    expect(near.state.turn.reaction).toMatchObject({ kind: 'interrupt', trigger: 'bug-x1' });
    near.dice.push(1, 2);
    near.act({ type: 'overwatch-shot', ...heroes, unit: 't' });
    expect(near.refuse({ type: 'overwatch-shot', ...heroes, unit: 't' })).toBe('not-allowed');
  });
});

describe('gatling (boarding.md §7.3)', () => {
  const gun = () => {
    const f = column('gunner');
    f.act({ type: 'activate', ...heroes, unit: 't' });
    return f;
  };

  it('boarding.md §12 case 10: [5,2,1] kills (9 rounds left); [4,4,4] jams without a kill; [5,5,5] kills, then jams', () => {
    const f = gun();
    expect(f.unit('t').stats['weapon']).toBe(BoardingWeapon.Gatling);
    f.dice.push(5, 2, 1);
    f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(alive(f, 'bug-x1')).toBe(false);
    expect(f.unit('t').stats['ammo']).toBe(9);
    const g = gun();
    g.dice.push(4, 4, 4);
    g.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(alive(g, 'bug-x1')).toBe(true);
    expect(g.unit('t').stats).toMatchObject({ jammed: 1, ammo: 9 });
    const h = gun();
    h.dice.push(5, 5, 5);
    h.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(alive(h, 'bug-x1')).toBe(false);
    expect(h.unit('t').stats['jammed']).toBe(1);
  });

  it('boarding.md §12 case 11: sustained with 2 AP — the third shot [2,2,2] jams: 7 rounds left, shots 4–5 not taken, clearing costs 4 AP', () => {
    const f = gun();
    f.act({ type: 'turn', ...heroes, unit: 't', facing: 1 });
    f.act({ type: 'turn', ...heroes, unit: 't', facing: 0 });
    expect(f.unit('t').stats['ap']).toBe(2);
    f.dice.push(1, 2, 3, 1, 2, 4, 2, 2, 2);
    f.act({ type: 'fire-sustained', ...heroes, unit: 't', target: 'bug-x1' });
    f.act({ type: 'burst-shot', ...heroes, unit: 't', target: 'bug-x1' });
    f.act({ type: 'burst-shot', ...heroes, unit: 't', target: 'bug-x1' });
    expect(f.unit('t').stats).toMatchObject({ ammo: 7, jammed: 1 });
    expect(f.state.ext.burst).toBeNull();
    endHumanTurn(f);
    endBugTurn(f);
    setCp(f, 0);
    f.act({ type: 'activate', ...heroes, unit: 't' });
    f.act({ type: 'clear-jam', ...heroes, unit: 't' });
    expect(f.unit('t').stats).toMatchObject({ jammed: 0, ap: 0 });
  });

  it('boarding.md §12 case 12: with 3 rounds, sustained fire makes exactly 3 shots; a reload (4 AP) restores 10', () => {
    const f = gun();
    setStats(f, 't', { ammo: 3 });
    setCp(f, 2);
    f.dice.push(1, 2, 3, 1, 2, 4, 1, 3, 4);
    f.act({ type: 'fire-sustained', ...heroes, unit: 't', target: 'bug-x1' });
    f.act({ type: 'burst-shot', ...heroes, unit: 't', target: 'bug-x1' });
    f.act({ type: 'burst-shot', ...heroes, unit: 't', target: 'bug-x1' });
    expect(f.unit('t').stats['ammo']).toBe(0);
    expect(f.refuse({ type: 'burst-shot', ...heroes, unit: 't', target: 'bug-x1' })).toBe('not-allowed');
    f.act({ type: 'reload', ...heroes, unit: 't' });
    expect(f.unit('t').stats['ammo']).toBe(10);
    expect(f.state.counters['cp']).toBe(0);
  });
});
