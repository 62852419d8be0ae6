// infiltration.md §14: bosses and keywords on the enemies' side (TC11, TC13, TC15, TC35, TC46).
import { describe, expect, it } from 'vitest';
import type { Unit } from '../../game/game-state';
import { DECKS, WOUND_CARDS } from './content';
import { defenceOf } from './attack-values';
import { enemyTurn } from './enemy-turn';
import { giveItems, infiltrationFixture, setExt, setUnit, type Fixture } from './fixture';
import { areaOf } from './space';
import { woundEnemy } from './wounds';
import type { InfiltrationAction } from './types';

const putOnTop = (f: Fixture, deck: string, card: number): void => {
  const d = f.state.decks[deck];
  if (!d) throw new Error(`no deck ${deck}`);
  f.state = { ...f.state, decks: { ...f.state.decks, [deck]: { ...d, drawPile: [...d.drawPile.filter((c) => c !== String(card)), String(card)] } } };
};
const defence = (f: Fixture, id: string): number => f.run((c) => defenceOf(c, f.unit(id))).value;
const shoot = (target: string, extra: { ap?: true } = {}): Extract<InfiltrationAction, { type: 'attack' }> =>
  extra.ap ? { type: 'attack', side: 'heroes', unit: 'h', target, weapon: 0, heroic: false, ap: true } : { type: 'attack', side: 'heroes', unit: 'h', target, weapon: 0, heroic: false };

/** Kestrel (rifle, range 4) in area a; `kind` two areas away in c; every die loaded. */
function range(kind: string, attack: string[], heroes: { id: string; kind: string; x: number; y: number }[] = [{ id: 'h', kind: 'kestrel', x: 0, y: 0 }]) {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }],
    heroes,
    enemies: [{ kind, x: 4, y: 0 }],
    dice: { attack, noise: Array.from({ length: 12 }, () => '0') },
  });
  return f;
}

describe('infiltration §14: bosses and enemy keywords', () => {
  it('infiltration.md §14 TC11: damage 7 draws a wound card and applies its top effect; wound number 6 or 7 is kept, 8 is discarded', () => {
    const make = (card: number) => {
      const f = infiltrationFixture({
        tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
        heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }],
        enemies: [0, 1, 1].map((x) => ({ kind: 'revenant', x, y: 0 })),
        dice: { defence: ['2', '2'] },
      });
      setExt(f, { alarm: true });
      setUnit(f, 'quill', { stats: { hpWild: 0 } });
      putOnTop(f, DECKS.wound, card);
      f.run((c) => enemyTurn(c));
      return f;
    };
    const knockedFlat = WOUND_CARDS.findIndex((c) => c.woundNumber === 6 && c.knockDown);
    const six = make(knockedFlat);
    expect(six.unit('quill').stats['wounds']).toBe(1);
    expect(six.unit('quill').stats['knocked']).toBe(1); // the top effect
    expect(six.state.decks[DECKS.wound]?.discard).toEqual([]);
    const seven = make(WOUND_CARDS.findIndex((c) => c.woundNumber === 7));
    expect(seven.unit('quill').stats['wounds']).toBe(1);
    const eight = make(WOUND_CARDS.findIndex((c) => c.woundNumber === 8));
    expect(eight.unit('quill').stats['wounds'] ?? 0).toBe(0);
    expect(eight.state.decks[DECKS.wound]?.discard).toEqual([String(WOUND_CARDS.findIndex((c) => c.woundNumber === 8))]);
  });

  it('infiltration.md §14 TC13: no heroic points against the Matriarch (Archon), before or after the roll; a Trooper allows both', () => {
    const offers = (kind: string) => {
      const f = range(kind, ['1', '1', '0', '0']);
      f.act({ type: 'activate', side: 'heroes', unit: 'h' });
      setUnit(f, 'h', { stats: { hpWild: 3 } });
      const before = f.engine.legalActions(f.state).some((a) => a.type === 'attack' && a.heroic);
      f.act(shoot(`${kind}-1`));
      const after = f.engine.legalActions(f.state).some((a) => a.type === 'spend' && a.effect === 'heroic');
      return { before, after };
    };
    expect(offers('matriarch')).toEqual({ before: false, after: false });
    expect(offers('trooper')).toEqual({ before: true, after: true });
  });

  it('infiltration.md §14 TC15: the Aether Walker flips grey → red on a wound, then the next card\'s grey side (no icon), then dies', () => {
    const f = range('aether-walker', ['3', '3', '3', '3', '3', '3', '3', '3'], [
      { id: 'h', kind: 'sergeant', x: 0, y: 0 },
      { id: 'k', kind: 'kestrel', x: 1, y: 0 },
    ]);
    giveItems(f, 'h', ['ap-rounds']);
    giveItems(f, 'k', ['ap-rounds']);
    expect(defence(f, 'aether-walker-1')).toBe(9); // grey side, next-state icon
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    f.act(shoot('aether-walker-1', { ap: true }));
    expect(f.unit('aether-walker-1')).toMatchObject({ status: 'active', health: 2 });
    expect(defence(f, 'aether-walker-1')).toBe(8); // red side, icon
    f.act({ type: 'end-activation', side: 'heroes' });
    f.act({ type: 'activate', side: 'heroes', unit: 'k' });
    f.act({ ...shoot('aether-walker-1', { ap: true }), unit: 'k' });
    expect(f.unit('aether-walker-1')).toMatchObject({ status: 'active', health: 1 });
    expect(defence(f, 'aether-walker-1')).toBe(7); // the next card's grey side, no icon
    f.run((c) => woundEnemy(c, c.state.units.find((u) => u.id === 'aether-walker-1') as Unit, 'k', true));
    expect(f.unit('aether-walker-1').status).toBe('dead');
  });

  it('infiltration.md §14 TC35: a successful attack without AP leaves the Armoured Aether Walker unhurt and unflipped', () => {
    const f = range('aether-walker', ['3', '3', '3', '3']);
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    const events = f.act(shoot('aether-walker-1'));
    expect(events).toContainEqual({ type: 'test-made', label: 'attack', total: 12, atLeast: 9, passed: true });
    expect(f.unit('aether-walker-1').health).toBe(3);
    expect(events.some((e) => e.type === 'hit')).toBe(false);
  });

  it('infiltration.md §14 TC35: with AP Rounds the Aether Walker takes one wound and flips to red; the rounds are spent', () => {
    const f = range('aether-walker', ['3', '3', '3', '3']);
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    giveItems(f, 'h', ['ap-rounds']);
    expect(f.engine.legalActions(f.state)).toContainEqual(shoot('aether-walker-1', { ap: true }));
    const events = f.act(shoot('aether-walker-1', { ap: true }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'hit', unit: 'aether-walker-1', damage: 1, health: 2 }));
    expect(defence(f, 'aether-walker-1')).toBe(8);
    expect(f.engine.legalActions(f.state).some((a) => a.type === 'attack' && 'ap' in a)).toBe(false);
  });

  it('infiltration.md §14 TC35: a Trooper hit by a successful AP attack takes 2 wounds and dies', () => {
    const f = range('trooper', ['3', '3', '0', '0']);
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    giveItems(f, 'h', ['ap-rounds']);
    const events = f.act(shoot('trooper-1', { ap: true }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'hit', unit: 'trooper-1', damage: 2, health: 0 }));
    expect(f.unit('trooper-1').status).toBe('dead');
  });

  it('infiltration.md §14 TC46: in a suppressed area two alert Troopers do not activate, a Hound entering it stops there, and the token goes at the end of the enemy turn', () => {
    // a | b | c | d | e: the hero in a; Troopers in c (range 2: they would shoot); a Hound in d (Fast).
    const make = (suppressed: boolean) => {
      const f = infiltrationFixture({
        tiles: [{ rows: ['aabbccddee'], x: 0, y: 0 }],
        heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }],
        enemies: [{ kind: 'trooper', x: 4, y: 0 }, { kind: 'trooper', x: 5, y: 0 }, { kind: 'hound', x: 6, y: 0 }],
        dice: { defence: Array.from({ length: 8 }, () => '3') },
      });
      setExt(f, { alarm: true, suppressed: suppressed ? [f.board.zoneOf[4] ?? -1] : [] });
      setUnit(f, 'h', { stats: { hpWild: 0 } });
      return f;
    };
    const f = make(true);
    const y = f.board.zoneOf[4] ?? -1;
    const { events } = f.run((c) => enemyTurn(c));
    expect(events.some((e) => e.type === 'dice-rolled')).toBe(false); // no attack
    expect(events.filter((e) => e.type === 'moved').map((e) => ('unit' in e ? e.unit : ''))).toEqual(['hound-3']);
    expect(areaOf(f.board, f.unit('hound-3'))).toBe(y);
    expect(areaOf(f.board, f.unit('trooper-1'))).toBe(y);
    expect(f.state.ext.suppressed).toEqual([]);
    const control = make(false);
    const free = control.run((c) => enemyTurn(c)).events;
    expect(free.some((e) => e.type === 'dice-rolled' && e.purpose === 'defence')).toBe(true);
    expect(areaOf(control.board, control.unit('hound-3'))).not.toBe(y);
  });
});

describe('infiltration §14: heroic points on defence (a heroes\' window inside the enemy turn)', () => {
  /** Quill shares area a with three alert Revenants (5 + 3 + 3 = 11); his turn ends and the enemy turn begins. */
  const ambush = (hpWild: number, defence: string[]) => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }],
      enemies: [0, 1, 1].map((x) => ({ kind: 'revenant', x, y: 0 })),
      dice: { defence },
    });
    setExt(f, { awareness: [2] });
    f.act({ type: 'activate', side: 'heroes', unit: 'quill' });
    setUnit(f, 'quill', { stats: { hpWild } });
    f.act({ type: 'end-activation', side: 'heroes' });
    return f;
  };
  const choose = (f: Fixture, option: string) => {
    const decision = f.state.decisions?.[f.state.decisions.length - 1];
    if (!decision) throw new Error('no decision open');
    return f.act({ type: 'choose', side: 'heroes', decision: decision.id, option });
  };
  const woundDeck = (f: Fixture) => f.state.decks[DECKS.wound]?.drawPile.length;

  it('infiltration.md §14 TC12: 1 heroic point before rolling: success with total 11, no dice rolled, no wound card', () => {
    const f = ambush(1, []);
    expect(f.state.turn.phase).toBe('enemy-turn');
    expect(f.state.decisions?.[0]?.kind).toBe('defend-heroic');
    expect(f.engine.legalActions(f.state).map((a) => a.type)).toEqual(['choose', 'choose']);
    const cards = woundDeck(f);
    const events = choose(f, 'heroic');
    expect(events).toContainEqual({ type: 'test-made', label: 'defence', total: 11, atLeast: 11, passed: true });
    expect(events.some((e) => e.type === 'dice-rolled' && e.purpose === 'defence')).toBe(false);
    expect(woundDeck(f)).toBe(cards);
    expect(f.unit('quill').stats['hpWild']).toBe(0);
    expect(f.state.decisions ?? []).toEqual([]);
    expect(f.state.turn.phase).not.toBe('enemy-turn'); // the enemy turn went on to its end
  });

  it('infiltration.md §14 TC12: a roll of 5, then 2 heroic points: success, no wound card', () => {
    const f = ambush(2, ['2', '3']);
    const rolled = choose(f, 'roll');
    expect(rolled.find((e) => e.type === 'dice-rolled')).toMatchObject({ purpose: 'defence', total: 5 });
    expect(f.state.decisions?.[0]?.kind).toBe('defend-heroic-after');
    const cards = woundDeck(f);
    const events = choose(f, 'heroic');
    expect(events).toContainEqual({ type: 'test-made', label: 'defence', total: 11, atLeast: 11, passed: true });
    expect(woundDeck(f)).toBe(cards);
    expect(f.unit('quill').stats['wounds'] ?? 0).toBe(0);
    expect(f.unit('quill').stats['hpWild']).toBe(0);
  });

  it('infiltration.md §5.4: declining the points after a failed roll takes the wound card; with 1 point left there is no after-roll choice', () => {
    const f = ambush(2, ['2', '3']);
    choose(f, 'roll');
    const cards = woundDeck(f);
    const events = choose(f, 'take');
    expect(events).toContainEqual({ type: 'test-made', label: 'defence', total: 5, atLeast: 11, passed: false });
    expect(woundDeck(f)).toBe((cards ?? 0) - 1);
    const one = ambush(1, ['2', '3']);
    const after = choose(one, 'roll');
    expect(after).toContainEqual({ type: 'test-made', label: 'defence', total: 5, atLeast: 11, passed: false });
    expect(one.state.decisions ?? []).toEqual([]);
  });

  it('infiltration.md §13.9 Brace: an instant played when targeted by an enemy attack: +1 defence die, the card discarded', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }],
      enemies: [{ kind: 'revenant', x: 0, y: 0 }],
      dice: { defence: ['3', '3', '3'] },
    });
    setExt(f, { awareness: [2], hands: [{ hero: 'quill', cards: ['brace'] }] });
    f.act({ type: 'activate', side: 'heroes', unit: 'quill' });
    setUnit(f, 'quill', { stats: { hpWild: 0 } });
    f.act({ type: 'end-activation', side: 'heroes' });
    expect(f.state.decisions?.[0]?.options.map((o) => o.id)).toEqual(['roll', 'brace']);
    const events = choose(f, 'brace');
    expect(events.find((e) => e.type === 'dice-rolled')).toMatchObject({ purpose: 'defence', dice: [{}, {}, {}] });
    expect(events).toContainEqual({ type: 'test-made', label: 'defence', total: 9, atLeast: 5, passed: true });
    expect(f.state.ext.hands[0]?.cards).not.toContain('brace'); // (the end of the round drew a new card)
    expect(f.state.decks['actions:quill']?.discard).toContain('brace');
  });
});
