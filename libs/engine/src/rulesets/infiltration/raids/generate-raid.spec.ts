// infiltration.md §12.3: the raid generator — cards as data, a deterministic seed, clear refusals.
import { describe, expect, it } from 'vitest';
import { FACTIONS } from '../content';
import { poolMatchesTable, RAID_FACTIONS } from './faction-cards';
import { generateRaid, raidCardsForSeed, RaidError } from './generate-raid';
import { RAID_MAPS } from './map-cards';
import { RAID_OBJECTIVES } from './objective-cards';

describe('infiltration.md §12.3 raid generator', () => {
  it('has four map cards, each with entrance, exit, three barracks, four objective locations and tracker sections', () => {
    expect(RAID_MAPS).toHaveLength(4);
    for (const map of RAID_MAPS) {
      expect(map.starts.length).toBeGreaterThanOrEqual(1);
      expect(map.barracks).toHaveLength(3);
      expect(map.objectiveSpots).toHaveLength(4);
      expect(map.spawns.length).toBeGreaterThan(0);
      expect(map.tracker.preAlarm).toBeGreaterThanOrEqual(4);
    }
  });

  it('faction cards are the §3.7 tables, and their pools only name units of their table', () => {
    expect(RAID_FACTIONS.map((f) => f.id).sort()).toEqual(Object.keys(FACTIONS).sort());
    for (const card of RAID_FACTIONS) expect(poolMatchesTable(card)).toBe(true);
  });

  it('the same seed makes the same mission; seeds draw every map and faction', () => {
    expect(generateRaid({ seed: 42 })).toEqual(generateRaid({ seed: 42 }));
    const drawn = Array.from({ length: 64 }, (_, seed) => raidCardsForSeed(seed));
    expect(new Set(drawn.map((c) => c.map)).size).toBe(RAID_MAPS.length);
    expect(new Set(drawn.map((c) => c.faction)).size).toBe(RAID_FACTIONS.length);
    expect(generateRaid({ seed: 7 })).toEqual(generateRaid(raidCardsForSeed(7)));
  });

  it('a recon raid places the map card\'s four objective tokens, their see triggers and the faction option', () => {
    const mission = generateRaid({ map: 'east-passage', faction: 'laboratory', objective: 'recon' });
    const features = mission['features'] as readonly { type: string; id?: string }[];
    expect(features.filter((f) => f.type === 'objective')).toHaveLength(4);
    expect(features.filter((f) => f.type === 'barracks')).toHaveLength(3);
    const triggers = mission['triggers'] as readonly { on: { event: string } }[];
    expect(triggers.filter((t) => t.on.event === 'see')).toHaveLength(4);
    expect(mission['options']).toEqual({ preAlarmRounds: 6, postAlarmRounds: 5, faction: 'laboratory' });
    expect(mission.id).toBe('infiltration-raid-east-passage-laboratory-recon');
  });

  it('an unknown card is refused with an error naming it and the cards there are', () => {
    expect(() => generateRaid({ map: 'moon-base', faction: 'garrison', objective: 'recon' })).toThrow(RaidError);
    expect(() => generateRaid({ map: 'moon-base', faction: 'garrison', objective: 'recon' })).toThrow(/raid map card "moon-base".*castle-wing/);
    expect(() => generateRaid({ map: 'castle-wing', faction: 'pirates', objective: 'recon' })).toThrow(/raid faction card "pirates"/);
    expect(() => generateRaid({ map: 'castle-wing', faction: 'garrison', objective: 'heist' })).toThrow(/raid objective card "heist"/);
  });

  it('objectives the rules cannot play yet are refused with the reason, never generated', () => {
    for (const card of RAID_OBJECTIVES.filter((o) => o.unsupported)) {
      expect(() => generateRaid({ map: 'castle-wing', faction: 'garrison', objective: card.id })).toThrow(new RegExp(`"${card.id}" cannot be played yet: it needs`));
    }
    expect(RAID_OBJECTIVES.map((o) => o.id)).toEqual(['dossier', 'demolition', 'recon', 'escort']);
    for (let seed = 0; seed < 32; seed++) expect(raidCardsForSeed(seed).objective).toBe('recon');
  });
});
