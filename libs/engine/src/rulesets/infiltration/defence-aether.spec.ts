// infiltration.md §11.1 Aether Shield (its aether option) and Aether Stim (`★`: +1 aether die on defence tests),
// with §5.3's surges and backfire, inside the enemy turn's defence window (defence.ts).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../rules/core/events';
import { DECKS } from './content';
import { giveItems, infiltrationFixture, setExt, setUnit, type Fixture } from './fixture';
import { infiltrationPresentation } from './presentation';
import { woundsOf } from './wounds';

/** Quill shares area a with three alert Revenants (5 + 3 + 3 = 11); his turn ends and the enemy turn begins. */
function ambush(dice: Record<string, string[]>, items: readonly string[], stats: Record<string, number> = {}): { f: Fixture; ended: readonly GameEvent[] } {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
    heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }],
    enemies: [0, 1, 1].map((x) => ({ kind: 'revenant', x, y: 0 })),
    dice,
  });
  giveItems(f, 'quill', items);
  setExt(f, { awareness: [2] });
  f.act({ type: 'activate', side: 'heroes', unit: 'quill' });
  setUnit(f, 'quill', { stats: { hpWild: 0, ...stats } });
  const ended = f.act({ type: 'end-activation', side: 'heroes' });
  return { f, ended };
}
const open = (f: Fixture) => f.state.decisions?.[f.state.decisions.length - 1];
const choose = (f: Fixture, option: string): readonly GameEvent[] => {
  const decision = open(f);
  if (!decision) throw new Error('no decision open');
  return f.act({ type: 'choose', side: 'heroes', decision: decision.id, option });
};
const woundDeck = (f: Fixture) => f.state.decks[DECKS.wound]?.drawPile.length ?? 0;
const rolled = (events: readonly GameEvent[], purpose: string) => events.filter((e) => e.type === 'dice-rolled' && e.purpose === purpose);

describe('infiltration.md §11.1 Aether Shield: the hero chooses its option on each defence test', () => {
  it('§11.1: an undrained Shield opens the choice; its first option is the plain roll with +1 defence die, no aether die', () => {
    const { f } = ambush({ defence: ['3', '3', '3'], aether: ['★'] }, ['aether-shield']);
    expect(open(f)?.kind).toBe('defend-heroic');
    expect(open(f)?.options.map((o) => o.id)).toEqual(['roll', 'aether-shield']);
    const events = choose(f, 'roll');
    expect(rolled(events, 'defence')[0]).toMatchObject({ total: 9 }); // 2 dice + the Shield's 1
    expect(rolled(events, 'defence (aether shield)')).toEqual([]);
    expect(events).toContainEqual({ type: 'test-made', label: 'defence', total: 9, atLeast: 11, passed: false });
  });

  it('§11.1: the aether option rolls the same 3 defence dice and 1 aether die; its number adds to the total', () => {
    const { f } = ambush({ defence: ['3', '3', '2'], aether: ['3'] }, ['aether-shield']);
    const cards = woundDeck(f);
    const events = choose(f, 'aether-shield');
    expect(rolled(events, 'defence')[0]).toMatchObject({ total: 8 });
    expect(rolled(events, 'defence (aether shield)')).toHaveLength(1);
    expect(events).toContainEqual({ type: 'test-made', label: 'defence', total: 11, atLeast: 11, passed: true });
    expect(woundDeck(f)).toBe(cards);
  });

  it('§11.1: a `★` on the Shield\'s aether die ignores all the attack\'s damage (no wound card, however far the roll fell short)', () => {
    const { f } = ambush({ defence: ['0', '1', '1'], aether: ['★'] }, ['aether-shield']);
    const cards = woundDeck(f);
    const events = choose(f, 'aether-shield');
    expect(events).toContainEqual({ type: 'missed', unit: 'quill', by: 'revenant-1' });
    expect(events.some((e) => e.type === 'hit' && e.unit === 'quill')).toBe(false);
    expect(woundDeck(f)).toBe(cards);
    expect(f.unit('quill').stats['shieldDrained'] ?? 0).toBe(0);
  });

  it('§11.1, §5.3: a `⚡` replaces the damage by the backfire (one permanent wound, no damage card) and drains the Shield', () => {
    const { f } = ambush({ defence: ['0', '1', '1'], aether: ['⚡'] }, ['aether-shield']);
    const cards = woundDeck(f);
    const events = choose(f, 'aether-shield');
    expect(woundDeck(f)).toBe(cards - 1); // the backfire's card only
    expect(woundsOf(f.state, f.unit('quill'))).toBe(1);
    expect(events.some((e) => e.type === 'hit' && e.unit === 'quill')).toBe(false);
    expect(f.unit('quill').stats['shieldDrained']).toBe(1);
    expect(infiltrationPresentation.stats(f.unit('quill'))).toContainEqual({ label: 'Aether Shield', value: 'Drained: +1 defence die only' });
  });

  it('§11.1: a drained Shield keeps its first option only (no choice left without points or Brace)', () => {
    const { f, ended } = ambush({ defence: ['3', '3', '3'] }, ['aether-shield'], { shieldDrained: 1 });
    expect(f.state.decisions ?? []).toEqual([]);
    expect(ended.some((e) => e.type === 'dice-rolled' && e.purpose === 'defence' && e.dice.length === 3)).toBe(true);
  });
});

describe('infiltration.md §11.1 Aether Stim `★`: +1 aether die on the hero\'s defence tests', () => {
  it('§11.1: a stimmed (`★`) hero rolls an aether die with the defence; its number counts', () => {
    const { ended } = ambush({ defence: ['3', '3'], aether: ['3'] }, [], { stimmed: 2 });
    expect(ended).toContainEqual({ type: 'test-made', label: 'defence', total: 9, atLeast: 11, passed: false });
    expect(ended.filter((e) => e.type === 'dice-rolled' && e.purpose === 'defence (aether)')).toHaveLength(1);
  });

  it('§11.1: without the `★` the Stim adds no die to the defence', () => {
    const { ended } = ambush({ defence: ['3', '3'], aether: ['3'] }, [], { stimmed: 1 });
    expect(ended.filter((e) => e.type === 'dice-rolled' && e.purpose === 'defence (aether)')).toEqual([]);
  });

  it('§11.1, §5.3: a `⚡` on the Stim\'s defence die ends the Stim and backfires (a permanent wound)', () => {
    const { f } = ambush({ defence: ['3', '3'], aether: ['⚡'] }, [], { stimmed: 2 });
    expect(f.unit('quill').stats['stimmed']).toBe(0);
    expect(woundsOf(f.state, f.unit('quill'))).toBeGreaterThanOrEqual(1);
  });

  it('§5.3: the Stim die\'s `★` cancels the Shield\'s `⚡` (no backfire, the Shield stays charged) and still counts 2', () => {
    const { f } = ambush({ defence: ['3', '3', '3'], aether: ['⚡', '★'] }, ['aether-shield'], { stimmed: 2 });
    const events = choose(f, 'aether-shield');
    expect(f.unit('quill').stats['shieldDrained'] ?? 0).toBe(0);
    expect(events).toContainEqual({ type: 'test-made', label: 'defence', total: 11, atLeast: 11, passed: true });
    expect(woundsOf(f.state, f.unit('quill'))).toBe(0);
  });
});
