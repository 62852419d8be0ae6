import { runPlaytest } from '@breachline/ai';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { workerTransport } from './node-workers';

const loaded = () => {
  const result = loadMission(SAMPLE_MISSIONS['hive-kill-the-queen']);
  if (!result.ok) throw new Error('sample');
  return result.value;
};

describe('the worker transport', () => {
  it('keeps its threads for the next playtest, with the same report as one run in this thread', async () => {
    const mission = loaded();
    const options = { mission, bot: 'random', games: 6, seed: 3 };
    const transport = workerTransport({ mission, bot: 'random', seed: 3 }, 2);
    try {
      const first = await runPlaytest(options, { transport });
      const second = await runPlaytest(options, { transport });
      expect(second).toEqual(first);
      expect(first).toEqual(await runPlaytest(options));
    } finally {
      await transport.close();
    }
  }, 60_000);

  it('ends its threads when a playtest is cancelled, and starts new ones for the next', async () => {
    const mission = loaded();
    const transport = workerTransport({ mission, bot: 'random', seed: 3 }, 2);
    const abort = new AbortController();
    try {
      const cancelled = runPlaytest({ mission, bot: 'random', games: 40, seed: 3 }, { transport, signal: abort.signal, onProgress: (p) => p.done === 1 && abort.abort() });
      await expect(cancelled).rejects.toThrow(/cancelled/);
      const report = await runPlaytest({ mission, bot: 'random', games: 3, seed: 3 }, { transport });
      expect(report.games).toBe(3);
    } finally {
      await transport.close();
    }
  }, 60_000);
});
