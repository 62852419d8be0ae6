import { describe, expect, it } from 'vitest';
import type { GameState } from '../game/game-state';
import type { DeckState } from '../rules/decks/deck-state';
import { pendingDecision } from '../rules/core/decisions';
import type { GameEvent } from '../rules/core/events';
import { putEntry } from '../rules/state/keyed';
import { startEcho, type EchoEngine } from '../testing/echo-ruleset';
import { compileMissionPlan } from './plan';

// Draw N keep K (issue 15 item 2): the heroes keep K of N drawn cards, one choice at a time; kept cards go
// back on top of the pile (the first kept on top), the rest to the discards.

const go: GameEvent = { type: 'counter-changed', counter: 'go', value: 1 };

function deck(cards: string[], secretFrom: 'heroes' | null = null): DeckState {
  return { id: 'events', drawPile: cards, discard: [], removed: [], reshuffle: 'when-empty', burnOnReshuffle: 0, owner: null, secretFrom };
}

function fire(effects: object[], pile: DeckState = deck(['a', 'b', 'c', 'd'])): { engine: EchoEngine; state: GameState; events: readonly GameEvent[] } {
  const game = startEcho(compileMissionPlan({ triggers: [{ id: 'omens', on: { event: 'counter-changed', counter: 'go' }, do: effects }] }));
  putEntry(game.state.decks as Record<string, DeckState>, 'events', pile);
  const result = game.engine.apply(game.state, { type: 'echo', side: 'heroes', events: [go] });
  if ('error' in result) throw new Error(result.error.message);
  return { engine: game.engine, ...result };
}

function choose(engine: EchoEngine, state: GameState, option: string) {
  const result = engine.apply(state, { type: 'choose', side: 'heroes', decision: pendingDecision(state)?.id ?? '', option });
  if ('error' in result) throw new Error(result.error.message);
  return result;
}

const pile = (state: GameState) => state.decks['events'];

describe('draw N keep K: "draw-keep" (issue 15 item 2, through the pending-decision stack)', () => {
  it('draw 3 keep 2: two choices among the drawn cards; the first kept goes on top, the other is discarded; then the trigger goes on', () => {
    const first = fire([{ effect: 'draw-keep', deck: 'events', draw: 3, keep: 2 }, { effect: 'message', text: 'after' }]);
    // The top of the pile is its last card: d, c, b are drawn.
    expect(pendingDecision(first.state)?.options.map((o) => o.label)).toEqual(['d', 'c', 'b']);
    expect(first.engine.legalActions(first.state).map((a) => a.type)).toEqual(['choose', 'choose', 'choose']);
    const second = choose(first.engine, first.state, '3');
    expect(pendingDecision(second.state)?.options.map((o) => o.label)).toEqual(['d', 'c']);
    const done = choose(first.engine, second.state, '1');
    expect([pile(done.state)?.drawPile, pile(done.state)?.discard]).toEqual([['a', 'd', 'b'], ['c']]);
    expect(done.events).toContainEqual({ type: 'message', text: 'after' });
    expect(pendingDecision(done.state)).toBeUndefined();
  });

  it('when no more cards are drawn than kept there is nothing to choose: all go back on top', () => {
    const kept = fire([{ effect: 'draw-keep', deck: 'events', draw: 2, keep: 2 }], deck(['a', 'b']));
    expect([pendingDecision(kept.state), pile(kept.state)?.drawPile]).toEqual([undefined, ['a', 'b']]);
  });

  it('a deck secret from the heroes, or none at all, cannot be shown to them: the effect says it did nothing', () => {
    for (const effect of [{ effect: 'draw-keep', deck: 'events', draw: 2, keep: 1 }, { effect: 'draw-keep', deck: 'nowhere', draw: 2, keep: 1 }]) {
      const refused = fire([effect], deck(['a', 'b', 'c'], 'heroes'));
      expect(pile(refused.state)?.drawPile).toEqual(['a', 'b', 'c']);
      expect(refused.events).toContainEqual(expect.objectContaining({ type: 'trigger-effect-unsupported', effect: 'draw-keep' }));
    }
  });
});
