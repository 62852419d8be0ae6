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

describe('infiltration §14: Burst (infiltration.md §11.4)', () => {
  /** Anvil in area a; four Revenants (defence 7) in area b. */
  const revenants = (attack: string[]) => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }],
      enemies: Array.from({ length: 4 }, () => ({ kind: 'revenant', x: 2, y: 0 })),
      dice: { attack, noise: ['0', '0', '0'] },
    });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    return f;
  };
  const standing = (f: ReturnType<typeof revenants>) => f.state.units.filter((u) => u.side === 'enemies' && u.status === 'active').map((u) => u.id);
  const choose = (f: ReturnType<typeof revenants>, unit: string) => {
    const decision = f.state.decisions?.at(-1);
    if (!decision) throw new Error('no decision open');
    return f.act({ type: 'choose', side: 'heroes', decision: decision.id, option: unit } as never);
  };

  it('infiltration.md §14 TC14: a total of 23 against four Revenants (defence 7) wounds three, 23 → 16 → 9 → 2, the fourth survives; the heroes order the chain', () => {
    // 3 + 3 + ★ + ★ = 10; one ★ on Burst (+2 → 12); the other boosts: ★, ★, ★, ★ (+2 each), then 3 → 23.
    const f = revenants(['3', '3', '★', '★', '★', '★', '★', '★', '3']);
    f.act({ type: 'attack', side: 'heroes', unit: 'h', target: 'revenant-1', weapon: 0, heroic: false });
    expect(f.engine.legalActions(f.state)).toContainEqual({ type: 'spend', side: 'heroes', unit: 'h', effect: 'burst' });
    f.act({ type: 'spend', side: 'heroes', unit: 'h', effect: 'burst' });
    expect(f.refuse({ type: 'spend', side: 'heroes', unit: 'h', effect: 'burst' })).toBe('not-allowed');
    for (let i = 0; i < 4; i++) f.act({ type: 'spend', side: 'heroes', unit: 'h', effect: 'boost' });
    const events = f.act({ type: 'spend', side: 'heroes', unit: 'h', effect: 'boost' });
    expect(events).toContainEqual({ type: 'test-made', label: 'attack', total: 23, atLeast: 7, passed: true });
    // 16 left, three Revenants to pick from: the heroes choose.
    expect(f.state.decisions?.at(-1)?.options.map((o) => o.id)).toEqual(['revenant-2', 'revenant-3', 'revenant-4']);
    choose(f, 'revenant-3');
    choose(f, 'revenant-2');
    expect(standing(f)).toEqual(['revenant-4']);
    // 2 left < 7: the fourth is not wounded; the noise test follows the chain.
    expect(f.state.decisions?.length ?? 0).toBe(0);
  });

  it('infiltration.md §11.4 Proposed: the chain starts only if the first target is wounded', () => {
    const f = revenants(['1', '1', '★', '0', '0']);
    f.act({ type: 'attack', side: 'heroes', unit: 'h', target: 'revenant-1', weapon: 0, heroic: false });
    f.act({ type: 'spend', side: 'heroes', unit: 'h', effect: 'burst' });
    expect(standing(f)).toHaveLength(4);
    expect(f.state.decisions?.length ?? 0).toBe(0);
  });
});
