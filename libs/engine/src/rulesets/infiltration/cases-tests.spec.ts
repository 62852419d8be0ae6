// infiltration.md §14: tests with the custom dice, heroic points, noise (TC01–TC05, TC07, TC39, TC40, TC43).
import { openDoorIds } from '../../rules/doors/doors';
import { describe, expect, it } from 'vitest';
import { DECKS, PRE_ALARM_NOISE } from './content';
import { giveItems, infiltrationFixture, setUnit, type Fixture } from './fixture';
import { ITEM_BY_ID } from './item-content';
import { inAction, noiseTest } from './noise';
import type { GameEvent } from '../../rules/core/events';

/** A corridor of three areas a | b | c, each 2 squares long, on one tile. */
const CORRIDOR = ['aabbcc'];

const topCard = (f: Fixture, deck: string, card: number): void => {
  const d = f.state.decks[deck];
  if (!d) throw new Error(`no deck ${deck}`);
  f.state = { ...f.state, decks: { ...f.state.decks, [deck]: { ...d, drawPile: [...d.drawPile.filter((c) => c !== String(card)), String(card)] } } };
};
const cardNamed = (name: string): number => PRE_ALARM_NOISE.findIndex((c) => c.name === name);

function duel(kind: string, _weapon: number, enemy: string, dice: Record<string, string[]>, sameArea = false) {
  const f = infiltrationFixture({
    tiles: [{ rows: CORRIDOR, x: 0, y: 0 }],
    barracks: [{ x: 5, y: 0 }],
    heroes: [{ id: 'h', kind, x: 0, y: 0 }],
    enemies: [{ kind: enemy, x: sameArea ? 1 : 2, y: 0 }],
    dice,
  });
  f.act({ type: 'activate', side: 'heroes', unit: 'h' });
  return f;
}

describe('infiltration §14: tests', () => {
  it('infiltration.md §14 TC01: Anvil spends ★ on Unreliable, a boost and loot: the Revenant dies, drops aether loot, no jam, then a noise test', () => {
    const f = duel('anvil', 0, 'revenant', { attack: ['1', '1', '★', '★', '★'], noise: ['0', '0', '0'] });
    f.act({ type: 'attack', side: 'heroes', unit: 'h', target: 'revenant-1', weapon: 0, heroic: false });
    expect(f.state.turn.reaction?.kind).toBe('spend');
    f.act({ type: 'spend', side: 'heroes', unit: 'h', effect: 'unreliable' });
    f.act({ type: 'spend', side: 'heroes', unit: 'h', effect: 'boost' });
    const events = f.act({ type: 'spend', side: 'heroes', unit: 'h', effect: 'loot' });
    expect(events).toContainEqual({ type: 'test-made', label: 'attack', total: 8, atLeast: 7, passed: true });
    expect(f.unit('revenant-1').status).toBe('dead');
    // One random item of the aether pool, face down (its back shows the pool; the item is secret).
    const loot = f.state.tokens.find((t) => t.kind === 'aether-item');
    expect(loot?.revealed).toBe(false);
    expect(ITEM_BY_ID.get(String((loot?.contents as { item?: string } | undefined)?.item))?.pool).toBe('aether');
    expect(f.unit('h').stats['jammed'] ?? 0).toBe(0);
    expect(events.some((e) => e.type === 'dice-rolled' && e.purpose === 'noise' && e.dice.length === 3)).toBe(true);
  });

  it('infiltration.md §14 TC02: a ★ cannot be left unspent: passing boosts it', () => {
    const f = duel('anvil', 0, 'revenant', { attack: ['1', '1', '★', '★', '★', '2'], noise: ['0', '0', '0'] });
    f.act({ type: 'attack', side: 'heroes', unit: 'h', target: 'revenant-1', weapon: 0, heroic: false });
    f.act({ type: 'spend', side: 'heroes', unit: 'h', effect: 'unreliable' });
    f.act({ type: 'spend', side: 'heroes', unit: 'h', effect: 'boost' });
    const events = f.act({ type: 'pass', side: 'heroes' });
    expect(events.filter((e) => e.type === 'dice-rolled' && e.purpose === 'attack (boost)')).toHaveLength(1);
    expect(events).toContainEqual({ type: 'test-made', label: 'attack', total: 10, atLeast: 7, passed: true });
  });

  it('infiltration.md §14 TC03: Colette needs the target\'s defence: 3 against 4 fails, 4 kills', () => {
    const miss = duel('colette', 0, 'trooper', { attack: ['1', '1', '1'], noise: ['0'] });
    miss.act({ type: 'attack', side: 'heroes', unit: 'h', target: 'trooper-1', weapon: 0, heroic: false });
    expect(miss.unit('trooper-1').status).toBe('active');
    const hit = duel('colette', 0, 'trooper', { attack: ['2', '1', '1'], noise: ['0'] });
    hit.act({ type: 'attack', side: 'heroes', unit: 'h', target: 'trooper-1', weapon: 0, heroic: false });
    expect(hit.unit('trooper-1').status).toBe('dead');
  });

  it('infiltration.md §14 TC04: noise target 1; heard draws a card, its secondary only when the total reaches the card\'s target', () => {
    const f = duel('kestrel', 0, 'trooper', { noise: ['0', '0', '0', '0', '1', '0'] });
    const quiet = f.run((c) => noiseTest(c, 'h', 3));
    expect(quiet.value).toBe(0);
    expect(quiet.events.some((e) => e.type === 'card-drawn')).toBe(false);
    topCard(f, DECKS.noisePre, cardNamed('Creaking Boards')); // target 3, secondary a patrol
    const heard = f.run((c) => noiseTest(c, 'h', 3));
    expect(heard.value).toBe(1);
    expect(heard.events.filter((e) => e.type === 'card-drawn')).toHaveLength(1);
    expect(heard.events.some((e) => e.type === 'token-placed' || e.type === 'spawned')).toBe(false);
  });

  it('infiltration.md §14 TC05: a noise ★ boosts: ★ then 0 is 2, enough for a target-2 card\'s secondary', () => {
    const f = duel('kestrel', 0, 'trooper', { noise: ['★', '0'] });
    topCard(f, DECKS.noisePre, cardNamed('Muffled Voices')); // target 2, secondary a patrol at ease
    const heard = f.run((c) => noiseTest(c, 'h', 1));
    expect(heard.value).toBe(2);
    expect(heard.events.some((e) => e.type === 'token-placed' || e.type === 'spawned')).toBe(true);
  });

  it('infiltration.md §14 TC07: a noise test offers no heroic point, whatever the hero holds', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'kestrel', x: 1, y: 0 }],
      doors: [{ id: 'd', x: 1, y: 0, side: 'east', noise: 2 }],
      dice: { noise: ['3', '3'] },
    });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    setUnit(f, 'h', { stats: { hpWild: 3 } });
    f.act({ type: 'door', side: 'heroes', unit: 'h', door: 0 });
    expect(f.state.turn.reaction).toBeNull();
    expect(f.engine.legalActions(f.state).some((a) => a.type === 'spend')).toBe(false);
  });

  it('infiltration.md §14 TC39: an uncancelled surge backfires (a permanent wound) and drains the aether pistol', () => {
    const f = duel('quill', 0, 'trooper', { attack: ['2', '1'], aether: ['⚡'], noise: ['0'] });
    setUnit(f, 'h', { stats: { hpWild: 0 } });
    const events = f.act({ type: 'attack', side: 'heroes', unit: 'h', target: 'trooper-1', weapon: 0, heroic: false });
    expect(events).toContainEqual({ type: 'test-made', label: 'attack', total: 3, atLeast: 4, passed: false });
    expect(f.unit('h').stats['wounds']).toBe(1);
    expect(f.unit('h').stats['drained']).toBe(1);
  });

  it('infiltration.md §14 TC40: an aether blank drains; Ready Equipment without an Aether Cell cannot clear it', () => {
    const f = duel('quill', 0, 'trooper', { attack: ['3', '3'], aether: ['0'], noise: ['0'] });
    f.act({ type: 'attack', side: 'heroes', unit: 'h', target: 'trooper-1', weapon: 0, heroic: false });
    expect(f.unit('h').stats['drained']).toBe(1);
    expect(f.unit('h').stats['wounds'] ?? 0).toBe(0);
    expect(f.engine.legalActions(f.state).some((a) => a.type === 'ready')).toBe(false);
  });

  it('infiltration.md §14 TC43: without Keys the first action unlocks (noise 2), the second opens; with Keys one opens', () => {
    const make = (keys: number) => {
      const f = infiltrationFixture({
        tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
        heroes: [{ id: 'h', kind: 'colette', x: 1, y: 0 }],
        doors: [{ id: 'd', x: 1, y: 0, side: 'east', noise: 2, locked: true }],
        dice: { noise: ['0', '0', '0', '0'] },
      });
      f.act({ type: 'activate', side: 'heroes', unit: 'h' });
      if (keys > 0) giveItems(f, 'h', ['keys']);
      return f;
    };
    const f = make(0);
    const first = f.act({ type: 'door', side: 'heroes', unit: 'h', door: 0 });
    expect(first.find((e) => e.type === 'dice-rolled')).toMatchObject({ purpose: 'noise', dice: [{ label: '0' }, { label: '0' }] });
    expect(f.state.ext.locked).toEqual([]);
    expect(openDoorIds(f.state)).toEqual([]);
    f.act({ type: 'door', side: 'heroes', unit: 'h', door: 0 });
    expect(openDoorIds(f.state)).toEqual(['d']);
    const keyed = make(1);
    keyed.act({ type: 'door', side: 'heroes', unit: 'h', door: 0 });
    expect(openDoorIds(keyed.state)).toEqual(['d']);
  });
});

describe('infiltration §14: one noise test per action', () => {
  const quiet = () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }], dice: { noise: ['0', '0', '0', '0', '0'] } });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    return f;
  };
  const noiseRolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'dice-rolled' && e.purpose === 'noise');

  it('infiltration.md §14 TC06: an action of noise 2 with a modifier carrying 1 noise die makes exactly one test of 3 dice', () => {
    const f = quiet();
    const { events } = f.run((c) => inAction(c, 'h', () => noiseTest(c, 'h', 2), 1));
    expect(noiseRolls(events)).toHaveLength(1);
    expect(noiseRolls(events)[0]).toMatchObject({ dice: [{}, {}, {}] });
  });

  it('infiltration.md §14 TC06: one action that would test at 2 and at 3 makes only the 3', () => {
    const f = quiet();
    const { events } = f.run((c) =>
      inAction(c, 'h', () => {
        noiseTest(c, 'h', 2);
        noiseTest(c, 'h', 3);
      }),
    );
    expect(noiseRolls(events)).toHaveLength(1);
    expect(noiseRolls(events)[0]).toMatchObject({ dice: [{}, {}, {}] });
  });
});
