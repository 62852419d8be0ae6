import { describe, expect, it } from 'vitest';
import type { ActionBase, DerelictState } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { DERELICT_HEURISTICS } from './heuristics';
import { goalZones, missionOf } from './goals';
import { arrange, stripGame } from './test-strip.spec-helper';

// derelict.md §10.3 CG10 "Let's get this open", ROP17 "Time to smash!": terminals with health are what the mission
// waits for; the survivors go to them and smash them (rules: derelict/feature-smash.ts).

const zoneId = (engine: AnyEngine, name: string): string => engine.board.zones.find((z) => z.name === name)?.id ?? '';
const zoneNames = (engine: AnyEngine, zones: readonly number[]): string[] => zones.map((z) => engine.board.zones[z]?.name ?? '?').sort();
const unit = (view: DerelictState, id: string) => view.units.find((u) => u.id === id) as never;
const bestAction = (engine: AnyEngine, view: DerelictState): ActionBase => {
  const context = DERELICT_HEURISTICS.prepare(engine, view as unknown as AnyState);
  const scored = engine.legalActions(view as unknown as AnyState).map((a) => ({ a, s: DERELICT_HEURISTICS.score(context, a) }));
  return scored.reduce((best, next) => (next.s > best.s ? next : best)).a;
};

const TERMINAL = { id: 'terminal-1', type: 'terminal', x: 4, y: 0, color: 'red', health: 2 };
const OPEN = [{ id: 'lets-get-this-open-1', on: { event: 'destroyed', feature: 'terminal-1' }, do: [{ effect: 'add', counter: 'terminals-destroyed', value: 1 }], once: true }];

describe('derelict survivors: features the mission wants destroyed (CG10, ROP17)', () => {
  it('a terminal with health standing is the goal: from A the survivor steps toward it in C', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [TERMINAL], [], OPEN);
    const view = arrange(state, 'marine', { at: { marine: 'a', captain: 'a', medic: 'a' } });
    const goals = goalZones(engine.board, view, missionOf(engine), unit(view, 'marine'));
    expect(goals.hunting).toBe(false);
    expect(zoneNames(engine, goals.zones)).toEqual(['C']);
    expect(bestAction(engine, view)).toMatchObject({ type: 'move', zone: zoneId(engine, 'B') });
  });

  it('in the terminal\'s zone the survivor smashes it; once destroyed it is no goal any more', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [TERMINAL], [], OPEN);
    const view = arrange(state, 'marine', { at: { marine: 'c', captain: 'a', medic: 'a' } });
    expect(bestAction(engine, view)).toMatchObject({ type: 'smash-feature', feature: 'terminal-1' });
    const destroyed = { ...view, ext: { ...view.ext, removed: [...view.ext.removed, 'terminal-1'] } } as DerelictState;
    expect(goalZones(engine.board, destroyed, missionOf(engine), unit(destroyed, 'marine')).zones).not.toContain(engine.board.zones.findIndex((z) => z.name === 'C'));
  });
});
