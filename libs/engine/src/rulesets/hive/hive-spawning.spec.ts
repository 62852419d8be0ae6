import { clearScript, scriptD6, scriptedInt } from './testing/scripted-dice';
import { hiveTestGame, HUB_ORIGIN } from './testing/fixture';
import { objectiveForRoll } from './content';
import { revealSpawnTokens, placeSpawnTokens, rollSpawn } from './spawning';
import { placeToken } from '../../rules/hidden/hidden-token';
import { setupHiveGame } from './setup';
import { compileBoard } from '../../board/compile-board';
import { TEST_TILES } from './testing/tiles';
import type { HiveState } from './types';

vi.mock('../../rules/random/rng', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../rules/random/rng')>();
  const { scriptedInt: scripted } = await import('./testing/scripted-dice');
  return { ...real, nextInt: (rng: import('../../rules/random/rng').RngState, n: number) => scripted(n) ?? real.nextInt(rng, n) };
});

afterEach(clearScript);
void scriptedInt;

const H = HUB_ORIGIN;
const bugsOf = (state: HiveState) => ({
  small: state.units.filter((u) => u.kind === 'small').length,
  large: state.units.filter((u) => u.kind === 'large').length,
});

function setupWithObjectiveRoll(roll: number): string {
  const board = compileBoard({ tiles: TEST_TILES, layout: [{ tile: 'hub', x: H.x, y: H.y, rotation: 0 }], features: [{ type: 'start', x: H.x + 2, y: H.y + 2 }], bounds: { width: 35, height: 35 } });
  if (!board.ok) throw new Error('board');
  scriptD6(roll);
  const game = setupHiveGame({ mission: { id: 't', options: { objective: 'random' }, exploration: { deck: [{ tile: 'straight' }] } }, board: board.value, tiles: TEST_TILES }, { seed: 1, heroes: [{ id: 'jane', kind: 'jane', name: 'Jane' }] });
  if (!game.ok) throw new Error(game.errors.join());
  return game.value.state.ext.objective;
}

describe('hive objectives table T1', () => {
  it('hive.md §12 case 1: objective d6 1 or 2 gives Destroy the Hive', () => {
    expect(setupWithObjectiveRoll(2)).toBe('destroy-the-hive');
    expect(setupWithObjectiveRoll(1)).toBe('destroy-the-hive');
  });

  it('hive.md §12 case 2: 3 or 4 gives Rescue the Scientist, 5 or 6 Kill the Queen', () => {
    expect([3, 4].map(setupWithObjectiveRoll)).toEqual(['rescue-the-scientist', 'rescue-the-scientist']);
    expect([5, 6].map(setupWithObjectiveRoll)).toEqual(['kill-the-queen', 'kill-the-queen']);
    expect([1, 2, 3, 4, 5, 6].map(objectiveForRoll)).toEqual(['destroy-the-hive', 'destroy-the-hive', 'rescue-the-scientist', 'rescue-the-scientist', 'kill-the-queen', 'kill-the-queen']);
  });
});

/** A straight tile north of the hub; its north opening is an open edge holding a token. */
function tokenGame(options: { difficulty?: 'easy' | 'medium' | 'hard'; players: number; bugs?: { kind: 'small' | 'large'; at: { x: number; y: number } }[]; tokens?: number }) {
  const game = hiveTestGame({
    heroes: [{ kind: 'jane', at: { x: H.x + 2, y: H.y + 2 } }],
    placed: [
      { tile: 'room', x: H.x, y: H.y - 5 },
      { tile: 'room', x: H.x, y: H.y - 10 },
    ],
    bugs: options.bugs ?? [],
    difficulty: options.difficulty ?? 'medium',
    players: options.players,
  });
  const tx = game.tx(game.state);
  for (let i = 0; i < (options.tokens ?? 1); i++) placeToken(tx, 'spawn', { x: H.x + 2, y: H.y - 10 }, { side: 'north', round: 1 });
  return { game, tx };
}

describe('hive spawning (§8.1, §8.2)', () => {
  it.each([
    [1, 2, 0],
    [2, 1, 1],
    [3, 3, 0],
    [4, 2, 1],
    [5, 4, 0],
    [6, 2, 2],
  ])('hive.md §12 case 3: on Medium with P = 6 a spawn die of %i reveals %i small and %i large', (roll, small, large) => {
    const { game, tx } = tokenGame({ players: 6 });
    expect(game.state.ext.limits).toEqual({ small: 18, large: 6 });
    scriptD6(roll);
    revealSpawnTokens(tx, () => game.view());
    expect(bugsOf(game.state)).toEqual({ small, large });
    expect(game.state.tokens.filter((t) => t.kind === 'spawn')).toEqual([]);
  });

  it('places revealed bugs on the token tile, from its opening inwards (§8.2, §11 A4)', () => {
    const { game, tx } = tokenGame({ players: 6 });
    scriptD6(6);
    revealSpawnTokens(tx, () => game.view());
    const spots = game.state.units.filter((u) => u.side === 'enemies').map((u) => `${u.kind}@${u.x},${u.y}`);
    expect(spots).toEqual([`large@${H.x + 2},${H.y - 10}`, `large@${H.x + 2},${H.y - 9}`, `small@${H.x + 3},${H.y - 9}`, `small@${H.x + 2},${H.y - 8}`]);
  });

  it('hive.md §12 case 4: with P = 3, step B2 places exactly 5 spawn tokens', () => {
    const { game, tx } = tokenGame({ players: 3, tokens: 0 });
    placeSpawnTokens(tx, game.view());
    expect(game.state.tokens.filter((t) => t.kind === 'spawn')).toHaveLength(5);
  });

  it('hive.md §12 case 5: 5 tokens over exactly 3 eligible edges go 2, 2, 1', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: H.x + 2, y: H.y + 2 } }], placed: [{ tile: 'cross', x: H.x, y: H.y - 5 }], players: 3, seed });
      const tx = game.tx(game.state);
      placeSpawnTokens(tx, game.view());
      const perEdge = new Map<string, number>();
      for (const t of game.state.tokens.filter((t) => t.kind === 'spawn')) {
        const key = `${t.x},${t.y},${(t.contents as { side: string }).side}`;
        perEdge.set(key, (perEdge.get(key) ?? 0) + 1);
      }
      expect([...perEdge.values()].sort()).toEqual([1, 2, 2]);
    }
  });

  it("hive.md §12 case 6: tokens go only on open edges of tiles with no Valkyrie (tile B, not Jane's tile A)", () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: H.x + 2, y: H.y + 2 } }], placed: [{ tile: 'straight', x: H.x, y: H.y - 5 }], players: 1 });
    placeSpawnTokens(game.tx(game.state), game.view());
    const tokens = game.state.tokens.filter((t) => t.kind === 'spawn');
    expect(tokens).toHaveLength(3);
    for (const t of tokens) expect([t.x, t.y, (t.contents as { side: string }).side]).toEqual([H.x + 2, H.y - 5, 'north']);
  });

  it('hive.md §12 case 7: tokens placed in round 1 bring no bugs that round; in round 2 B1 each is rolled once and removed', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: H.x + 2, y: H.y + 2 } }], placed: [{ tile: 'straight', x: H.x, y: H.y - 5 }], players: 1 });
    const round1 = game.engine.apply(game.state, { type: 'end-activation', side: 'heroes' });
    if ('error' in round1) throw new Error(round1.error.message);
    expect(round1.state.round).toBe(2);
    expect(round1.state.units.filter((u) => u.side === 'enemies')).toEqual([]);
    const placed = round1.state.tokens.filter((t) => t.kind === 'spawn');
    expect(placed).toHaveLength(3);
    const round2 = game.engine.apply(round1.state, { type: 'end-activation', side: 'heroes' });
    if ('error' in round2) throw new Error(round2.error.message);
    const spawnRolls = round2.events.filter((e) => e.type === 'dice-rolled' && e.purpose === 'spawn');
    expect(spawnRolls).toHaveLength(3);
    expect(spawnRolls.map((e) => (e.type === 'dice-rolled' ? e.by : null))).toEqual(placed.map((t) => t.id));
    const left = round2.state.tokens.filter((t) => t.kind === 'spawn');
    expect(left.some((t) => placed.some((p) => p.id === t.id))).toBe(false);
    expect(left.every((t) => (t.contents as { round: number }).round === 2)).toBe(true);
  });

  it('hive.md §12 case 8: Easy, P = 3, 5 small and 2 large on the board: a 6 places only 1 small', () => {
    const bugs: { kind: 'small' | 'large'; at: { x: number; y: number } }[] = [0, 1, 2, 3, 4].map((i) => ({ kind: 'small' as const, at: { x: H.x + 1 + (i % 3), y: H.y - 4 + Math.floor(i / 3) } }));
    bugs.push({ kind: 'large', at: { x: H.x + 1, y: H.y - 2 } }, { kind: 'large', at: { x: H.x + 2, y: H.y - 2 } });
    const { game, tx } = tokenGame({ players: 3, difficulty: 'easy', bugs });
    expect(game.state.ext.limits).toEqual({ small: 6, large: 2 });
    scriptD6(6);
    revealSpawnTokens(tx, () => game.view());
    expect(bugsOf(game.state)).toEqual({ small: 6, large: 2 });
  });

  it('hive.md §12 case 9: Hard, P = 2, two tokens rolling 5 and 5 place 8 small bugs', () => {
    const { game, tx } = tokenGame({ players: 2, difficulty: 'hard', tokens: 2 });
    expect(game.state.ext.limits).toEqual({ small: 8, large: 4 });
    scriptD6(5, 5);
    revealSpawnTokens(tx, () => game.view());
    expect(bugsOf(game.state)).toEqual({ small: 8, large: 0 });
  });

  it("hive.md §12 case 10: exploring onto a token reveals it at once on the new tile, and Maria's step completes into the free entry square", () => {
    const C = { x: H.x + 5, y: H.y };
    const game = hiveTestGame({ heroes: [{ kind: 'maria', at: { x: C.x + 4, y: C.y + 2 } }], placed: [{ tile: 'cross', x: C.x, y: C.y }], pile: ['straight'], players: 1 });
    placeToken(game.tx(game.state), 'spawn', { x: C.x + 4, y: C.y + 2 }, { side: 'east', round: 1 });
    const explored = game.engine.apply(game.state, { type: 'explore', side: 'heroes', unit: 'maria', edge: 'east' });
    if ('error' in explored) throw new Error(explored.error.message);
    expect(explored.state.ext.pending?.rotations).toEqual([90, 270]);
    scriptD6(4);
    const placed = game.engine.apply(explored.state, { type: 'orient-tile', side: 'heroes', unit: 'maria', rotation: 90 });
    if ('error' in placed) throw new Error(placed.error.message);
    const s = placed.state;
    const N = { x: C.x + 5, y: C.y };
    expect(s.units.filter((u) => u.side === 'enemies').map((u) => `${u.kind}@${u.x},${u.y}`)).toEqual([`large@${N.x + 1},${N.y + 2}`, `small@${N.x + 2},${N.y + 2}`, `small@${N.x + 3},${N.y + 2}`]);
    expect(s.tokens.filter((t) => t.kind === 'spawn')).toEqual([]);
    const maria = s.units.find((u) => u.id === 'maria');
    expect([maria?.x, maria?.y]).toEqual([N.x, N.y + 2]);
    expect(maria?.stats['moves']).toBe(3);
  });

  it('reveals old tokens (B1) before placing new ones (B2), so never more than 2 + P are on the board (§8.1, §11 A1)', () => {
    const { game, tx } = tokenGame({ players: 1, tokens: 3 });
    scriptD6(1, 1, 1);
    revealSpawnTokens(tx, () => game.view());
    placeSpawnTokens(tx, game.view());
    expect(game.state.tokens.filter((t) => t.kind === 'spawn').length).toBeLessThanOrEqual(3);
    void rollSpawn;
  });
});
