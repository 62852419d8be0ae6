// Schema errors become sentences at JSON pointers, and text errors carry line:column.
import { loadMission, loadMissionText } from '../load-mission';
import cg00 from '../samples/derelict-cg00-noisy-neighbours.mission.json';
import { positionAt, PointerLocator } from './text-location';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

function messages(document: unknown): { path: string; message: string }[] {
  const result = loadMission(document);
  return result.ok ? [] : result.issues.map(({ path, message }) => ({ path, message }));
}

describe('schema messages', () => {
  it('say which effects, events and tests exist when one is unknown or missing', () => {
    const broken = structuredClone(cg00) as Loose;
    broken['triggers'][0].do[0] = { effect: 'explode', door: 'lab-door' };
    delete broken['triggers'][0].on.event;
    broken['victory'] = { test: 'everything' };
    const found = messages(broken);
    expect(found).toContainEqual({ path: '/triggers/0/do/0', message: expect.stringMatching(/^'\/triggers\/0\/do\/0' has effect "explode", which the format does not know\. Known: "spawn", "noise", "unlock"/) });
    expect(found).toContainEqual({ path: '/triggers/0/on', message: expect.stringMatching(/^'\/triggers\/0\/on' is missing the required property 'event' \(one of "mission-start", /) });
    expect(found).toContainEqual({ path: '/victory', message: expect.stringContaining('has test "everything"') });
  });

  it('describe a wrong place once, with what a place may be, instead of one error per alternative', () => {
    const broken = structuredClone(cg00) as Loose;
    broken['triggers'][0].do.push({ effect: 'noise', at: { room: 'lab' }, level: 3 });
    expect(messages(broken)).toEqual([
      { path: '/triggers/0/do/2/at', message: expect.stringMatching(/^'\/triggers\/0\/do\/2\/at' is not valid here\. Expected a place on the board: "actor"/) },
    ]);
  });

  it('explain patterns in words', () => {
    const broken = structuredClone(cg00) as Loose;
    broken['features'][6].id = 'Lab Switch';
    broken['meta'].briefing = 'Hello <img src=x onerror=alert(1)>';
    expect(messages(broken)).toEqual([
      { path: '/meta/briefing', message: "'/meta/briefing' must be plain text: markup such as <b> or <script> is not allowed." },
      { path: '/features/6/id', message: `'/features/6/id' must be an id of lower-case letters, digits and dashes, such as "lab-door".` },
    ]);
  });
});

describe('text locations', () => {
  it('gives line and column from 1 for an offset', () => {
    expect(positionAt('ab\ncd\n', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 });
  });

  it('finds a pointer at its property name, and a missing one at its nearest parent', () => {
    const locator = new PointerLocator('{\n  "a": [1, {"b~/c": 2}],\n  "d": {}\n}');
    expect(locator.locate('/a/1/b~0~1c')).toEqual({ line: 2, column: 13 });
    expect(locator.locate('/d/missing')).toEqual({ line: 3, column: 3 });
    expect(locator.locate('')).toEqual({ line: 1, column: 1 });
  });

  it('puts every issue of a text mission at its place in the file', () => {
    const text = JSON.stringify({ ...cg00, ruleset: 'chess' }, null, 2);
    const result = loadMissionText(text);
    const line = text.split('\n').findIndex((l) => l.includes('"ruleset"')) + 1;
    expect(result.ok ? [] : result.issues).toEqual([expect.objectContaining({ path: '/ruleset', line, column: 3 })]);
  });
});
