import { describe, expect, it } from 'vitest';
import type { GameState } from '../game/game-state';
import type { DeckState } from '../rules/decks/deck-state';
import { pendingDecision } from '../rules/core/decisions';
import type { GameEvent } from '../rules/core/events';
import { putEntry } from '../rules/state/keyed';
import { startEcho, type EchoEngine } from '../testing/echo-ruleset';
import type { MissionHooks } from './hooks';
import { compileMissionPlan } from './plan';

// G6, a `give` the players choose (DERELICT-MISSIONS.md; derelict.md §10.2 CG02 "Lock & Load", ROP17 "Just begging
// to be taken"). The echo game: medic h1 and scout h2; the ruleset's `give` is told here as a message.

const go: GameEvent = { type: 'counter-changed', counter: 'go', value: 1 };
const hooks: MissionHooks = {
  effects: new Set(['give']),
  perform: (tx, effect, scope) => {
    tx.emit({ type: 'message', text: `${scope.heroesOf('actor').join()} gets ${String(effect['item'])}` });
    return true;
  },
};

function fire(effects: object[], cards: string[] = [], withHooks: MissionHooks | undefined = hooks) {
  const game = startEcho(compileMissionPlan({ triggers: [{ id: 'locker', on: { event: 'counter-changed', counter: 'go' }, do: effects }] }), withHooks);
  const deck: DeckState = { id: 'items', drawPile: cards, discard: [], removed: [], reshuffle: 'when-empty', burnOnReshuffle: 0, owner: null, secretFrom: null };
  putEntry(game.state.decks as Record<string, DeckState>, 'items', deck);
  const result = game.engine.apply(game.state, { type: 'echo', side: 'heroes', events: [go] });
  if ('error' in result) throw new Error(result.error.message);
  return { engine: game.engine, state: result.state, events: [...result.events] };
}

function choose(engine: EchoEngine, played: { state: GameState; events: GameEvent[] }, option: string) {
  const result = engine.apply(played.state, { type: 'choose', side: 'heroes', decision: pendingDecision(played.state)?.id ?? '', option });
  if ('error' in result) throw new Error(result.error.message);
  return { state: result.state, events: [...played.events, ...result.events] };
}

const gifts = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'message' && e.text.includes(' gets ') ? [e.text] : []));
const options = (state: GameState) => pendingDecision(state)?.options.map((o) => o.label);

describe('G6 "give" the players choose', () => {
  it('choose: the taker picks one of the items, the other hero takes the other, then the trigger goes on', () => {
    const first = fire([{ effect: 'give', choose: ['shotgun', 'assault-rifle'], to: { class: 'medic' }, rest: 'all-heroes' }, { effect: 'message', text: 'after' }]);
    expect(options(first.state)).toEqual(['shotgun', 'assault rifle']);
    expect(gifts(first.events)).toEqual([]);
    const done = choose(first.engine, first, '2');
    expect(gifts(done.events)).toEqual(['h1 gets assault-rifle', 'h2 gets shotgun']);
    expect(done.events).toContainEqual({ type: 'message', text: 'after' });
    expect(pendingDecision(done.state)).toBeUndefined();
  });

  it('choose with nobody else: the other item is lost', () => {
    const first = fire([{ effect: 'give', choose: ['shotgun', 'assault-rifle'], to: { class: 'scout' } }]);
    expect(gifts(choose(first.engine, first, '1').events)).toEqual(['h2 gets shotgun']);
  });

  it('draw 2 keep 1 for each hero in turn, Noise cards drawn again; the card not kept is discarded', () => {
    // The top of the pile is its last card: h1 draws noise-2 (drawn again), med-kit, pistol; h2 draws shotgun, armour.
    const first = fire([{ effect: 'give', to: 'all-heroes', deck: 'items', draw: 2, keep: 1, redraw: 'noise' }], ['armour', 'shotgun', 'pistol', 'med-kit', 'noise-2']);
    expect(options(first.state)).toEqual(['med kit', 'pistol']);
    const second = choose(first.engine, first, '2');
    expect(options(second.state)).toEqual(['shotgun', 'armour']);
    const done = choose(first.engine, second, '1');
    expect(gifts(done.events)).toEqual(['h1 gets pistol', 'h2 gets shotgun']);
    expect(done.state.decks['items']?.discard.slice().sort()).toEqual(['armour', 'med-kit', 'noise-2']);
    expect(done.state.decks['items']?.drawPile).toEqual([]);
  });

  it('a ruleset that hands out no items says the give did nothing, and nobody is asked', () => {
    const refused = fire([{ effect: 'give', choose: ['shotgun', 'assault-rifle'] }], [], { effects: new Set() });
    expect(pendingDecision(refused.state)).toBeUndefined();
    expect(refused.events).toContainEqual(expect.objectContaining({ type: 'trigger-effect-unsupported', effect: 'give' }));
  });
});
