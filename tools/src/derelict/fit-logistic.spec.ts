import { fitBias, fitLogistic, logLoss, predictLogistic, rankAgreement } from './fit-logistic';

// The fitter behind derelict's value (issue 17: the search bot's evaluation fitted to game outcomes).

/** A small deterministic generator (the test must not depend on Math.random). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function synthetic(n: number, weights: readonly number[], bias: number, seed = 7): { rows: number[][]; outcomes: number[] } {
  const next = lcg(seed);
  const rows: number[][] = [];
  const outcomes: number[] = [];
  for (let i = 0; i < n; i++) {
    // Columns on different scales, as the value's features are (fractions, counts, tens).
    const row = weights.map((_, j) => (next() * 2 - 1) * (j + 1));
    const z = bias + row.reduce((sum, x, j) => sum + x * (weights[j] ?? 0), 0);
    rows.push(row);
    outcomes.push(next() < 1 / (1 + Math.exp(-z)) ? 1 : 0);
  }
  return { rows, outcomes };
}

describe('the logistic fitter', () => {
  it('recovers the weights and bias that generated the outcomes', () => {
    const truth = [1.5, -0.8, 0.3];
    const { rows, outcomes } = synthetic(20_000, truth, -0.5);
    const fit = fitLogistic(rows, outcomes, { l2: 0.01 });
    for (const [j, w] of truth.entries()) expect(fit.weights[j]).toBeCloseTo(w, 1);
    expect(fit.bias).toBeCloseTo(-0.5, 1);
  });

  it('is deterministic: the same rows give the same weights to the last bit', () => {
    const { rows, outcomes } = synthetic(2000, [1, -1], 0.2, 3);
    expect(fitLogistic(rows, outcomes)).toEqual(fitLogistic(rows, outcomes));
  });

  it('shrinks the weights towards 0 as the L2 penalty grows', () => {
    const { rows, outcomes } = synthetic(2000, [2, -2], 0, 5);
    const loose = fitLogistic(rows, outcomes, { l2: 0.01 });
    const tight = fitLogistic(rows, outcomes, { l2: 5000 });
    expect(Math.abs(tight.weights[0] ?? 0)).toBeLessThan(Math.abs(loose.weights[0] ?? 0) / 2);
  });

  it('predicts with the fitted weights on the raw scale', () => {
    const { rows, outcomes } = synthetic(5000, [1, 0.5], 0, 11);
    const fit = fitLogistic(rows, outcomes);
    const predicted = rows.map((r) => predictLogistic(fit, r));
    expect(logLoss(predicted, outcomes)).toBeLessThan(logLoss(rows.map(() => 0.5), outcomes));
  });

  it('refuses rows and outcomes of different lengths', () => {
    expect(() => fitLogistic([[1], [2]], [1])).toThrow(/2 rows against 1 outcomes/);
  });

  it('fits a lone bias to the base rate when every offset is 0', () => {
    expect(fitBias([0, 0, 0, 0], [1, 0, 0, 0])).toBeCloseTo(Math.log(1 / 3), 6);
  });
});

describe('the fit\'s measures', () => {
  it('log-loss of a coin flip is ln 2', () => {
    expect(logLoss([0.5, 0.5], [1, 0])).toBeCloseTo(Math.LN2, 9);
  });

  it('rank agreement: 1 when every won row outranks every lost one, 0 reversed, ½ for ties', () => {
    expect(rankAgreement([0.1, 0.2, 0.8, 0.9], [0, 0, 1, 1])).toBe(1);
    expect(rankAgreement([0.9, 0.8, 0.2, 0.1], [0, 0, 1, 1])).toBe(0);
    expect(rankAgreement([3, 3, 3, 3], [0, 1, 0, 1])).toBe(0.5);
    expect(rankAgreement([1, 2, 3, 4], [0, 1, 0, 1])).toBe(0.75);
  });
});
