import { describe, expect, it } from 'vitest';
import { BLIP, BLIP_POOL_DECK, compileBoard, createBoardingGame, seedRng, stateHash, type BoardingState } from '@breachline/engine';
import type { AnyEngine } from '../bots/controller';
import { determinise } from '../bots/determinise';
import { createSearchBot } from '../bots/search-bot';
import { createHeuristicBot } from '../bots/heuristic-bot';
import { createBoardingBugController } from './bug-procedure';

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

/** Positions where the troopers are to act with at least two hidden blips of different counts, in play order. */
function positionsWithHiddenBlips(count: number): { engine: AnyEngine; states: BoardingState[] } {
  const built = compileBoard({
    tiles: [{ id: 'cross', cells: CROSS }],
    layout: [{ tile: 'cross', x: 0, y: 0, rotation: 0 }],
    features: [
      { type: 'start', x: 5, y: 4 },
      { type: 'start', x: 5, y: 6 },
      { type: 'entry', x: 5, y: 0 },
      { type: 'entry', x: 0, y: 5 },
      { type: 'entry', x: 10, y: 5 },
      { type: 'entry', x: 5, y: 10 },
    ],
  });
  if (!built.ok) throw new Error('board');
  const { engine, state: start } = createBoardingGame(built.value, {
    missionId: 'cross',
    seed: 11,
    options: { blipsPerTurn: 4 },
    squad: [{ id: 't0', kind: 'gunner', name: 'T0' }, { id: 't1', kind: 'sergeant', name: 'T1' }],
    facings: { '5,4': 0, '5,6': 2 },
  });
  const heroes = createHeuristicBot(1);
  const bugs = createBoardingBugController();
  const states: BoardingState[] = [];
  let state = start;
  for (let i = 0; i < 5000 && states.length < count; i++) {
    const counts = new Set(state.tokens.filter((t) => t.kind === BLIP).map((t) => JSON.stringify(t.contents)));
    if (engine.sideToAct(state) === 'heroes' && state.turn.actor !== null && counts.size >= 2) states.push(state);
    const side = engine.sideToAct(state);
    if (side === null || state.status.kind !== 'playing') break;
    const result = engine.apply(state, (side === 'heroes' ? heroes : bugs).decide(engine, state) as never);
    if ('error' in result) throw new Error(result.error.message);
    state = result.state;
  }
  if (states.length === 0) throw new Error('No position with hidden blips of different counts was reached.');
  return { engine, states };
}

function gameWithHiddenBlips(): { engine: AnyEngine; state: BoardingState } {
  const { engine, states } = positionsWithHiddenBlips(1);
  return { engine, state: states[0] as BoardingState };
}

/** The same position with the hidden bug counts dealt the other way round (blips and pile). */
function swapHidden(state: BoardingState): BoardingState {
  const blips = state.tokens.filter((t) => t.kind === BLIP);
  const contents = blips.map((t) => t.contents).reverse();
  const pile = state.decks[BLIP_POOL_DECK]?.drawPile ?? [];
  return {
    ...state,
    tokens: state.tokens.map((t) => (t.kind === BLIP ? { ...t, contents: contents[blips.indexOf(t)] ?? t.contents } : t)),
    decks: { ...state.decks, [BLIP_POOL_DECK]: { ...(state.decks[BLIP_POOL_DECK] as BoardingState['decks'][string]), drawPile: [...pile].reverse() } },
  };
}

describe('determinisation for the boarding search bot (hidden stays hidden)', () => {
  it('a world never keeps which blip holds which count: the same sample from positions that differ only in hidden counts', () => {
    const { state } = gameWithHiddenBlips();
    const other = swapHidden(state);
    expect(stateHash(other)).not.toBe(stateHash(state));
    expect(stateHash(determinise(other, seedRng(5)))).toBe(stateHash(determinise(state, seedRng(5))));
  });

  it('a world deals the blips and the pile from the multiset the troopers can infer (pool minus revealed counts)', () => {
    const { state } = gameWithHiddenBlips();
    const hidden = (s: BoardingState) =>
      [...s.tokens.filter((t) => t.kind === BLIP).map((t) => String((t.contents as { bugs: number }).bugs)), ...(s.decks[BLIP_POOL_DECK]?.drawPile ?? [])].sort();
    const worlds = [1, 2, 3, 4].map((seed) => determinise(state, seedRng(seed)) as BoardingState);
    for (const world of worlds) expect(hidden(world)).toEqual(hidden(state));
    const firstBlip = (s: BoardingState) => JSON.stringify(s.tokens.find((t) => t.kind === BLIP)?.contents);
    expect(new Set(worlds.map(firstBlip)).size).toBeGreaterThan(1);
  });

  it('the search bot (same seed) decides the same in positions that differ only in hidden information', () => {
    const { engine, states } = positionsWithHiddenBlips(12);
    for (const state of states) {
      const other = swapHidden(state);
      expect(createSearchBot(9).decide(engine, other)).toEqual(createSearchBot(9).decide(engine, state));
    }
    // 24 full searches: ~2 s alone, over 5 s on a busy 2-core machine. Not a speed check, so a roomy limit.
  }, 60_000);
});
