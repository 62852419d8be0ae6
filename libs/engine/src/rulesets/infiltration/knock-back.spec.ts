// infiltration.md §10.3 and §11.4: Crush, Repulse and Smash on a hero wounded by such a unit.
import { describe, expect, it } from 'vitest';
import { infiltrationFixture, type Fixture } from './fixture';
import { areaOf } from './space';
import { sufferDefeat } from './wounds';

const zone = (f: Fixture, x: number): number => f.board.zoneOf[x] ?? -1;
/** A hero in a row of three areas (a | b | c) wounded by one enemy (a failed defence, 5 against 8). */
const wounded = (heroX: number, kind: string, enemyX: number): Fixture => {
  const f = infiltrationFixture({ tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'anvil', x: heroX, y: 0 }], enemies: [{ kind, x: enemyX, y: 0 }] });
  const by = f.state.units.find((u) => u.side === 'enemies')?.id ?? '';
  f.run((c) => {
    const hero = c.state.units.find((u) => u.id === 'h');
    if (hero) sufferDefeat(c, hero, 8, 5, by);
  });
  return f;
};

describe('infiltration knock-back (infiltration.md §10.3, §11.4)', () => {
  it('infiltration.md §11.4 Repulse: a hero wounded from the next area is knocked one area directly away, not down', () => {
    const f = wounded(2, 'aether-walker', 0);
    expect(areaOf(f.board, f.unit('h'))).toBe(zone(f, 4));
    expect(f.unit('h').stats['knocked'] ?? 0).toBe(0);
  });

  it('infiltration.md §10.3: with no area farther from the cause (a dead end), nothing happens', () => {
    const f = wounded(0, 'aether-walker', 2);
    expect(areaOf(f.board, f.unit('h'))).toBe(zone(f, 0));
  });

  it('infiltration.md §11.4 Smash: in melee, knocked back (any area no nearer; ties to the lowest) and then down', () => {
    const f = wounded(2, 'specimen-601', 3);
    expect(areaOf(f.board, f.unit('h'))).toBe(zone(f, 0));
    expect(f.unit('h').stats['knocked']).toBe(1);
  });

  it('infiltration.md §11.4 Crush: a hero wounded in melee is knocked down and stays in the area', () => {
    const f = wounded(2, 'warlord', 3);
    expect(areaOf(f.board, f.unit('h'))).toBe(zone(f, 2));
    expect(f.unit('h').stats['knocked']).toBe(1);
  });
});
