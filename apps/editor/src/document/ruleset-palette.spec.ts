import { knownUnitTypes } from '@breachline/scenario-schema';
import { allFeatureTypes, allSlotTypes, featurePalette, terrainSlotColour, unitPalette } from './ruleset-palette';

describe('palettes of each ruleset', () => {
  it("offer every feature type of the format, the ruleset's own first", () => {
    const all = allFeatureTypes();
    expect(all).toContain('radar');
    expect(all).toContain('guard-point');
    for (const ruleset of ['hive', 'derelict', 'boarding', 'horde', 'infiltration']) {
      const { own, more } = featurePalette(ruleset);
      expect([...own, ...more].map((f) => f.type).sort()).toEqual([...all].sort());
      expect(own.map((f) => f.type)).toContain('start');
    }
    // Derelict samples place radar tokens; infiltration tiles make room for barracks and guard points are its own.
    expect(featurePalette('derelict').own.map((f) => f.type)).toContain('radar');
    expect(featurePalette('infiltration').own.map((f) => f.type)).toEqual(expect.arrayContaining(['barracks', 'guard-point']));
    expect(featurePalette('hive').own.map((f) => f.type)).not.toContain('radar');
    expect(featurePalette('derelict').own.find((f) => f.type === 'radar')?.name).toBe('Radar token');
  });

  it("offer the ruleset's enemy units as the format knows them, and nothing for an unknown id", () => {
    expect(unitPalette('derelict').map((u) => u.type)).toEqual(knownUnitTypes('derelict'));
    expect(unitPalette('infiltration').find((u) => u.type === 'heavy-gunner')?.name).toBe('Heavy gunner');
    expect(unitPalette('constructor')).toEqual([]);
  });

  it('let a tile slot be any ground kind horde reads (horde.md §3.6, §11 G5), tinted, but never offer ground as a mission feature', () => {
    const slots = allSlotTypes();
    expect(slots).toEqual(expect.arrayContaining([...allFeatureTypes(), 'cover', 'difficult', 'dangerous']));
    for (const kind of ['cover', 'difficult', 'dangerous']) {
      expect(terrainSlotColour(kind)).toMatch(/^#[0-9a-f]{6}$/);
      expect([...featurePalette('horde').own, ...featurePalette('horde').more].map((f) => f.type)).not.toContain(kind);
    }
    expect(terrainSlotColour('search')).toBeUndefined();
  });
});
