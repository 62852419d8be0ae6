import { hiveTestGame, seedRng, stateHash } from '@breachline/engine';
import { HERO_BOTS } from './controllers';
import { determinise } from './determinise';
import { playGame } from './driver';
import { AI_FACES } from './ai-faces';
import type { Controller } from './controller';

const bot = (name: string, seed: number): Controller => (HERO_BOTS[name] as (seed: number) => Controller)(seed);
const bugs = (): Controller => AI_FACES.hive.enemy();

const start = (seed: number, objective: 'destroy-the-hive' | 'rescue-the-scientist' | 'kill-the-queen' = 'destroy-the-hive') =>
  hiveTestGame({
    heroes: [{ kind: 'jane', at: { x: 17, y: 17 } }, { kind: 'kenneth', at: { x: 16, y: 16 } }, { kind: 'maria', at: { x: 16, y: 17 } }],
    pile: ['straight', 'cross', 'room', 'chamber', 'corner', 'straight', 'chamber', 'cross', 'chamber', 'chamber'],
    seed,
    objective,
  });

describe('hero bots', () => {
  it('registers random, heuristic and search', () => {
    expect(Object.keys(HERO_BOTS)).toEqual(['random', 'heuristic', 'search']);
  });

  it('the heuristic bot plays legal games to the end, the same seeds replaying the same game', () => {
    const hashes = [1, 2].map(() => {
      const { engine, state } = start(9);
      const result = playGame(engine, state, { heroes: bot('heuristic', 4), enemies: bugs() });
      expect(result.unfinished).toBe(false);
      return stateHash(result.state);
    });
    expect(hashes[0]).toBe(hashes[1]);
  });

  it('the heuristic bot decides from the heroes view only: re-drawn dice and deck order do not change its choices', () => {
    const { engine, state } = start(3, 'rescue-the-scientist');
    const other = determinise(state, seedRng(77));
    expect(stateHash(other)).not.toBe(stateHash(state));
    expect(bot('heuristic', 5).decide(engine, other)).toEqual(bot('heuristic', 5).decide(engine, state));
  });

  it('determinising keeps what the heroes see', () => {
    const { engine, state } = start(3, 'kill-the-queen');
    const world = determinise(state, seedRng(1));
    expect(engine.view(world, 'heroes')).toEqual(engine.view(state, 'heroes'));
    expect(world.rng).not.toEqual(state.rng);
  });

  it('the search bot plays legal games to the end, the same seeds replaying the same game', () => {
    const hashes = [1, 2].map(() => {
      const { engine, state } = start(2);
      const result = playGame(engine, state, { heroes: bot('search', 1), enemies: bugs() });
      expect(result.unfinished).toBe(false);
      return stateHash(result.state);
    });
    expect(hashes[0]).toBe(hashes[1]);
  }, 60_000);

  it('the search bot decides from the heroes view only: re-drawn dice and pile order do not change its choices', () => {
    for (const objective of ['destroy-the-hive', 'rescue-the-scientist', 'kill-the-queen'] as const) {
      const { engine, state } = start(3, objective);
      const other = determinise(state, seedRng(77));
      expect(stateHash(other)).not.toBe(stateHash(state));
      expect(bot('search', 5).decide(engine, other)).toEqual(bot('search', 5).decide(engine, state));
    }
  });

  it('the search bot runs to LJ, picks him up, carries him home and ends the game in one turn', () => {
    const { engine, state } = hiveTestGame({
      heroes: [{ kind: 'buzzer', at: { x: 17, y: 13 } }],
      placed: [{ tile: 'cross', x: 15, y: 10 }],
      objective: 'rescue-the-scientist',
      seed: 4,
    });
    (state.ext as { scientist: unknown }).scientist = { x: 17, y: 11, carrier: null };
    const result = playGame(engine, state, { heroes: bot('search', 2), enemies: bugs() }, { maxActions: 10 });
    expect(result.status).toEqual({ kind: 'won', reason: 'LJ is rescued' });
    expect(result.rounds).toBe(1);
  });
});
