// infiltration.md §14: keywords and skills on the heroes' attacks (TC38 Dual Wielding).
import { describe, expect, it } from 'vitest';
import { infiltrationFixture, setExt } from './fixture';

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

describe('infiltration §14: Pacify (infiltration.md §5.4)', () => {
  /** Colette in area a with her Stiletto; `n` Troopers in area b of a room of two areas (one tile). */
  const room = (n: number) => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'colette', x: 2, y: 0 }],
      enemies: Array.from({ length: n }, () => ({ kind: 'trooper', x: 3, y: 0 })),
      dice: { attack: Array.from({ length: 24 }, () => '3'), noise: Array.from({ length: 12 }, () => '0') },
      startHand: 0,
    });
    setExt(f, { hands: [{ hero: 'h', cards: ['snap-shot', 'snap-shot', 'snap-shot'] }] });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    return f;
  };
  const points = (f: ReturnType<typeof room>) => ['hpAttack', 'hpDefence', 'hpWild'].reduce((s, k) => s + (f.unit('h').stats[k] ?? 0), 0);
  const killAll = (f: ReturnType<typeof room>, n: number, heroicFirst = false) => {
    for (let i = 1; i <= n; i++) {
      const target = `trooper-${i}`;
      if (i === 1) f.act({ type: 'attack', side: 'heroes', unit: 'h', target, weapon: 1, heroic: heroicFirst });
      else f.act({ type: 'card', side: 'heroes', unit: 'h', card: 'snap-shot', target, weapon: 1 });
    }
  };

  it('infiltration.md §14 TC34: killing all 4 Troopers of a room in one turn without heroic points draws 1 heroic point', () => {
    const f = room(4);
    const before = points(f);
    killAll(f, 4);
    expect(f.state.units.filter((u) => u.side === 'enemies' && u.status === 'active')).toHaveLength(0);
    expect(points(f)).toBe(before + 1);
  });

  it('infiltration.md §14 TC34: no point for a room of 3, for a survivor, or once a heroic point was spent', () => {
    const three = room(3);
    const p3 = points(three);
    killAll(three, 3);
    expect(points(three)).toBe(p3);
    const survivor = room(5);
    const p5 = points(survivor);
    killAll(survivor, 4);
    expect(points(survivor)).toBe(p5);
    const heroic = room(4);
    const p4 = points(heroic);
    killAll(heroic, 4, true);
    expect(points(heroic)).toBe(p4 - 1);
  });
});
