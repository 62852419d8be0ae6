import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateFiles } from './validate-files';

const sample = fileURLToPath(new URL('../../../libs/scenario-schema/src/samples/first-steps.mission.json', import.meta.url));

describe('validateFiles', () => {
  it('passes the sample mission and names its board', async () => {
    const report = await validateFiles([sample]);
    expect(report).toEqual({ valid: true, lines: [`${sample}: valid (First Steps, 10x4 board).`] });
  });

  it('fails on a broken file with one located line per problem, and on a missing file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'breachline-validate-'));
    const broken = join(dir, 'broken.json');
    await writeFile(broken, '{ "format": "breachline-mission", "schemaVersion": 2 }');
    const report = await validateFiles([broken, join(dir, 'missing.json')]);
    expect(report.valid).toBe(false);
    expect(report.lines).toContain(`${broken}: /schemaVersion: '/schemaVersion' must be 1.`);
    expect(report.lines.at(-1)).toBe(`${join(dir, 'missing.json')}: cannot be read (ENOENT).`);
  });
});
