import { INFILTRATION_RAID_FACTIONS, INFILTRATION_RAID_MAPS, INFILTRATION_RAID_OBJECTIVES } from '@breachline/engine';
import { loadMission } from '@breachline/scenario-schema';
import { openMission } from '../app/open-mission';
import { playtestMission } from '../share/playtest-mission';
import { anotherSeed, cardsOfRaid, expandedRaid, newRaidMission, RAID_DECKS, raidOf, withRaid } from './raid-documents';

describe('a raid in the editor (infiltration.md §12.3)', () => {
  it('offers every card the generator exports, objectives the rules cannot play marked with the reason', () => {
    expect(RAID_DECKS.maps.map((m) => m.id)).toEqual(INFILTRATION_RAID_MAPS.map((m) => m.id));
    expect(RAID_DECKS.factions.map((f) => f.id)).toEqual(INFILTRATION_RAID_FACTIONS.map((f) => f.id));
    expect(RAID_DECKS.objectives.map((o) => o.id)).toEqual(INFILTRATION_RAID_OBJECTIVES.map((o) => o.id));
    const recon = RAID_DECKS.objectives.find((o) => o.id === 'recon');
    expect(recon?.unsupported).toBeUndefined();
    for (const objective of INFILTRATION_RAID_OBJECTIVES) expect(RAID_DECKS.objectives.find((o) => o.id === objective.id)?.unsupported).toBe(objective.unsupported);
  });

  it('a new raid names a seed and opens as the generated map: valid, with tiles, doors and features', () => {
    const opened = openMission(newRaidMission(7));
    expect(opened.issues).toEqual([]);
    expect(opened.preview?.placements.length).toBeGreaterThan(0);
    expect(opened.preview?.doors.length).toBeGreaterThan(0);
    expect(raidOf(opened.mission)).toBeUndefined(); // what was checked is the expansion
  });

  it('the cards a seed draws are the ones the generated mission is made of', () => {
    const cards = cardsOfRaid(raidOf(newRaidMission(11)));
    const loaded = loadMission(newRaidMission(11));
    expect(loaded.ok && loaded.value.mission.id).toBe(`infiltration-raid-${cards?.map}-${cards?.faction}-${cards?.objective}`);
  });

  it('choosing cards replaces the seed and keeps what else the document holds', () => {
    const named = withRaid({ ...newRaidMission(3), meta: { title: 'Mine' } }, { map: 'east-passage', faction: 'laboratory', objective: 'recon' });
    expect(raidOf(named)).toEqual({ map: 'east-passage', faction: 'laboratory', objective: 'recon' });
    expect((named as { meta: unknown }).meta).toEqual({ title: 'Mine' });
  });

  it('an objective card the generator does not know is refused where the raid names it', () => {
    // Every objective card is playable since Dossier, Demolition and Escort came in; a misspelt one still reads clearly.
    const opened = openMission(withRaid(newRaidMission(1), { map: 'castle-wing', faction: 'garrison', objective: 'dosier' }));
    expect(opened.issues.map((i) => i.path)).toEqual(['/raid/objective']);
    expect(opened.issues[0]?.message).toMatch(/dosier/);
  });

  it('re-rolling never gives the same seed back', () => {
    const rolls = [0.5, 0.5, 0.25];
    expect(anotherSeed(500_000, () => rolls.shift() ?? 0)).toBe(250_000);
  });

  it('expanding gives an authored mission (no raid named) that validates on its own and can be edited', () => {
    const opened = openMission(newRaidMission(7));
    const authored = expandedRaid(opened.mission);
    expect(authored && 'raid' in authored).toBe(false);
    const reopened = openMission(authored);
    expect(reopened.issues).toEqual([]);
    expect(reopened.preview?.features.length).toBe(opened.preview?.features.length);
    expect(expandedRaid(undefined)).toBeUndefined();
  });

  it('playtest sends the raid with the largest party its expansion allows', () => {
    const raid = newRaidMission(7);
    const sent = playtestMission(raid, undefined, openMission(raid).mission) as { raid?: unknown; party?: unknown[] };
    expect(sent.raid).toEqual({ seed: 7 });
    expect(sent.party?.length).toBe(4);
    expect(loadMission(sent).ok).toBe(true);
  });
});
