import { describe, expect, it } from 'vitest';
import { compileBoard, createBoardingGame, type BoardingState, type Unit } from '@breachline/engine';
import type { AnyEngine } from '../controller';
import { createHeuristicBot } from '../heuristic-bot';
import { heuristicsFor } from './registry';

/** A plus-shaped crossing of one-square corridors, 11 × 11, entries at the four ends. */
const CROSS = [
  '#####.#####',
  '#####.#####',
  '#####.#####',
  '#####.#####',
  '#####.#####',
  '...........',
  '#####.#####',
  '#####.#####',
  '#####.#####',
  '#####.#####',
  '#####.#####',
];

type Trooper = { x: number; y: number; facing: 0 | 1 | 2 | 3; kind: string };

function game(troopers: Trooper[], bugs: { x: number; y: number; facing: number }[], cp: number): { engine: AnyEngine; state: BoardingState } {
  const built = compileBoard({
    tiles: [{ id: 'cross', cells: CROSS }],
    layout: [{ tile: 'cross', x: 0, y: 0, rotation: 0 }],
    features: [...troopers.map((t) => ({ type: 'start', x: t.x, y: t.y })), { type: 'entry', x: 5, y: 0 }, { type: 'entry', x: 0, y: 5 }],
  });
  if (!built.ok) throw new Error('board');
  const started = createBoardingGame(built.value, {
    missionId: 'cross',
    seed: 3,
    options: { blipsPerTurn: 0 },
    squad: troopers.map((t, i) => ({ id: `t${i}`, kind: t.kind, name: `T${i}` })),
    facings: Object.fromEntries(troopers.map((t) => [`${t.x},${t.y}`, t.facing])),
  });
  const units: Unit[] = bugs.map((b, i) => ({ id: `bug-z${i}`, side: 'enemies', kind: 'bug', name: 'Bug', x: b.x, y: b.y, health: 1, status: 'active', stats: { facing: b.facing, ap: 0, pair: 0 } }));
  const state: BoardingState = { ...started.state, units: [...started.state.units, ...units], counters: { ...started.state.counters, cp } };
  return { engine: started.engine, state };
}

function apply(engine: AnyEngine, state: BoardingState, action: object): BoardingState {
  const result = engine.apply(state, action as never);
  if ('error' in result) throw new Error(result.error.message);
  return result.state as BoardingState;
}

/** Ends every trooper's activation: the bugs' turn starts. */
function toBugTurn(engine: AnyEngine, start: BoardingState, cp: number): BoardingState {
  let state = start;
  while (state.turn.side === 'heroes') {
    state = apply(engine, state, state.turn.actor ? { type: 'end-activation', side: 'heroes' } : { type: 'activate', side: 'heroes', unit: state.turn.pools.heroes?.remaining[0] ?? '' });
  }
  return { ...state, counters: { ...state.counters, cp } };
}

describe('boarding hero heuristics (the troopers’ view)', () => {
  it('registers boarding heuristics of its own beside the hive’s', () => {
    expect(heuristicsFor('boarding')).not.toBe(heuristicsFor('derelict'));
  });

  it('boarding.md §5.3: in the bugs’ turn a command point buys a shot at the bug that just came next to a trooper', () => {
    const { engine, state } = game([{ x: 5, y: 7, facing: 0, kind: 'sergeant' }], [{ x: 5, y: 4, facing: 2 }], 0);
    let s = toBugTurn(engine, state, 2);
    s = apply(engine, s, { type: 'activate', side: 'enemies', unit: 'bug-z0' });
    s = apply(engine, s, { type: 'move', side: 'enemies', unit: 'bug-z0', to: { x: 5, y: 5 } });
    s = apply(engine, s, { type: 'pass', side: 'heroes' });
    s = apply(engine, s, { type: 'move', side: 'enemies', unit: 'bug-z0', to: { x: 5, y: 6 } });
    expect(s.turn.reaction).toMatchObject({ side: 'heroes', kind: 'interrupt' });
    expect(createHeuristicBot(1).decide(engine, s)).toEqual({ type: 'fire', side: 'heroes', unit: 't0', target: 'bug-z0' });
  });

  it('boarding.md §5.3: with no bug near, the troopers keep their command points (they pass)', () => {
    const { engine, state } = game([{ x: 5, y: 9, facing: 0, kind: 'sergeant' }], [{ x: 5, y: 0, facing: 2 }], 0);
    let s = toBugTurn(engine, state, 2);
    s = apply(engine, s, { type: 'activate', side: 'enemies', unit: 'bug-z0' });
    s = apply(engine, s, { type: 'move', side: 'enemies', unit: 'bug-z0', to: { x: 5, y: 1 } });
    expect(s.turn.reaction).toMatchObject({ side: 'heroes', kind: 'interrupt' });
    expect(createHeuristicBot(1).decide(engine, s)).toEqual({ type: 'pass', side: 'heroes' });
  });

  it('boarding.md §7.5 step 3: no missile whose route meets a trooper first; with the way clear, the missile flies', () => {
    const blocked = game([{ x: 5, y: 9, facing: 0, kind: 'rocketeer' }, { x: 5, y: 7, facing: 0, kind: 'sergeant' }], [{ x: 5, y: 1, facing: 2 }], 0);
    let s = apply(blocked.engine, blocked.state, { type: 'activate', side: 'heroes', unit: 't0' });
    expect(createHeuristicBot(1).decide(blocked.engine, s).type).not.toBe('fire-missile');
    const clear = game([{ x: 5, y: 9, facing: 0, kind: 'rocketeer' }, { x: 4, y: 5, facing: 1, kind: 'sergeant' }], [{ x: 5, y: 1, facing: 2 }], 0);
    s = apply(clear.engine, clear.state, { type: 'activate', side: 'heroes', unit: 't0' });
    expect(createHeuristicBot(1).decide(clear.engine, s)).toEqual({ type: 'fire-missile', side: 'heroes', unit: 't0', target: 'bug-z0' });
  });

  it('boarding.md §7.2: a blaster keeps shooting the bug it has a streak on', () => {
    const { engine, state } = game([{ x: 5, y: 9, facing: 0, kind: 'sergeant' }], [{ x: 5, y: 2, facing: 2 }], 0);
    let s = apply(engine, state, { type: 'activate', side: 'heroes', unit: 't0' });
    const bot = createHeuristicBot(1);
    expect(bot.decide(engine, s)).toEqual({ type: 'fire', side: 'heroes', unit: 't0', target: 'bug-z0' });
    s = apply(engine, s, { type: 'fire', side: 'heroes', unit: 't0', target: 'bug-z0' });
    if (s.units.some((u) => u.id === 'bug-z0')) expect(bot.decide(engine, s)).toEqual({ type: 'fire', side: 'heroes', unit: 't0', target: 'bug-z0' });
  });

  it('boarding.md §7.7: a gun trooper with a corridor to watch and nothing in sight ends on overwatch', () => {
    const { engine, state } = game([{ x: 5, y: 9, facing: 0, kind: 'sergeant' }], [], 0);
    let s = apply(engine, state, { type: 'activate', side: 'heroes', unit: 't0' });
    const bot = createHeuristicBot(1);
    const taken: string[] = [];
    for (let i = 0; i < 6 && s.turn.actor === 't0' && !taken.includes('overwatch'); i++) {
      const action = bot.decide(engine, s);
      taken.push(action.type);
      s = apply(engine, s, action);
    }
    expect(taken, taken.join(' ')).toContain('overwatch');
    const trooper = s.units.find((u) => u.id === 't0');
    expect(trooper?.stats['overwatch']).toBe(1);
    expect(trooper?.stats['facing']).toBe(0);
  });
});
