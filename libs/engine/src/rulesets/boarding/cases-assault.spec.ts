import { newMissionState } from '../../mission/mission-state';
import { doorStateOf, openDoorIds } from '../../rules/doors/doors';
import { isActive } from '../../rules/units/unit-status';
import { describe, expect, it } from 'vitest';
import { boardingFixture, endHumanTurn, room, setCp } from './fixture';

const heroes = { side: 'heroes' } as const;
const enemies = { side: 'enemies' } as const;
const alive = (f: ReturnType<typeof boardingFixture>, id: string) => f.state.units.some((u) => isActive(u) && u.id === id);

describe('close assault (boarding.md §7.8)', () => {
  /** Trooper at (4,5) facing north; the bug at (4,4) facing `bugFacing`. Dice: attacker first, then defender. */
  const duel = (bugFacing: 0 | 1 | 2 | 3, dice: number[]) => {
    const f = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 4, y: 5, facing: 0 }], bugs: [{ x: 4, y: 4, facing: bugFacing }] });
    setCp(f, 0);
    f.act({ type: 'activate', ...heroes, unit: 't' });
    f.dice.push(...dice);
    f.act({ type: 'assault', ...heroes, unit: 't' });
    return f;
  };

  it('boarding.md §12 case 20: frontal — bug [2,5,3] scores 5: trooper 6 kills it, 5 ties, 4 dies', () => {
    const win = duel(2, [6, 2, 5, 3]);
    expect(alive(win, 'bug-x1')).toBe(false);
    const tie = duel(2, [5, 2, 5, 3]);
    expect(alive(tie, 'bug-x1') && alive(tie, 't')).toBe(true);
    const lose = duel(2, [4, 2, 5, 3]);
    expect(alive(lose, 't')).toBe(false);
    expect(alive(lose, 'bug-x1')).toBe(true);
  });

  it('boarding.md §12 case 21: a trooper at the bug’s side — the bug rolls 2D6 [4,6] against 3: nobody dies and the bug may turn to face', () => {
    const f = duel(1, [3, 4, 6]);
    expect(alive(f, 'bug-x1') && alive(f, 't')).toBe(true);
    expect(f.state.turn.reaction).toMatchObject({ side: 'enemies', kind: 'face' });
    expect(f.engine.legalActions(f.state)).toContainEqual({ type: 'face', side: 'enemies', unit: 'bug-x1' });
    f.act({ type: 'face', ...enemies, unit: 'bug-x1' });
    expect(f.unit('bug-x1').stats['facing']).toBe(2);
    expect(f.state.turn.reaction).toBeNull();
  });

  /** Bug at (4,6) facing north attacks the trooper at (4,5) facing north from its rear. Dice: bug, then trooper. */
  const fromRear = (dice: number[]) => {
    const f = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 4, y: 5, facing: 0 }], bugs: [{ x: 4, y: 6, facing: 0 }] });
    endHumanTurn(f);
    setCp(f, 0);
    f.act({ type: 'activate', ...enemies, unit: 'bug-x1' });
    f.dice.push(...dice);
    f.act({ type: 'assault', ...enemies, unit: 'bug-x1' });
    return f;
  };

  it('boarding.md §12 case 22: a bug at the trooper’s rear — [1,2,4] against 5: nobody dies, the trooper may turn; [6,1,1] against 5: the trooper dies', () => {
    const f = fromRear([1, 2, 4, 5]);
    expect(alive(f, 't') && alive(f, 'bug-x1')).toBe(true);
    expect(f.state.turn.reaction).toMatchObject({ side: 'heroes', kind: 'face' });
    f.act({ type: 'face', ...heroes, unit: 't' });
    expect(f.unit('t').stats['facing']).toBe(2);
    const g = fromRear([6, 1, 1, 5]);
    expect(alive(g, 't')).toBe(false);
    expect(g.state.status.kind).toBe('lost');
  });

  it('boarding.md §12 case 23: a bug rolling [6,1,2] destroys a closed door; a trooper rolling 5 does not', () => {
    const doors = [{ id: 'd', x: 4, y: 4, side: 'south' as const }];
    const f = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 1, y: 1, facing: 3 }], bugs: [{ x: 4, y: 5, facing: 0 }], doors });
    endHumanTurn(f);
    setCp(f, 0);
    f.act({ type: 'activate', ...enemies, unit: 'bug-x1' });
    f.dice.push(6, 1, 2);
    f.act({ type: 'assault', ...enemies, unit: 'bug-x1' });
    expect(doorStateOf(f.state, 'd')).toBe('destroyed');
    const g = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 4, y: 5, facing: 0 }], doors });
    setCp(g, 0);
    g.act({ type: 'activate', ...heroes, unit: 't' });
    g.dice.push(5);
    g.act({ type: 'assault', ...heroes, unit: 't' });
    expect(doorStateOf(g.state, 'd')).toBe('closed');
    expect(openDoorIds(g.state)).toEqual([]);
  });
});

describe('variable thresholds and costs: a mission\'s "set-rule" (issue 15 item 2; boarding.md §3.4, §5.2)', () => {
  const doors = [{ id: 'd', x: 4, y: 4, side: 'south' as const }];
  const withRules = (f: ReturnType<typeof boardingFixture>, ruleValues: Record<string, number>) => {
    f.state = { ...f.state, mission: { ...newMissionState([], [], 1), ruleValues } };
  };

  it('"door-break" 2: a trooper rolling 2 breaks the door in front; without it a 5 does not', () => {
    const f = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 4, y: 5, facing: 0 }], doors });
    withRules(f, { 'door-break': 2 });
    setCp(f, 0);
    f.act({ type: 'activate', side: 'heroes', unit: 't' });
    f.dice.push(2);
    f.act({ type: 'assault', side: 'heroes', unit: 't' });
    expect(doorStateOf(f.state, 'd')).toBe('destroyed');
  });

  it('"door-ap" 4: opening a door takes all four action points, so a trooper with 3 cannot', () => {
    const f = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 4, y: 5, facing: 0 }], doors });
    withRules(f, { 'door-ap': 4 });
    setCp(f, 0);
    f.act({ type: 'activate', side: 'heroes', unit: 't' });
    f.state = { ...f.state, units: f.state.units.map((u) => (u.id === 't' ? { ...u, stats: { ...u.stats, ap: 3 } } : u)) };
    expect(f.engine.legalActions(f.state).some((a) => a.type === 'door')).toBe(false);
    expect(f.refuse({ type: 'door', side: 'heroes', unit: 't', door: 'd' })).not.toBe('');
    f.state = { ...f.state, units: f.state.units.map((u) => (u.id === 't' ? { ...u, stats: { ...u.stats, ap: 4 } } : u)) };
    f.act({ type: 'door', side: 'heroes', unit: 't', door: 'd' });
    expect([doorStateOf(f.state, 'd'), f.unit('t').stats['ap']]).toEqual(['open', 0]);
  });
});
