import { describe, expect, it } from 'vitest';
import type { PresentContext, ShownAction } from '../../rules/core/presentation';
import type { DerelictAction, DerelictState as State } from './types';
import { act, acting, addEnemies, arm, given, placeIn, stripGame, ZONE } from './fixture';
import { derelictPresentation } from './presentation';
import { DOORWAY_LABEL, IMPENETRABLE_LABEL } from './zone-marks';

// What the game shows of session 10's items and the Engineer (derelict.md §3.2, §3.7, §5.6, §6.9): the face's
// ground marks for impenetrable zones and cut doorways, and the new actions aimed and worded for the pointer.

type Game = ReturnType<typeof stripGame>;

const ctxOf = (game: Game, state: State): PresentContext => ({
  view: game.engine.view(state, 'heroes'),
  board: game.boardOf(state),
  nameOf: (id) => id,
  tileName: (id) => id,
});
const legal = (game: Game, state: State): DerelictAction[] => game.engine.legalActions(state) as DerelictAction[];
/** Each legal action of `type` as the bar and board get it: its words and where it points. */
const shown = (game: Game, state: State, type: string) => {
  const ctx = ctxOf(game, state);
  const face = derelictPresentation.action(type);
  return legal(game, state)
    .filter((a) => a.type === type)
    .map((a) => ({ label: face?.label(a as ShownAction, ctx), target: face?.targetOf(a as ShownAction, ctx), group: face?.group?.(a as ShownAction, ctx) }));
};
const marksOf = (game: Game, state: State) => derelictPresentation.groundMarks?.(game.engine.view(state, 'heroes'), game.boardOf(state)) ?? [];

describe('derelict presentation: Shield Bubble, doorways, Juggernaut and helmets on the board', () => {
  it('derelict.md §3.7, §6.9 Impenetrable: a raised Shield Bubble is a field over every square of the zone, keyed until the next Resolution Phase ends', () => {
    const game = stripGame({ party: ['captain'] });
    const start = acting(given(game.state, (d) => arm(d, 'captain', ['pistol', 'shield-bubble'])), 'captain');
    expect(marksOf(game, start)).toEqual([]);
    // The bar's button names the zone the bubble will cover; the item is used where its user stands (no board target).
    expect(shown(game, start, 'use-item')).toEqual([{ label: 'Raise the Shield Bubble over A (1 action)', target: { kind: 'item', id: 'shield-bubble' }, group: undefined }]);
    const raised = act(game, start, { type: 'use-item', unit: 'captain', item: 'shield-bubble' }).state;
    const zoneA = game.engine.board.zones.find((z) => z.id === ZONE.a);
    expect(marksOf(game, raised)).toEqual([{ kind: 'impenetrable', label: IMPENETRABLE_LABEL, color: expect.any(String), cells: zoneA?.cells, field: true }]);
    expect(IMPENETRABLE_LABEL).toBe('Shield Bubble — impenetrable until the end of the next Resolution Phase');
  });

  it('derelict.md §3.2 Improvised Exit: offered at the neighbouring zone on the board; the cut doorway opens the board the app draws and is keyed on its two squares', () => {
    const game = stripGame({ party: ['engineer'] });
    const start = acting(given(game.state, (d) => placeIn(d, 'engineer', ZONE.e)), 'engineer');
    const cuts = shown(game, start, 'ability').filter((a) => a.target?.kind === 'zone');
    expect(cuts.map((a) => a.label).sort()).toEqual(['A', 'B', 'F'].map((z) => `Improvised Exit: cut a doorway into ${z} (1 action, once per mission)`));
    const cut = act(game, start, { type: 'ability', unit: 'engineer', ability: 'improvised-exit', zone: ZONE.f }).state;
    const slot = cut.ext.doorways?.[0] ?? -1;
    // The board the app builds through `boardOf` has no wall there (the board view draws walls from its edges).
    expect(game.boardOf(cut).edges.filter((e, i) => e !== game.engine.board.edges[i])).toHaveLength(1);
    const cell = Math.floor(slot / 2);
    expect(marksOf(game, cut)).toEqual([{ kind: 'doorway', label: DOORWAY_LABEL, color: expect.any(String), cells: [cell, slot % 2 === 0 ? cell + 1 : cell + 8] }]);
    // Both squares lie either side of the E|F wall (x 3 | x 4).
    expect([cell % 8, (cell + 1) % 8]).toEqual([3, 4]);
  });

  it('derelict.md §3.2 Juggernaut: the charge is aimed at the zone one move away on the board, worded apart from a plain attack', () => {
    const game = stripGame({ party: ['engineer'] });
    const start = acting(
      given(game.state, (d) => {
        placeIn(d, 'engineer', ZONE.a);
        arm(d, 'engineer', ['plasma-cutter']);
        addEnemies(d, 'swarmer', ZONE.b);
      }),
      'engineer',
    );
    const charges = shown(game, start, 'attack').filter((a) => a.label?.startsWith('Juggernaut'));
    expect(charges).toEqual([
      { label: 'Juggernaut: charge into B and strike with the Plasma Cutter (free move, 1 action)', target: { kind: 'zone', zone: ZONE.b, cell: { x: 2, y: 0 } }, group: undefined },
    ]);
  });

  it('derelict.md §5.6 Reorganise (a helmet to the head slot): offered on the bar as putting the helmet on, under armour or a helmet', () => {
    const game = stripGame({ party: ['captain'] });
    const start = acting(given(game.state, (d) => arm(d, 'captain', ['pistol', 'combat-helmet'])), 'captain');
    expect(shown(game, start, 'reorganise')).toEqual([{ label: 'Put on the Combat Helmet (1 action)', target: { kind: 'none' }, group: 'Put on armour or a helmet' }]);
  });

  it('derelict.md §3.7 Void Cannon: its attack says it uses a Power Cell; other weapons say nothing more', () => {
    const game = stripGame({ party: ['captain'] });
    const start = acting(
      given(game.state, (d) => {
        arm(d, 'captain', ['void-cannon', 'power-cell', 'pistol']);
        addEnemies(d, 'swarmer', ZONE.b);
      }),
      'captain',
    );
    const labels = shown(game, start, 'attack').map((a) => a.label);
    expect(labels).toContain('Attack B with the Void Cannon (1 action, uses a power cell)');
    expect(labels).toContain('Attack B with the Pistol (1 action)');
  });
});
