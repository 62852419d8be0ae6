// infiltration.md §13.9 (Proposed feats): Lead Storm, Bulldoze (Anvil), Rally (Sergeant), Eagle Eye (Kestrel),
// and §6.2's zone of control on the feats' Moves.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../rules/core/events';
import { actionDeckOf } from './action-cards';
import { infiltrationFixture, setExt, type Fixture } from './fixture';
import { areaOf } from './space';

const zone = (f: Fixture, x: number, y = 0): number => f.board.zoneOf[y * f.board.width + x] ?? -1;
const give = (f: Fixture, hero: string, cards: string[]): void => setExt(f, { hands: f.state.ext.hands.map((h) => (h.hero === hero ? { hero, cards } : h)) });
const removed = (f: Fixture, hero: string): readonly string[] => f.state.decks[actionDeckOf(hero)]?.removed ?? [];
const rolled = (events: readonly GameEvent[], purpose: string) => events.filter((e): e is Extract<GameEvent, { type: 'dice-rolled' }> => e.type === 'dice-rolled' && e.purpose === purpose);
const openDecision = (f: Fixture) => f.state.decisions?.[f.state.decisions.length - 1];

describe('infiltration feats, the last four (infiltration.md §13.9)', () => {
  it('infiltration.md §13.9 Lead Storm (Anvil feat 1): one attack with each Heavy MG at +2, one noise test for the play (§5.7)', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'a', kind: 'anvil', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 2, y: 0 }, { kind: 'trooper', x: 3, y: 0 }],
      dice: { attack: ['0', '0', '0', '0', '0', '0', '0', '0'], noise: ['0', '0', '0', '0'] },
      startHand: 3,
    });
    give(f, 'a', ['feat-1']);
    f.act({ type: 'activate', side: 'heroes', unit: 'a' });
    const events = f.act({ type: 'card', side: 'heroes', unit: 'a', card: 'feat-1', target: 'trooper-1', weapon: 0, then: 'trooper-2' });
    const tests = events.filter((e) => e.type === 'test-made' && e.label === 'attack');
    expect(tests).toMatchObject([{ total: 2 }, { total: 2 }]); // four blanks each, +2
    expect(events.filter((e) => e.type === 'missed').map((e) => (e as { unit: string }).unit)).toEqual(['trooper-1', 'trooper-2']);
    expect(rolled(events, 'attack').map((e) => e.dice.length)).toEqual([4, 4]);
    expect(rolled(events, 'noise').map((e) => e.dice.length)).toEqual([3]); // the MGs' noise 3, once
    expect(f.unit('a').stats['attacked'] ?? 0).toBe(0); // not the basic Attack
    expect(removed(f, 'a')).toEqual(['feat-1']);
  });

  it('infiltration.md §13.9 Lead Storm: the second MG fires at another target of its own; a target out of reach is refused', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }],
      heroes: [{ id: 'a', kind: 'anvil', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 2, y: 0 }, { kind: 'trooper', x: 7, y: 0 }],
      startHand: 3,
    });
    give(f, 'a', ['feat-1']);
    f.act({ type: 'activate', side: 'heroes', unit: 'a' });
    // The Heavy MG's range is 2: the trooper three areas away is no target for either attack.
    expect(f.refuse({ type: 'card', side: 'heroes', unit: 'a', card: 'feat-1', target: 'trooper-1', weapon: 0, then: 'trooper-2' })).toBe('not-allowed');
    expect(f.refuse({ type: 'card', side: 'heroes', unit: 'a', card: 'feat-2', target: 'trooper-1', weapon: 0 })).toBe('not-allowed'); // not in hand
  });

  it('infiltration.md §13.9 Bulldoze (Anvil feat 2): up to 2 areas through an enemy-held area (no zone of control), then an unarmed attack with 2 + 2 dice', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'a', kind: 'anvil', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 2, y: 0 }, { kind: 'trooper', x: 5, y: 0 }],
      dice: { attack: ['0', '0', '0', '0'] },
      startHand: 3,
    });
    give(f, 'a', ['feat-2']);
    f.act({ type: 'activate', side: 'heroes', unit: 'a' });
    const events = f.act({ type: 'card', side: 'heroes', unit: 'a', card: 'feat-2', area: zone(f, 4), target: 'trooper-2', weapon: 1 });
    expect(areaOf(f.board, f.unit('a'))).toBe(zone(f, 4));
    expect(rolled(events, 'attack').map((e) => e.dice.length)).toEqual([4]); // Unarmed 2 + 2
    expect(events.some((e) => e.type === 'missed' && e.unit === 'trooper-2')).toBe(true);
    expect(removed(f, 'a')).toEqual(['feat-2']);
  });

  it('infiltration.md §6.2 / TC25: a feat\'s Move (Ghost) stops in an enemy-held area; Bulldoze alone ignores it', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'k', kind: 'kestrel', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 2, y: 0 }],
      startHand: 3,
    });
    give(f, 'k', ['feat-1']);
    f.act({ type: 'activate', side: 'heroes', unit: 'k' });
    expect(f.refuse({ type: 'card', side: 'heroes', unit: 'k', card: 'feat-1', area: zone(f, 4) })).toBe('not-allowed');
    f.act({ type: 'card', side: 'heroes', unit: 'k', card: 'feat-1', area: zone(f, 2) });
    expect(areaOf(f.board, f.unit('k'))).toBe(zone(f, 2));
  });

  it('infiltration.md §13.9 Rally (Sergeant feat 1): each hero in his area or next to it may Move 1, no noise; a hero farther off is not asked', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }],
      heroes: [{ id: 's', kind: 'sergeant', x: 2, y: 0 }, { id: 'q', kind: 'quill', x: 0, y: 0 }, { id: 'far', kind: 'kestrel', x: 7, y: 0 }],
      startHand: 3,
    });
    give(f, 's', ['feat-1']);
    f.act({ type: 'activate', side: 'heroes', unit: 's' });
    f.act({ type: 'card', side: 'heroes', unit: 's', card: 'feat-1' });
    expect(openDecision(f)?.kind).toBe('rally');
    f.act({ type: 'choose', side: 'heroes', decision: openDecision(f)?.id ?? '', option: 'stay' }); // the Sergeant stays
    const quill = openDecision(f);
    expect(quill?.prompt).toContain(f.unit('q').name);
    const events = f.act({ type: 'choose', side: 'heroes', decision: quill?.id ?? '', option: `area-${zone(f, 2)}` });
    expect(areaOf(f.board, f.unit('q'))).toBe(zone(f, 2));
    expect(rolled(events, 'noise')).toEqual([]);
    expect(openDecision(f)).toBeUndefined(); // Kestrel, three areas off, is not asked
    expect(areaOf(f.board, f.unit('far'))).toBe(zone(f, 7));
    expect(f.unit('s').stats['actions']).toBe(2);
  });

  it('infiltration.md §13.9 Eagle Eye (Kestrel feat 2): the rifle reaches 2 areas farther and through enemy units, with 1 fewer noise die', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbccddeeffgg'], x: 0, y: 0 }],
      heroes: [{ id: 'k', kind: 'kestrel', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 12, y: 0 }],
      dice: { attack: ['0', '0', '0', '0'], noise: ['0', '0'] },
      startHand: 3,
    });
    give(f, 'k', ['feat-2']);
    setExt(f, { awareness: [2] });
    f.act({ type: 'activate', side: 'heroes', unit: 'k' });
    // Six areas off: beyond the rifle's 4, within 4 + 2.
    expect(f.refuse({ type: 'attack', side: 'heroes', unit: 'k', target: 'trooper-1', weapon: 0, heroic: false })).toBe('not-allowed');
    const events = f.act({ type: 'card', side: 'heroes', unit: 'k', card: 'feat-2', target: 'trooper-1', weapon: 0 });
    expect(rolled(events, 'attack').map((e) => e.dice.length)).toEqual([4]);
    expect(rolled(events, 'noise').map((e) => e.dice.length)).toEqual([2]); // the rifle's 3, less 1
    expect(removed(f, 'k')).toEqual(['feat-2']);
  });
});
