import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateFiles } from './validate-files';

const samples = fileURLToPath(new URL('../../../libs/scenario-schema/src/samples/', import.meta.url));
const corpus = fileURLToPath(new URL('../../../libs/scenario-schema/test-corpus/', import.meta.url));

async function scratch(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'breachline-validate-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

describe('validateFiles', () => {
  it('prints "ok <file>" for each valid sample, named as given, and exits 0', async () => {
    const report = await validateFiles(['first-steps.mission.json', 'derelict-cg01-close-the-door.mission.json'], samples);
    expect(report).toEqual({
      exitCode: 0,
      out: ['ok first-steps.mission.json', 'ok derelict-cg01-close-the-door.mission.json'],
      err: [],
    });
  });

  it('prints one located line per problem and exits 1 for an invalid mission', async () => {
    const dir = await scratch({ 'broken.json': '{\n  "format": "breachline-mission",\n  "schemaVersion": 1,\n  "ruleset": "chess"\n}' });
    const report = await validateFiles(['broken.json'], dir);
    expect(report.exitCode).toBe(1);
    expect(report.out).toEqual([]);
    expect(report.err).toContain(`broken.json:4:3 /ruleset '/ruleset' must be one of: "hive", "derelict", "boarding", "horde", "infiltration".`);
    expect(report.err).toContain(`broken.json:1:1 / The mission is missing the required property 'meta'.`);
  });

  it('exits 2 for a file that is not JSON, giving the parser position, even when other files are only invalid', async () => {
    const dir = await scratch({ 'truncated.json': '{\n  "format": "breachline-mission",\n  "id": ', 'empty.json': '{}' });
    const report = await validateFiles(['empty.json', 'truncated.json'], dir);
    expect(report.exitCode).toBe(2);
    expect(report.err.filter((line) => line.startsWith('truncated.json'))).toEqual([
      'truncated.json:3:9 / The file is not valid JSON at line 3, column 9: Value expected.',
    ]);
  });

  it('exits 2 for a file that cannot be read', async () => {
    const dir = await scratch({});
    const report = await validateFiles(['missing.json'], dir);
    expect(report).toEqual({ exitCode: 2, out: [], err: ['missing.json:1:1 / The file cannot be read (ENOENT).'] });
  });

  it('prints a located warning for triggers that can set each other off, and still exits 0', async () => {
    const report = await validateFiles(['trigger-loop-door-ping-pong.mission.json'], corpus);
    expect(report.exitCode).toBe(0);
    expect(report.out).toEqual(['ok trigger-loop-door-ping-pong.mission.json']);
    expect(report.err).toEqual([expect.stringMatching(/^trigger-loop-door-ping-pong\.mission\.json:\d+:\d+ \/triggers\/0 warning: Triggers "slam", "spring" can set each other off without end/)]);
  });

  it('refuses duplicate keys at the second one, with its line and column', async () => {
    const dir = await scratch({ 'twice.json': '{\n  "format": "breachline-mission",\n  "format": "breachline-mission"\n}' });
    const report = await validateFiles(['twice.json'], dir);
    expect(report).toEqual({ exitCode: 1, out: [], err: ['twice.json:3:3 /format The key "format" appears twice in the same object; JSON keeps only the last one. Remove one of them.'] });
  });

  it('rejects every invalid file of the bad-input corpus, each with located lines, and accepts every sample', async () => {
    const expected = JSON.parse(readFileSync(join(corpus, 'expected.json'), 'utf8')) as Record<string, { valid?: boolean }>;
    const bad = readdirSync(corpus).filter((name) => name.endsWith('.mission.json') && expected[name]?.valid !== true);
    const report = await validateFiles(bad, corpus);
    expect(report.out).toEqual([]);
    expect(report.exitCode).toBe(2); // some corpus files are not JSON at all
    for (const file of bad) expect(report.err.some((line) => new RegExp(`^${file.replace(/\./g, '\\.')}:\\d+:\\d+ /`).test(line))).toBe(true);
    const good = readdirSync(samples).filter((name) => name.endsWith('.mission.json'));
    expect((await validateFiles(good, samples)).out).toHaveLength(good.length);
  });
});
