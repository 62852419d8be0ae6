// The last trigger words the derelict missions needed (DERELICT-MISSIONS.md "Gaps" G8, G9, G11, G12, G16): each
// validates in a derelict mission, and each malformed use is refused where it is written. Their play is tested in
// the engine (libs/engine/src/rulesets/derelict/modifiers/last-gaps.spec.ts, mission/*.spec.ts).
import { loadMission } from '../load-mission';
import { SAMPLE_MISSIONS } from './sample-missions';

type Json = Record<string, unknown>;

const BASE = 'derelict-cg00-noisy-neighbours';
const LOADER = { id: 'exo-loader', type: 'vehicle', x: 1, y: 1 };

/** CG00 with one more trigger, the Exo Loader, and any top-level fields. */
function probe(trigger: Json, extra: Json = {}) {
  const document = structuredClone(SAMPLE_MISSIONS[BASE]) as Json & { triggers: object[]; features: object[] };
  document.features = [...document.features, LOADER];
  document.triggers = [...document.triggers, { id: 'probe', on: { event: 'mission-start' }, ...trigger }];
  return { loaded: loadMission({ ...document, ...extra }), at: `/triggers/${document.triggers.length - 1}` };
}

const issuesOf = (loaded: ReturnType<typeof loadMission>) =>
  loaded.ok ? (loaded.value.warnings ?? []).map((w) => `${w.path} ${w.message}`) : loaded.issues.map((i) => `${i.path} ${i.message}`);
const STARTING = { decks: [{ id: 'starting-items', base: 'starting-items' }] };

describe('derelict vocabulary gaps G8–G16: the new words validate', () => {
  it.each([
    ['G16 ROP18: swap the Pistol for the Shotgun when not in a campaign', { if: { test: 'campaign', is: false }, do: [{ effect: 'deck', deck: 'starting-items', remove: { card: 'pistol' }, add: [{ card: 'shotgun' }] }] }, STARTING],
    ['G8 CG11: a survivor the players choose starts in the Loader, its pilot takes a cell', { do: [{ effect: 'pilot', vehicle: 'exo-loader', who: { pick: 'players', from: ['all-heroes'] } }, { effect: 'give', item: 'power-cell', to: { piloting: 'exo-loader' } }] }, {}],
    ['G8 CG11: win by pin (piloted, powered, in the Titan\'s zone)', { if: { test: 'vehicle', feature: 'exo-loader', piloted: true, powered: true, in: { unit: 'titan' } }, do: [{ effect: 'win' }] }, {}],
    ['G9 CG11: a permanent noise at the Titan that follows it', { do: [{ effect: 'noise', at: { unit: 'titan' }, level: 5, permanent: true, follows: 'titan' }] }, {}],
    ['G11 CG07: an unhealable body wound', { do: [{ effect: 'injure', who: 'random-hero', location: 'body', unhealable: true }] }, {}],
  ])('%s', (_name, trigger, extra) => {
    expect(issuesOf(probe(trigger, extra).loaded)).toEqual([]);
  });

  it('G12 CG11: a pool drawn from another (the Titan and 2 at random)', () => {
    const document = structuredClone(SAMPLE_MISSIONS[BASE]) as Json & { enemyPools: object[]; features: Json[] };
    document.enemyPools = [...document.enemyPools, { id: 'mystery', use: 'radar', from: 'geps', include: ['swarmer'], fill: 1 }];
    document.features = document.features.map((f) => (f['id'] === 'radar-store' ? { ...f, pool: 'mystery' } : f));
    expect(issuesOf(loadMission(document))).toEqual([]);
  });
});

describe('derelict vocabulary gaps G8–G16: malformed words are refused where they are written', () => {
  it.each([
    ['G16 a campaign test without its answer', { if: { test: 'campaign' }, do: [{ effect: 'message', text: 'x' }] }, '/if'],
    ['G16 a campaign test answered with a word', { if: { test: 'campaign', is: 'no' }, do: [{ effect: 'message', text: 'x' }] }, '/if'],
    ['G16 a deck adding nothing', { do: [{ effect: 'deck', deck: 'starting-items', add: [] }] }, '/do/0'],
    ['G8 a pilot of nobody', { do: [{ effect: 'pilot', vehicle: 'exo-loader' }] }, '/do/0'],
    ['G8 a pilot of a vehicle the mission does not have', { do: [{ effect: 'pilot', vehicle: 'shuttle', who: 'actor' }] }, '/do/0/vehicle'],
    ['G8 the pilot of a vehicle the mission does not have', { do: [{ effect: 'give', item: 'power-cell', to: { piloting: 'shuttle' } }] }, '/do/0/to/piloting'],
    ['G8 a vehicle test of a made-up part', { if: { test: 'vehicle', feature: 'exo-loader', fuelled: true }, do: [{ effect: 'win' }] }, '/if'],
    ['G9 a place at an enemy derelict does not know', { do: [{ effect: 'noise', at: { unit: 'dragon' }, level: 2 }] }, '/do/0/at/unit'],
    ['G9 a noise following nothing the mission has', { do: [{ effect: 'noise', at: 'actor', level: 2, permanent: true, follows: 'ghost' }] }, '/do/0/follows'],
    ['G11 an injury at the arm', { do: [{ effect: 'injure', who: 'actor', location: 'arm' }] }, '/do/0'],
  ])('%s', (_name, trigger, where) => {
    const { loaded, at } = probe(trigger, STARTING);
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual(expect.arrayContaining([expect.stringContaining(`${at}${where}`)]));
  });

  it.each([
    ['G12 include without the pool it draws from', { id: 'mystery', use: 'radar', include: ['titan'] }, '/enemyPools/1'],
    ['G12 a negative fill', { id: 'mystery', use: 'radar', from: 'geps', fill: -1 }, '/enemyPools/1/fill'],
  ])('%s', (_name, pool, where) => {
    const document = structuredClone(SAMPLE_MISSIONS[BASE]) as Json & { enemyPools: object[] };
    document.enemyPools = [...document.enemyPools, pool];
    const loaded = loadMission(document);
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual(expect.arrayContaining([expect.stringContaining(where)]));
  });
});
