// infiltration.md §6.10, §6.6, §4.4 step 1, §13.9 and §13.10: action cards, hands and their free actions.
import { describe, expect, it } from 'vitest';
import { drawCard } from '../../rules/decks/deck';
import { actionDeckOf, handOf } from './action-cards';
import { DECKS } from './content';
import { giveWounds, infiltrationFixture, setExt, type Fixture } from './fixture';
import { endOfRound } from './round';
import { areaOf } from './space';

const zone = (f: Fixture, x: number, y = 0): number => f.board.zoneOf[y * f.board.width + x] ?? -1;
const give = (f: Fixture, hero: string, cards: string[]): void => setExt(f, { hands: f.state.ext.hands.map((h) => (h.hero === hero ? { hero, cards } : h)) });
const deck = (f: Fixture, hero: string) => {
  const d = f.state.decks[actionDeckOf(hero)];
  if (!d) throw new Error(`no action deck for ${hero}`);
  return d;
};

describe('infiltration action cards (infiltration.md §6.10, §13.9)', () => {
  it('infiltration.md §13.10 step 4: each hero has a shuffled deck of 12 and starts with 3 cards in hand', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h1', kind: 'colette', x: 0, y: 0 }, { id: 'h2', kind: 'anvil', x: 1, y: 0 }], startHand: 3 });
    for (const hero of ['h1', 'h2']) {
      expect(handOf(f.state, hero)).toHaveLength(3);
      expect(deck(f, hero).drawPile).toHaveLength(9);
      expect(new Set([...deck(f, hero).drawPile, ...handOf(f.state, hero)]).size).toBe(12);
    }
  });

  it('infiltration.md §6.10: Quick Step moves one area outside the basic budget; the turn lasts while a free action is open', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }], startHand: 3 });
    give(f, 'h', ['quick-step']);
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    f.act({ type: 'move', side: 'heroes', unit: 'h', area: zone(f, 2) });
    f.act({ type: 'draw', side: 'heroes', unit: 'h' });
    // Both basic actions are spent, yet the card can still be played: the turn has not ended.
    expect(f.state.turn.actor).toBe('h');
    expect(handOf(f.state, 'h')).toHaveLength(3);
    give(f, 'h', ['quick-step', 'steady-aim']);
    f.act({ type: 'card', side: 'heroes', unit: 'h', card: 'quick-step', area: zone(f, 4) });
    expect(areaOf(f.board, f.unit('h'))).toBe(zone(f, 4));
    expect(handOf(f.state, 'h')).toEqual(['steady-aim']);
    expect(deck(f, 'h').discard).toEqual(['quick-step']);
    // A card is played once: it is gone from the hand (Steady Aim keeps the turn open).
    expect(f.state.turn.actor).toBe('h');
    expect(f.refuse({ type: 'card', side: 'heroes', unit: 'h', card: 'quick-step', area: zone(f, 2) })).toBe('not-allowed');
  });

  it('infiltration.md §6.10: Snap Shot is an attack besides the once-a-turn basic Attack; a card not in hand cannot be played', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 1, y: 0 }, { kind: 'trooper', x: 0, y: 0 }],
      dice: { attack: ['3', '3', '3', '3', '3', '3'], noise: ['0', '0'] },
      startHand: 3,
    });
    give(f, 'h', ['snap-shot']);
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    expect(f.refuse({ type: 'card', side: 'heroes', unit: 'h', card: 'lockpick', door: 0 })).toBe('not-allowed');
    f.act({ type: 'attack', side: 'heroes', unit: 'h', target: 'trooper-1', weapon: 1, heroic: false });
    expect(f.refuse({ type: 'attack', side: 'heroes', unit: 'h', target: 'trooper-2', weapon: 1, heroic: false })).toBe('not-allowed');
    f.act({ type: 'card', side: 'heroes', unit: 'h', card: 'snap-shot', target: 'trooper-2', weapon: 1 });
    expect(f.state.units.filter((u) => u.side === 'enemies' && u.status === 'active')).toHaveLength(0);
    expect(f.unit('h').stats['actions']).toBe(1);
  });

  it('infiltration.md §6.6: Draw 2 Cards is a basic action that may repeat; Patch Up discards a permanent wound', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'quill', x: 0, y: 0 }], startHand: 3 });
    give(f, 'h', ['patch-up']);
    giveWounds(f, 'h', 2);
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    f.act({ type: 'draw', side: 'heroes', unit: 'h' });
    f.act({ type: 'draw', side: 'heroes', unit: 'h' });
    expect(handOf(f.state, 'h')).toHaveLength(5);
    f.act({ type: 'card', side: 'heroes', unit: 'h', card: 'patch-up' });
    expect(f.unit('h').stats['wounds']).toBe(1);
  });

  it('infiltration.md §14 TC33 (and §4.4 step 1): at the end of the round a hand of 4 draws 1, a hand of 5 draws nothing', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h1', kind: 'quill', x: 0, y: 0 }, { id: 'h2', kind: 'anvil', x: 1, y: 0 }], startHand: 3 });
    give(f, 'h1', [...handOf(f.state, 'h1'), ...deck(f, 'h1').drawPile.slice(-1)]);
    give(f, 'h2', [...handOf(f.state, 'h2'), ...deck(f, 'h2').drawPile.slice(0, 2)]);
    f.run((c) => endOfRound(c));
    expect(handOf(f.state, 'h1')).toHaveLength(5);
    expect(handOf(f.state, 'h2')).toHaveLength(5);
  });

  it('infiltration.md §14 TC32: an empty action deck is rebuilt from its 6 discards, the top card removed from the game, then drawn from the 5', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'quill', x: 0, y: 0 }], startHand: 3 });
    const d = deck(f, 'h');
    const six = ['quick-step', 'slip-past', 'lockpick', 'brace', 'rummage', 'clear-jam'];
    f.state = { ...f.state, decks: { ...f.state.decks, [actionDeckOf('h')]: { ...d, drawPile: [], discard: six } } };
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    f.act({ type: 'draw', side: 'heroes', unit: 'h' });
    const after = deck(f, 'h');
    expect(after.removed).toHaveLength(1);
    expect(handOf(f.state, 'h')).toHaveLength(5);
    expect(after.drawPile).toHaveLength(3);
    expect([...after.removed, ...after.drawPile, ...handOf(f.state, 'h').slice(3)].sort()).toEqual([...six].sort());
  });

  it('infiltration.md §14 TC32 contrast: the noise, spawn and wound decks reshuffle without removing a card', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'quill', x: 0, y: 0 }] });
    for (const id of [DECKS.noisePre, DECKS.spawn, DECKS.wound]) {
      const d = f.state.decks[id];
      if (!d) throw new Error(`no deck ${id}`);
      f.state = { ...f.state, decks: { ...f.state.decks, [id]: { ...d, drawPile: [], discard: ['0', '1', '2'] } } };
      f.run((c) => drawCard(c.tx, id));
      expect(f.state.decks[id]?.removed).toEqual([]);
      expect(f.state.decks[id]?.drawPile).toHaveLength(2);
    }
  });
});
