import { knownUnitTypes, missionSchema } from '@breachline/scenario-schema';
import { newMission } from './new-mission';
import { featurePalette, unitPalette } from './ruleset-palette';
import { isRulesetId, RULESET_IDS, RULESETS } from './rulesets';

describe('the rulesets an author may choose', () => {
  it("are the mission format's list, each named by its presentation face", () => {
    expect(RULESET_IDS).toEqual((missionSchema as unknown as { $defs: { rulesetId: { enum: string[] } } }).$defs.rulesetId.enum);
    expect(RULESET_IDS).toEqual(expect.arrayContaining(['derelict', 'horde', 'infiltration']));
    expect(RULESETS.find((r) => r.id === 'hive')?.name).toBe('Hive crawl');
    expect(RULESETS.find((r) => r.id === 'boarding')?.name).toBe('Boarding action');
    // A ruleset without a face yet is still offered, named from its id.
    for (const { name } of RULESETS) expect(name).toMatch(/^[A-Z]/);
  });

  it('know no id outside the format, nor one of Object.prototype', () => {
    expect(isRulesetId('horde')).toBe(true);
    expect(isRulesetId('constructor')).toBe(false);
    expect(isRulesetId('__proto__')).toBe(false);
    expect(isRulesetId(undefined)).toBe(false);
  });

  it('each get palettes from their own data, with no ruleset named in the editor', () => {
    for (const id of RULESET_IDS) {
      expect(unitPalette(id).map((u) => u.type)).toEqual(knownUnitTypes(id));
      expect(unitPalette(id).length).toBeGreaterThan(0);
      expect(featurePalette(id).own.map((f) => f.type)).toContain('start');
    }
  });

  it("start a new mission of an exploring ruleset with its first sample's pile of tiles, others with none", () => {
    expect((newMission('hive') as { exploration?: { deck: unknown[] } }).exploration?.deck.length).toBeGreaterThan(0);
    expect(newMission('derelict')).not.toHaveProperty('exploration');
  });
});
