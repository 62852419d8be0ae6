import { putEntry } from '../rules/state/keyed';
import type { DoorRecord } from '../rules/doors/door-state';
import type { GameState, Unit } from '../game/game-state';
import { startEcho } from '../testing/echo-ruleset';
import { skirmishBoard } from '../testing/skirmish-fixture';
import { holds } from './conditions';
import type { MissionHooks } from './hooks';
import { compileMissionPlan } from './plan';
import { CONDITION_NAMES, type Condition } from './vocabulary';

/**
 * Every condition of trigger.schema.json, true in one state and false in another (issue 15: no
 * triggers-shaped data ignored). The echo game: medic h1 on start-1 (1, 1), scout h2 on start-2 (1, 2),
 * a warrior e1 at (7, 3) with 4 health; objective o1 open; the party of 2.
 */
const board = skirmishBoard();
const base = (): GameState =>
  structuredClone(startEcho(compileMissionPlan({ triggers: [{ id: 'hp', on: { event: 'unit-damaged', unit: 'warrior' }, do: [{ effect: 'message', text: 'x' }] }], objectives: [{ id: 'o1', label: 'O' }] })).state);
const hooks: MissionHooks = {
  effects: new Set(),
  carrierOf: (state, _board, feature) => (feature === 'core' ? (state.counters['carrier'] === 1 ? 'h1' : null) : undefined),
  // The echo game has no inventory: h2 "holds" a med-kit while the counter says so.
  hasItem: (state, unit, item) => unit === 'h2' && item === 'med-kit' && state.counters['med-kit'] === 1,
  // A vehicle "loader" at (7, 3): piloted by h1 while the counter "pilot" is 1, powered while "power" is 1.
  vehicle: (state, feature) =>
    feature === 'loader' ? { pilot: state.counters['pilot'] === 1 ? 'h1' : null, powered: state.counters['power'] === 1, cell: 3 * board.width + 7 } : undefined,
};
const unit = (state: GameState, id: string) => state.units.find((u) => u.id === id) as Unit & { x: number; y: number; health: number };
const mission = (state: GameState) => state.mission as unknown as Record<string, unknown> & { objectives: { state: string }[]; flags: Record<string, unknown>; campaignFlags: Record<string, unknown> };

type Case = { condition: Condition; when: (s: GameState) => void; unless: (s: GameState) => void; actor?: string };
const none = () => undefined;
const counters = (s: GameState) => s.counters as Record<string, number>;

const CASES: Case[] = [
  { condition: { test: 'all', conditions: [{ test: 'round', op: '=', value: 1 }, { test: 'party-size', op: '=', value: 2 }] }, when: none, unless: (s) => Object.assign(s, { round: 2 }) },
  { condition: { test: 'any', conditions: [{ test: 'round', op: '=', value: 5 }, { test: 'alarm', raised: true }] }, when: (s) => Object.assign(s, { round: 5 }), unless: none },
  { condition: { test: 'not', condition: { test: 'round', op: '>', value: 1 } }, when: none, unless: (s) => Object.assign(s, { round: 2 }) },
  { condition: { test: 'objective', objective: 'o1', state: 'done' }, when: (s) => Object.assign(mission(s).objectives[0] as object, { state: 'done' }), unless: none },
  { condition: { test: 'counter', counter: 'kills', op: '>=', value: 2, scale: 'party-size' }, when: (s) => (counters(s)['kills'] = 4), unless: (s) => (counters(s)['kills'] = 3) },
  { condition: { test: 'count', of: 'enemies', in: { x: 5, y: 3 }, within: 2, op: '=', value: 1 }, when: none, unless: (s) => Object.assign(unit(s, 'e1'), { x: 2, y: 4 }) },
  { condition: { test: 'count', of: 'heroes-on-map', op: '=', value: 2 }, when: none, unless: (s) => Object.assign(unit(s, 'h2'), { x: -1, y: -1 }) },
  { condition: { test: 'door', door: 'door-east', state: 'open' }, when: (s) => putEntry(s.doors as Record<string, DoorRecord>, 'door-east', { state: 'open' }), unless: none },
  { condition: { test: 'feature', feature: 'search-7', state: 'removed' }, when: (s) => (mission(s)['features'] = { 'search-7': 'removed' }), unless: none },
  { condition: { test: 'carrying', feature: 'core' }, actor: 'h1', when: (s) => (counters(s)['carrier'] = 1), unless: none },
  { condition: { test: 'actor', class: 'medic', in: { feature: 'start-1' } }, actor: 'h1', when: none, unless: (s) => Object.assign(unit(s, 'h1'), { x: 2, y: 1 }) },
  { condition: { test: 'all-heroes-in', place: { pick: 'players', from: [{ feature: 'start-1' }, { feature: 'start-2' }] } }, when: none, unless: (s) => Object.assign(unit(s, 'h2'), { x: 3, y: 3 }) },
  { condition: { test: 'unit-health', unit: 'warrior', below: 0.5 }, when: (s) => Object.assign(unit(s, 'e1'), { health: 1 }), unless: (s) => Object.assign(unit(s, 'e1'), { health: 2 }) },
  { condition: { test: 'round', op: '<=', value: 3 }, when: none, unless: (s) => Object.assign(s, { round: 4 }) },
  { condition: { test: 'party-size', op: '>=', value: 2 }, when: none, unless: (s) => (mission(s)['partySize'] = 1) },
  { condition: { test: 'alarm', raised: false }, when: none, unless: (s) => (mission(s)['alarm'] = true) },
  { condition: { test: 'has-item', item: 'med-kit', who: { class: 'scout' } }, when: (s) => (counters(s)['med-kit'] = 1), unless: none },
  { condition: { test: 'has-item', item: 'med-kit' }, actor: 'h2', when: (s) => (counters(s)['med-kit'] = 1), unless: (s) => (counters(s)['med-kit'] = 2) },
  // derelict.md §10.3 ROP18 "Lock and Load": "when not playing a campaign".
  { condition: { test: 'campaign', is: false }, when: none, unless: (s) => (mission(s)['campaign'] = true) },
  { condition: { test: 'campaign', is: true }, when: (s) => (mission(s)['campaign'] = true), unless: none },
  // derelict.md §10.3 CG11 "Win by pin": the Loader has a pilot and power, in the Titan's zone (here: the warrior's cell).
  {
    condition: { test: 'vehicle', feature: 'loader', piloted: true, powered: true, in: { unit: 'warrior' } },
    when: (s) => Object.assign(counters(s), { pilot: 1, power: 1 }),
    unless: (s) => Object.assign(counters(s), { pilot: 1, power: 0 }),
  },
  { condition: { test: 'vehicle', feature: 'loader', piloted: false }, when: none, unless: (s) => (counters(s)['pilot'] = 1) },
  { condition: { test: 'vehicle', feature: 'loader', in: { unit: 'warrior' } }, when: none, unless: (s) => Object.assign(unit(s, 'e1'), { x: 2, y: 4 }) },
  { condition: { test: 'flag', flag: 'met-the-traitor', scope: 'campaign', is: true }, when: (s) => (mission(s).campaignFlags['met-the-traitor'] = true), unless: (s) => (mission(s).flags['met-the-traitor'] = true) },
];

describe('mission conditions: each one of the vocabulary holds or not (issue 15)', () => {
  it('covers the whole condition list', () => {
    expect([...new Set(CASES.map((c) => c.condition.test))].sort()).toEqual([...CONDITION_NAMES].sort());
  });

  it('has-item asks the actor even once it has escaped (a hero leaving the map with the item, infiltration.md §12.2)', () => {
    const state = base();
    (state.counters as Record<string, number>)['med-kit'] = 1;
    Object.assign(unit(state, 'h2'), { status: 'escaped', x: -1, y: -1 });
    expect(holds({ state, board, hooks, actor: 'h2' }, { test: 'has-item', item: 'med-kit' })).toBe(true);
  });

  it.each(CASES.map((c) => [JSON.stringify(c.condition), c] as const))('%s', (_name, c) => {
    const yes = base();
    c.when(yes);
    const no = base();
    c.unless(no);
    const env = (state: GameState) => ({ state, board, hooks, actor: c.actor ?? null });
    expect([holds(env(yes), c.condition), holds(env(no), c.condition)]).toEqual([true, false]);
  });
});
