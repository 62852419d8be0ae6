// infiltration.md §11.1 Dog Biscuits (§9.4): an instant in the enemy turn, before Kill the Intruders! — every
// Hound, Specimen 6XX and Warlord in the user's area has its attack cancelled until the end of the turn.
import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { BISCUITS_DECISION } from './dog-biscuits';
import type { PresentContext } from '../../rules/core/presentation';
import { infiltrationPresentation } from './presentation';
import { giveItems, infiltrationFixture, setExt, setUnit, type Fixture } from './fixture';

/** Anvil in area a with an alert Hound (and `more`), Dog Biscuits in his pack: his turn ends, the enemy turn begins. */
function kennel(items: string[], more: { kind: string; x: number; y: number }[] = []): Fixture {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
    heroes: [{ id: 'anvil', kind: 'anvil', x: 0, y: 0 }],
    enemies: [{ kind: 'hound', x: 1, y: 0 }, ...more],
    dice: { defence: ['0', '0', '0', '0', '0', '0'] },
  });
  setExt(f, { awareness: [2] });
  giveItems(f, 'anvil', items);
  f.act({ type: 'activate', side: 'heroes', unit: 'anvil' });
  setUnit(f, 'anvil', { stats: { hpWild: 0 } });
  f.act({ type: 'end-activation', side: 'heroes' });
  return f;
}
const open = (f: Fixture) => f.state.decisions?.[f.state.decisions.length - 1];
const choose = (f: Fixture, option: string) => f.act({ type: 'choose', side: 'heroes', decision: open(f)?.id ?? '', option });
const defences = (events: readonly { type: string; purpose?: string }[]) => events.filter((e) => e.type === 'dice-rolled' && e.purpose === 'defence').length;

describe('infiltration.md §11.1 Dog Biscuits', () => {
  it('the heroes are asked before Kill the Intruders!; thrown, the Hound does not attack, the item is gone, the effect ends with the turn', () => {
    const f = kennel(['dog-biscuits']);
    expect(open(f)?.kind).toBe(BISCUITS_DECISION);
    expect(open(f)?.options.map((o) => o.id)).toEqual(['anvil', 'none']);
    const events = choose(f, 'anvil');
    expect(defences(events)).toBe(0);
    expect(itemsOf(f.state, 'anvil')).toEqual([]);
    expect(f.unit('hound-1').stats['fed'] ?? 0).toBe(0);
  });

  it('throwing none lets the Hound attack; without biscuits nobody is asked', () => {
    const f = kennel(['dog-biscuits']);
    expect(defences(choose(f, 'none'))).toBe(1);
    expect(itemsOf(f.state, 'anvil')).toEqual(['dog-biscuits']);
    const g = kennel([]);
    expect(g.state.decisions ?? []).toEqual([]);
  });

  it('only the beasts are calmed: a Trooper in the same area still attacks', () => {
    const f = kennel(['dog-biscuits'], [{ kind: 'trooper', x: 0, y: 0 }]);
    expect(defences(choose(f, 'anvil'))).toBe(1);
  });

  it('the log says what the window is for and who may throw (presentation)', () => {
    const f = kennel(['dog-biscuits']);
    const opened = f.state.decisions?.[0];
    const options = opened?.options.map((o) => ({ id: o.id, label: o.label })) ?? [];
    const line = infiltrationPresentation.describeEvent?.({ type: 'decision-opened', decision: opened?.id ?? '', side: 'heroes', kind: BISCUITS_DECISION, prompt: opened?.prompt ?? '', options }, {} as PresentContext);
    expect(line).toBe('Before Kill the Intruders! the heroes may throw Dog Biscuits to the beasts in their area — anvil throws Dog Biscuits: Hound does not attack; or throw none.');
  });
});
