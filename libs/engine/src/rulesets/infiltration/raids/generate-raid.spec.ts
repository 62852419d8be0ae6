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

  it('every objective card is generated, and seeds draw each of them (§12.3: Dossier, Demolition, Recon, Escort)', () => {
    expect(RAID_OBJECTIVES.map((o) => o.id)).toEqual(['dossier', 'demolition', 'recon', 'escort']);
    expect(RAID_OBJECTIVES.filter((o) => o.unsupported)).toEqual([]);
    const drawn = Array.from({ length: 64 }, (_, seed) => raidCardsForSeed(seed).objective);
    expect(new Set(drawn).size).toBe(4);
  });

  it('§12.3 Dossier: the Dossier and 3 false objectives, face down, on the 4 locations; escaping with it completes it', () => {
    const mission = generateRaid({ map: 'castle-wing', faction: 'garrison', objective: 'dossier' });
    const spots = (mission['features'] as readonly { type: string; tags?: string[] }[]).filter((f) => f.type === 'objective');
    expect(spots.map((f) => f.tags).sort()).toEqual([['dossier'], ['false-objective'], ['false-objective'], ['false-objective']]);
    const triggers = mission['triggers'] as readonly { on: { event: string }; if?: unknown }[];
    expect(triggers).toContainEqual(expect.objectContaining({ on: { event: 'leave-map' }, if: { test: 'has-item', item: 'dossier', who: 'actor' } }));
  });

  it('§12.3 Demolition: 3 face-up targets, the Detonator face down at the 4th location, 3 charges carried in', () => {
    const mission = generateRaid({ map: 'castle-wing', faction: 'garrison', objective: 'demolition' });
    const spots = (mission['features'] as readonly { type: string; tags?: string[] }[]).filter((f) => f.type === 'objective');
    expect(spots.map((f) => f.tags)).toEqual([['false-objective', 'face-up'], ['false-objective', 'face-up'], ['false-objective', 'face-up'], ['detonator']]);
    const start = (mission['triggers'] as readonly { on: { event: string }; do: { effect: string; item?: string }[] }[]).find((t) => t.on.event === 'mission-start');
    expect(start?.do.filter((e) => e.effect === 'give' && e.item === 'demolition-charge')).toHaveLength(3);
  });

  it('§12.3 Escort: Rourke\'s face-up escort token starts in the prison (the last location where a map has none)', () => {
    const wing = generateRaid({ map: 'castle-wing', faction: 'garrison', objective: 'escort' });
    expect((wing['features'] as readonly { id?: string; x: number; y: number }[]).find((f) => f.id === 'rourke')).toMatchObject({ x: 19, y: 18, tags: ['escort', 'face-up'] });
    const passage = generateRaid({ map: 'east-passage', faction: 'garrison', objective: 'escort' });
    const last = RAID_MAPS.find((m) => m.id === 'east-passage')?.objectiveSpots.at(-1);
    expect((passage['features'] as readonly { id?: string; x: number; y: number }[]).find((f) => f.id === 'rourke')).toMatchObject({ x: last?.x, y: last?.y });
  });
});
