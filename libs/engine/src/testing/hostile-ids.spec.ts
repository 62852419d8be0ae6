import type { GameState } from '../game/game-state';
import { setupGame } from '../game/setup-game';
import { compileBoard } from '../board/compile-board';
import { boardingGameWith, hiveGameWith, playRandomly } from './hostile-games';

// Issue 14 (hostile input): ids chosen by authors and players must neither reach Object.prototype
// nor meet the ids the engine makes. Author ids match ^[a-z0-9][a-z0-9-]*$; "__proto__" can still
// arrive through the API or a saved state, so it is played too.

const PROTOTYPE_NAMES = ['constructor', 'tostring', 'valueof', 'hasownproperty'];

function expectDistinctIds(state: GameState): void {
  const ids = state.units.map((u) => u.id);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('hero ids that name Object.prototype members', () => {
  it.each([1, 2, 3])('a hive game with heroes %#: constructor, tostring, valueof, hasownproperty plays to its end (seed %i)', (seed) => {
    const game = hiveGameWith(PROTOTYPE_NAMES, seed);
    const end = playRandomly(game.engine, game.state, seed, 20000, (state) => expectDistinctIds(state));
    expect(end.state.status.kind).not.toBe('playing');
  });

  it('a hive game whose heroes search, carry and give items under those ids keeps each hero its own items', () => {
    const game = hiveGameWith(['constructor', '__proto__'], 4);
    let carried = 0;
    const end = playRandomly(game.engine, game.state, 4, 20000, (state) => {
      const sheets = state.heroSheets ?? {};
      for (const key of Object.keys(sheets)) expect(Array.isArray(sheets[key]?.items)).toBe(true);
      expect(Object.getPrototypeOf(sheets)).toBe(Object.prototype);
      carried = Math.max(carried, Object.values(sheets).filter((sheet) => sheet.items.length > 0).length);
    });
    expect(end.state.status.kind).not.toBe('playing');
    expect(carried).toBeGreaterThan(0);
  });

  it.each([1, 2])('a boarding game with troopers constructor, tostring, valueof, hasownproperty, __proto__ plays to its end (seed %i)', (seed) => {
    const game = boardingGameWith([...PROTOTYPE_NAMES, '__proto__'], seed);
    const end = playRandomly(game.engine, game.state, seed, 20000, (state) => expectDistinctIds(state));
    expect(end.state.status.kind).not.toBe('playing');
  });
});

describe('hero ids shaped like the ids the engine makes', () => {
  it('a boarding game with troopers blip-1, blip-2 and bug-3 plays to its end, every unit keeping its own id', () => {
    const game = boardingGameWith(['blip-1', 'blip-2', 'bug-3', 'bug-4'], 5);
    let blips = 0;
    const end = playRandomly(game.engine, game.state, 5, 20000, (state) => {
      expectDistinctIds(state);
      blips = Math.max(blips, state.units.filter((u) => u.kind === 'blip').length);
    });
    expect(blips).toBeGreaterThan(0);
    expect(end.state.status.kind).not.toBe('playing');
  });

  it('a hive game with a hero named like the first bug the engine makes plays to its end', () => {
    // A probe game tells which id the first bug gets; a hero then takes that id in the engine's old
    // hyphenated shape (small-7), which is an author's legal id.
    const probe = hiveGameWith(['a', 'b'], 6);
    const spawned = playRandomly(probe.engine, probe.state, 6, 20000).events.find((e) => e.type === 'spawned');
    if (spawned?.type !== 'spawned') throw new Error('the probe game spawned no bug');
    const shaped = spawned.unit.id.replace(/[^a-z0-9-]/g, '-');
    const game = hiveGameWith([shaped, 'b'], 6);
    const end = playRandomly(game.engine, game.state, 6, 20000, (state) => expectDistinctIds(state));
    expect(end.state.status.kind).not.toBe('playing');
  });
});

describe('setupGame refuses hero ids that would meet others', () => {
  const board = compileBoard({
    tiles: [{ id: 't', cells: ['....'] }],
    layout: [{ tile: 't', x: 0, y: 0, rotation: 0 }],
    features: [{ type: 'start', x: 0, y: 0 }, { type: 'start', x: 1, y: 0 }],
  });
  if (!board.ok) throw new Error('test board');
  const setup = (ids: string[]) => setupGame(board.value, { missionId: 'm', seed: 1, heroes: ids.map((id) => ({ id, kind: 'k', name: id })) });

  it('says which id is shared by two heroes', () => {
    const result = setup(['ann', 'ann']);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message).toContain('"ann"');
  });

  it('refuses an id holding the engine-id separator, and an empty id', () => {
    expect(setup(['blip#1']).ok).toBe(false);
    expect(setup(['']).ok).toBe(false);
    expect(setup(['constructor', '__proto__']).ok).toBe(true);
  });
});
