import { measure, median } from './measure';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('measure', () => {
  it('reports how many times faster the subject is than a peer doing more work', () => {
    const work = (n: number) => () => {
      let total = 0;
      for (let i = 0; i < n; i++) total += Math.sqrt(i);
      return total;
    };
    const result = measure(
      { name: 'demo', size: 'x', run: work(2_000), peer: { name: 'slow', run: work(40_000) } },
      { samples: 7, warmupSamples: 1, minSampleMs: 2 },
    );
    expect(result.peer).toBe('slow');
    // The peer does 20x the work; allow wide noise, but the order must be right.
    expect(result.ratio).toBeGreaterThan(4);
  });

  it('reports medians per unit when a run does several units of work (perRun)', () => {
    // A clock that moves only when the work runs: each run takes exactly 2 ms, whatever else the machine does.
    let now = 0n;
    const clock = vi.spyOn(process.hrtime, 'bigint').mockImplementation(() => now);
    const run = () => (now += 2_000_000n);
    try {
      const options = { samples: 5, warmupSamples: 1, minSampleMs: 2 };
      const whole = measure({ name: 'demo', size: 'x', run }, options);
      const perUnit = measure({ name: 'demo', size: 'x', run, perRun: 4 }, options);
      expect(whole.median).toBeCloseTo(2, 9);
      expect(perUnit.median).toBeCloseTo(0.5, 9);
    } finally {
      clock.mockRestore();
    }
  });
});
