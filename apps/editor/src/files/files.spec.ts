import { DEFAULT_SAMPLE_MISSION_ID, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { missionFileName, missionFileText } from './download-mission';
import { readMissionFile } from './read-mission-file';

const sample = SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID];
const file = (name: string, text: string) => ({ name, size: text.length, text: async () => text });

describe('mission files', () => {
  it('export a mission that opens again as the identical document', async () => {
    const text = missionFileText(sample);
    const opened = await readMissionFile(file(missionFileName(sample), text));
    expect(missionFileName(sample)).toBe('first-steps.mission.json');
    expect(opened).toEqual({ ok: true, mission: sample });
  });

  it('open a file naming a raid as the raid it names, not as its expansion (infiltration.md §12.3)', async () => {
    const raid = { format: 'breachline-mission', schemaVersion: 1, ruleset: 'infiltration', raid: { map: 'castle-wing', faction: 'garrison', objective: 'recon' } };
    const opened = await readMissionFile(file('raid.mission.json', JSON.stringify(raid)));
    expect(opened).toEqual({ ok: true, mission: raid });
  });

  it('refuse a file that is not JSON, saying where it breaks, and say the mission is unchanged', async () => {
    const opened = await readMissionFile(file('notes.txt', 'hello'));
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.notice.title).toBe("'notes.txt' was not opened; your mission is unchanged.");
    expect(opened.notice.lines[0]).toMatch(/^The file is not valid JSON at line 1, column 1/);
  });

  it('refuse an invalid mission with one located line per problem', async () => {
    const opened = await readMissionFile(file('bad.json', JSON.stringify({ ...(sample as object), layout: [] })));
    expect(opened.ok ? [] : opened.notice.lines).toEqual([expect.stringMatching(/^\/layout: /)]);
  });

  it('refuse a huge file before reading it', async () => {
    const opened = await readMissionFile({ name: 'big.json', size: 30 * 1024 * 1024, text: async () => { throw new Error('must not read'); } });
    expect(opened.ok ? [] : opened.notice.lines).toEqual(['The file is 30.0 MB; missions are at most 20 MB.']);
  });
});

describe('export file names', () => {
  it("name the file after the mission's title, slugified, falling back to its id", () => {
    expect(missionFileName({ id: 'untitled', meta: { title: 'Noisy Neighbours!' } })).toBe('noisy-neighbours.mission.json');
    expect(missionFileName({ id: 'untitled', meta: { title: 'Über   die Brücke / Teil 2' } })).toBe('uber-die-brucke-teil-2.mission.json');
    expect(missionFileName({ id: 'lab-raid', meta: { title: '***' } })).toBe('lab-raid.mission.json');
    expect(missionFileName({ id: '../../etc', meta: {} })).toBe('etc.mission.json');
    expect(missionFileName(null)).toBe('mission.mission.json');
  });
});
