import { hiveTestGame, stateHash, HIVE_TEST_HUB as H } from '@breachline/engine';
import { createHiveBugController } from '../hive/bug-procedure';
import { ENEMY_CONTROLLERS, HERO_BOTS } from './controllers';
import { playGame } from './driver';
import { createRandomBot } from './random-bot';

const game = () =>
  hiveTestGame({
    heroes: [{ kind: 'jane', at: { x: 17, y: 17 } }, { kind: 'maria', at: { x: 16, y: 16 } }],
    pile: ['straight', 'cross', 'room', 'chamber', 'corner', 'straight', 'chamber', 'cross', 'chamber', 'chamber'],
    seed: 7,
  });

describe('the game driver and the random hero bot', () => {
  it('plays a hive game to its end, and the same seeds replay the same game', () => {
    const runs = [1, 2].map(() => {
      const { engine, state } = game();
      return playGame(engine, state, { heroes: createRandomBot(11), enemies: createHiveBugController() });
    });
    for (const run of runs) {
      expect(run.status.kind).not.toBe('playing');
      expect(run.unfinished).toBe(false);
    }
    const [first, second] = runs.map((run) => stateHash(run.state));
    expect(first).toBe(second);
  });

  it('chooses only legal actions, and differently for different seeds', () => {
    const { engine, state } = game();
    const a = playGame(engine, state, { heroes: createRandomBot(1), enemies: createHiveBugController() });
    const b = playGame(engine, state, { heroes: createRandomBot(2), enemies: createHiveBugController() });
    expect(stateHash(a.state)).not.toBe(stateHash(b.state));
    expect(H.x).toBe(15);
  });

  it('registers the hive bugs as the default enemy and the random bot by name', () => {
    expect(ENEMY_CONTROLLERS['hive']?.().name).toBe('hive-bugs');
    expect(HERO_BOTS['random']?.(1).name).toBe('random');
  });
});
