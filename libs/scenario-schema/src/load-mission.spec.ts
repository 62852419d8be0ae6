import { loadMission, loadMissionText } from './load-mission';
import firstSteps from './samples/first-steps.mission.json';

// Tests break documents on purpose, in ways the mission type forbids: they are loosely typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseDocument = Record<string, any>;

/** A deep copy of the sample that a test may break. */
function sample(): LooseDocument {
  return structuredClone(firstSteps) as LooseDocument;
}

describe('loadMission', () => {
  it('accepts the sample mission and compiles its board', () => {
    const result = loadMission(sample());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.mission.meta.title).toBe('First Steps');
    expect([result.value.board.width, result.value.board.height]).toEqual([16, 4]);
    expect(result.value.board.doors).toHaveLength(1);
  });

  it('reports every schema problem at once, each with its JSON pointer', () => {
    const broken = sample();
    delete broken['meta'].title;
    broken['ruleset'] = 'chess';
    broken['layout'][0].colour = 'red';
    const result = loadMission(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { stage: 'schema', path: '/meta', message: "'/meta' is missing the required property 'title'." },
        {
          stage: 'schema',
          path: '/ruleset',
          message: `'/ruleset' must be one of: "hive", "derelict", "boarding", "horde", "infiltration".`,
        },
        { stage: 'schema', path: '/layout/0', message: "'/layout/0' has a property 'colour' that the format does not know." },
      ]),
    );
  });

  it('reports a board that cannot be built with the cell where it fails', () => {
    const broken = sample();
    broken['layout'][1].x = 2; // the corridor now overlaps the cargo bay
    const result = loadMission(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]).toMatchObject({ stage: 'board', path: '/layout/1', at: { x: 2, y: 1 } });
  });

  it('checks what the schema cannot: hero limits against start squares', () => {
    const broken = sample();
    broken['meta'].heroes = { min: 3, max: 2 };
    broken['features'] = broken['features'].filter((f: { type: string }) => f.type !== 'start').slice(0, 1);
    const result = loadMission(broken);
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toEqual(['/meta/heroes', '/features']);
  });
});

describe('loadMissionText', () => {
  it('says where a JSON syntax error is', () => {
    const result = loadMissionText('{\n  "format": "breachline-mission",\n  "id": oops\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]?.message).toBe("The file is not valid JSON at line 3, column 9: Invalid symbol 'oops'.");
  });

  it('reports a document that is not an object', () => {
    const result = loadMissionText('[1, 2, 3]');
    expect(result.ok ? '' : result.issues[0]?.message).toBe('The mission must be an object ({ … }).');
  });
});
