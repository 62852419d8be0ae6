import { openDoorIds } from '../../rules/doors/doors';
import type { DoorsState } from '../../rules/doors/door-state';
import { entriesOf } from '../../rules/state/keyed';
import { isActive } from '../../rules/units/unit-status';
import { describe, expect, it } from 'vitest';
import { boardingFixture, room, setCp, setStats } from './fixture';

const heroes = { side: 'heroes' } as const;
const destroyed = (s: { doors: DoorsState }): string[] => entriesOf(s.doors).filter(([, r]) => r.state === 'destroyed').map(([id]) => id);
const alive = (f: ReturnType<typeof boardingFixture>, id: string) => f.state.units.some((u) => isActive(u) && u.id === id);

describe('inferno cannon (boarding.md §7.4)', () => {
  it('boarding.md §12 case 13: first marker at 12 squares in LOS (13 is illegal), then a chain of 5 more within 12: 6 markers, 12 → 11 rounds', () => {
    const f = boardingFixture({ rows: room(18), troopers: [{ id: 'b', kind: 'burner', x: 2, y: 5, facing: 1 }] });
    setCp(f, 0);
    f.act({ type: 'activate', ...heroes, unit: 'b' });
    expect(f.refuse({ type: 'fire-inferno', ...heroes, unit: 'b', at: { x: 15, y: 5 } })).toBe('out-of-range');
    f.act({ type: 'fire-inferno', ...heroes, unit: 'b', at: { x: 14, y: 5 } });
    expect(f.unit('b').stats).toMatchObject({ ammo: 11, ap: 2 });
    expect(f.refuse({ type: 'inferno-chain', ...heroes, unit: 'b', at: { x: 15, y: 5 } })).toBe('out-of-range');
    for (const at of [{ x: 14, y: 6 }, { x: 13, y: 6 }, { x: 12, y: 6 }, { x: 12, y: 7 }, { x: 11, y: 7 }]) f.act({ type: 'inferno-chain', ...heroes, unit: 'b', at });
    expect(f.state.ext.inferno).toHaveLength(6);
    expect(f.refuse({ type: 'inferno-chain', ...heroes, unit: 'b', at: { x: 10, y: 7 } })).toBe('not-allowed');
    expect(f.unit('b').stats['ammo']).toBe(11);
  });

  it('boarding.md §12 case 14: rolls A:1, B:2, C:3 — bug A lives, the count-3 blip B dies whole, trooper C lives (4+); a door in the chain is unchanged', () => {
    const f = boardingFixture({
      rows: room(12),
      troopers: [
        { id: 'b', kind: 'burner', x: 2, y: 5, facing: 1 },
        { id: 'c', x: 8, y: 7, facing: 1 },
      ],
      bugs: [{ x: 6, y: 5, facing: 3 }],
      blips: [{ x: 6, y: 7, bugs: 3 }],
      doors: [{ id: 'd', x: 6, y: 5, side: 'south' }],
    });
    f.state = { ...f.state, doors: { d: { state: 'open' } } };
    setCp(f, 0);
    f.act({ type: 'activate', ...heroes, unit: 'b' });
    f.dice.push(1);
    f.act({ type: 'fire-inferno', ...heroes, unit: 'b', at: { x: 6, y: 5 } });
    f.act({ type: 'inferno-chain', ...heroes, unit: 'b', at: { x: 6, y: 6 } });
    f.dice.push(2);
    f.act({ type: 'inferno-chain', ...heroes, unit: 'b', at: { x: 6, y: 7 } });
    f.act({ type: 'inferno-chain', ...heroes, unit: 'b', at: { x: 7, y: 7 } });
    f.dice.push(3);
    f.act({ type: 'inferno-chain', ...heroes, unit: 'b', at: { x: 8, y: 7 } });
    expect(alive(f, 'bug-x1')).toBe(true);
    expect(alive(f, 'blip-x1')).toBe(false);
    expect(f.state.tokens.some((t) => t.id === 'blip-x1')).toBe(false);
    expect(f.state.ext.deployments).toEqual([]);
    expect(alive(f, 'c')).toBe(true);
    expect(openDoorIds(f.state)).toEqual(['d']);
    expect(destroyed(f.state)).toEqual([]);
  });

  it('boarding.md §12 case 15: markers from a human turn are removed when the next human turn begins, before CP are rolled', () => {
    const f = boardingFixture({ rows: room(14), troopers: [{ id: 'b', kind: 'burner', x: 2, y: 5, facing: 1 }] });
    f.act({ type: 'activate', ...heroes, unit: 'b' });
    f.act({ type: 'fire-inferno', ...heroes, unit: 'b', at: { x: 8, y: 5 } });
    expect(f.state.ext.inferno).toHaveLength(1);
    // No bugs: ending the only activation runs the bug turn and starts the next human turn.
    const events = f.act({ type: 'end-activation', ...heroes }).map((x) => (x.type === 'dice-rolled' ? `dice:${x.purpose}` : x.type));
    expect(f.state.round).toBe(2);
    expect(f.state.ext.inferno).toEqual([]);
    expect(events.indexOf('token-removed')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('token-removed')).toBeLessThan(events.indexOf('dice:command points'));
  });
});

/** A corridor along row 5 from x 1 to 17, with an alcove below (6, 5). */
const CORRIDOR = ['###################', '###################', '###################', '###################', '###################', '#.................#', '######.############', '###################'];

describe('bug-hunter missile (boarding.md §7.5, §6.4)', () => {
  it('boarding.md §12 case 16: bug Y 5 steps along a 15-step route takes the hit; [4,5,2] is 2 kills: Y dies, the surplus kills Z beside it; X is unharmed', () => {
    const f = boardingFixture({
      rows: CORRIDOR,
      troopers: [{ id: 'r', kind: 'rocketeer', x: 1, y: 5, facing: 1 }],
      bugs: [{ x: 16, y: 5, facing: 3 }, { x: 6, y: 5, facing: 3 }, { x: 6, y: 6, facing: 0 }],
    });
    setCp(f, 0);
    f.act({ type: 'activate', ...heroes, unit: 'r' });
    f.dice.push(4, 5, 2);
    f.act({ type: 'fire-missile', ...heroes, unit: 'r', target: 'bug-x1' });
    expect(alive(f, 'bug-x2')).toBe(false);
    expect(f.state.turn.reaction).toMatchObject({ side: 'heroes', kind: 'surplus' });
    f.act({ type: 'assign-surplus', ...heroes, target: 'bug-x3' });
    expect(alive(f, 'bug-x3')).toBe(false);
    expect(alive(f, 'bug-x1')).toBe(true);
    expect(f.unit('r').stats['ammo']).toBe(3);
  });

  it('boarding.md §12 case 17: a closed door on the route is hit first — [5,1,1] destroys it, [4,4,1] does not; the target is untouched', () => {
    const make = () => {
      const f = boardingFixture({
        rows: CORRIDOR,
        troopers: [{ id: 'r', kind: 'rocketeer', x: 1, y: 5, facing: 1 }],
        bugs: [{ x: 12, y: 5, facing: 3 }],
        doors: [{ id: 'd', x: 4, y: 5, side: 'east' }],
      });
      setCp(f, 0);
      f.act({ type: 'activate', ...heroes, unit: 'r' });
      return f;
    };
    const f = make();
    f.dice.push(5, 1, 1);
    f.act({ type: 'fire-missile', ...heroes, unit: 'r', target: 'bug-x1' });
    expect(destroyed(f.state)).toEqual(['d']);
    expect(openDoorIds(f.state)).toContain('d');
    expect(alive(f, 'bug-x1')).toBe(true);
    const g = make();
    g.dice.push(4, 4, 1);
    g.act({ type: 'fire-missile', ...heroes, unit: 'r', target: 'bug-x1' });
    expect(destroyed(g.state)).toEqual([]);
    expect(openDoorIds(g.state)).not.toContain('d');
    expect(alive(g, 'bug-x1')).toBe(true);
  });

  it('boarding.md §12 case 18: a bug 19 route steps away is out of range; one at 18 is legal without LOS', () => {
    const rows = ['############', '#..........#', ...Array.from({ length: 11 }, () => '##########.#'), '############'];
    const f = boardingFixture({
      rows,
      troopers: [{ id: 'r', kind: 'rocketeer', x: 1, y: 1, facing: 1 }],
      bugs: [{ x: 10, y: 10, facing: 0 }, { x: 10, y: 11, facing: 0 }],
    });
    setCp(f, 0);
    f.act({ type: 'activate', ...heroes, unit: 'r' });
    expect(f.refuse({ type: 'fire-missile', ...heroes, unit: 'r', target: 'bug-x2' })).toBe('out-of-range');
    const legal = f.engine.legalActions(f.state).filter((a) => a.type === 'fire-missile');
    expect(legal).toEqual([{ type: 'fire-missile', side: 'heroes', unit: 'r', target: 'bug-x1' }]);
  });

  it('boarding.md §12 case 19: a Rocketeer with 0 rounds, 4 AP and 0 CP cannot reload (5); with 1 CP it reloads to 4', () => {
    const f = boardingFixture({ rows: room(6), troopers: [{ id: 'r', kind: 'rocketeer', x: 2, y: 2, facing: 1 }] });
    setCp(f, 0);
    setStats(f, 'r', { ammo: 0 });
    f.act({ type: 'activate', ...heroes, unit: 'r' });
    expect(f.refuse({ type: 'reload', ...heroes, unit: 'r' })).toBe('no-budget');
    setCp(f, 1);
    const events = f.act({ type: 'reload', ...heroes, unit: 'r' });
    expect(f.unit('r').stats).toMatchObject({ ammo: 4, reloads: 0 });
    expect(events).toContainEqual({ type: 'counter-changed', counter: 'cp', value: 0 });
  });
});
