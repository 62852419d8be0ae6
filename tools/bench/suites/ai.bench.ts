// ai.enemy-turn: the hive bug controller (libs/ai/src/hive, hive.md §8.3) deciding and the engine
// applying every bug move of one bug phase, with 200 bugs on a 128 × 128 board (fixtures/hive-swarm.ts)
// and four Valkyries in the middle. One run = copy the start state, then decide + apply until the
// controller ends the phase (that last decision included). Target ≤20 ms median.
// ai.enemy-turn (boarding): the boarding bugs' procedure (libs/ai/src/boarding, boarding.md §8) deciding
// and the engine applying one whole bugs' turn of the sample "boarding-hold" (fixtures/boarding-bug-turn.ts),
// the troopers passing every interrupt window. One run = copy the start state, then decide + apply until
// the next human turn begins. No target: the row keeps the three goal-zone plans' cost in sight.
import { cloneJson, Journal } from '@breachline/engine';
import { createBoardingBugController, createHiveBugController, type AnyState } from '@breachline/ai';
import type { BenchCase } from '../bench-case';
import { boardingBugTurn } from '../fixtures/boarding-bug-turn';
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
  return [
    { name: 'ai.enemy-turn', size: `hive, 128² board, 200 bugs (${moves} move), 4 Valkyries`, run: phase, target: { kind: 'median-ms-at-most', value: 20 } },
    boardingTurn(),
  ];
}

function boardingTurn(): BenchCase {
  const { engine, state } = boardingBugTurn(4);
  const bugs = createBoardingBugController();
  const journal = new Journal();
  const round = state.round;
  const turn = (): number => {
    const world = cloneJson(state) as AnyState;
    let actions = 0;
    while (world.round === round && world.status.kind === 'playing') {
      const side = engine.sideToAct(world);
      if (side === null) break;
      const action = side === 'enemies' ? bugs.decide(engine, world) : { type: 'pass', side: 'heroes' };
      const result = engine.applyInPlace(world, action, journal);
      journal.clear();
      if ('error' in result) throw new Error(`illegal action in the bugs' turn: ${result.error.message}`);
      actions++;
    }
    return actions;
  };
  const actions = turn();
  const enemies = state.units.filter((u) => u.side === 'enemies' && u.x >= 0).length;
  return { name: 'ai.enemy-turn', size: `boarding-hold, bugs' turn ${round}: ${enemies} bugs and blips on the board, ${actions} actions`, run: turn };
}
