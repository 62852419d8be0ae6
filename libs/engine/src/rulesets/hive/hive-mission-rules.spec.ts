import { activate, enterBugMoves, hiveTestGame, HUB_ORIGIN as H } from './testing/fixture';
import { placeToken } from '../../rules/hidden/hidden-token';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { pendingDecision } from '../../rules/core/decisions';
import { listBugMoves, orderedBugPath } from './bug-phase';
import { checkHiveDecks } from './mission-decks';
import type { ApplyResult } from '../../rules/core/engine';
import type { Cell } from '../../rules/core/events';
import type { HiveAction, HiveExt, HiveState } from './types';

// Mission rules the hive honours (issue 15 build 2): the unit flag "must-move-toward" over the hive's map, and
// "draw-keep" on its item deck (hive.md §3.6, §11 G4).

const ok = (result: ApplyResult<HiveExt>): HiveState => {
  if ('error' in result) throw new Error(result.error.message);
  return result.state;
};
const hero = (type: string, unit: string, rest: object = {}): HiveAction => ({ type, side: 'heroes', unit, ...rest }) as HiveAction;
/** Straight tiles stacked north of the hub: corridor x = 17, from y = 14 up. */
const northCorridor = (count: number) => Array.from({ length: count }, (_, i) => ({ tile: 'straight', x: H.x, y: H.y - 5 * (i + 1) }));
const orders = (who: object, toward: object) => ({ id: 'orders', on: { event: 'mission-start' }, do: [{ effect: 'unit-flag', ...who, flag: 'must-move-toward', toward }] });
const ends = (paths: readonly (readonly Cell[])[]): Cell[] => paths.map((p) => p[p.length - 1] as Cell);

describe('must-move-toward on the hive map (mission unit flag)', () => {
  it('a Valkyrie ordered north may only step north: a step away is refused, and every listed move goes nearer', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], placed: northCorridor(2), triggers: [orders({ who: 'all-heroes' }, { x: 17, y: 6 })] });
    activate(game.state, 'jane');
    expect(game.engine.check(game.state, hero('move', 'jane', { path: [{ x: 17, y: 12 }, { x: 17, y: 13 }] }))?.code).toBe('not-allowed');
    expect(game.engine.check(game.state, hero('move', 'jane', { path: [{ x: 17, y: 12 }, { x: 17, y: 11 }, { x: 17, y: 12 }] }))?.code).toBe('not-allowed');
    const moves = game.engine.legalActions(game.state).filter((a) => a.type === 'move') as Extract<HiveAction, { type: 'move' }>[];
    expect(ends(moves.map((m) => m.path)).map((c) => c.y).sort((a, b) => a - b)).toEqual([9, 10, 11]);
    expect(ok(game.engine.apply(game.state, hero('move', 'jane', { path: [{ x: 17, y: 12 }, { x: 17, y: 11 }] }))).units.find((u) => u.id === 'jane')).toMatchObject({ x: 17, y: 11 });
  });

  it('without orders the same Valkyrie may walk back toward the hub (the flag is what restricts her)', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], placed: northCorridor(2) });
    activate(game.state, 'jane');
    expect(game.engine.check(game.state, hero('move', 'jane', { path: [{ x: 17, y: 12 }, { x: 17, y: 13 }] }))).toBeNull();
  });

  it('a bug ordered toward a place goes there rather than toward the Valkyrie, and the bugs\' own moves agree', () => {
    const game = hiveTestGame({
      heroes: [{ kind: 'jane', at: { x: 17, y: 4 } }],
      placed: northCorridor(3),
      bugs: [{ kind: 'small', at: { x: 17, y: 10 } }],
      triggers: [orders({ unit: 'small-bug' }, { x: 17, y: 14 })],
    });
    // The trigger ran at the start, before the fixture placed the bug: give it the orders it would have had.
    const bug = game.state.units.find((u) => u.side === 'enemies');
    if (!bug || !game.state.mission) throw new Error('fixture');
    (bug.stats as Record<string, number>)['mustMoveToward'] = 1;
    (game.state.mission.moveToward as Record<string, unknown>)[bug.id] = { x: 17, y: 14 };
    enterBugMoves(game.state);
    const view = game.view();
    expect(ends(listBugMoves(view).map((m) => m.paths[0] as Cell[])).every((c) => c.y > 10)).toBe(true);
    expect(ends([orderedBugPath(view, bug) ?? []])).toEqual([{ x: 17, y: 14 }]);
    const north = { type: 'bug-move', side: 'enemies', unit: bug.id, paths: [[{ x: 17, y: 10 }, { x: 17, y: 9 }]] } as HiveAction;
    expect(game.engine.check(game.state, north)?.code).toBe('not-allowed');
  });
});

describe('draw-keep on the hive item deck (mission decks: { "id": "items", "base": "items" })', () => {
  const drawKeep = { id: 'supply-drop', on: { event: 'mission-start' }, do: [{ effect: 'draw-keep', deck: 'items', draw: 3, keep: 1 }] };

  it('the heroes keep one of three item cards on top of the deck; the next search finds it; a removed card is never drawn', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'maria', at: { x: 17, y: 12 } }], placed: northCorridor(1), triggers: [drawKeep], decks: [{ id: 'items', base: 'items', remove: [{ card: 'medkit' }] }] });
    const decision = pendingDecision(game.state);
    expect(decision?.options).toHaveLength(3);
    const items = game.state.decks['items'];
    expect([...(items?.drawPile ?? []), ...(items?.discard ?? []), ...(decision?.options.map((o) => String(o.value)) ?? [])]).not.toContain('medkit');
    const chosen = decision?.options[1];
    let state = ok(game.engine.apply(game.state, { type: 'choose', side: 'heroes', decision: decision?.id ?? '', option: chosen?.id ?? '' } as never));
    expect(pendingDecision(state)).toBeUndefined();
    expect(state.decks['items']?.drawPile.at(-1)).toBe(chosen?.value);
    expect(state.decks['items']?.discard).toHaveLength(2);
    activate(state, 'maria');
    placeToken(game.tx(state), 'item', { x: 16, y: 11 }, null);
    state = ok(game.engine.apply(state, hero('search', 'maria')));
    expect(itemsOf(state, 'maria')).toEqual([chosen?.value]);
  });

  it('a hive mission names only its item deck, by its id, and changes it by item cards', () => {
    expect(checkHiveDecks([{ id: 'items', base: 'items', add: [{ card: 'stim', count: 2 }] }])).toEqual([]);
    expect(checkHiveDecks([{ id: 'omens', base: 'events' }, { id: 'loot', base: 'items' }, { id: 'items', base: 'items', remove: [{ kind: 'weapon' }], add: [{ card: 'rail-gun' }] }]).map((i) => i.path)).toEqual([
      '/decks/0/base',
      '/decks/1/id',
      '/decks/2/remove/0',
      '/decks/2/add/0/card',
    ]);
  });
});
