import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../game/game-state';
import { readModifiers } from '../../rule-modifiers';
import { acting, addEnemies, given, placeIn, stripGame, unit, ZONE } from '../fixture';
import type { DerelictAction, DerelictExt } from '../types';
import { DERELICT_MODIFIERS } from './modifier-set';

// G14, CO14 "Trust me, I'm an Engineer" as the modifier derelict/salvage (derelict.md §10.3, §12 T39).

type State = GameState<DerelictExt>;
const SALVAGE = { id: 'derelict/salvage', by: 'engineer', needWithOneAction: 5, maxActions: 3 };
const PART = { id: 'spare-part', on: { event: 'unit-killed', by: 'salvage' }, do: [{ effect: 'add', counter: 'parts', value: 1 }] };

/** The engineer in corridor B with a Sip there, stunned or not; the modifier on unless `rules` says otherwise. */
function salvageGame(options: { stunned?: boolean; rules?: object[] } = {}) {
  const game = stripGame({ party: ['engineer', 'marine'], rules: options.rules ?? [SALVAGE], triggers: [PART] });
  let sip = '';
  const start = acting(
    given(game.state, (d) => {
      sip = addEnemies(d, 'sip', ZONE.b)[0] ?? '';
      placeIn(d, 'engineer', ZONE.b);
      if (options.stunned !== false) (d.units.find((u) => u.id === sip)?.stats as Record<string, number>)['stunned'] = 1;
    }),
    'engineer',
  );
  return { game, start, sip };
}

const salvageOf = (actions: readonly object[]) => (actions as readonly DerelictAction[]).filter((a) => a.type === 'salvage');

describe('G14 derelict/salvage (CO14 Trust me, I’m an Engineer)', () => {
  it('derelict.md §12 T39: 2 actions and a roll of 4 succeed (4+): the Sip is removed as a kill "by salvage" and the mission counts a part', () => {
    const { game, start, sip } = salvageGame();
    game.dice.length = 0;
    game.dice.push(4);
    const result = game.engine.apply(start, { type: 'salvage', side: 'heroes', unit: 'engineer', target: sip, actions: 2 });
    if ('error' in result) throw new Error(result.error.message);
    expect(result.state.units.find((u) => u.id === sip)?.status).toBe('dead');
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'killed', unit: sip, by: 'engineer', attack: 'salvage' }));
    expect(result.state.counters['parts']).toBe(1);
    expect(unit(result.state, 'engineer').stats['actions']).toBe(1);
  });

  it('derelict.md §12 T39: 1 action with the same roll of 4 fails (needs 5+): the Sip stays, the action is spent, no part', () => {
    const { game, start, sip } = salvageGame();
    game.dice.length = 0;
    game.dice.push(4);
    const result = game.engine.apply(start, { type: 'salvage', side: 'heroes', unit: 'engineer', target: sip, actions: 1 });
    if ('error' in result) throw new Error(result.error.message);
    expect(result.state.units.find((u) => u.id === sip)?.status).toBe('active');
    expect(result.state.counters['parts'] ?? 0).toBe(0);
    expect(unit(result.state, 'engineer').stats['actions']).toBe(2);
  });

  it('is offered to the named class only, for a stunned Sentry in its zone, with 1 to 3 actions', () => {
    const { game, start, sip } = salvageGame();
    expect(salvageOf(game.engine.legalActions(start)).map((a) => (a.type === 'salvage' ? [a.target, a.actions] : []))).toEqual([[sip, 1], [sip, 2], [sip, 3]]);
    const awake = salvageGame({ stunned: false });
    expect(salvageOf(awake.game.engine.legalActions(awake.start))).toEqual([]);
    const marine: State = acting(given(start, (d) => placeIn(d, 'marine', ZONE.b)), 'marine');
    expect(salvageOf(game.engine.legalActions(marine))).toEqual([]);
    expect(game.engine.apply(marine, { type: 'salvage', side: 'heroes', unit: 'marine', target: sip, actions: 1 })).toMatchObject({ error: { code: 'not-allowed' } });
  });

  it('without the modifier in the mission’s rules there is no salvaging', () => {
    const { game, start, sip } = salvageGame({ rules: [] });
    expect(salvageOf(game.engine.legalActions(start))).toEqual([]);
    expect(game.engine.apply(start, { type: 'salvage', side: 'heroes', unit: 'engineer', target: sip, actions: 1 })).toMatchObject({ error: { code: 'unknown-action' } });
  });

  it('validation: the parameters are checked against the modifier’s own schema, each issue located', () => {
    expect(readModifiers(DERELICT_MODIFIERS, [SALVAGE], 'The derelict rules')).toEqual([]);
    const issues = readModifiers(DERELICT_MODIFIERS, [{ id: 'derelict/salvage', by: 'pilot', needWithOneAction: 9 }], 'The derelict rules');
    expect(issues.map((i) => i.path)).toEqual(['/rules/0/by', '/rules/0/needWithOneAction', '/rules/0']);
    expect(issues[2]?.message).toContain('maxActions');
  });
});
