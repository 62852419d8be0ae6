// infiltration.md §11.1 aether items used with aether dice (§5.3 backfire): the Aether Tonic.
import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { giveItems, giveWounds, infiltrationFixture, type Fixture } from './fixture';
import { woundsOf } from './wounds';

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
