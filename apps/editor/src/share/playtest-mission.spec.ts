import { rulesetFor } from '@breachline/engine';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { partySizes, playtestMission } from './playtest-mission';

type WithParty = { party?: { kind: string }[]; meta: { heroes: { min: number; max: number } } };

describe('the Playtest party', () => {
  it("starts a mission without a suggested party with its maximum party, not its minimum, and still validates", () => {
    const { party: _none, ...hive } = SAMPLE_MISSIONS['hive-destroy-the-hive'] as WithParty;
    const roster = rulesetFor('hive')?.roster;
    const sent = playtestMission(hive) as WithParty;
    expect(hive.meta.heroes.max).toBeGreaterThan(hive.meta.heroes.min);
    expect(sent.party).toHaveLength(Math.min(hive.meta.heroes.max, roster?.length ?? 0));
    expect(loadMission(sent).ok).toBe(true);
  });

  it("keeps the mission's own suggested party", () => {
    const mission = { ...(SAMPLE_MISSIONS['hive-destroy-the-hive'] as object), party: [{ id: 'jane', kind: 'jane', name: 'Jane' }] };
    expect(playtestMission(mission)).toBe(mission);
  });

  it('puts required hero classes in the party first', () => {
    const roster = rulesetFor('hive')?.roster ?? [];
    const last = roster.at(-1)?.kind ?? '';
    const mission = { ruleset: 'hive', meta: { heroes: { min: 1, max: 1, required: [last] } } };
    expect((playtestMission(mission) as WithParty).party?.map((h) => h.kind)).toEqual([last]);
  });
});

describe('the Playtest party the author picks', () => {
  it('offers the sizes the mission allows, and builds a party of the size picked, suggested heroes first', () => {
    const mission = SAMPLE_MISSIONS['hive-destroy-the-hive'] as WithParty;
    expect(partySizes(mission)).toEqual([1, 2, 3, 4, 5, 6]);
    const two = playtestMission(mission, 2) as WithParty;
    expect(two.party?.map((h) => h.kind)).toEqual(mission.party?.slice(0, 2).map((h) => h.kind));
    expect(loadMission(two).ok).toBe(true);
    expect(partySizes({ ruleset: 'hive', meta: { heroes: { min: 3, max: 2 } } })).toEqual([]);
  });
});
