import { describe, expect, it } from 'vitest';
import { hordeScore, hordeTestMission, setupHordeGame, type HordeState, type Unit } from '@breachline/engine';
import { playGame } from '../bots/driver';
import { createHeuristicBot } from '../bots/heuristic-bot';
import { createRandomBot } from '../bots/random-bot';
import { createHordeEnemyController } from './enemy-procedure';
import { aiGoal } from './goals';
import { HORDE_AI } from './ai-face';

function started(setup: Parameters<typeof hordeTestMission>[0] = {}, seed = 1) {
  const game = setupHordeGame(hordeTestMission(setup), { seed });
  if (!game.ok) throw new Error(game.errors.join(' '));
  return game.value;
}

const swarmling = (x: number, y: number): Unit => ({ id: 'swarmling#99', side: 'enemies', kind: 'swarmling', name: 'Swarmling', x, y, health: 1, status: 'active', stats: { size: 1, moved: 0, shot: 0, revealed: 0, cond: 0 } });

describe('horde enemies (horde.md §8)', () => {
  it('horde.md §12 case 37: an enemy 5" from marker 1 and 9" from marker 5 goes for marker 1; once 1 is destroyed, the nearest left', () => {
    const { state } = started();
    // Marker 1 covers squares 11–12, marker 5 squares 23–24: from (18, 14) the gaps are √26 ≈ 5.1 and √80 ≈ 8.9.
    const box = { x: 18, y: 14, size: 1 };
    const s = state as HordeState;
    expect(aiGoal(s, box)?.number).toBe(1);
    const without1: HordeState = { ...s, ext: { ...s.ext, objectives: s.ext.objectives.map((o) => (o.number === 1 ? { ...o, destroyed: true } : o)) } };
    const goal = aiGoal(without1, box);
    expect(goal?.number).toBe(5);
  });

  it('horde.md §8.4: an enemy out of reach of every hero rushes for its goal and stops once within 3"', () => {
    const { engine, state } = started({ heroes: 1 });
    const s = state as HordeState;
    // Clear the wave, leave one swarmling in the open north-east of marker 2 (squares 35–36, rows 11–12).
    const units = [...s.units.filter((u) => u.side === 'heroes'), swarmling(45, 2)];
    const hero = units[0] as Unit;
    const far: HordeState = { ...s, units: [{ ...hero, x: 2, y: 46 }, units[1] as Unit], turn: { ...s.turn, side: 'enemies', actor: 'swarmling#99', pools: { enemies: { remaining: ['swarmling#99'], ordered: false }, heroes: { remaining: [], ordered: false } } } };
    const action = createHordeEnemyController().decide(engine, far);
    expect(action.type === 'rush' || action.type === 'advance').toBe(true);
    const to = (action as unknown as { to: { x: number; y: number } }).to;
    const gapToMarker = Math.hypot(Math.max(0, 35 - (to.x + 1), to.x - 37), Math.max(0, 11 - (to.y + 1), to.y - 13));
    expect(gapToMarker).toBeLessThanOrEqual(3);
    // The cheapest such square: no closer than it needs to be.
    expect(gapToMarker).toBeGreaterThan(2);
  });
});

describe('horde bots (horde.md §9.1 score)', () => {
  it('every game ends (wipe, markers lost or wave 10) under the random and heuristic bots, Mode B', () => {
    for (const make of [createRandomBot, (seed: number) => createHeuristicBot(seed)]) {
      for (const seed of [1, 2]) {
        const { engine, state } = started({ mode: 'B' }, seed);
        const result = playGame(engine, state, { heroes: make(seed), enemies: createHordeEnemyController() }, { maxActions: 20_000 });
        expect(result.unfinished).toBe(false);
        expect(hordeScore(result.state as HordeState)).toBeGreaterThanOrEqual(0);
      }
    }
  }, 120_000);
});

describe('horde playtest progress (horde.md §9.1)', () => {
  it('reports the waves finished, the multiplier of the score', () => {
    const { state } = started();
    const s = state as HordeState;
    expect(HORDE_AI.progress?.(started().engine, { ...s, ext: { ...s.ext, lastWaveFinished: 3 } })).toBe(3);
  });
});
