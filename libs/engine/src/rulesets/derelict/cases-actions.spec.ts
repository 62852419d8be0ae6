import { doorHeldShut, doorStateOf } from '../../rules/doors/doors';
import { gridState } from './zones';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../game/game-state';
import type { DerelictAction, DerelictExt } from './types';
import { addEnemies, arm, given, placeIn, stripGame, unit, ZONE } from './fixture';

// Survivors' actions through the engine: derelict.md §5 and the mission runner (derelict samples' triggers).

type Game = ReturnType<typeof stripGame>;
type State = GameState<DerelictExt>;
/** An action as a test writes it: the side is always the survivors'. */
type Written = DerelictAction extends infer A ? (A extends DerelictAction ? Omit<A, 'side'> : never) : never;

/** The state with `who` the survivor to act, with `actions` left. */
const acting = (state: State, who: string, actions = 3): State =>
  given(state, (d) => {
    d.turn = { ...d.turn, phase: 'survivors', actor: who };
    (d.units.find((u) => u.id === who)?.stats as Record<string, number>)['actions'] = actions;
  });

function apply(game: Game, state: State, action: Written): { state: State; events: readonly { type: string }[] } {
  const result = game.engine.apply(state, { ...action, side: 'heroes' } as DerelictAction);
  if ('error' in result) throw new Error(result.error.message);
  return result;
}

const types = (game: Game, state: State) => game.engine.legalActions(state).map((a) => a.type);

describe('derelict survivor actions', () => {
  it('derelict.md §12 T42: one search per room per turn, never a corridor or a room with enemies; a Noise card makes noise there', () => {
    const game = stripGame({ party: ['scout'] });
    const inRoom = acting(given(game.state, (d) => placeIn(d, 'scout', ZONE.e)), 'scout');
    const rigged = given(inRoom, (d) => {
      const items = (d.decks as unknown as Record<string, { drawPile: string[] }>)['items'];
      if (items) items.drawPile = ['noise-2', 'shotgun'];
    });
    const searched = apply(game, rigged, { type: 'search', unit: 'scout' }).state;
    expect(searched.ext.sheets[0]?.items).toContain('shotgun');
    expect(types(game, searched)).not.toContain('search');
    const intoF = given(searched, (d) => placeIn(d, 'scout', ZONE.f));
    const noisy = apply(game, intoF, { type: 'search', unit: 'scout' }).state;
    expect(noisy.ext.noise.map((n) => [game.engine.board.zones[n.zone]?.id, n.level])).toEqual([[ZONE.f, 2]]);
    expect(types(game, acting(game.state, 'scout'))).not.toContain('search'); // zone A is a corridor
    const crowded = acting(given(game.state, (d) => {
      placeIn(d, 'scout', ZONE.e);
      addEnemies(d, 'swarmer', ZONE.e);
    }), 'scout');
    expect(types(game, crowded)).not.toContain('search');
  });

  it('derelict.md §12 T31 (first and last parts): entering the Loader uses up every action left; with no Power Cell it is unpowered, 3 actions, and may be left', () => {
    const game = stripGame({ party: ['engineer'], features: [{ id: 'loader', type: 'vehicle', x: 1, y: 1 }] });
    const start = acting(game.state, 'engineer', 2);
    const result = game.engine.apply(start, { type: 'enter-loader', side: 'heroes', unit: 'engineer' });
    if ('error' in result) throw new Error(result.error.message);
    expect(result.state.ext.loader?.pilot).toBe('engineer');
    // The only survivor's turn ended at once: the round went by and the next turn has begun.
    expect(result.state.round).toBe(2);
    expect(result.state.ext.loader?.powered).toBe(false);
    expect(unit(result.state, 'engineer').stats['actions']).toBe(3);
    expect(types(game, result.state)).toContain('exit-loader');
  });

  it('derelict.md §12 T46: a powered Loader\'s pilot leaves a zone of Swarmers without a Resolve check', () => {
    const game = stripGame({ party: ['engineer'], features: [{ id: 'loader', type: 'vehicle', x: 1, y: 1 }] });
    const start = acting(
      given(game.state, (d) => {
        addEnemies(d, 'swarmer', ZONE.a, 3);
        (d.ext.sheets[0] as { inView: readonly string[] }).inView = ['swarmer'];
        (d.ext as { loader: unknown }).loader = { feature: 'loader', cell: 0, pilot: 'engineer', charges: 1, powered: true };
      }),
      'engineer',
      4,
    );
    const { state, events } = apply(game, start, { type: 'move', unit: 'engineer', zone: ZONE.b });
    expect(events.filter((e) => e.type === 'test-made')).toEqual([]);
    expect(game.engine.board.zones[game.engine.board.zoneOf[unit(state, 'engineer').y * 8 + unit(state, 'engineer').x] ?? -1]?.id).toBe(ZONE.b);
  });

  it('CG01 "Loader SMASH!": a door with 3 health smashed from the Loader is destroyed by vehicle, and the mission\'s trigger fires', () => {
    const game = stripGame({
      party: ['engineer'],
      features: [{ id: 'loader', type: 'vehicle', x: 1, y: 1 }],
      doorFields: { 'door-ae': { health: 3, attackableBy: 'vehicle' } },
      objectives: [{ id: 'seal', label: 'Seal the door', kind: 'destroy' }],
      triggers: [{ id: 'sealed', on: { event: 'destroyed', door: 'door-ae', by: 'vehicle' }, do: [{ effect: 'seal', door: 'door-ae' }, { effect: 'complete', objective: 'seal' }], once: true }],
    });
    const unpiloted = acting(given(game.state, (d) => arm(d, 'engineer', ['pistol'])), 'engineer');
    expect(types(game, unpiloted)).not.toContain('smash'); // only from inside the Loader
    const piloting = acting(
      given(game.state, (d) => {
        (d.ext as { loader: unknown }).loader = { feature: 'loader', cell: 1, pilot: 'engineer', charges: 1, powered: true };
      }),
      'engineer',
      4,
    );
    game.dice.push(3, 4, 1, 1, 5, 6, 1, 1);
    const first = apply(game, piloting, { type: 'smash', unit: 'engineer', door: 'door-ae' }).state;
    expect(first.ext.doorDamage).toEqual([['door-ae', 2]]);
    const second = apply(game, first, { type: 'smash', unit: 'engineer', door: 'door-ae' });
    expect(second.events.map((e) => e.type)).toEqual(expect.arrayContaining(['door-changed', 'trigger-fired', 'objective-changed']));
    expect(doorStateOf(second.state, 'door-ae')).toBe('sealed');
    expect(second.state.mission?.objectives.find((o) => o.id === 'seal')?.state).toBe('done');
  });

  it('CG00 "Open sesame": interacting with a switch fires the mission\'s unlock, which opens the locked door', () => {
    const game = stripGame({
      party: ['captain'],
      features: [{ id: 'switch', type: 'switch', x: 2, y: 0, color: 'green' }],
      doorFields: { 'door-df': { state: 'locked' } },
      triggers: [{ id: 'open-sesame', on: { event: 'interact', feature: 'switch' }, do: [{ effect: 'unlock', door: 'door-df' }], once: true }],
    });
    const start = acting(given(game.state, (d) => placeIn(d, 'captain', ZONE.b)), 'captain');
    expect(doorStateOf(start, 'door-df')).toBe('locked');
    const { state } = apply(game, start, { type: 'interact', unit: 'captain', feature: 'switch' });
    // Derelict has no closed doors (§6.3): the unlocked door stands open.
    expect(doorStateOf(state, 'door-df')).toBe('open');
    expect(doorHeldShut(state, 'door-df')).toBe(false);
    expect(gridState(game.engine.board, state).openDoors?.[game.engine.board.doors.findIndex((d) => d.id === 'door-df')]).toBe(1);
    expect(types(game, state)).not.toContain('interact'); // a feature works once (README)
  });
});

describe('derelict: a door with health is attacked "as you would an enemy" (derelict.md §6.3, §7.2)', () => {
  // A door any survivor may attack (no `attackableBy`), 2 health, on the A|E border; the Marine stands in A.
  const doorGame = () => stripGame({ party: ['marine'], doorFields: { 'door-ae': { health: 2 } } });
  const noiseIn = (game: Game, state: State) => state.ext.noise.map((n) => [game.engine.board.zones[n.zone]?.id, n.level]);

  it('§7.2: with a Med Kit listed first and a Pistol second, the smash strikes with the Pistol (the best weapon), not the first card', () => {
    const game = doorGame();
    const start = acting(given(game.state, (d) => arm(d, 'marine', ['med-kit', 'pistol'])), 'marine');
    game.dice.push(4, 5);
    const { state, events } = apply(game, start, { type: 'smash', unit: 'marine', door: 'door-ae' });
    expect(state.ext.doorDamage).toEqual([['door-ae', 2]]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'door-changed', door: 'door-ae', state: 'destroyed', by: 'melee' }));
    expect(noiseIn(game, state)).toEqual([[ZONE.a, 2]]);
  });

  it('§7.2: the survivor may name the weapon: the Plasma Cutter (noise 1) rather than the Pistol; a weapon it lacks is refused', () => {
    const game = doorGame();
    const start = acting(given(game.state, (d) => arm(d, 'marine', ['pistol', 'plasma-cutter'])), 'marine');
    game.dice.push(4, 1);
    const { state } = apply(game, start, { type: 'smash', unit: 'marine', door: 'door-ae', weapon: 'plasma-cutter' });
    expect(state.ext.doorDamage).toEqual([['door-ae', 1]]);
    expect(noiseIn(game, state)).toEqual([[ZONE.a, 1]]);
    const refused = game.engine.apply(start, { type: 'smash', side: 'heroes', unit: 'marine', door: 'door-ae', weapon: 'shotgun' });
    expect('error' in refused).toBe(true);
  });
});
