import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { parseArgs } from './args';
import { formatReport, progressBar, simulate } from './simulate';

const sample = (id: string) => {
  const loaded = loadMission(SAMPLE_MISSIONS[id]);
  if (!loaded.ok) throw new Error(loaded.issues.map((i) => i.message).join('\n'));
  return loaded.value;
};
const options = (bot: string, workers: number) => ({ games: 4, seed: 4, bot, workers });

describe('simulate', () => {
  it('reads the command line, --workers included', () => {
    expect(parseArgs(['hive-kill-the-queen', '--games', '5', '--seed', '9', '--bot', 'heuristic', '--workers', '2', '--json'])).toEqual({
      ok: true,
      value: { mission: 'hive-kill-the-queen', games: 5, seed: 9, bot: 'heuristic', workers: 2, json: true },
    });
    expect(parseArgs(['x', '--workers', '0']).ok).toBe(false);
    expect(parseArgs(['--games', '0', 'x']).ok).toBe(false);
    expect(parseArgs([]).ok).toBe(false);
  });

  it.each(['hive-destroy-the-hive', 'hive-rescue-the-scientist', 'hive-kill-the-queen'])('plays %s to the end of every game, and the same seed gives the same report', async (id) => {
    const first = await simulate(sample(id), options('random', 1));
    const again = await simulate(sample(id), options('random', 1));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ mission: id, ruleset: 'hive', games: 4, seed: 4, unfinished: 0 });
    expect(first.wins + first.losses).toBe(4);
    expect(formatReport(first)).toContain('win rate');
  });

  it('gives the same report with 1 worker or 2 worker threads (games are seeded by index)', async () => {
    const id = 'hive-destroy-the-hive';
    const one = await simulate(sample(id), options('heuristic', 1));
    const two = await simulate(sample(id), options('heuristic', 2));
    expect(two).toEqual(one);
  }, 60_000);

  it('names an unknown bot', async () => {
    await expect(simulate(sample('hive-kill-the-queen'), options('genius', 1))).rejects.toThrow(/Unknown bot/);
  });

  it('draws a progress bar', () => {
    expect(progressBar({ done: 5, total: 10, wins: 2 }, 10)).toBe('[#####.....] 5/10 games, 2 won');
  });
});
