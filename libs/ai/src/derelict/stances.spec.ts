import { describe, expect, it } from 'vitest';
import type { ActionBase, DerelictState } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { DERELICT_HEURISTICS } from './heuristics';
import { stancePlans, stanceScore, underStance, type StancePlan } from './stances';
import { arrange, stripGame } from './test-strip.spec-helper';

// The search bot's whole-turn stances: the heuristic's scores bent for one survivor in one round.

const zoneId = (engine: AnyEngine, name: string): string => engine.board.zones.find((z) => z.name === name)?.id ?? '';
const move = (engine: AnyEngine, unit: string, zone: string): ActionBase => ({ type: 'move', side: 'heroes', unit, zone: zoneId(engine, zone) }) as ActionBase;
const score = stanceScore(DERELICT_HEURISTICS.score);
const scoreOf = (engine: AnyEngine, view: DerelictState, action: ActionBase): number => score(DERELICT_HEURISTICS.prepare(engine, view as unknown as AnyState), action);
/** An objective in room F, reached from A through B, C, D (or from A through E, then back out). */
const TERMINAL = { id: 'terminal', type: 'objective', x: 7, y: 3, interact: { actions: 1 } };
const ENEMIES = [{ kind: 'jaeger', zone: 'd' as const, count: 2 }];

describe('derelict search stances', () => {
  it('with no stance in force the score is the heuristic’s own', () => {
    const { engine, state } = stripGame(['captain', 'marine'], [TERMINAL]);
    const view = arrange(state, 'marine', { at: { marine: 'b' }, enemies: ENEMIES });
    const step = move(engine, 'marine', 'C');
    expect(scoreOf(engine, view, step)).toBe(DERELICT_HEURISTICS.score(DERELICT_HEURISTICS.prepare(engine, view as unknown as AnyState), step));
  });

  it('hold: the survivor makes no move this activation (ending it rates higher)', () => {
    const { engine, state } = stripGame(['captain', 'marine'], [TERMINAL]);
    const view = arrange(state, 'marine', { at: { marine: 'b' }, enemies: ENEMIES });
    const plan: StancePlan = { unit: 'marine', round: view.round, stance: 'hold' };
    const end = { type: 'end-activation', side: 'heroes' } as ActionBase;
    underStance(plan, () => expect(scoreOf(engine, view, move(engine, 'marine', 'C'))).toBeLessThan(scoreOf(engine, view, end)));
  });

  it('push: a step toward the goal outranks a fight, even toward the enemies', () => {
    const { engine, state } = stripGame(['captain', 'marine'], [TERMINAL]);
    const view = arrange(state, 'marine', { at: { marine: 'b' }, enemies: ENEMIES });
    const plan: StancePlan = { unit: 'marine', round: view.round, stance: 'push' };
    const toward = move(engine, 'marine', 'C');
    const back = move(engine, 'marine', 'A');
    underStance(plan, () => {
      expect(scoreOf(engine, view, toward)).toBeGreaterThanOrEqual(150);
      expect(scoreOf(engine, view, back)).toBeLessThan(150);
    });
  });

  it('a stance binds only its survivor, in its round, and lapses when its run is over', () => {
    const { engine, state } = stripGame(['captain', 'marine'], [TERMINAL]);
    const view = arrange(state, 'marine', { at: { marine: 'b' }, enemies: ENEMIES });
    const step = move(engine, 'marine', 'C');
    const own = scoreOf(engine, view, step);
    underStance({ unit: 'captain', round: view.round, stance: 'hold' }, () => expect(scoreOf(engine, view, step)).toBe(own));
    underStance({ unit: 'marine', round: view.round + 1, stance: 'hold' }, () => expect(scoreOf(engine, view, step)).toBe(own));
    underStance({ unit: 'marine', round: view.round, stance: 'hold' }, () => undefined);
    expect(scoreOf(engine, view, step)).toBe(own);
  });

  it('offers the heuristic’s own turn first, then hold and push; nothing while no threat is on the board', () => {
    const { engine, state } = stripGame(['captain', 'marine'], [TERMINAL]);
    const threatened = arrange(state, 'marine', { enemies: ENEMIES }) as unknown as AnyState;
    expect(stancePlans(engine, threatened, 3).map((p) => p?.stance ?? null)).toEqual([null, 'hold', 'push']);
    const quiet = arrange({ ...state, tokens: state.tokens.filter((t) => t.kind !== 'radar') } as DerelictState, 'marine') as unknown as AnyState;
    expect(stancePlans(engine, quiet, 3)).toEqual([]);
  });
});
