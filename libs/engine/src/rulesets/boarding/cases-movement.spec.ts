import { describe, expect, it } from 'vitest';
import { boardingFixture, endHumanTurn, room, setCp } from './fixture';

const heroes = { side: 'heroes' } as const;
const enemies = { side: 'enemies' } as const;

describe('boarding action points and facing (boarding.md §5.1)', () => {
  it('boarding.md §12 case 1: trooper AP budget — forward 1, turn 1, fire 1 + 1 leaves 0 AP and refuses a fifth', () => {
    const f = boardingFixture({ rows: room(12), troopers: [{ id: 't', x: 2, y: 10, facing: 1 }], bugs: [{ x: 3, y: 2, facing: 2 }] });
    setCp(f, 0);
    f.act({ type: 'activate', ...heroes, unit: 't' });
    f.act({ type: 'move', ...heroes, unit: 't', to: { x: 3, y: 10 } });
    f.act({ type: 'turn', ...heroes, unit: 't', facing: 0 });
    f.dice.push(1, 2, 2, 3);
    f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(f.unit('t').stats['ap']).toBe(0);
    // The activation is spent (and with it the human turn): a fifth action is refused.
    expect(f.refuse({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' })).toMatch(/not-activated|no-budget|wrong-side/);
    expect(f.engine.legalActions(f.state).some((a) => a.type === 'fire')).toBe(false);
  });

  it('boarding.md §12 case 2: trooper movement costs — backwards 2 and sideways 2 leave 0 AP', () => {
    const f = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 4, y: 4, facing: 0 }] });
    setCp(f, 0);
    f.act({ type: 'activate', ...heroes, unit: 't' });
    f.act({ type: 'move', ...heroes, unit: 't', to: { x: 4, y: 5 } });
    expect(f.unit('t').stats['ap']).toBe(2);
    f.act({ type: 'move', ...heroes, unit: 't', to: { x: 5, y: 5 } });
    expect(f.unit('t').stats['ap']).toBe(0);
    expect(f.unit('t').stats['facing']).toBe(0);
  });

  it('boarding.md §12 case 3: bug turn costs — 90° free, two 90° in a row cost 1, sideways 1, backwards 2: 5 spent, 1 left', () => {
    const f = boardingFixture({ rows: room(12), troopers: [{ id: 't', x: 1, y: 1, facing: 3 }], bugs: [{ x: 6, y: 6, facing: 0 }] });
    endHumanTurn(f);
    setCp(f, 0);
    f.act({ type: 'activate', ...enemies, unit: 'bug-x1' });
    f.act({ type: 'turn', ...enemies, unit: 'bug-x1', facing: 1 });
    expect(f.unit('bug-x1').stats['ap']).toBe(6);
    f.act({ type: 'move', ...enemies, unit: 'bug-x1', to: { x: 7, y: 6 } });
    f.act({ type: 'turn', ...enemies, unit: 'bug-x1', facing: 2 });
    expect(f.unit('bug-x1').stats['ap']).toBe(5);
    f.act({ type: 'turn', ...enemies, unit: 'bug-x1', facing: 3 });
    expect(f.unit('bug-x1').stats['ap']).toBe(4);
    f.act({ type: 'move', ...enemies, unit: 'bug-x1', to: { x: 7, y: 7 } });
    expect(f.unit('bug-x1').stats['ap']).toBe(3);
    f.act({ type: 'move', ...enemies, unit: 'bug-x1', to: { x: 8, y: 7 } });
    expect(f.unit('bug-x1').stats['ap']).toBe(1);
  });

  it('boarding.md §12 case 4: blip moves — forward, back, left, right for 1 each, nothing for facing, 2 AP left', () => {
    const f = boardingFixture({ rows: room(12), troopers: [{ id: 't', x: 1, y: 1, facing: 3 }], blips: [{ x: 8, y: 8, bugs: 2 }] });
    endHumanTurn(f);
    setCp(f, 0);
    f.act({ type: 'activate', ...enemies, unit: 'blip-x1' });
    f.act({ type: 'move', ...enemies, unit: 'blip-x1', to: { x: 8, y: 7 } });
    f.act({ type: 'move', ...enemies, unit: 'blip-x1', to: { x: 8, y: 8 } });
    f.act({ type: 'move', ...enemies, unit: 'blip-x1', to: { x: 7, y: 8 } });
    f.act({ type: 'move', ...enemies, unit: 'blip-x1', to: { x: 8, y: 8 } });
    expect(f.unit('blip-x1').stats['ap']).toBe(2);
    expect(f.refuse({ type: 'turn', ...enemies, unit: 'blip-x1', facing: 1 })).toBe('not-allowed');
  });
});
