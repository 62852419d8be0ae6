// infiltration.md §10.3 and §11.4: Crush, Repulse and Smash on a hero wounded by such a unit.
import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { giveItems, infiltrationFixture, setUnit, type Fixture } from './fixture';
import { OBJECTIVE_TOKEN } from './objective-items';
import { areaOf } from './space';
import { sufferDefeat } from './wounds';

const zone = (f: Fixture, x: number): number => f.board.zoneOf[x] ?? -1;
/** A hero in a row of three areas (a | b | c) wounded by one enemy (a failed defence, 5 against 8). */
const wounded = (heroX: number, kind: string, enemyX: number, carried: readonly string[] = []): Fixture => {
  const f = infiltrationFixture({ tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'anvil', x: heroX, y: 0 }], enemies: [{ kind, x: enemyX, y: 0 }] });
  giveItems(f, 'h', carried);
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

  it('infiltration.md §10.3, §11.4 Escort: an escorting hero knocked back drops the escort token face up in the area it leaves', () => {
    const f = wounded(2, 'specimen-601', 3, ['escort', 'bandages']);
    expect(areaOf(f.board, f.unit('h'))).toBe(zone(f, 0));
    expect(itemsOf(f.state, 'h')).toEqual(['bandages']);
    const token = f.state.tokens.find((t) => t.kind === OBJECTIVE_TOKEN);
    expect(token).toMatchObject({ revealed: true, contents: { item: 'escort' } });
    expect(f.board.zoneOf[(token?.y ?? 0) * f.board.width + (token?.x ?? -1)]).toBe(zone(f, 2));
  });

  it('infiltration.md §10.3: no knock-back (a dead end), so the escort token stays with the hero; Crush alone keeps it too', () => {
    expect(itemsOf(wounded(0, 'aether-walker', 2, ['escort']).state, 'h')).toEqual(['escort']);
    expect(itemsOf(wounded(2, 'warlord', 3, ['escort']).state, 'h')).toEqual(['escort']);
  });

  it('infiltration.md §11.4 Escort: the dropped escort token is taken back with a Search even with the enemy still there', () => {
    const f = wounded(2, 'specimen-601', 3, ['escort']);
    setUnit(f, 'h', { stats: { knocked: 0 } }); // stood up already (Smash also knocks down)
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    f.act({ type: 'move', side: 'heroes', unit: 'h', area: zone(f, 2) });
    const token = f.state.tokens.find((t) => t.kind === OBJECTIVE_TOKEN)?.id ?? '';
    expect(f.engine.legalActions(f.state)).toContainEqual({ type: 'search', side: 'heroes', unit: 'h', token });
    f.act({ type: 'search', side: 'heroes', unit: 'h', token });
    expect(itemsOf(f.state, 'h')).toEqual(['escort']);
  });
});
