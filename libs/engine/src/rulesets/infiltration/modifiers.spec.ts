// infiltration.md §5.6 and §13.9: the action cards' bottom halves (modifiers), §5.7/TC06 their noise dice,
// TC25 the Move's extra area, TC22 step 5 the alarm ending ongoing card effects.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../rules/core/events';
import { placeToken } from '../../rules/hidden/hidden-token';
import { actionDeckOf, handOf } from './action-cards';
import { infiltrationFixture, setExt, setUnit, type Fixture, type FixtureSetup } from './fixture';
import { soundAlarm } from './round';
import { areaOf } from './space';

const zone = (f: Fixture, x: number, y = 0): number => f.board.zoneOf[y * f.board.width + x] ?? -1;
const hands = (f: Fixture, cards: Record<string, string[]>): void => setExt(f, { hands: f.state.ext.hands.map((h) => ({ hero: h.hero, cards: cards[h.hero] ?? [] })) });
const discards = (f: Fixture, hero: string): readonly string[] => f.state.decks[actionDeckOf(hero)]?.discard ?? [];
const rolled = (events: readonly GameEvent[], purpose: string) => events.filter((e): e is Extract<GameEvent, { type: 'dice-rolled' }> => e.type === 'dice-rolled' && e.purpose === purpose);
const attackTest = (events: readonly GameEvent[]) => events.find((e): e is Extract<GameEvent, { type: 'test-made' }> => e.type === 'test-made' && e.label === 'attack');
const mod = (unit: string, card: string) => ({ type: 'card', side: 'heroes', unit, card, modifier: true }) as const;
const cardPlaysIn = (f: Fixture) => f.engine.legalActions(f.state).filter((a) => a.type === 'card');

/** Kestrel (rifle, 4 dice) in area a shoots a trooper (defence 4) in area b; Quill beside her, Sergeant in b's far end. */
function shootout(dice: NonNullable<FixtureSetup['dice']>, cards: Record<string, string[]>): Fixture {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
    heroes: [{ id: 'k', kind: 'kestrel', x: 0, y: 0 }, { id: 'q', kind: 'quill', x: 1, y: 0 }, { id: 's', kind: 'sergeant', x: 5, y: 0 }],
    enemies: [{ kind: 'trooper', x: 3, y: 0 }],
    dice,
    startHand: 3,
  });
  hands(f, cards);
  setExt(f, { awareness: [2] });
  f.act({ type: 'activate', side: 'heroes', unit: 'k' });
  return f;
}

describe('infiltration action-card modifiers (infiltration.md §5.6, §13.9)', () => {
  it('infiltration.md §5.6: after the roll the attacker plays Steady Aim (+2) and Clear Jam (+1) one at a time; each is discarded, the test then succeeds', () => {
    const f = shootout({ attack: ['1', '0', '0', '0'], noise: ['0', '0', '0'] }, { k: ['steady-aim', 'clear-jam'] });
    const roll = f.act({ type: 'attack', side: 'heroes', unit: 'k', target: 'trooper-1', weapon: 0, heroic: false });
    expect(attackTest(roll)).toBeUndefined(); // the heroes' window is open: 1 against 4
    expect(f.state.turn.reaction?.kind).toBe('spend');
    expect(cardPlaysIn(f)).toEqual([mod('k', 'steady-aim'), mod('k', 'clear-jam')]);
    f.act(mod('k', 'steady-aim'));
    expect(f.state.ext.pending?.total).toBe(3);
    const done = f.act(mod('k', 'clear-jam'));
    expect(attackTest(done)).toMatchObject({ total: 4, atLeast: 4, passed: true });
    expect(f.unit('trooper-1').status).not.toBe('active');
    expect(discards(f, 'k')).toEqual(['steady-aim', 'clear-jam']);
    expect(f.state.turn.reaction).toBeNull();
  });

  it('infiltration.md §5.6 Teamwork: each other hero in the attacker\'s area plays one card on the attack, no more; a hero elsewhere none', () => {
    const f = shootout({ attack: ['0', '0', '0', '0'], noise: ['0', '0', '0'] }, { k: [], q: ['steady-aim', 'clear-jam'], s: ['steady-aim'] });
    f.act({ type: 'attack', side: 'heroes', unit: 'k', target: 'trooper-1', weapon: 0, heroic: false });
    expect(cardPlaysIn(f)).toEqual([mod('q', 'steady-aim'), mod('q', 'clear-jam')]); // not the Sergeant, in another area
    const done = f.act(mod('q', 'steady-aim'));
    expect(attackTest(done)).toMatchObject({ total: 2, passed: false });
    expect(f.state.turn.reaction).toBeNull(); // Quill's one card is played: nothing left to choose, the attack resolved
    expect(handOf(f.state, 'q')).toEqual(['clear-jam']);
    expect(f.unit('trooper-1').status).toBe('active');
  });

  it('infiltration.md §13.9 Snap Shot\'s modifier rolls 1 more attack die; Patch Up\'s re-rolls the two lowest non-★ dice', () => {
    const f = shootout({ attack: ['1', '0', '0', '0', '0', '3', '3'], noise: ['0', '0', '0'] }, { k: ['snap-shot', 'patch-up'] });
    f.act({ type: 'attack', side: 'heroes', unit: 'k', target: 'trooper-1', weapon: 0, heroic: false });
    const extra = f.act(mod('k', 'snap-shot'));
    expect(rolled(extra, 'attack (Snap Shot)').map((e) => e.dice.length)).toEqual([1]);
    expect(f.state.ext.pending?.total).toBe(1);
    const done = f.act(mod('k', 'patch-up'));
    expect(rolled(done, 'attack (Patch Up)')).toHaveLength(2);
    expect(attackTest(done)).toMatchObject({ total: 7, passed: true }); // two blanks became 3s
  });

  it('infiltration.md §6.2 / TC06: Quick Step\'s modifier adds an area to the basic Move and one noise die to its test; Slip Past\'s an area, no noise', () => {
    const board = { tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }], heroes: [{ id: 'k', kind: 'kestrel', x: 0, y: 0 }], dice: { noise: ['0'] }, startHand: 3 };
    const f = infiltrationFixture(board);
    hands(f, { k: ['quick-step'] });
    f.act({ type: 'activate', side: 'heroes', unit: 'k' });
    expect(f.refuse({ type: 'move', side: 'heroes', unit: 'k', area: zone(f, 4) })).toBe('not-allowed');
    f.act(mod('k', 'quick-step'));
    const moved = f.act({ type: 'move', side: 'heroes', unit: 'k', area: zone(f, 4) });
    expect(areaOf(f.board, f.unit('k'))).toBe(zone(f, 4));
    expect(rolled(moved, 'noise').map((e) => e.dice.length)).toEqual([1]);
    expect(f.state.ext.ongoing).toEqual([]);
    const g = infiltrationFixture(board);
    hands(g, { k: ['slip-past'] });
    g.act({ type: 'activate', side: 'heroes', unit: 'k' });
    g.act(mod('k', 'slip-past'));
    const quiet = g.act({ type: 'move', side: 'heroes', unit: 'k', area: zone(g, 4) });
    expect(rolled(quiet, 'noise')).toEqual([]);
  });

  it('infiltration.md §14 TC25: with a +1 movement modifier, entering an enemy-held area ends the Move', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }], heroes: [{ id: 'k', kind: 'kestrel', x: 0, y: 0 }], enemies: [{ kind: 'trooper', x: 2, y: 0 }], startHand: 3 });
    hands(f, { k: ['slip-past'] });
    f.act({ type: 'activate', side: 'heroes', unit: 'k' });
    f.act(mod('k', 'slip-past'));
    expect(f.refuse({ type: 'move', side: 'heroes', unit: 'k', area: zone(f, 4) })).toBe('not-allowed');
    f.act({ type: 'move', side: 'heroes', unit: 'k', area: zone(f, 2) });
    expect(areaOf(f.board, f.unit('k'))).toBe(zone(f, 2));
  });

  const doorBoard = (noise: string[], cards: string[]) => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'kestrel', x: 1, y: 0 }],
      doors: [{ id: 'd', x: 1, y: 0, side: 'east', noise: 2 }],
      dice: { noise },
      startHand: 3,
    });
    hands(f, { h: cards });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    return f;
  };

  it('infiltration.md §13.9 Lockpick\'s modifier: the Unlock/Open Door test rolls 1 fewer noise die', () => {
    const f = doorBoard(['0', '0'], ['lockpick']);
    f.act(mod('h', 'lockpick'));
    const events = f.act({ type: 'door', side: 'heroes', unit: 'h', door: 0 });
    expect(rolled(events, 'noise').map((e) => e.dice.length)).toEqual([1]);
    expect(discards(f, 'h')).toEqual(['lockpick']);
  });

  it('infiltration.md §13.9 Distraction\'s modifier: −2 to the noise total (a 2 heard becomes 0, not heard)', () => {
    const f = doorBoard(['2', '0'], ['distraction']);
    f.act(mod('h', 'distraction'));
    const events = f.act({ type: 'door', side: 'heroes', unit: 'h', door: 0 });
    expect(events).toContainEqual({ type: 'test-made', label: 'noise', total: 0, atLeast: 1, passed: false });
    const without = doorBoard(['2', '0'], []);
    expect(without.act({ type: 'door', side: 'heroes', unit: 'h', door: 0 })).toContainEqual({ type: 'test-made', label: 'noise', total: 2, atLeast: 1, passed: true });
  });

  it('infiltration.md §13.9 Rummage\'s modifier: −1 to a Search\'s noise total; it waits for the Search (a door\'s test keeps its total)', () => {
    const f = doorBoard(['1', '0', '1'], ['rummage']);
    const token = f.run((c) => placeToken(c.tx, 'item', { x: 1, y: 0 }, { item: 'grenade' }, []).id).value;
    f.act(mod('h', 'rummage'));
    expect(f.act({ type: 'door', side: 'heroes', unit: 'h', door: 0 })).toContainEqual({ type: 'test-made', label: 'noise', total: 1, atLeast: 1, passed: true });
    const search = f.act({ type: 'search', side: 'heroes', unit: 'h', token });
    expect(search).toContainEqual({ type: 'test-made', label: 'noise', total: 0, atLeast: 1, passed: false });
  });

  it('infiltration.md §5.6 Brace\'s modifier: +2 to a defence total after the roll, turning a failure into a success', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }],
      enemies: [{ kind: 'revenant', x: 0, y: 0 }],
      dice: { defence: ['1', '2'] },
    });
    setExt(f, { awareness: [2], hands: [{ hero: 'quill', cards: ['brace'] }] });
    f.act({ type: 'activate', side: 'heroes', unit: 'quill' });
    setUnit(f, 'quill', { stats: { hpWild: 0 } });
    f.act({ type: 'end-activation', side: 'heroes' });
    const choose = (option: string) => f.act({ type: 'choose', side: 'heroes', decision: f.state.decisions?.[0]?.id ?? '', option });
    choose('roll');
    expect(f.state.decisions?.[0]?.options.map((o) => o.id)).toEqual(['brace-modifier', 'take']);
    const events = choose('brace-modifier');
    expect(events).toContainEqual({ type: 'test-made', label: 'defence', total: 5, atLeast: 5, passed: true });
    expect(f.state.decks['actions:quill']?.discard).toContain('brace');
  });

  it('infiltration.md §13.9 Patch Up\'s modifier on a defence ("any non-noise test"): the two low dice rolled again after the roll', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }],
      enemies: [{ kind: 'revenant', x: 0, y: 0 }],
      dice: { defence: ['0', '1', '3', '3'] },
    });
    setExt(f, { awareness: [2], hands: [{ hero: 'quill', cards: ['patch-up'] }] });
    f.act({ type: 'activate', side: 'heroes', unit: 'quill' });
    setUnit(f, 'quill', { stats: { hpWild: 0 } });
    f.act({ type: 'end-activation', side: 'heroes' });
    expect(f.state.decisions?.[0]?.options.map((o) => o.id)).toEqual(['patch-up-modifier', 'take']);
    const events = f.act({ type: 'choose', side: 'heroes', decision: f.state.decisions?.[0]?.id ?? '', option: 'patch-up-modifier' });
    expect(rolled(events, 'defence (Patch Up)').map((e) => e.dice.length)).toEqual([2]);
    expect(events).toContainEqual({ type: 'test-made', label: 'defence', total: 6, atLeast: 5, passed: true });
  });

  it('infiltration.md §14 TC22 step 5: the alarm ends every ongoing action-card effect (a waiting modifier, Pin Them Down\'s area, Vanish)', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'c', kind: 'colette', x: 0, y: 0 }], startHand: 3 });
    setExt(f, { ongoing: [{ hero: 'c', effect: 'distraction' }, { hero: 'c', effect: 'pin-them-down', area: zone(f, 2) }], suppressed: [zone(f, 2)] });
    setUnit(f, 'c', { stats: { vanished: 1 } });
    f.run((c) => soundAlarm(c));
    expect(f.state.ext.ongoing).toEqual([]);
    expect(f.state.ext.suppressed).toEqual([]);
    expect(f.unit('c').stats['vanished']).toBe(0);
  });

  it('infiltration.md §6.10: a modifier played ahead of an action it never met ends with the turn', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'k', kind: 'kestrel', x: 0, y: 0 }, { id: 'q', kind: 'quill', x: 3, y: 0 }], startHand: 3 });
    hands(f, { k: ['distraction'] });
    f.act({ type: 'activate', side: 'heroes', unit: 'k' });
    f.act(mod('k', 'distraction'));
    expect(f.state.ext.ongoing).toEqual([{ hero: 'k', effect: 'distraction' }]);
    f.act({ type: 'end-activation', side: 'heroes' });
    f.act({ type: 'activate', side: 'heroes', unit: 'q' });
    expect(f.state.ext.ongoing).toEqual([]);
  });
});
