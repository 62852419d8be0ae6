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
    // Busy-waits on the clock, so the time of a run does not depend on how fast the machine is.
    const run = () => {
      const end = process.hrtime.bigint() + 2_000_000n;
      while (process.hrtime.bigint() < end);
      return end;
    };
    const options = { samples: 5, warmupSamples: 1, minSampleMs: 2 };
    const whole = measure({ name: 'demo', size: 'x', run }, options);
    const perUnit = measure({ name: 'demo', size: 'x', run, perRun: 4 }, options);
    expect(whole.median).toBeGreaterThanOrEqual(2);
    expect(perUnit.median).toBeGreaterThanOrEqual(0.5);
    expect(perUnit.median).toBeLessThan(whole.median / 2);
  });
});
