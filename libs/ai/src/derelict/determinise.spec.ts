import { describe, expect, it } from 'vitest';
import { compileBoard, seedRng, setupDerelictGame, stateHash, type DerelictState, type LoadedMissionInput } from '@breachline/engine';
import type { AnyEngine } from '../bots/controller';
import { determinise } from '../bots/determinise';
import { createSearchBot } from '../bots/search-bot';

// derelict.md §3.6, §8.6: a radar token's contents and the spawn pool's order are hidden from the
// survivors; the search bot's worlds must be dealt from what they may know only.

const TILE = {
  id: 'deck',
  cells: ['......', '......', '......'],
  zones: ['aaaaaa', 'bbbccc', 'bbbccc'],
  zoneNames: { a: 'Corridor', b: 'Store', c: 'Lab' },
  zoneKinds: { a: 'corridor', b: 'room', c: 'room' },
  walls: [0, 2, 3, 5].map((x) => ({ x, y: 0, side: 'south' })).concat([1, 2].map((y) => ({ x: 2, y, side: 'east' }))),
};

/** Two radar tokens behind locked doors (never seen), one Jaeger face and one Swarmer face, and the GEP spawn pool. */
function lockedRooms(): { engine: AnyEngine; state: DerelictState } {
  const mission = {
    id: 'derelict-determinise-test',
    ruleset: 'derelict',
    tiles: [TILE],
    layout: [{ id: 'd', tile: 'deck', x: 0, y: 0, rotation: 0 }],
    doors: [
      { id: 'store-door', x: 1, y: 0, side: 'south', state: 'locked' },
      { id: 'lab-door', x: 4, y: 0, side: 'south', state: 'locked' },
    ],
    features: [
      { type: 'start', x: 0, y: 0 },
      { type: 'start', x: 1, y: 0 },
      { type: 'start', x: 2, y: 0 },
      { id: 'radar-store', type: 'radar', x: 1, y: 2, pool: 'geps' },
      { id: 'radar-lab', type: 'radar', x: 4, y: 2, pool: 'geps' },
    ],
    enemyPools: [{ id: 'geps', use: 'radar', byHeroes: [{ heroes: { min: 1, max: 6 }, tokens: [{ unit: 'jaeger', count: 3 }, { unit: 'swarmer', count: 4 }] }] }],
    party: [
      { id: 'captain', kind: 'captain', name: 'Captain' },
      { id: 'marine', kind: 'marine', name: 'Marine' },
      { id: 'medic', kind: 'medic', name: 'Medic' },
    ],
  };
  const board = compileBoard({ tiles: [TILE], layout: mission.layout, doors: mission.doors, features: mission.features } as Parameters<typeof compileBoard>[0]);
  if (!board.ok) throw new Error(JSON.stringify(board.errors));
  const game = setupDerelictGame({ mission, board: board.value, tiles: [TILE] } as unknown as LoadedMissionInput, { seed: 3 });
  if (!game.ok) throw new Error(game.errors.join('; '));
  return { engine: game.value.engine as unknown as AnyEngine, state: game.value.state };
}

const radar = (s: DerelictState) => s.tokens.filter((t) => t.kind === 'radar');
const POOL = 'radar-pool:geps';

/** The same position with the hidden contents dealt the other way round (tokens and the pool's pile). */
function swapHidden(state: DerelictState): DerelictState {
  const tokens = radar(state);
  const contents = tokens.map((t) => t.contents).reverse();
  const pile = state.decks[POOL]?.drawPile ?? [];
  return {
    ...state,
    tokens: state.tokens.map((t) => (t.kind === 'radar' ? { ...t, contents: contents[tokens.indexOf(t)] ?? t.contents } : t)),
    decks: { ...state.decks, [POOL]: { ...(state.decks[POOL] as DerelictState['decks'][string]), drawPile: [...pile].reverse() } },
  };
}

describe('determinisation for the derelict search bot (hidden stays hidden)', () => {
  it('derelict.md §3.6: the position has two face-down tokens of different contents and a spawn pile', () => {
    const { state } = lockedRooms();
    expect(radar(state)).toHaveLength(2);
    expect(new Set(radar(state).map((t) => JSON.stringify(t.contents))).size).toBe(2);
    expect((state.decks[POOL]?.drawPile ?? []).length).toBeGreaterThan(1);
  });

  it('a world never keeps which token holds which face, nor the pile order: the same sample from both deals', () => {
    const { state } = lockedRooms();
    const other = swapHidden(state);
    expect(stateHash(other)).not.toBe(stateHash(state));
    expect(stateHash(determinise(other, seedRng(5)))).toBe(stateHash(determinise(state, seedRng(5))));
  });

  it('a world deals tokens and pile from the pool the survivors know, in more than one way', () => {
    const { state } = lockedRooms();
    const face = (contents: unknown) => `${(contents as { unit: string }).unit}:${(contents as { count: number }).count}`;
    const hidden = (s: DerelictState) => [...radar(s).map((t) => face(t.contents)), ...(s.decks[POOL]?.drawPile ?? [])].sort();
    const worlds = [1, 2, 3, 4, 5, 6].map((seed) => determinise(state, seedRng(seed)) as DerelictState);
    for (const world of worlds) expect(hidden(world)).toEqual(hidden(state));
    expect(new Set(worlds.map((w) => JSON.stringify(radar(w)[0]?.contents))).size).toBeGreaterThan(1);
  });

  it('the search bot (same seed) decides the same in positions that differ only in hidden contents', () => {
    const { engine, state } = lockedRooms();
    expect(createSearchBot(9).decide(engine, swapHidden(state))).toEqual(createSearchBot(9).decide(engine, state));
  }, 60_000);
});
