// infiltration.md §6.5 Ready Equipment and §11.1: a drained Aether Shield or Aether Lenses is readied like a
// drained weapon — one token per action, an Aether Cell discarded for it (§13.7: none beside an Aether Conduit).
import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { giveItems, infiltrationFixture, setExt, setUnit } from './fixture';

const ready = { type: 'ready', side: 'heroes', unit: 'h' } as const;

function hero(stats: Record<string, number>, items: readonly string[]) {
  const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'quill', x: 0, y: 0 }] });
  giveItems(f, 'h', [...items]);
  setUnit(f, 'h', { stats });
  f.act({ type: 'activate', side: 'heroes', unit: 'h' });
  return f;
}

describe('infiltration.md §6.5 Ready Equipment on drained aether items (§11.1)', () => {
  it('a drained Aether Shield is readied with an Aether Cell, which is discarded', () => {
    const f = hero({ shieldDrained: 1 }, ['aether-shield', 'aether-cell']);
    expect(f.engine.legalActions(f.state)).toContainEqual(ready);
    f.act(ready);
    expect(f.unit('h').stats['shieldDrained']).toBe(0);
    expect(itemsOf(f.state, 'h')).toEqual(['aether-shield']);
  });

  it('drained Lenses likewise; without a Cell nothing is offered', () => {
    const f = hero({ lensesDrained: 1 }, ['aether-lenses', 'aether-cell']);
    f.act(ready);
    expect(f.unit('h').stats['lensesDrained']).toBe(0);
    const g = hero({ lensesDrained: 1 }, ['aether-lenses']);
    expect(g.engine.legalActions(g.state)).not.toContainEqual(ready);
  });

  it('one token per action: the weapon\'s drain comes off before the Shield\'s', () => {
    const f = hero({ drained: 1, shieldDrained: 1 }, ['aether-shield', 'aether-cell', 'aether-cell']);
    f.act(ready);
    expect([f.unit('h').stats['drained'], f.unit('h').stats['shieldDrained']]).toEqual([0, 1]);
  });
});

describe('infiltration.md §13.9 Field Genius removes the same tokens as Ready Equipment, for free', () => {
  it('a drained Aether Shield of a hero in the area is cleared, no Aether Cell spent', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'q', kind: 'quill', x: 0, y: 0 }, { id: 'a', kind: 'anvil', x: 1, y: 0 }],
      startHand: 3,
    });
    setExt(f, { hands: f.state.ext.hands.map((h) => (h.hero === 'q' ? { hero: 'q', cards: ['feat-2'] } : h)) });
    giveItems(f, 'a', ['aether-shield', 'aether-cell']);
    setUnit(f, 'a', { stats: { shieldDrained: 1 } });
    f.act({ type: 'activate', side: 'heroes', unit: 'q' });
    f.act({ type: 'card', side: 'heroes', unit: 'q', card: 'feat-2', target: 'a' });
    expect(f.unit('a').stats['shieldDrained']).toBe(0);
    expect(itemsOf(f.state, 'a')).toEqual(['aether-shield', 'aether-cell']);
  });
});
