import { knownUnitTypes } from '@breachline/scenario-schema';
import { allFeatureTypes, featurePalette, unitPalette } from './ruleset-palette';

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
});
