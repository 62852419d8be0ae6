import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { loadMission, loadMissionText } from '../load-mission';
import { serializeMission } from '../serialize-mission';
import v0Fixture from './fixtures/v0-first-steps.mission.json';
import v1Fixture from './fixtures/v1-first-steps.mission.json';
import { LATEST_SCHEMA_VERSION, MIGRATIONS, migrateMission } from './migrate';

const schemas = new URL('../schemas/', import.meta.url);
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(path, schemas), 'utf8')) as Record<string, unknown>;

describe('migrations', () => {
  it('are ordered: migration i upgrades version i, and the latest version is their count', () => {
    expect(MIGRATIONS.map((m) => m.from)).toEqual(MIGRATIONS.map((_, i) => i));
    expect(LATEST_SCHEMA_VERSION).toBe(1);
  });

  it('upgrade the v0 fixture to a valid v1 mission that says where it came from', () => {
    const result = loadMission(v0Fixture);
    if (!result.ok) throw new Error(result.issues.map((i) => `${i.path} ${i.message}`).join('\n'));
    expect(result.value.migratedFrom).toBe(0);
    expect(result.value.mission.schemaVersion).toBe(1);
    expect(result.value.mission.meta).toEqual({
      title: 'First Steps',
      author: 'Breachline',
      briefing: v0Fixture.briefing,
      difficulty: 'easy',
      heroes: { min: 1, max: 2 },
    });
    expect(result.value.mission.features?.map((f) => f.type)).toEqual(['start', 'start', 'exit', 'entry']);
  });

  it('are pure: the old document is not changed', () => {
    const before = structuredClone(v0Fixture);
    migrateMission(v0Fixture);
    expect(v0Fixture).toEqual(before);
  });

  it('refuse a version from the future with a sentence saying so', () => {
    const result = loadMission({ ...v1Fixture, schemaVersion: 7 });
    expect(result.ok ? '' : result.issues[0]?.message).toBe(
      'This mission was saved by a newer version of Breachline (format version 7); this version reads formats up to 1. Update Breachline to open it.',
    );
  });

  it('saving writes the latest version, so a migrated mission round-trips without migrating again', () => {
    const loaded = loadMission(v0Fixture);
    if (!loaded.ok) throw new Error('v0 fixture did not load');
    const saved = serializeMission(loaded.value.mission);
    expect(JSON.parse(saved)).toMatchObject({ format: 'breachline-mission', schemaVersion: LATEST_SCHEMA_VERSION });
    const reloaded = loadMissionText(saved);
    expect(reloaded.ok).toBe(true);
    expect(reloaded.ok && 'migratedFrom' in reloaded.value).toBe(false);
  });
});

describe('archived schemas', () => {
  it('v0: the archived schema accepts the v0 fixture', () => {
    const ajv = new Ajv2020({ strict: true });
    expect(ajv.validate(readJson('archive/v0/mission.schema.json'), v0Fixture)).toBe(true);
  });

  it('v1: the archive is the current schema while v1 is the latest (archive it before changing the format), and accepts its fixture', () => {
    for (const name of ['mission', 'tile', 'trigger', 'ruleset-options']) {
      expect(readJson(`archive/v1/${name}.schema.json`)).toEqual(readJson(`${name}.schema.json`));
    }
    const ajv = new Ajv2020({ strict: true, discriminator: true });
    ajv.addSchema(readJson('archive/v1/tile.schema.json'));
    ajv.addSchema(readJson('archive/v1/trigger.schema.json'));
    ajv.addSchema(readJson('archive/v1/ruleset-options.schema.json'));
    expect(ajv.validate(readJson('archive/v1/mission.schema.json'), v1Fixture)).toBe(true);
  });
});
