import { describe, expect, it } from 'vitest';
import { Condition } from './content';
import { resolveEvent } from './events';
import { hordeFixture, unitIn } from './fixture';
import { eventQuarter, moveField } from './battlefield';
import { placeToken } from '../../rules/hidden/hidden-token';
import { UNREACHED } from '../../geometry/topology';
import { SEARCH, TREASURE } from './search';
import { Injury, testModifier, type TestRoll } from './modifiers';

/** A fixture with one conscious hero (the vanguard), so the event's random hero is known. */
function oneHero() {
  const f = hordeFixture({ heroes: 1 });
  return f;
}

describe('horde random events about Str, Dex, Wil, morale and power (horde.md T10)', () => {
  const cases: readonly [number, TestRoll, number][] = [
    [13, 'str', -1], // Debilitating Static
    [54, 'str', 1], // Support Robot
    [25, 'dex', -1], // Sticky Foliage
    [42, 'dex', 1], // Robot Guide
    [16, 'wil', -1], // Shifting Illusion
    [51, 'wil', 1], // Psychic Fog
    [41, 'morale', 1], // Psychic Pool
    [36, 'morale', -1], // Terrifying Quakes
  ];
  for (const [roll, test, by] of cases) {
    it(`event ${roll} gives the hero ${by > 0 ? '+' : ''}${by} to ${test} rolls until the next event`, () => {
      const f = oneHero();
      expect(testModifier(f.state, f.unit('vanguard'), test)).toBe(0);
      f.run((tx) => resolveEvent(tx, roll));
      expect(testModifier(f.state, f.unit('vanguard'), test)).toBe(by);
      // "until the next event": the next one (63, a Grenade Bag) ends it.
      f.run((tx) => resolveEvent(tx, 63));
      expect(testModifier(f.state, f.unit('vanguard'), test)).toBe(0);
    });
  }

  it('event 36 Terrifying Quakes reaches enemies too ("all heroes and enemies")', () => {
    const f = oneHero();
    const brute = f.enemy('brute', 30, 30);
    f.run((tx) => resolveEvent(tx, 36));
    expect(testModifier(f.state, f.unit(brute), 'morale')).toBe(-1);
  });

  it('injuries stack with events: Broken Arm −1 Str, Spinal Injury −1 Dex, Crushed Spirit −1 Wil (horde.md T5)', () => {
    const f = oneHero();
    f.state = { ...f.state, units: f.state.units.map((u) => ({ ...u, stats: { ...u.stats, injury: Injury.BrokenArm | Injury.CrushedSpirit } })) };
    f.run((tx) => resolveEvent(tx, 13));
    expect(testModifier(f.state, f.unit('vanguard'), 'str')).toBe(-2);
    expect(testModifier(f.state, f.unit('vanguard'), 'wil')).toBe(-1);
    expect(testModifier(f.state, f.unit('vanguard'), 'dex')).toBe(0);
  });

  it('event 22 Alien Shriek with D3 = 2 takes 2 of the hero\'s 2 power; event 45 with D3 = 3 restores it up to Pow', () => {
    const f = oneHero();
    expect(f.unit('vanguard').stats['power']).toBe(2);
    f.dice.push(3); // D3 = 2
    f.run((tx) => resolveEvent(tx, 22));
    expect(f.unit('vanguard').stats['power']).toBe(0);
    f.dice.push(6); // D3 = 3
    f.run((tx) => resolveEvent(tx, 45));
    expect(f.unit('vanguard').stats['power']).toBe(2);
  });

  it('event 45 restores nothing to a Diseased hero (horde.md §11 G3: cannot recover wounds or power)', () => {
    const f = oneHero();
    f.state = { ...f.state, units: f.state.units.map((u) => ({ ...u, stats: { ...u.stats, power: 0, cond: Condition.Diseased } })) };
    f.dice.push(6);
    f.run((tx) => resolveEvent(tx, 45));
    expect(f.unit('vanguard').stats['power']).toBe(0);
  });
});

describe('horde quarter and search events (horde.md T10 31, 34, 62; §11 A12)', () => {
  it('event 34 (Heavy Rain): a random quarter counts as difficult ground until the next event, so an Advance there goes half as far', () => {
    const f = oneHero();
    f.put('vanguard', 2, 2); // in quarter 1
    const reach = () => moveField(f.state, f.board, f.unit('vanguard'), 6).distanceAt(2 * f.board.width + 8);
    expect(reach()).toBe(6);
    f.ext({ event: { roll: 34, hero: null, quarter: 1 } });
    expect(eventQuarter(f.state, f.board, 'difficult')).toEqual({ x0: 0, y0: 0, x1: 24, y1: 24 });
    expect(reach()).toBe(UNREACHED);
    expect(moveField(f.state, f.board, f.unit('vanguard'), 12).distanceAt(2 * f.board.width + 8)).toBe(12);
    f.run((tx) => resolveEvent(tx, 63));
    expect(eventQuarter(f.state, f.board, 'difficult')).toBeNull();
    expect(reach()).toBe(6);
  });

  it('events 31 and 34 name their quarter (1–4) when rolled', () => {
    const f = oneHero();
    f.run((tx) => resolveEvent(tx, 31));
    expect([1, 2, 3, 4]).toContain(f.state.ext.event?.quarter);
    expect(eventQuarter(f.state, f.board, 'dangerous')).not.toBeNull();
    expect(eventQuarter(f.state, f.board, 'difficult')).toBeNull();
  });

  it('event 31 (Crumbling Earth): a hero that starts its activation in the quarter rolls for dangerous ground, and takes a wound on a 1', () => {
    const f = oneHero();
    f.put('vanguard', 2, 2);
    f.ext({ event: { roll: 31, hero: null, quarter: 1 } });
    f.dice.push(1);
    f.run((tx) => f.engine.ruleset.onActivate?.(tx, unitIn(tx, 'vanguard')));
    expect(f.unit('vanguard').health).toBe(3);
    f.ext({ event: { roll: 31, hero: null, quarter: 3 } });
    f.dice.push(1);
    f.run((tx) => f.engine.ruleset.onActivate?.(tx, unitIn(tx, 'vanguard')));
    expect(f.unit('vanguard').health).toBe(3);
    f.dice.length = 0;
  });

  it('event 62 (Prophetic Vision): D3 unrevealed search tokens turn over with no hero — an item becomes a treasure marker, a hazard goes (§11 A12)', () => {
    const f = oneHero();
    f.run((tx) => {
      placeToken(tx, SEARCH, { x: 5, y: 5 }, null);
      placeToken(tx, SEARCH, { x: 40, y: 40 }, null);
      placeToken(tx, SEARCH, { x: 40, y: 5 }, null);
    });
    // D3 = 2 (a 3); then per token: a 1 (hazard, sub-roll 1) and a 5 (Kit Box, sub-roll 6: a Med Kit).
    f.dice.push(3, 1, 1, 5, 6);
    f.run((tx) => resolveEvent(tx, 62));
    const left = f.state.tokens;
    expect(left.filter((t) => t.kind === SEARCH)).toHaveLength(1);
    expect(left.filter((t) => t.kind === TREASURE).map((t) => t.contents)).toEqual([{ items: ['med-kit'] }]);
    expect(f.unit('vanguard').stats['cond']).toBe(0);
  });
});
