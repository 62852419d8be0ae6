import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../game/game-state';
import { armedWith } from '../combat';
import { arm, given, placeIn, stripGame, unit, ZONE } from '../fixture';
import type { DerelictRuleset } from '../ruleset';
import type { DerelictExt } from '../types';

// G3, a feature's `burden` (DERELICT-MISSIONS.md): derelict.md §10.2 CG02 "A handful", CG05 "Lean on me" /
// "A real handful", CG09 "Not enough hands", ROP16 "Dead weight".

type State = GameState<DerelictExt>;
const CREW = { noDualWield: true, maxZonesPerTurn: 2, group: 'crew', groupLimit: 1 };
const crew = (id: string, x: number, y: number) => ({ id, type: 'objective', x, y, carryable: true, tradeable: true, burden: CREW });

/** The strip with two crew members in room E, collected by whoever interacts with them. */
const crewGame = () =>
  stripGame({
    party: ['captain', 'marine'],
    features: [crew('crew-1', 2, 3), crew('crew-2', 3, 3)],
    triggers: ['crew-1', 'crew-2'].map((id) => ({ id: `collect-${id}`, on: { event: 'collect', feature: id }, do: [{ effect: 'carry', feature: id, who: 'actor' }] })),
  });

const acting = (state: State, who: string, moved = 0): State =>
  given(state, (d) => {
    d.turn = { ...d.turn, phase: 'survivors', actor: who };
    const stats = d.units.find((u) => u.id === who)?.stats as Record<string, number>;
    stats['actions'] = 3;
    stats['moved'] = moved;
  });

const carrying = (state: State, who: string, features: string[]): State =>
  given(state, (d) => {
    const sheet = d.ext.sheets.find((s) => s.unit === who) as { carrying: readonly string[] } | undefined;
    if (sheet) sheet.carrying = features;
  });

type Game = ReturnType<typeof stripGame>;
function interact(game: Game, state: State, who: string, feature: string) {
  const result = game.engine.apply(state, { type: 'interact', side: 'heroes', unit: who, feature });
  if ('error' in result) throw new Error(result.error.message);
  return result;
}

describe('G3 feature "burden"', () => {
  it('Lean on me: a survivor carrying a crew member moves at most 2 zones a turn; without one, a third move is open', () => {
    const game = crewGame();
    const moved2 = acting(given(game.state, (d) => placeIn(d, 'captain', ZONE.c)), 'captain', 2);
    const moves = (state: State) => game.engine.legalActions(state).filter((a) => a.type === 'move').length;
    expect(moves(moved2)).toBeGreaterThan(0);
    const burdened = carrying(moved2, 'captain', ['crew-1']);
    expect(moves(burdened)).toBe(0);
    const refused = game.engine.apply(burdened, { type: 'move', side: 'heroes', unit: 'captain', zone: ZONE.b });
    expect('error' in refused && refused.error.message).toContain('2 zones a turn');
    expect(moves(carrying(acting(burdened, 'captain', 1), 'captain', ['crew-1']))).toBeGreaterThan(0);
  });

  it('A real handful: its carrier cannot dual wield (two Pistols roll 2 dice, not 4, derelict.md §7.6)', () => {
    const game = crewGame();
    const map = (game.engine.ruleset as DerelictRuleset).map;
    const armed = given(game.state, (d) => arm(d, 'captain', ['pistol', 'pistol']));
    expect(armedWith(armed, unit(armed, 'captain'), 'pistol', map)?.dice).toBe(4);
    const burdened = carrying(armed, 'captain', ['crew-1']);
    expect(armedWith(burdened, unit(burdened, 'captain'), 'pistol', map)?.dice).toBe(2);
  });

  it('Not enough hands: one crew member per survivor; the second cannot be collected until the first is put down', () => {
    const game = crewGame();
    const inRoom = acting(given(game.state, (d) => placeIn(d, 'captain', ZONE.e)), 'captain');
    const interactions = (state: State) => game.engine.legalActions(state).flatMap((a) => (a.type === 'interact' ? [a.feature] : []));
    expect(interactions(inRoom)).toEqual(['crew-1', 'crew-2']);
    const first = interact(game, inRoom, 'captain', 'crew-1').state;
    expect(first.ext.sheets.find((s) => s.unit === 'captain')?.carrying).toEqual(['crew-1']);
    expect(interactions(first)).toEqual([]);
  });

  it('a carry effect naming a survivor with no room in the group leaves the feature where it was, to be collected again', () => {
    const game = stripGame({
      party: ['captain'],
      features: [crew('crew-1', 2, 3), crew('crew-2', 3, 3)],
      triggers: [{ id: 'both', on: { event: 'collect', feature: 'crew-1' }, do: [{ effect: 'carry', feature: 'crew-1', who: 'actor' }, { effect: 'carry', feature: 'crew-2', who: 'actor' }] }],
    });
    const inRoom = acting(given(game.state, (d) => placeIn(d, 'captain', ZONE.e)), 'captain');
    const after = interact(game, inRoom, 'captain', 'crew-1').state;
    expect(after.ext.sheets.find((s) => s.unit === 'captain')?.carrying).toEqual(['crew-1']);
    expect(after.ext.used).not.toContain('crew-2');
  });
});
