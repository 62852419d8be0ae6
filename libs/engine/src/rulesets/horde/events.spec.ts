import { describe, expect, it } from 'vitest';
import { Condition } from './content';
import { resolveEvent } from './events';
import { hordeFixture } from './fixture';
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
