import { playRecord, type NotableGame } from '@breachline/ai';
import { RULESETS, rulesVersionOf, stateHash } from '@breachline/engine';
import { decodeSharePayload, loadMission, replayFragment, SAMPLE_MISSIONS, type ReplayDocument } from '@breachline/scenario-schema';
import { recordReplay } from './record-replay';

const loadSample = (id: string) => {
  const loaded = loadMission(SAMPLE_MISSIONS[id]);
  if (!loaded.ok) throw new Error(`${id} should load`);
  return loaded.value;
};

/** Game `index` as the playtest report names it. */
function notableOf(id: string, bot: string, seed: number, index: number): NotableGame {
  const record = playRecord({ mission: loadSample(id), bot, seed }, index);
  return { index, gameSeed: record.gameSeed, botSeed: record.botSeed, rounds: record.rounds, outcome: record.outcome };
}

/** What the game app does with a replay: start the mission with the party and seed, apply every action. */
function replayHash(replay: ReplayDocument): string {
  const loaded = loadMission(replay.mission);
  if (!loaded.ok) throw new Error('the replay’s mission should load');
  const started = RULESETS[loaded.value.mission.ruleset]?.setup(loaded.value, { seed: replay.seed, heroes: replay.heroes });
  if (!started?.ok) throw new Error('the replay should start');
  let state = started.value.state;
  for (const action of replay.actions) {
    const step = started.value.engine.apply(state, action);
    if ('error' in step) throw new Error(step.error.message);
    state = step.state;
  }
  return stateHash(state);
}

describe('recordReplay', () => {
  it.each([
    ['hive-destroy-the-hive', 'random', 3, 2],
    ['boarding-purge', 'heuristic', 1, 0],
  ])('plays game %s (%s bot, seed %i, game %i) again with its actions; replaying them with the named party reaches its hash', (id, bot, seed, index) => {
    const notable = notableOf(id, bot, seed, index);
    const recorded = recordReplay(loadSample(id), { bot, seed }, notable, 'Quickest win');
    if (!recorded.ok) throw new Error(recorded.message);
    const { replay } = recorded;
    expect(replay.seed).toBe(notable.gameSeed);
    expect(replay.rulesVersion).toBe(rulesVersionOf(loadSample(id).mission.ruleset));
    expect(replay.actions.length).toBeGreaterThan(0);
    expect(replay.heroes.length).toBeGreaterThan(0);
    expect(replayHash(replay)).toBe(replay.hash);

    // The link carries the same document, compressed and checksummed.
    const fragment = replayFragment(replay);
    if (!fragment.ok) throw new Error(fragment.message);
    expect(fragment.value).toMatch(/^#r=1\./);
    const decoded = decodeSharePayload(fragment.value.slice('#r='.length));
    expect(decoded.ok && JSON.parse(decoded.value)).toEqual(replay);
  }, 60_000);

  it('refuses when the game does not end as the report said', () => {
    const notable = notableOf('hive-destroy-the-hive', 'random', 3, 2);
    const recorded = recordReplay(loadSample('hive-destroy-the-hive'), { bot: 'random', seed: 3 }, { ...notable, rounds: notable.rounds + 1 }, 'Typical game');
    expect(recorded).toMatchObject({ ok: false, message: expect.stringMatching(/did not play out as the report says/) });
    expect(recordReplay(loadSample('hive-destroy-the-hive'), { bot: 'clairvoyant', seed: 3 }, notable, 'x')).toMatchObject({ ok: false });
  }, 60_000);
});
