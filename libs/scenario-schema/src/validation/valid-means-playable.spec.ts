// "The game never refuses at start a mission that `npm run validate` accepted": every sample and every valid
// mission of the hostile corpus that loads also starts under its ruleset's setup, and the setup refuses with
// the very checks validation reports (each ruleset's `checkMission`, one source of truth).
import { readdirSync, readFileSync } from 'node:fs';
import { RULESETS, rulesetFor } from '@breachline/engine';
import { loadMission, loadMissionText, type LoadedMission } from '../load-mission';
import { SAMPLE_MISSIONS } from '../samples/sample-missions';

const corpusDir = new URL('../../test-corpus/', import.meta.url);
const corpus = readdirSync(corpusDir).filter((name) => name.endsWith('.mission.json'));

function loaded(result: ReturnType<typeof loadMission>): LoadedMission | undefined {
  return result.ok ? result.value : undefined;
}

const accepted: [string, LoadedMission][] = [
  ...Object.keys(SAMPLE_MISSIONS).map((id): [string, LoadedMission | undefined] => [`sample ${id}`, loaded(loadMission(SAMPLE_MISSIONS[id]))]),
  ...corpus.map((file): [string, LoadedMission | undefined] => [`corpus ${file}`, loaded(loadMissionText(readFileSync(new URL(file, corpusDir), 'utf8')))]),
].filter((entry): entry is [string, LoadedMission] => entry[1] !== undefined);

describe('valid means playable', () => {
  it('checks every sample and at least ten accepted corpus missions', () => {
    expect(accepted.filter(([name]) => name.startsWith('sample')).length).toBe(Object.keys(SAMPLE_MISSIONS).length);
    expect(accepted.filter(([name]) => name.startsWith('corpus')).length).toBeGreaterThanOrEqual(10);
  });

  it.each(accepted)('%s starts under its ruleset when it has one', (_name, mission) => {
    const ruleset = rulesetFor(mission.mission.ruleset);
    if (!ruleset) return expect(['derelict', 'horde', 'infiltration']).toContain(mission.mission.ruleset);
    for (const seed of [1, 2, 3]) {
      const started = ruleset.setup(mission, { seed });
      expect(started.ok ? [] : started.errors).toEqual([]);
    }
  });

  it('the sample first-steps, once refused by the hive rules, is a playable boarding mission', () => {
    const first = loaded(loadMission(SAMPLE_MISSIONS['first-steps']));
    expect(first?.mission.ruleset).toBe('boarding');
    const started = first && RULESETS['boarding']?.setup(first, { seed: 1 });
    expect(started?.ok).toBe(true);
  });
});

describe('the setups refuse with the checks validation makes', () => {
  const sample = (id: string): LoadedMission => {
    const result = loadMission(SAMPLE_MISSIONS[id]);
    if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join(' '));
    return result.value;
  };

  it('boarding: a board without entry points (boarding.md §3.3) is refused, in the words validation uses', () => {
    const purge = sample('boarding-purge');
    const board = { ...purge.board, features: purge.board.features.filter((feature) => feature.type !== 'entry') };
    const refused = RULESETS['boarding']?.setup({ ...purge, board }, { seed: 1 });
    const reasons = RULESETS['boarding']?.checkMission({ ...purge, board }).map((issue) => issue.message);
    expect(reasons).toEqual([expect.stringContaining('at least one entry point')]);
    expect(refused).toEqual({ ok: false, errors: reasons });
  });

  it('boarding: a turn limit of 0.5 is refused, not played as "no limit"', () => {
    const hold = sample('boarding-hold');
    const refused = RULESETS['boarding']?.setup({ ...hold, mission: { ...hold.mission, options: { ...hold.mission.options, turnLimit: 0.5 } } }, { seed: 1 });
    expect(refused).toEqual({ ok: false, errors: ['The option turnLimit must be a whole number of rounds from 1 to 999, not 0.5.'] });
  });

  it('hive: a deck tile of another size (hive.md §6.5, §11 G2) is refused before play, not "cannot be placed" mid-game', () => {
    const hive = sample('hive-destroy-the-hive');
    const big = { id: 'big-hall', cells: ['......', '......', '......', '......', '......', '......'] };
    const exploration = { ...hive.mission.exploration, bounds: { width: 55, height: 55 }, deck: [{ tile: 'big-hall' }] };
    const refused = RULESETS['hive']?.setup({ ...hive, mission: { ...hive.mission, exploration }, tiles: [...hive.tiles, big] }, { seed: 1 });
    expect(refused).toEqual({ ok: false, errors: [expect.stringMatching(/^The tile "big-hall" is 6×6 cells; explored tiles must fill one slot of the tile grid, 5×5/)] });
  });

  it('hive: a mission naming no party is checked with the largest party it allows (meta.heroes.max), as a game may start with it', () => {
    const hive = sample('hive-destroy-the-hive');
    const starts = hive.board.features.filter((feature) => feature.type === 'start');
    const board = { ...hive.board, features: [...hive.board.features.filter((feature) => feature.type !== 'start'), ...starts.slice(0, 4)] };
    const noParty = Object.fromEntries(Object.entries(hive.mission).filter(([key]) => key !== 'party')) as Omit<typeof hive.mission, 'party'>;
    const allowing = (max: number) => ({ ...hive, board, mission: { ...noParty, meta: { ...noParty.meta, heroes: { min: 1, max } } } });
    expect(RULESETS['hive']?.checkMission(allowing(4))).toEqual([]);
    expect(RULESETS['hive']?.setup(allowing(4), { seed: 1 }).ok).toBe(true);
    expect(RULESETS['hive']?.checkMission(allowing(5)).map((issue) => issue.message)).toEqual([expect.stringContaining('4 start square(s) for 5 hero(es)')]);
  });

  it('hive: a party chosen at setup is checked like the mission\'s (each kind a Valkyrie, once)', () => {
    const hive = sample('hive-kill-the-queen');
    const twice = [
      { id: 'a', kind: 'jane', name: 'A' },
      { id: 'b', kind: 'jane', name: 'B' },
    ];
    expect(RULESETS['hive']?.setup(hive, { seed: 1, heroes: twice })).toEqual({ ok: false, errors: [expect.stringContaining('"jane" is chosen twice')] });
  });
});
