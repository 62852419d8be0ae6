// ai.enemy-turn: the hive bug controller (libs/ai/src/hive, hive.md §8.3) deciding and the engine
// applying every bug move of one bug phase, with 200 bugs on a 128 × 128 board (fixtures/hive-swarm.ts)
// and four Valkyries in the middle. One run = copy the start state, then decide + apply until the
// controller ends the phase (that last decision included). Target ≤20 ms median.
import { cloneJson, Journal } from '@breachline/engine';
import { createHiveBugController, type AnyState } from '@breachline/ai';
import type { BenchCase } from '../bench-case';
import { hiveSwarm } from '../fixtures/hive-swarm';

export default function aiSuite(): BenchCase[] {
  const { engine, state } = hiveSwarm(200);
  const controller = createHiveBugController();
  const journal = new Journal();
  const phase = (): number => {
    const world = cloneJson(state) as AnyState;
    let moves = 0;
    for (;;) {
      const action = controller.decide(engine, world);
      if (action.type !== 'bug-move') return moves;
      const result = engine.applyInPlace(world, action, journal);
      journal.clear();
      if ('error' in result) throw new Error(`illegal bug move: ${result.error.message}`);
      moves++;
    }
  };
  const moves = phase();
  if (moves < 100) throw new Error(`only ${moves} bugs moved: the fixture is not a real phase`);
  return [{ name: 'ai.enemy-turn', size: `hive, 128² board, 200 bugs (${moves} move), 4 Valkyries`, run: phase, target: { kind: 'median-ms-at-most', value: 20 } }];
}
