// The trigger words added for the derelict missions (DERELICT-MISSIONS.md "Gaps"): each validates in a derelict
// mission, and each malformed use is refused where it is written. Their play is tested in the engine
// (libs/engine/src/rulesets/derelict/modifiers/*.spec.ts).
import { loadMission } from '../load-mission';
import { SAMPLE_MISSIONS } from './sample-missions';

type Json = Record<string, unknown>;

const BASE = 'derelict-cg00-noisy-neighbours';
const start = { event: 'mission-start' };

/** CG00 with one more trigger (and any top-level fields). */
function withTrigger(effects: object[], extra: Json = {}, on: object = start) {
  const document = structuredClone(SAMPLE_MISSIONS[BASE]) as Json & { triggers?: object[] };
  document.triggers = [...(document.triggers ?? []), { id: 'probe', on, do: effects }];
  return loadMission({ ...document, ...extra });
}

const issuesOf = (loaded: ReturnType<typeof loadMission>) => (loaded.ok ? (loaded.value.warnings ?? []).map((w) => `${w.path} ${w.message}`) : loaded.issues.map((i) => `${i.path} ${i.message}`));
const probePath = () => `/triggers/${((SAMPLE_MISSIONS[BASE] as { triggers?: unknown[] }).triggers ?? []).length}/do/0`;

describe('derelict vocabulary gaps: the new words validate', () => {
  it.each([
    ['G1 a Resolve test for the actor', [{ effect: 'resolve-test', who: 'actor' }]],
    ['G1 a Resolve test for every hero in a place', [{ effect: 'resolve-test', who: { in: { feature: 'lab-switch' } } }]],
    ['G2 a lure toward the actor', [{ effect: 'lure', toward: 'actor' }]],
    ['G2 a lure toward a random hero', [{ effect: 'lure', toward: 'random-hero' }]],
    ['G6 a choice of two items, the other to a survivor beside', [{ effect: 'give', choose: ['shotgun', 'assault-rifle'], to: 'actor', rest: 'heroes-with-actor' }]],
    ['G6 the plain give still validates', [{ effect: 'give', item: 'med-kit', to: 'actor' }]],
    ['G13 the jammer and the spray set in play', [{ effect: 'set-option', option: 'solomonEffects', value: false }, { effect: 'set-option', option: 'maskingSpray', value: true }]],
    ['G18 a boss guarded by the enemies beside him', [{ effect: 'unit-flag', flag: 'guarded', unit: 'preacher' }]],
    ['G17 a boss spawned with health by party size', [{ effect: 'spawn', at: { feature: 'lab-switch' }, units: [{ unit: 'preacher', health: [20, 25, 30] }] }]],
  ])('%s', (_name, effects) => {
    expect(issuesOf(withTrigger(effects))).toEqual([]);
  });
});

describe('derelict vocabulary gaps: G6 draw and keep from a deck the mission declares', () => {
  const decks = [{ id: 'events', base: 'events' }, { id: 'items', base: 'items' }];
  it('draw 2 keep 1 each, Noise drawn again, validates', () => {
    expect(issuesOf(withTrigger([{ effect: 'give', to: 'heroes-with-actor', deck: 'items', draw: 2, keep: 1, redraw: 'noise' }], { decks }))).toEqual([]);
  });
  it('a deck the mission does not declare is refused at the deck', () => {
    const loaded = withTrigger([{ effect: 'give', to: 'actor', deck: 'cache', draw: 2, keep: 1 }], { decks });
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual([`${probePath()}/deck`]);
  });
});

describe('derelict vocabulary gaps: malformed words are refused at the effect', () => {
  it.each([
    ['G1 a Resolve test of nobody', { effect: 'resolve-test' }],
    ['G1 a Resolve test with a count', { effect: 'resolve-test', who: 'actor', count: 2 }],
    ['G2 a lure toward nobody', { effect: 'lure' }],
    ['G2 a lure toward a place (it names heroes)', { effect: 'lure', toward: { x: 1, y: 1 } }],
    ['G6 a give of nothing', { effect: 'give', to: 'actor' }],
    ['G6 a choice of one item', { effect: 'give', choose: ['shotgun'] }],
    ['G6 the rest without a choice', { effect: 'give', item: 'shotgun', rest: 'all-heroes' }],
    ['G6 a draw without what is kept', { effect: 'give', deck: 'items', draw: 2 }],
    ['G6 a draw without its deck', { effect: 'give', draw: 2, keep: 1 }],
    ['G18 a flag of its own', { effect: 'unit-flag', flag: 'shielded', unit: 'preacher' }],
    ['G17 spawn health of 0', { effect: 'spawn', at: { feature: 'lab-switch' }, units: [{ unit: 'preacher', health: [0] }] }],
    ['G17 spawn health as one number, not a list', { effect: 'spawn', at: { feature: 'lab-switch' }, units: [{ unit: 'preacher', health: 20 }] }],
  ])('%s', (_name, effect) => {
    const loaded = withTrigger([effect]);
    expect(loaded.ok).toBe(false);
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual(expect.arrayContaining([expect.stringContaining(probePath())]));
  });
});

describe('derelict vocabulary gaps: G3 a feature\'s "burden"', () => {
  /** CG00 with one more carryable feature carrying `burden`. */
  const withBurden = (burden: object) => {
    const document = structuredClone(SAMPLE_MISSIONS[BASE]) as Json & { features: object[] };
    document.features = [...document.features, { id: 'crate', type: 'objective', x: 1, y: 1, carryable: true, burden }];
    return { loaded: loadMission(document), path: `/features/${document.features.length - 1}/burden` };
  };

  it('a burden with every field validates', () => {
    expect(issuesOf(withBurden({ noDualWield: true, maxZonesPerTurn: 2, group: 'crew', groupLimit: 1 }).loaded)).toEqual([]);
  });

  it.each([
    ['a group limit without its group', { groupLimit: 1 }],
    ['no zones a turn', { maxZonesPerTurn: 0 }],
    ['a field of its own', { heavy: true }],
  ])('%s is refused at the burden', (_name, burden) => {
    const { loaded, path } = withBurden(burden);
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual(expect.arrayContaining([expect.stringContaining(path)]));
  });
});

describe('derelict vocabulary gaps: G7 the "has-item" condition', () => {
  const withCondition = (condition: object) => {
    const document = structuredClone(SAMPLE_MISSIONS[BASE]) as Json & { triggers?: object[] };
    document.triggers = [...(document.triggers ?? []), { id: 'probe', on: start, if: condition, do: [{ effect: 'take', item: 'med-kit', from: 'actor' }] }];
    return loadMission(document);
  };

  it.each([
    ['the actor holds a Med Kit', { test: 'has-item', item: 'med-kit' }],
    ['every Medic: any of them holds one', { test: 'has-item', item: 'med-kit', who: { class: 'medic' } }],
    ['inside a "not"', { test: 'not', condition: { test: 'has-item', item: 'med-kit' } }],
  ])('%s validates', (_name, condition) => {
    expect(issuesOf(withCondition(condition))).toEqual([]);
  });

  it.each([
    ['no item', { test: 'has-item' }],
    ['an item id with a space', { test: 'has-item', item: 'med kit' }],
  ])('%s is refused at the condition', (_name, condition) => {
    const loaded = withCondition(condition);
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual(expect.arrayContaining([expect.stringContaining(probePath().replace('/do/0', '/if'))]));
  });
});

describe('derelict vocabulary gaps: G4 the option "lifeSupportFailureDamage"', () => {
  const withOptions = (options: Json) => loadMission({ ...(structuredClone(SAMPLE_MISSIONS[BASE]) as Json), options });

  it('2 validates (CG04 sets it)', () => {
    expect(issuesOf(withOptions({ lifeSupportFailureDamage: 2 }))).toEqual([]);
  });

  it.each([[0], [4], [1.5], ['2']])('%j is refused at the option', (value) => {
    const loaded = withOptions({ lifeSupportFailureDamage: value });
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual(expect.arrayContaining([expect.stringContaining('/options')]));
  });
});

describe('derelict vocabulary gaps: G13 the options "solomonEffects" and "maskingSpray"', () => {
  const withOptions = (options: Json) => loadMission({ ...(structuredClone(SAMPLE_MISSIONS[BASE]) as Json), options });

  it('booleans validate', () => {
    expect(issuesOf(withOptions({ solomonEffects: false, maskingSpray: true }))).toEqual([]);
  });

  it.each([[{ solomonEffects: 'off' }], [{ maskingSpray: 1 }]])('%j is refused at the option', (options) => {
    const loaded = withOptions(options);
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual(expect.arrayContaining([expect.stringContaining('/options')]));
  });
});
