import { runPlaytest } from '@breachline/ai';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';

const mission = () => {
  const loaded = loadMission(SAMPLE_MISSIONS['hive-destroy-the-hive']);
  if (!loaded.ok) throw new Error('sample');
  return loaded.value;
};

describe('runPlaytest', () => {
  it('reports progress for every game and the same report for the same seed', async () => {
    const seen: number[] = [];
    const options = { mission: mission(), bot: 'random', games: 3, seed: 2 };
    const report = await runPlaytest(options, { onProgress: (p) => seen.push(p.done) });
    expect(seen).toEqual([1, 2, 3]);
    expect(report.games).toBe(3);
    expect(report.ci95[0]).toBeLessThanOrEqual(report.winRate);
    expect(await runPlaytest(options)).toEqual(report);
  });

  it('stops when its signal aborts', async () => {
    const abort = new AbortController();
    const run = runPlaytest({ mission: mission(), bot: 'random', games: 50, seed: 2 }, { signal: abort.signal, onProgress: (p) => p.done === 2 && abort.abort() });
    await expect(run).rejects.toThrow();
  });

  it('refuses an unknown bot', async () => {
    await expect(runPlaytest({ mission: mission(), bot: 'nobody', games: 1, seed: 1 })).rejects.toThrow(/Unknown bot/);
  });
});
