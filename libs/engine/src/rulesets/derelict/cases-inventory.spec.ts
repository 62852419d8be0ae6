import { describe, expect, it } from 'vitest';
import type { GameState } from '../../game/game-state';
import type { DerelictExt } from './types';
import { arm, given, placeIn, stripGame, ZONE } from './fixture';

// Found items and the inventory's spaces: derelict.md §3.2 (5 spaces: body, head, 3 general), §7.6
// (a dual-wield pair stacks in one space), and the rulebook's Search text (§5.3): "You may discard items
// from your own inventory to make room for others at any time, for free."

type State = GameState<DerelictExt>;

/** The scout in room E with `items`, the item deck rigged so the next search finds `found`. */
function searching(items: readonly string[], found: string, body: string | null = null) {
  const game = stripGame({ party: ['scout'] });
  const state: State = given(game.state, (d) => {
    placeIn(d, 'scout', ZONE.e);
    arm(d, 'scout', items, body);
    d.turn = { ...d.turn, phase: 'survivors', actor: 'scout' };
    (d.units.find((u) => u.id === 'scout')?.stats as Record<string, number>)['actions'] = 3;
    const deck = (d.decks as unknown as Record<string, { drawPile: string[] }>)['items'];
    if (deck) deck.drawPile = [found];
  });
  const result = game.engine.apply(state, { type: 'search', side: 'heroes', unit: 'scout' });
  if ('error' in result) throw new Error(result.error.message);
  return result.state.ext.sheets[0];
}

describe('derelict inventory (dbalance: rules checked against the rulebook)', () => {
  it('derelict.md §7.6: a second identical dual-wield weapon stacks onto the first, in one space', () => {
    const sheet = searching(['pistol', 'plasma-cutter', 'med-kit'], 'pistol');
    expect([...(sheet?.items ?? [])].sort()).toEqual(['med-kit', 'pistol', 'pistol', 'plasma-cutter']);
  });

  it('derelict.md §5.3 (free discard): with every space taken, a better find replaces the least useful item', () => {
    const sheet = searching(['swarmer-leg', 'plasma-cutter', 'med-kit'], 'assault-rifle');
    expect([...(sheet?.items ?? [])].sort()).toEqual(['assault-rifle', 'med-kit', 'plasma-cutter']);
  });

  it('derelict.md §5.3: a find worse than everything carried is left behind', () => {
    const sheet = searching(['assault-rifle', 'shotgun', 'med-kit'], 'swarmer-leg');
    expect([...(sheet?.items ?? [])].sort()).toEqual(['assault-rifle', 'med-kit', 'shotgun']);
  });

  it('derelict.md §3.7, §7.9.2: better armour replaces worse armour in the body slot', () => {
    const sheet = searching(['pistol'], 'bastion-armour', 'safeguard-armour');
    expect(sheet?.body).toBe('bastion-armour');
  });
});
