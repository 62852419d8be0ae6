// infiltration.md §11.1 Radio (passive, §6.10 Proposed): the blank results of a non-noise test are re-rolled
// once per action (§5.5); an aether blank re-rolled no longer drains (§5.1 step 5 interpretation, TC40).
import { describe, expect, it } from 'vitest';
import type { Unit } from '../../game/game-state';
import { plainTest, roll } from './dice-tests';
import { giveItems, infiltrationFixture, type Fixture } from './fixture';
import { defenceRoll } from './wounds';

/** Quill in area a, a Trooper in c (a | b | c); `radio`: she carries one. */
function duel(radio: boolean, dice: Record<string, string[]>): Fixture {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
    heroes: [{ id: 'h', kind: 'quill', x: 0, y: 0 }],
    enemies: [{ kind: 'trooper', x: 4, y: 0 }],
    dice,
  });
  if (radio) giveItems(f, 'h', ['radio']);
  return f;
}
const hero = (f: Fixture) => f.unit('h');
const heroIn = (state: { units: readonly Unit[] }): Unit => state.units.find((u) => u.id === 'h') as Unit;

describe('infiltration.md §11.1 Radio', () => {
  it('§10.1: a defence test\'s blank is re-rolled once, and the new result stands', () => {
    const f = duel(true, { defence: ['0', '1', '3'] });
    expect(f.run((c) => defenceRoll(c, heroIn(c.state))).value).toBe(4);
    const without = duel(false, { defence: ['0', '1', '3'] });
    expect(without.run((c) => defenceRoll(c, heroIn(c.state))).value).toBe(1);
  });

  it('§5.1 step 5, TC40: an aether blank re-rolled to a number does not drain the pistol', () => {
    const f = duel(true, { attack: ['3', '3'], aether: ['0', '2'], noise: ['0'] });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    const events = f.act({ type: 'attack', side: 'heroes', unit: 'h', target: 'trooper-1', weapon: 0, heroic: false });
    expect(events.some((e) => e.type === 'dice-rolled' && e.purpose === 'attack (aether), blanks re-rolled (Radio)')).toBe(true);
    expect(hero(f).stats['drained'] ?? 0).toBe(0);
  });

  it('§5.5: once per action: a boost\'s die or a card\'s re-roll is not re-rolled again', () => {
    const f = duel(true, { attack: ['0', '0'] });
    const { value } = f.run((c) => [roll(c, 'attack', 1, 'attack (boost)', 'h'), roll(c, 'attack', 1, 'attack (Patch Up)', 'h')]);
    expect(value.flat().map((d) => d.value)).toEqual([0, 0]);
  });

  it('§11.1: never on a noise test (heroes want those to fail)', () => {
    const f = duel(true, { noise: ['0', '0'] });
    const { value, events } = f.run((c) => plainTest(c, 'noise', 2, 'noise', 'h'));
    expect(value.total).toBe(0);
    expect(events.filter((e) => e.type === 'dice-rolled')).toHaveLength(1);
  });
});
