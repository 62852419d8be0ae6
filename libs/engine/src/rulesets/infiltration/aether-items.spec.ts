// infiltration.md §11.1 aether items used with aether dice (§5.3 backfire): the Aether Tonic and Stim; the Aether
// Shield's defence die.
import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { giveItems, giveWounds, infiltrationFixture, type Fixture } from './fixture';
import type { Unit } from '../../game/game-state';
import { infiltrationPresentation } from './presentation';
import { defenceRoll, woundsOf } from './wounds';

/** Quill and Anvil in area a (a | b); Quill carries the Tonic, Anvil bears `wounds` permanent wounds. */
function tonicBoard(aether: string[], wounds: number): Fixture {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
    heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }, { id: 'anvil', kind: 'anvil', x: 1, y: 0 }],
    dice: { aether },
  });
  giveItems(f, 'quill', ['aether-tonic']);
  if (wounds > 0) giveWounds(f, 'anvil', wounds);
  f.act({ type: 'activate', side: 'heroes', unit: 'quill' });
  return f;
}
const tonic = { type: 'use', side: 'heroes', unit: 'quill', item: 'aether-tonic', to: 'anvil' } as const;

describe('infiltration.md §11.1 Aether Tonic', () => {
  it('§11.1: 2 aether dice; a hero in the area discards as many permanent wounds as the result; the Tonic is used up', () => {
    const f = tonicBoard(['2', '1'], 3);
    expect(f.engine.legalActions(f.state)).toContainEqual(tonic);
    const events = f.act(tonic);
    expect(events.find((e) => e.type === 'dice-rolled')).toMatchObject({ dice: [{ die: 'aether' }, { die: 'aether' }] });
    expect(woundsOf(f.state, f.unit('anvil'))).toBe(0);
    expect(itemsOf(f.state, 'quill')).toEqual([]);
    expect(woundsOf(f.state, f.unit('quill'))).toBe(0);
    expect(f.unit('quill').stats['actions']).toBe(2); // Use an Item is a bonus action
  });

  it('§11.1: a `★` discards every permanent wound, whatever the rest rolls', () => {
    const f = tonicBoard(['★', '0'], 3);
    f.act(tonic);
    expect(woundsOf(f.state, f.unit('anvil'))).toBe(0);
  });

  it('§11.1, §5.3: a surge adds nothing and backfires on the user (a permanent wound)', () => {
    const f = tonicBoard(['⚡', '1'], 3);
    f.act(tonic);
    expect(woundsOf(f.state, f.unit('anvil'))).toBe(2);
    expect(woundsOf(f.state, f.unit('quill'))).toBe(1);
  });

  it('§11.1: not used with no wounded hero in the area', () => {
    const f = tonicBoard([], 0);
    expect(f.engine.legalActions(f.state).some((a) => a.type === 'use')).toBe(false);
  });
});

describe('infiltration.md §11.1 Aether Stim', () => {
  /** Quill alone in area a of a | b, holding a Stim; every die loaded. */
  const stimBoard = (dice: Record<string, string[]>) => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }, { id: 'anvil', kind: 'anvil', x: 3, y: 0 }], dice });
    giveItems(f, 'quill', ['aether-stim']);
    f.act({ type: 'activate', side: 'heroes', unit: 'quill' });
    return f;
  };
  const stim = { type: 'use', side: 'heroes', unit: 'quill', item: 'aether-stim' } as const;
  const quillIn = (state: { units: readonly Unit[] }) => state.units.find((u) => u.id === 'quill') as Unit;

  it('§11.1, §5.5: used (1 aether die), the hero re-rolls the blanks of its non-noise tests until its next turn; the Stim is used up', () => {
    const f = stimBoard({ aether: ['2'], defence: ['0', '1', '3'] });
    expect(f.engine.legalActions(f.state)).toContainEqual(stim);
    f.act(stim);
    expect(itemsOf(f.state, 'quill')).toEqual([]);
    expect(f.run((c) => defenceRoll(c, quillIn(c.state))).value).toBe(4); // the blank came up 3
    const shown = infiltrationPresentation.stats?.(f.unit('quill')) ?? [];
    expect(shown).toContainEqual({ label: 'Aether Stim', value: 'Blanks re-rolled until next turn' });
  });

  it('§11.1: the effect lasts through the other heroes\' turns and ends when the hero\'s next turn starts', () => {
    const f = stimBoard({ aether: ['2'] });
    f.act(stim);
    f.act({ type: 'end-activation', side: 'heroes' });
    f.act({ type: 'activate', side: 'heroes', unit: 'anvil' });
    expect(f.unit('quill').stats['stimmed']).toBe(1);
    f.act({ type: 'end-activation', side: 'heroes' });
    f.act({ type: 'activate', side: 'heroes', unit: 'quill' }); // the next round
    expect(f.unit('quill').stats['stimmed']).toBe(0);
  });

  it('§11.1, §5.3: a surge on the Stim die backfires (a permanent wound) and nothing is gained', () => {
    const f = stimBoard({ aether: ['⚡'] });
    f.act(stim);
    expect(woundsOf(f.state, f.unit('quill'))).toBe(1);
    expect(f.unit('quill').stats['stimmed'] ?? 0).toBe(0);
  });
});

describe('infiltration.md §11.1 Aether Stim `★`: +1 aether die on the hero\'s attacks until their next turn', () => {
  /** Quill (Aether pistol: 2 attack dice, 1 aether die) in area a with a Stim, a Trooper in b; every die loaded. */
  const stimThenShoot = (aether: string[]) => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 2, y: 0 }],
      dice: { aether, attack: ['1', '1'] },
    });
    giveItems(f, 'quill', ['aether-stim']);
    f.act({ type: 'activate', side: 'heroes', unit: 'quill' });
    f.act({ type: 'use', side: 'heroes', unit: 'quill', item: 'aether-stim' });
    const attack = f.engine.legalActions(f.state).find((a) => a.type === 'attack' && a['target'] === 'trooper-1' && !a['heroic']);
    if (!attack) throw new Error('no attack on the Trooper');
    const events = f.act(attack);
    const aetherDice = events.flatMap((e) => (e.type === 'dice-rolled' && e.purpose === 'attack (aether)' ? e.dice : []));
    return { f, aetherDice };
  };

  it('§11.1: a `★` on the Stim die adds one aether die to the attack test (2 for the Aether pistol\'s 1)', () => {
    const { f, aetherDice } = stimThenShoot(['★', '1', '1']);
    expect(aetherDice).toHaveLength(2);
    expect(f.unit('quill').stats['stimmed']).toBe(2);
    expect(infiltrationPresentation.stats(f.unit('quill'))).toContainEqual({ label: 'Aether Stim', value: 'Blanks re-rolled, +1 aether die on attacks and defences, until next turn' });
  });

  it('§11.1: without a `★` the Stim only re-rolls blanks: the attack keeps its own aether die', () => {
    const { aetherDice } = stimThenShoot(['2', '1', '1']);
    expect(aetherDice).toHaveLength(1);
  });

  it('§11.1: a `⚡` on the Stim\'s die ends the whole effect', () => {
    const { f, aetherDice } = stimThenShoot(['★', '1', '⚡']);
    expect(aetherDice.map((d) => d.label)).toEqual(['1', '⚡']);
    expect(f.unit('quill').stats['stimmed']).toBe(0);
  });
});

describe('infiltration.md §11.1 Aether Shield', () => {
  it('§10.1: the Shield adds a defence die (its first option)', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }], dice: { defence: ['1', '1', '2'] } });
    giveItems(f, 'quill', ['aether-shield']);
    expect(f.run((c) => defenceRoll(c, c.state.units[0] as Unit)).value).toBe(4);
  });
});
