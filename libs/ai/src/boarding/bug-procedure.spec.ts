import { describe, expect, it } from 'vitest';
import { compileBoard, createBoardingGame, type BoardingState, type Unit } from '@breachline/engine';
import { playGame } from '../bots/driver';
import { createRandomBot } from '../bots/random-bot';
import { createBoardingBugController } from './bug-procedure';

/** A cross of corridors: entries at the four ends, troopers at the middle. */
const CROSS = [
  '#####.#####',
  '#####.#####',
  '#####.#####',
  '#####.#####',
  '###.....###',
  '.....#.....',
  '###.....###',
  '#####.#####',
  '#####.#####',
  '#####.#####',
  '#####.#####',
];

/** Two corridors joined at both ends: a bug in the upper one reaches the lower one either way round. */
const LOOP = ['#########', '#.......#', '#.#####.#', '#.......#', '#########'];

function game(options: {
  blipsPerTurn: number;
  bugs?: { x: number; y: number; facing: number }[];
  troopers?: { x: number; y: number; facing: number }[];
  cells?: readonly string[];
}) {
  const troopers = options.troopers ?? [{ x: 4, y: 4, facing: 0 }, { x: 6, y: 6, facing: 2 }];
  const built = compileBoard({
    tiles: [{ id: 'cross', cells: [...(options.cells ?? CROSS)] }],
    layout: [{ tile: 'cross', x: 0, y: 0, rotation: 0 }],
    features: [
      ...troopers.map((t) => ({ type: 'start', x: t.x, y: t.y })),
      ...(options.cells ? [] : [{ type: 'entry', x: 5, y: 0 }, { type: 'entry', x: 0, y: 5 }, { type: 'entry', x: 10, y: 5 }, { type: 'entry', x: 5, y: 10 }]),
    ],
  });
  if (!built.ok) throw new Error('board');
  const facings = Object.fromEntries(troopers.map((t) => [`${t.x},${t.y}`, t.facing as 0 | 1 | 2 | 3]));
  const started = createBoardingGame(built.value, {
    missionId: 'cross',
    seed: 3,
    options: { blipsPerTurn: options.blipsPerTurn },
    squad: troopers.map((_, i) => ({ id: `t${i}`, kind: i === 0 ? 'gunner' : 'sergeant', name: `T${i}` })),
    facings,
  });
  const bugs: Unit[] = (options.bugs ?? []).map((b, i) => ({ id: `bug-z${i}`, side: 'enemies', kind: 'bug', name: 'Bug', x: b.x, y: b.y, health: 1, status: 'active', stats: { facing: b.facing, ap: 0, pair: 0 } }));
  const state: BoardingState = { ...started.state, units: [...started.state.units, ...bugs] };
  return { engine: started.engine, state };
}

/** Plays the human turn by ending every activation, so the bug turn starts. */
function toBugTurn(g: ReturnType<typeof game>): BoardingState {
  let state = g.state;
  while (state.turn.side === 'heroes') {
    const next = state.turn.actor ? { type: 'end-activation', side: 'heroes' } : { type: 'activate', side: 'heroes', unit: state.turn.pools.heroes?.remaining[0] ?? '' };
    const result = g.engine.apply(state, next);
    if ('error' in result) throw new Error(result.error.message);
    state = result.state;
  }
  return { ...state, counters: { ...state.counters, cp: 0 } };
}

describe('boarding bugs’ procedure (boarding.md §8)', () => {
  const bugs = createBoardingBugController();

  it('§8.2: activates the bug nearest a trooper first', () => {
    const g = game({ blipsPerTurn: 0, bugs: [{ x: 5, y: 0, facing: 2 }, { x: 5, y: 9, facing: 0 }] });
    const state = toBugTurn(g);
    expect(bugs.decide(g.engine, state)).toEqual({ type: 'activate', side: 'enemies', unit: 'bug-z1' });
  });

  it('§8.3: attacks a trooper in its front square, turns to one at its side, else closes in', () => {
    const h = game({ blipsPerTurn: 0, bugs: [{ x: 5, y: 3, facing: 2 }], troopers: [{ x: 5, y: 4, facing: 0 }] });
    const s = h.engine.apply(toBugTurn(h), { type: 'activate', side: 'enemies', unit: 'bug-z0' });
    if ('error' in s) throw new Error(s.error.message);
    expect(bugs.decide(h.engine, s.state)).toEqual({ type: 'assault', side: 'enemies', unit: 'bug-z0' });
    const side = game({ blipsPerTurn: 0, bugs: [{ x: 5, y: 3, facing: 1 }], troopers: [{ x: 5, y: 4, facing: 1 }] });
    const t = side.engine.apply(toBugTurn(side), { type: 'activate', side: 'enemies', unit: 'bug-z0' });
    if ('error' in t) throw new Error(t.error.message);
    expect(bugs.decide(side.engine, t.state)).toEqual({ type: 'turn', side: 'enemies', unit: 'bug-z0', facing: 2 });
    const far = game({ blipsPerTurn: 0, bugs: [{ x: 5, y: 0, facing: 2 }], troopers: [{ x: 5, y: 6, facing: 1 }] });
    const u = far.engine.apply(toBugTurn(far), { type: 'activate', side: 'enemies', unit: 'bug-z0' });
    if ('error' in u) throw new Error(u.error.message);
    expect(bugs.decide(far.engine, u.state)).toEqual({ type: 'move', side: 'enemies', unit: 'bug-z0', to: { x: 5, y: 1 } });
  });

  it('§8.3 tie-break 1: of two equally cheap plans, the one to the trooper’s rear square, not its front', () => {
    for (const [trooperFacing, x] of [[1, 3], [3, 5]] as const) {
      // The bug faces north in the upper corridor; either way round costs the same AP. Facing east,
      // the trooper's rear is west of it (go round by the west: sidestep west); facing west, the opposite.
      const g = game({ blipsPerTurn: 0, cells: LOOP, bugs: [{ x: 4, y: 1, facing: 0 }], troopers: [{ x: 4, y: 3, facing: trooperFacing }] });
      const s = g.engine.apply(toBugTurn(g), { type: 'activate', side: 'enemies', unit: 'bug-z0' });
      if ('error' in s) throw new Error(s.error.message);
      expect(bugs.decide(g.engine, s.state)).toEqual({ type: 'move', side: 'enemies', unit: 'bug-z0', to: { x, y: 1 } });
    }
  });

  it('plays whole games against the random hero bot without an illegal choice', () => {
    for (const seed of [1, 2, 3]) {
      const g = game({ blipsPerTurn: 2 });
      const result = playGame(g.engine, g.state, { heroes: createRandomBot(seed), enemies: bugs }, { maxActions: 20_000 });
      expect(result.unfinished).toBe(false);
      expect(result.status.kind).not.toBe('playing');
    }
  });
});
