import { describe, expect, it } from 'vitest';
import { interactables } from '../actions';
import type { DerelictRuleset } from '../ruleset';
import { acting, given, injuriesIn, placeIn, stripGame, unit, ZONE } from '../fixture';

// Trigger words derelict performs with its own pieces (modifiers/board-words.ts), through the engine.

const onEnterB = (effects: object[]) => [{ id: 'probe', on: { event: 'enter', place: { tile: 's', zone: 'b' } }, do: effects }];

function enterB(options: Parameters<typeof stripGame>[0]) {
  const game = stripGame(options);
  const result = game.engine.apply(acting(game.state, 'captain'), { type: 'move', side: 'heroes', unit: 'captain', zone: ZONE.b });
  if ('error' in result) throw new Error(result.error.message);
  return { game, ...result };
}

describe('"noise" in derelict is a noise token (CG11 Erm… a little help?: a permanent one)', () => {
  it('places a derelict noise token in the zone, permanent when the effect says so', () => {
    const { state } = enterB({ party: ['captain'], triggers: onEnterB([{ effect: 'noise', at: 'actor', level: 5, permanent: true }]) });
    expect(state.ext.noise).toContainEqual({ zone: expect.any(Number), level: 5, permanent: true });
    const once = enterB({ party: ['captain'], triggers: onEnterB([{ effect: 'noise', at: 'actor', level: 2 }]) }).state;
    expect(once.ext.noise).toContainEqual({ zone: expect.any(Number), level: 2, permanent: false });
  });

  it('one that follows a feature is placed as following it (derelict.md §6.7: it moves with the carrier)', () => {
    const { state, events } = enterB({ party: ['captain'], triggers: onEnterB([{ effect: 'noise', at: 'actor', level: 5, permanent: true, follows: 'solomon' }]) });
    expect(state.ext.noise).toContainEqual({ zone: expect.any(Number), level: 5, permanent: true, follows: 'solomon' });
    expect(events).not.toContainEqual(expect.objectContaining({ type: 'trigger-effect-unsupported', effect: 'noise' }));
  });
});

describe('"place" puts a hidden feature on the board (CG07 its been a long road, ROP18 Jailer)', () => {
  const locker = { id: 'key-card', type: 'objective', x: 2, y: 3, carryable: true, hidden: true };
  it('a hidden feature is off the board from setup until placed', () => {
    const hidden = stripGame({ party: ['captain'], features: [locker] });
    const inE = acting(given(hidden.state, (d) => placeIn(d, 'captain', ZONE.e)), 'captain');
    const map = (hidden.engine.ruleset as DerelictRuleset).map;
    expect(interactables(hidden.engine.board, inE, map, unit(inE, 'captain'))).toEqual([]);
    const { game, state } = enterB({ party: ['captain'], features: [locker], triggers: onEnterB([{ effect: 'place', feature: 'key-card' }]) });
    const placedInE = acting(given(state, (d) => placeIn(d, 'captain', ZONE.e)), 'captain');
    expect(interactables(game.engine.board, placedInE, map, unit(placedInE, 'captain'))).toEqual(['key-card']);
  });
});

describe('"deck" takes Event cards out (CG07 Stabilise life support)', () => {
  it('removes every card of the kind from the draw pile and the discards, then shuffles', () => {
    const { state } = enterB({ party: ['captain'], triggers: onEnterB([{ effect: 'deck', deck: 'events', remove: { kind: 'life-support-failure' }, shuffle: true }]) });
    const deck = state.decks['events'];
    expect(deck?.drawPile.length).toBeGreaterThan(0);
    expect([...(deck?.drawPile ?? []), ...(deck?.discard ?? [])]).not.toContain('life-support-failure');
    expect(deck?.discard).toEqual([]);
  });
});

describe('"injure" in derelict rolls the injury die (derelict.md §7.9.3), never adding to the location bits', () => {
  it('a leg result (face 6) marks the leg; a second leg result changes nothing', () => {
    const game = stripGame({ party: ['captain'], triggers: onEnterB([{ effect: 'injure', who: 'actor', injuries: 2 }]) });
    game.dice.length = 0;
    game.dice.push(6, 6);
    const result = game.engine.apply(acting(game.state, 'captain'), { type: 'move', side: 'heroes', unit: 'captain', zone: ZONE.b });
    if ('error' in result) throw new Error(result.error.message);
    expect(injuriesIn(result.state, 'captain')).toBe(4);
  });
});

describe('"count … in: actor" counts the actor’s zone in derelict (ROP16 Hold her down!, derelict.md §12 T38)', () => {
  it('the Medic with 2 others in its zone counts 3 survivors there, not only its own cell', () => {
    const counted = { id: 'helpers', on: { event: 'enter', place: { tile: 's', zone: 'b' } }, if: { test: 'count', of: 'heroes-on-map', in: 'actor', op: '=', value: 3 }, do: [{ effect: 'add', counter: 'held', value: 1 }] };
    const game = stripGame({ party: ['medic', 'captain', 'marine'], triggers: [counted] });
    const start = acting(given(game.state, (d) => { placeIn(d, 'captain', ZONE.b); placeIn(d, 'marine', ZONE.b); }), 'medic');
    const result = game.engine.apply(start, { type: 'move', side: 'heroes', unit: 'medic', zone: ZONE.b });
    if ('error' in result) throw new Error(result.error.message);
    expect(result.state.counters['held']).toBe(1);
  });
});
