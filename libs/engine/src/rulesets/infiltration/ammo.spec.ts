// infiltration.md §11.1 Ammo: +2 to a ranged weapon attack, used after the roll like a modifier (Proposed),
// once per attack, discarded after use.
import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { giveItems, infiltrationFixture, type Fixture } from './fixture';

/** Kestrel in area a, a Trooper (defence 4) in `trooperX` (c at 4: in rifle range; a at 1: beside her). */
function shot(attack: string[], ammo: number, trooperX = 4): Fixture {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
    heroes: [{ id: 'k', kind: 'kestrel', x: 0, y: 0 }],
    enemies: [{ kind: 'trooper', x: trooperX, y: 0 }],
    dice: { attack, noise: ['0', '0'] },
  });
  giveItems(f, 'k', Array.from({ length: ammo }, () => 'ammo'));
  f.act({ type: 'activate', side: 'heroes', unit: 'k' });
  return f;
}
const rifle = { type: 'attack', side: 'heroes', unit: 'k', target: 'trooper-1', weapon: 0, heroic: false } as const;
const ammo = { type: 'use', side: 'heroes', unit: 'k', item: 'ammo' } as const;
const alive = (f: Fixture) => f.unit('trooper-1').status === 'active';

describe('infiltration.md §11.1 Ammo', () => {
  it('a failing ranged roll opens the window with Ammo on offer; +2 turns 2 into 4 and the Trooper falls; the Ammo is gone', () => {
    const f = shot(['1', '1', '0', '0'], 1);
    f.act(rifle);
    expect(f.engine.legalActions(f.state)).toContainEqual(ammo);
    f.act(ammo);
    expect(alive(f)).toBe(false);
    expect(itemsOf(f.state, 'k')).toEqual([]);
  });

  it('once per attack: with two Ammo and still short after one, the attack misses and one Ammo is kept', () => {
    const f = shot(['1', '0', '0', '0'], 2);
    f.act(rifle);
    f.act(ammo);
    expect(f.engine.legalActions(f.state)).not.toContainEqual(ammo);
    expect(alive(f)).toBe(true);
    expect(itemsOf(f.state, 'k')).toEqual(['ammo']);
  });

  it('without Ammo the same roll simply misses; a melee attack is never offered Ammo', () => {
    const f = shot(['1', '1', '0', '0'], 0);
    f.act(rifle);
    expect(f.state.ext.pending).toBeNull();
    expect(alive(f)).toBe(true);
    const melee = shot(['1', '0', '0'], 1, 1);
    melee.act({ ...rifle, weapon: 1 });
    expect(melee.state.ext.pending).toBeNull();
    expect(itemsOf(melee.state, 'k')).toEqual(['ammo']);
  });
});
