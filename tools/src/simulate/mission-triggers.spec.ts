import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadMission, SAMPLE_MISSIONS, type LoadedMission } from '@breachline/scenario-schema';
import { simulate } from './simulate';

type Doc = Record<string, unknown> & { triggers?: { id: string }[] };
const edited = (id: string, edit: (doc: Doc) => void): Doc => {
  const doc = structuredClone(SAMPLE_MISSIONS[id]) as Doc;
  edit(doc);
  return doc;
};
const load = (doc: unknown): LoadedMission => {
  const loaded = loadMission(doc);
  if (!loaded.ok) throw new Error(loaded.issues.map((i) => `${i.path} ${i.message}`).join('\n'));
  return loaded.value;
};
const REASON = 'The evacuation window closed.';
const deadline = (doc: Doc) => {
  doc.triggers = [...(doc.triggers ?? []), { id: 'deadline', on: { event: 'round-start', round: 3 }, do: [{ effect: 'lose', text: REASON }] } as never];
};

describe('simulate plays missions as data (issue 15, done when)', () => {
  it.each([
    ['hive-destroy-the-hive', 'random'],
    ['hive-destroy-the-hive', 'heuristic'],
    ['boarding-purge', 'random'],
    ['boarding-purge', 'heuristic'],
  ])('%s with only "at the start of round 3, lose" added is lost in round 3 in every game (%s bot)', async (id, bot) => {
    const report = await simulate(load(edited(id, deadline)), { games: 6, seed: 3, bot, workers: 1 });
    expect(report).toMatchObject({ games: 6, wins: 0, losses: 6, unfinished: 0, lossReasons: { [REASON]: 6 }, roundsHistogram: [[3, 6]] });
  }, 60_000);

  it('the command line reports the same: every game lost in round 3, with the author’s text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'breachline-deadline-'));
    const file = join(dir, 'deadline.mission.json');
    writeFileSync(file, JSON.stringify(edited('boarding-purge', deadline)));
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const { stdout } = await promisify(execFile)('node', ['--import', 'tsx', 'tools/src/simulate/main.ts', file, '--games', '5', '--seed', '2', '--json'], { cwd: root });
    expect(JSON.parse(stdout)).toMatchObject({ games: 5, losses: 5, lossReasons: { [REASON]: 5 }, roundsHistogram: [[3, 5]] });
  }, 60_000);

  it.each([
    ['boarding-retrieve', 'core-lifted', 'heuristic'],
    ['hive-rescue-the-scientist', 'chamber-guard', 'heuristic'],
  ])('%s: its "%s" trigger changes how the games go (same seeds, with and without it)', async (id, trigger, bot) => {
    const options = { games: 8, seed: 5, bot, workers: 1 };
    const withIt = await simulate(load(SAMPLE_MISSIONS[id]), options);
    const without = await simulate(load(edited(id, (doc) => void (doc.triggers = (doc.triggers ?? []).filter((t) => t.id !== trigger)))), options);
    expect(withIt.unfinished).toBe(0);
    expect([withIt.meanActions, withIt.outcomes]).not.toEqual([without.meanActions, without.outcomes]);
  }, 120_000);
});
