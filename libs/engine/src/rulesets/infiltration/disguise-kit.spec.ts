// infiltration.md §11.1 Disguise Kit (§8.7: "Disguise Kit can cancel a rise"): the one hero a zone's enemies
// see discards it and the zone does not rise.
import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { checkAwareness, firstSightings } from './awareness';
import { giveItems, infiltrationFixture, setExt } from './fixture';

/** Two tiles: a Trooper in area a of the first, heroes in b (same tile, in sight); the second tile empty. */
const board = (heroes: { id: string; x: number }[]) =>
  infiltrationFixture({
    tiles: [{ rows: ['aabb'], x: 0, y: 0 }, { rows: ['cc'], x: 4, y: 0 }],
    heroes: heroes.map((h, i) => ({ id: h.id, kind: ['colette', 'anvil'][i] ?? 'colette', x: h.x, y: 0 })),
    enemies: [{ kind: 'trooper', x: 0, y: 0 }],
  });

describe('infiltration.md §11.1 Disguise Kit', () => {
  it('§8.7 (b), §9.7: Check Awareness! with one hero in sight carrying a kit: the kit is discarded and the zone stays at ease', () => {
    const f = board([{ id: 'col', x: 2 }]);
    giveItems(f, 'col', ['disguise-kit', 'grenade']);
    f.run((c) => checkAwareness(c));
    expect(f.state.ext.awareness[0]).toBe(0);
    expect(itemsOf(f.state, 'col')).toEqual(['grenade']);
    f.run((c) => checkAwareness(c)); // no kit left: the next rise happens
    expect(f.state.ext.awareness[0]).toBe(1);
  });

  it('§11.1: with a second hero in the zone\'s sight the kit cannot cancel the rise, and is kept', () => {
    const f = board([{ id: 'col', x: 2 }, { id: 'anvil', x: 3 }]);
    giveItems(f, 'col', ['disguise-kit']);
    f.run((c) => checkAwareness(c));
    expect(f.state.ext.awareness[0]).toBe(1);
    expect(itemsOf(f.state, 'col')).toEqual(['disguise-kit']);
  });

  it('§8.7 (a): a first sighting is cancelled too (the window is used); a kit is not spent on an alert zone', () => {
    const f = board([{ id: 'col', x: 2 }]);
    giveItems(f, 'col', ['disguise-kit']);
    f.run((c) => firstSightings(c));
    expect(f.state.ext.awareness[0]).toBe(0);
    expect(f.state.ext.sighted).toEqual([0]);
    const alert = board([{ id: 'col', x: 2 }]);
    giveItems(alert, 'col', ['disguise-kit']);
    setExt(alert, { awareness: [2, 0] });
    alert.run((c) => checkAwareness(c));
    expect(itemsOf(alert.state, 'col')).toEqual(['disguise-kit']);
  });
});
