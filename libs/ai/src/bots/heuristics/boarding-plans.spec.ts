import { describe, expect, it } from 'vitest';
import { compileBoard, createBoardingGame, type BoardingState } from '@breachline/engine';
import type { AnyEngine } from '../controller';
import { createHeuristicBot } from '../heuristic-bot';
import { boardingEvaluate } from './boarding-evaluation';
import { underPost } from './boarding-pinned-post';
import { heuristicsFor } from './registry';

/**
 * The retrieve errand's last steps: a corridor into the start squares (5,0) and (6,0), a niche at
 * (5,1) to step aside into. The carrier t0 holds the objective at (3,0); t1 stands on (5,0).
 */
const CORRIDOR = ['.......', '#####.#'];

function retrieve(blocker: { x: number; y: number }): { engine: AnyEngine; state: BoardingState } {
  const built = compileBoard({
    tiles: [{ id: 'corridor', cells: CORRIDOR }],
    layout: [{ tile: 'corridor', x: 0, y: 0, rotation: 0 }],
    features: [{ type: 'start', x: 5, y: 0 }, { type: 'start', x: 6, y: 0 }, { type: 'entry', x: 0, y: 0 }, { type: 'objective', x: 1, y: 0 }],
  });
  if (!built.ok) throw new Error('board');
  const started = createBoardingGame(built.value, {
    missionId: 'corridor',
    seed: 3,
    options: { mission: 'retrieve', blipsPerTurn: 0 },
    squad: [
      { id: 't0', kind: 'sergeant', name: 'T0' },
      { id: 't1', kind: 'trooper', name: 'T1' },
    ],
    facings: { '5,0': 3, '6,0': 3 },
  });
  const place = { t0: { x: 3, y: 0, facing: 1 }, t1: { ...blocker, facing: 3 } } as const;
  const units = started.state.units.map((u) => {
    const at = place[u.id as keyof typeof place];
    return at ? { ...u, x: at.x, y: at.y, stats: { ...u.stats, facing: at.facing } } : u;
  });
  const state = { ...started.state, units, ext: { ...started.state.ext, objective: { cell: -1, carrier: 't0' } } } as BoardingState;
  return { engine: started.engine, state };
}

function activate(engine: AnyEngine, state: BoardingState, unit: string): BoardingState {
  const result = engine.apply(state, { type: 'activate', side: 'heroes', unit } as never);
  if ('error' in result) throw new Error(result.error.message);
  return result.state as BoardingState;
}

describe('the search bot’s plans (boarding)', () => {
  it('boarding.md §9 M3: a trooper standing in the carrier’s way home rates worse than one stepped aside', () => {
    const blocked = retrieve({ x: 5, y: 0 });
    const aside = retrieve({ x: 5, y: 1 });
    expect(boardingEvaluate(aside.engine, aside.state)).toBeGreaterThan(boardingEvaluate(blocked.engine, blocked.state));
  });

  it('boarding.md §9 M3: the carrier may head for the start square no trooper stands on', () => {
    const { engine, state } = retrieve({ x: 6, y: 0 });
    const s = activate(engine, state, 't0');
    const plans = heuristicsFor('boarding').plans?.(engine, engine.view(s, 'heroes') as never, 3) ?? [];
    expect(plans[0]).toBeNull();
    expect(plans).toContainEqual({ unit: 't0', stance: { x: 5, y: 0, facing: 1 } });
  });

  it('a pinned post overrides the heuristic’s own: the trooper walks towards the pin', () => {
    const { engine, state } = retrieve({ x: 5, y: 0 });
    const s = activate(engine, state, 't0');
    const pinned = underPost({ unit: 't0', stance: { x: 0, y: 0, facing: 1 } }, () => createHeuristicBot(1).decide(engine, s));
    expect(pinned.type).toBe('turn');
    expect(createHeuristicBot(1).decide(engine, s)).not.toEqual(pinned);
  });
});
