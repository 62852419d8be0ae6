import { describe, expect, it } from 'vitest';
import type { ActionBase, DerelictState } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { DERELICT_HEURISTICS } from './heuristics';
import { goalZones, missionOf } from './goals';
import { arrange, stripGame } from './test-strip.spec-helper';

// Places the mission's public text sends the survivors to (rules: derelict/mission-places.ts): a place the
// win asks every survivor to stand in (ROP18's cell), a place whose sight sets a trigger off (ROP19's altars).

const zoneId = (engine: AnyEngine, name: string): string => engine.board.zones.find((z) => z.name === name)?.id ?? '';
const zoneNames = (engine: AnyEngine, zones: readonly number[]): string[] => zones.map((z) => engine.board.zones[z]?.name ?? '?').sort();
const unit = (view: DerelictState, id: string) => view.units.find((u) => u.id === id) as never;
const bestAction = (engine: AnyEngine, view: DerelictState): ActionBase => {
  const context = DERELICT_HEURISTICS.prepare(engine, view as unknown as AnyState);
  const scored = engine.legalActions(view as unknown as AnyState).map((a) => ({ a, s: DERELICT_HEURISTICS.score(context, a) }));
  return scored.reduce((best, next) => (next.s > best.s ? next : best)).a;
};

/** ROP18-like: every survivor in the cell (room F) wins; a switch in room E is a job too. */
const CELL_FEATURE = { id: 'the-cell', type: 'objective', x: 5, y: 3 };
const GATHER = [{ id: 'free-them', on: { event: 'enter', place: { feature: 'the-cell' } }, if: { test: 'all-heroes-in', place: { feature: 'the-cell' } }, do: [{ effect: 'win' }] }];
/** ROP19-like: seeing the altar in room F calls the boss out. */
const ALTAR = { id: 'altar', type: 'objective', x: 5, y: 3 };
const CALL_OUT = [{ id: 'he-is-ready', on: { event: 'see', place: { feature: 'altar' } }, do: [{ effect: 'flag', flag: 'revealed' }] }];

describe('derelict survivors: places the mission asks for', () => {
  it('ROP18: with the cell open, a weak-kitted survivor walks to the cell rather than searching or hunting radar', () => {
    const radar = { id: 'radar-e', type: 'radar', x: 1, y: 3, pool: 'geps' };
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [CELL_FEATURE, radar], [], GATHER);
    expect(missionOf(engine).features.find((f) => f.id === 'the-cell')?.gather).toBe(true);
    const view = arrange(state, 'marine', { at: { marine: 'c', captain: 'c', medic: 'c' } });
    const goals = goalZones(engine.board, view, missionOf(engine), unit(view, 'marine'));
    expect(goals).toMatchObject({ hunting: false, gathering: true });
    expect(zoneNames(engine, goals.zones)).toEqual(['F']);
    expect(bestAction(engine, view)).toMatchObject({ type: 'move', zone: zoneId(engine, 'D') });
  });

  it('ROP19: with nothing left to hunt, the survivors head for the altar they have not looked at, not stand idle', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [ALTAR], [], CALL_OUT);
    const view = arrange(state, 'marine', { at: { marine: 'a', captain: 'a', medic: 'a' } });
    const goals = goalZones(engine.board, view, missionOf(engine), unit(view, 'marine'));
    expect(goals.hunting).toBe(false);
    expect(zoneNames(engine, goals.zones)).toEqual(['F']);
    // Standing at the altar, it is no goal any more: nothing draws the actor back and forth on one spot.
    const there = arrange(state, 'marine', { at: { marine: 'f' } });
    expect(goalZones(engine.board, there, missionOf(engine), unit(there, 'marine')).zones).toEqual([]);
  });

  it('derelict.md §7.13: a crew member dropped where its carrier fell (ext.featureCells, public) is fetched from there, not from its first place', () => {
    const crew = { id: 'crew', type: 'objective', x: 1, y: 3, carryable: true };
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [crew]);
    const base = arrange(state, 'marine', { at: { marine: 'a', captain: 'a', medic: 'a' } });
    expect(zoneNames(engine, goalZones(engine.board, base, missionOf(engine), unit(base, 'marine')).zones)).toEqual(['E']);
    const dropped = { ...base, ext: { ...base.ext, featureCells: [['crew', 6 + 3 * engine.board.width] as const] } } as DerelictState;
    expect(zoneNames(engine, goalZones(engine.board, dropped, missionOf(engine), unit(dropped, 'marine')).zones)).toEqual(['F']);
  });
});
