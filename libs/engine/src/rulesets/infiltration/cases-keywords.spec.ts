// infiltration.md §14: keywords and skills on the heroes' attacks (TC38 Dual Wielding).
import { describe, expect, it } from 'vitest';
import { infiltrationFixture } from './fixture';

/** Anvil in area a, two Troopers (defence 4 each) in area b of a corridor a | b | c. */
function twoTroopers(attack: string[]) {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
    heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }],
    enemies: [{ kind: 'trooper', x: 2, y: 0 }, { kind: 'trooper', x: 3, y: 0 }],
    dice: { attack, noise: ['0', '0', '0'] },
  });
  f.act({ type: 'activate', side: 'heroes', unit: 'h' });
  return f;
}
const dual = { type: 'attack', side: 'heroes', unit: 'h', target: 'trooper-1', weapon: 0, heroic: false, second: 'trooper-2' } as const;
const alive = (f: ReturnType<typeof twoTroopers>) => f.state.units.filter((u) => u.side === 'enemies' && u.status === 'active').length;

describe('infiltration §14: keywords and skills', () => {
  it('infiltration.md §14 TC38: Dual Wielding against two Troopers needs 8; a total of 8 wounds both', () => {
    const f = twoTroopers(['2', '2', '2', '2']);
    expect(f.engine.legalActions(f.state)).toContainEqual(dual);
    const events = f.act(dual);
    expect(events).toContainEqual({ type: 'test-made', label: 'attack', total: 8, atLeast: 8, passed: true });
    expect(alive(f)).toBe(0);
  });

  it('infiltration.md §14 TC38: a total of 7 wounds neither', () => {
    const f = twoTroopers(['2', '2', '2', '1']);
    const events = f.act(dual);
    expect(events).toContainEqual({ type: 'test-made', label: 'attack', total: 7, atLeast: 8, passed: false });
    expect(alive(f)).toBe(2);
  });

  it('infiltration.md §11.4: Dual Wielding is Anvil\'s skill; a hero without it has no paired attack', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'sergeant', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 2, y: 0 }, { kind: 'trooper', x: 3, y: 0 }],
    });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    expect(f.engine.legalActions(f.state).some((a) => 'second' in a)).toBe(false);
    expect(f.refuse({ ...dual, unit: 'h' })).toBe('not-allowed');
  });
});
