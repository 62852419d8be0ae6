// Issue 15 item 3: each playable ruleset's options validated by its own schema, composed into the mission
// schema and generated from the spec its options parser reads (hive.md §4.1, boarding.md §9 "Mission options").
import { readFileSync } from 'node:fs';
import { readOptions, RULESET_IDS, rulesetFor, type OptionSchema } from '@breachline/engine';
import { loadMission } from '../load-mission';
import { checkMissionSchema } from '../schema-validator';
import boardingPurge from '../samples/boarding-purge.mission.json';
import cg08 from '../samples/derelict-cg08-bagging-a-trophy.mission.json';
import hiveQueen from '../samples/hive-kill-the-queen.mission.json';
import hordeHold from '../samples/horde-hold-the-line.mission.json';
import silentRecon from '../samples/infiltration-silent-recon.mission.json';
import { renderRulesetOptionsSchemaText } from './ruleset-options-schema';

const SAMPLE_OF: Readonly<Record<string, unknown>> = { hive: hiveQueen, boarding: boardingPurge, derelict: cg08, horde: hordeHold, infiltration: silentRecon };
const withOptions = (mission: unknown, options: Record<string, unknown>): unknown => ({ ...(mission as object), options });

/** Values on and beside what an option's schema allows, and of the wrong kinds. */
function probesFor(schema: OptionSchema): unknown[] {
  const wrongKinds = ['3', true, null, {}, [], 1.5];
  if ('enum' in schema) return [...schema.enum, 'nope', schema.enum[0]?.toUpperCase(), 1, ...wrongKinds];
  if (schema.type === 'boolean') return [true, false, 'true', 0, ...wrongKinds];
  const { minimum: min, maximum: max } = schema;
  return [min - 1, min, min + 0.5, max, max + 1, -1_000_000, ...wrongKinds];
}

describe('ruleset options in the mission schema', () => {
  it('the committed ruleset-options.schema.json is what the engine generates (run `npm run generate-ruleset-options -w @breachline/scenario-schema`, then generate-validators)', () => {
    const committed = readFileSync(new URL('../schemas/ruleset-options.schema.json', import.meta.url), 'utf8');
    expect(committed === renderRulesetOptionsSchemaText()).toBe(true);
  });

  it('covers every playable ruleset (options and modifiers), and each has a sample to probe', () => {
    const composed = JSON.parse(renderRulesetOptionsSchemaText()) as { $defs: Record<string, unknown> };
    // Each ruleset's options, and its named modifiers (the mission's `rules`) beside them.
    expect(Object.keys(composed.$defs)).toEqual(RULESET_IDS.flatMap((id) => [id, `${id}-rules`]));
    for (const id of RULESET_IDS) expect(SAMPLE_OF[id]).toBeDefined();
  });

  it.each([...RULESET_IDS])('%s: the schema accepts exactly the option values its parser reads, and refuses with the parser\'s words at /options/<name>', (id) => {
    const ruleset = rulesetFor(id);
    if (!ruleset) throw new Error(`no ruleset ${id}`);
    const sample = SAMPLE_OF[id];
    let refused = 0;
    for (const [name, field] of Object.entries(ruleset.options)) {
      for (const value of probesFor(field.schema)) {
        const parsed = readOptions(ruleset.options, { [name]: value });
        const checked = checkMissionSchema(withOptions(sample, { [name]: value }));
        expect({ name, value, accepted: checked.ok }).toEqual({ name, value, accepted: parsed.issues.length === 0 });
        if (checked.ok) continue;
        refused++;
        expect(checked.issues).toEqual([{ stage: 'schema', path: `/options/${name}`, message: parsed.issues[0]?.message }]);
      }
    }
    expect(refused).toBeGreaterThan(10);
  });

  it('refuses an option name the ruleset does not know (a misspelt name would silently play the default), located at it', () => {
    const hive = checkMissionSchema(withOptions(hiveQueen, { difficulty: 'hard', roundcap: 12 }));
    expect(hive.ok ? [] : hive.issues).toEqual([
      { stage: 'schema', path: '/options/roundcap', message: 'The hive rules have no option "roundcap": they know objective, difficulty, roundCap.' },
    ]);
    const boarding = checkMissionSchema(withOptions(boardingPurge, { blipsPerTurn: 2, solomonSpawning: false }));
    expect(boarding.ok ? [] : boarding.issues).toEqual([
      { stage: 'schema', path: '/options/solomonSpawning', message: expect.stringMatching(/^The boarding rules have no option "solomonSpawning": they know mission, turnLimit, blipsPerTurn, /) },
    ]);
  });

  it('reads derelict\'s own options now that it plays (CG08 keeps its solomonSpawning, an unknown name is refused)', () => {
    expect(checkMissionSchema(withOptions(cg08, { solomonSpawning: false })).ok).toBe(true);
    const unknown = checkMissionSchema(withOptions(cg08, { solomonSpawning: false, anythingElse: 3 }));
    expect(unknown.ok ? [] : unknown.issues.map((i) => i.path)).toEqual(['/options/anythingElse']);
  });

  it('reports a bad option once, from the schema, never again from the ruleset\'s own checks', () => {
    const result = loadMission(withOptions(boardingPurge, { blipsPerTurn: 0, mission: 'escort' }));
    expect(result.ok ? [] : result.issues).toEqual([
      { stage: 'schema', path: '/options/mission', message: 'Unknown boarding mission "escort": the rules know purge, hold, retrieve.' },
      { stage: 'schema', path: '/options/blipsPerTurn', message: 'The option blipsPerTurn must be a whole number from 1 to 12, not 0.' },
    ]);
  });
});
