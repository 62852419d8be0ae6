// infiltration.md §12.3: generated raids are missions like any other, and a mission file can name a raid.
import { generateInfiltrationRaid, INFILTRATION_RAID_FACTIONS, INFILTRATION_RAID_MAPS, INFILTRATION_RAID_OBJECTIVES } from '@breachline/engine';
import { describe, expect, it } from 'vitest';
import { loadMission, loadMissionText } from '../load-mission';

const NAMED = { format: 'breachline-mission', schemaVersion: 1, id: 'my-raid', ruleset: 'infiltration' };

describe('infiltration.md §12.3 raids through the mission loader', () => {
  it('every card combination the generator accepts loads as a valid mission', () => {
    const playable = INFILTRATION_RAID_OBJECTIVES.filter((o) => !o.unsupported);
    let combinations = 0;
    for (const map of INFILTRATION_RAID_MAPS)
      for (const faction of INFILTRATION_RAID_FACTIONS)
        for (const objective of playable) {
          const result = loadMission(generateInfiltrationRaid({ map: map.id, faction: faction.id, objective: objective.id }));
          expect(result.ok ? [] : result.issues, `${map.id} ${faction.id} ${objective.id}`).toEqual([]);
          combinations++;
        }
    expect(combinations).toBe(INFILTRATION_RAID_MAPS.length * INFILTRATION_RAID_FACTIONS.length * INFILTRATION_RAID_OBJECTIVES.length);
    expect(INFILTRATION_RAID_OBJECTIVES).toHaveLength(4);
  });

  it('a mission file naming a raid expands to the generated mission, keeping its own id and options', () => {
    const result = loadMission({ ...NAMED, raid: { map: 'castle-wing', faction: 'laboratory', objective: 'recon' }, options: { postAlarmRounds: 4 } });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.mission.id).toBe('my-raid');
    expect(result.value.mission.options).toEqual({ preAlarmRounds: 7, postAlarmRounds: 4, faction: 'laboratory' });
    expect(result.value.board.features.filter((f) => f.type === 'objective')).toHaveLength(4);
    const generated = generateInfiltrationRaid({ map: 'castle-wing', faction: 'laboratory', objective: 'recon' });
    expect(result.value.mission.triggers).toEqual(generated['triggers']);
  });

  it('a raid named by its seed expands to that seed\'s mission', () => {
    const result = loadMission({ ...NAMED, raid: { seed: 5 } });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.mission.layout).toEqual(generateInfiltrationRaid({ seed: 5 })['layout']);
  });

  it('an unknown card is a clear error naming it, at its place in the file', () => {
    const text = JSON.stringify({ ...NAMED, raid: { map: 'castle-wing', faction: 'pirates', objective: 'recon' } }, null, 2);
    const result = loadMissionText(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({ path: '/raid/faction', message: expect.stringMatching(/Unknown raid faction card "pirates".*garrison, laboratory/) });
    expect(result.issues[0]?.line).toBeGreaterThan(1);
  });

  it('a raid outside infiltration and a malformed raid are refused; every objective card loads (§12.3)', () => {
    const escort = loadMission({ ...NAMED, raid: { map: 'castle-wing', faction: 'garrison', objective: 'escort' } });
    expect(escort.ok ? [] : escort.issues).toEqual([]);
    const boarding = loadMission({ ...NAMED, ruleset: 'boarding', raid: { seed: 1 } });
    expect(boarding.ok ? [] : boarding.issues).toEqual([expect.objectContaining({ path: '/raid', message: expect.stringMatching(/Only infiltration/) })]);
    const missing = loadMission({ ...NAMED, raid: { map: 'castle-wing', objective: 'recon' } });
    expect(missing.ok ? [] : missing.issues).toEqual([expect.objectContaining({ path: '/raid/faction' })]);
  });
});

describe('infiltration.md §12.3 generated raid samples', () => {
  it.each([
    ['infiltration-raid-castle-wing-cellars-garrison-recon', { map: 'castle-wing-cellars', faction: 'garrison', objective: 'recon' }],
    ['infiltration-raid-east-passage-drain-laboratory-recon', { map: 'east-passage-drain', faction: 'laboratory', objective: 'recon' }],
    ['infiltration-raid-east-passage-garrison-dossier', { map: 'east-passage', faction: 'garrison', objective: 'dossier' }],
    ['infiltration-raid-east-passage-honour-guard-demolition', { map: 'east-passage', faction: 'honour-guard', objective: 'demolition' }],
    ['infiltration-raid-east-passage-drain-aether-works-escort', { map: 'east-passage-drain', faction: 'aether-works', objective: 'escort' }],
  ])('%s is exactly the generator\'s output for its cards', async (id, cards) => {
    const sample: unknown = (await import(`../samples/${id}.mission.json`)).default;
    expect(sample).toEqual(generateInfiltrationRaid(cards));
  });
});
