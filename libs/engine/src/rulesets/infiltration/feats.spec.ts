// infiltration.md §6.10 and §13.9 (Proposed): the heroes' feats, free actions removed from the game after use.
import { describe, expect, it } from 'vitest';
import { actionDeckOf, handOf } from './action-cards';
import { checkAwareness } from './awareness';
import { infiltrationFixture, setExt, setUnit, type Fixture } from './fixture';
import { areaOf } from './space';

const zone = (f: Fixture, x: number, y = 0): number => f.board.zoneOf[y * f.board.width + x] ?? -1;
const give = (f: Fixture, hero: string, cards: string[]): void => setExt(f, { hands: f.state.ext.hands.map((h) => (h.hero === hero ? { hero, cards } : h)) });
const deck = (f: Fixture, hero: string) => {
  const d = f.state.decks[actionDeckOf(hero)];
  if (!d) throw new Error(`no action deck for ${hero}`);
  return d;
};

describe('infiltration feats (infiltration.md §13.9)', () => {
  it('infiltration.md §13.9 Ghost (Kestrel feat 1): a free Move of up to 2 areas, then the feat is removed from the game', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }], heroes: [{ id: 'k', kind: 'kestrel', x: 0, y: 0 }], startHand: 3 });
    give(f, 'k', ['feat-1', 'feat-1']);
    f.act({ type: 'activate', side: 'heroes', unit: 'k' });
    // Three areas away is beyond its reach.
    expect(f.refuse({ type: 'card', side: 'heroes', unit: 'k', card: 'feat-1', area: zone(f, 6) })).toBe('not-allowed');
    f.act({ type: 'card', side: 'heroes', unit: 'k', card: 'feat-1', area: zone(f, 4) });
    expect(areaOf(f.board, f.unit('k'))).toBe(zone(f, 4));
    expect(f.unit('k').stats['actions']).toBe(2); // a free action: the basic budget is untouched
    expect(deck(f, 'k').removed).toEqual(['feat-1']);
    expect(deck(f, 'k').discard).toEqual([]);
    expect(handOf(f.state, 'k')).toEqual(['feat-1']);
  });

  it('infiltration.md §13.9 Vanish (Colette feat 1): a Move of up to 3 areas; an enemy seeing her raises no awareness until her next turn', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }],
      heroes: [{ id: 'c', kind: 'colette', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 7, y: 0 }],
      startHand: 3,
    });
    give(f, 'c', ['feat-1', 'quick-step']);
    f.act({ type: 'activate', side: 'heroes', unit: 'c' });
    const before = f.state.ext.awareness[0] ?? 0;
    f.act({ type: 'card', side: 'heroes', unit: 'c', card: 'feat-1', area: zone(f, 6) });
    expect(areaOf(f.board, f.unit('c'))).toBe(zone(f, 6));
    f.run((c) => checkAwareness(c));
    expect(f.state.ext.awareness[0] ?? 0).toBe(before);
    expect(deck(f, 'c').removed).toEqual(['feat-1']);
  });

  it('infiltration.md §13.9 Vanish: without it the same sighting raises the zone; the cover ends when her next turn starts', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }], heroes: [{ id: 'c', kind: 'colette', x: 6, y: 0 }], enemies: [{ kind: 'trooper', x: 7, y: 0 }] });
    setExt(f, { awareness: [0] });
    setUnit(f, 'c', { stats: { vanished: 1 } });
    f.run((c) => checkAwareness(c));
    expect(f.state.ext.awareness[0]).toBe(0);
    f.act({ type: 'activate', side: 'heroes', unit: 'c' });
    expect(f.unit('c').stats['vanished']).toBe(0);
    setExt(f, { awareness: [0] });
    f.run((c) => checkAwareness(c));
    expect(f.state.ext.awareness[0]).toBe(1);
  });

  it('infiltration.md §13.9 Field Genius (Quill feat 2): draw 3 and clear the jammed token of a hero in the same area', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'q', kind: 'quill', x: 0, y: 0 }, { id: 'a', kind: 'anvil', x: 1, y: 0 }, { id: 'far', kind: 'sergeant', x: 3, y: 0 }],
      startHand: 3,
    });
    give(f, 'q', ['feat-2']);
    setUnit(f, 'a', { stats: { jammed: 1 } });
    setUnit(f, 'far', { stats: { jammed: 1 } });
    f.act({ type: 'activate', side: 'heroes', unit: 'q' });
    // A hero in another area is out of reach.
    expect(f.refuse({ type: 'card', side: 'heroes', unit: 'q', card: 'feat-2', target: 'far' })).toBe('not-allowed');
    f.act({ type: 'card', side: 'heroes', unit: 'q', card: 'feat-2', target: 'a' });
    expect(f.unit('a').stats['jammed']).toBe(0);
    expect(f.unit('far').stats['jammed']).toBe(1);
    expect(handOf(f.state, 'q')).toHaveLength(3);
    expect(deck(f, 'q').removed).toEqual(['feat-2']);
  });

  it('infiltration.md §13.9 Pin Them Down (Sergeant feat 2): a suppressed area in his sight; an alert enemy there does not activate', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }, { rows: ['##', 'cc'], x: 0, y: 1 }],
      heroes: [{ id: 's', kind: 'sergeant', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 3, y: 0 }],
      startHand: 3,
    });
    give(f, 's', ['feat-2']);
    setExt(f, { awareness: [2, 0] });
    f.act({ type: 'activate', side: 'heroes', unit: 's' });
    // The walled-off area below is out of his sight.
    expect(f.refuse({ type: 'card', side: 'heroes', unit: 's', card: 'feat-2', area: zone(f, 0, 2) })).toBe('not-allowed');
    f.act({ type: 'card', side: 'heroes', unit: 's', card: 'feat-2', area: zone(f, 2) });
    expect(f.state.ext.suppressed).toEqual([zone(f, 2)]);
    expect(deck(f, 's').removed).toEqual(['feat-2']);
    const at = { x: f.unit('trooper-1').x, y: f.unit('trooper-1').y };
    const wounds = f.unit('s').stats['wounds'];
    give(f, 's', []); // no Distraction in hand: the enemy turn runs on its own
    f.act({ type: 'end-activation', side: 'heroes' });
    // The enemy turn passed: the trooper neither moved nor attacked, and the token is gone with it.
    expect({ x: f.unit('trooper-1').x, y: f.unit('trooper-1').y }).toEqual(at);
    expect(f.unit('s').stats['wounds']).toBe(wounds);
    expect(f.state.ext.suppressed).toEqual([]);
  });

  it('infiltration.md §13.9 Overcharge (Quill feat 1): an aether pistol attack rolling 2 more aether dice, outside the basic Attack', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'q', kind: 'quill', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 3, y: 0 }],
      dice: { attack: ['0', '0'], aether: ['0', '0', '0'], noise: ['0'] },
      startHand: 3,
    });
    give(f, 'q', ['feat-1']);
    f.act({ type: 'activate', side: 'heroes', unit: 'q' });
    const events = f.act({ type: 'card', side: 'heroes', unit: 'q', card: 'feat-1', target: 'trooper-1', weapon: 0 });
    const aether = events.find((e) => e.type === 'dice-rolled' && e.purpose === 'attack (aether)');
    expect(aether).toMatchObject({ dice: [{ die: 'aether' }, { die: 'aether' }, { die: 'aether' }] });
    expect(f.unit('q').stats['attacked'] ?? 0).toBe(0);
    expect(deck(f, 'q').removed).toEqual(['feat-1']);
  });

  it('infiltration.md §13.9 Silent Takedown (Colette feat 2): a sure melee kill of a non-Armoured enemy in an unalerted zone, no dice', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'c', kind: 'colette', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 1, y: 0 }],
      startHand: 3,
    });
    give(f, 'c', ['feat-2']);
    setExt(f, { awareness: [1] });
    f.act({ type: 'activate', side: 'heroes', unit: 'c' });
    const events = f.act({ type: 'card', side: 'heroes', unit: 'c', card: 'feat-2', target: 'trooper-1', weapon: 1 });
    expect(events.some((e) => e.type === 'dice-rolled')).toBe(false);
    expect(f.unit('trooper-1').status).not.toBe('active');
  });

  it('infiltration.md §13.9 Silent Takedown: not in an alert zone', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'c', kind: 'colette', x: 0, y: 0 }], enemies: [{ kind: 'trooper', x: 1, y: 0 }], startHand: 3 });
    give(f, 'c', ['feat-2']);
    setExt(f, { awareness: [2] });
    f.act({ type: 'activate', side: 'heroes', unit: 'c' });
    expect(f.refuse({ type: 'card', side: 'heroes', unit: 'c', card: 'feat-2', target: 'trooper-1', weapon: 1 })).toBe('not-allowed');
  });
});
