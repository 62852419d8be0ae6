import { VALUE_FEATURES } from '@breachline/ai';
import { collectRows, weightsModule } from './fit-evaluation';

// The data behind derelict's fitted value (issue 17): every round's end of heuristic games, with the game's outcome.

describe('fit-evaluation', () => {
  it('records one row per round ended, each with every feature and the same outcome for the whole game', () => {
    const rows = collectRows('derelict-cg00-noisy-neighbours', 1000, 0, 1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.features).toHaveLength(VALUE_FEATURES.length);
      expect(row.features.every(Number.isFinite)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.won)).size).toBe(1);
    // The clock only moves on: the round feature grows row by row.
    const round = VALUE_FEATURES.indexOf('round');
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.features[round]).toBeGreaterThan(rows[i - 1]?.features[round] ?? 0);
  });

  it('writes every feature\'s weight into the generated module', () => {
    const text = weightsModule({ bias: -0.5, weights: VALUE_FEATURES.map((_, j) => j / 10) }, 'test');
    expect(text).toContain('bias: -0.5,');
    for (const [j, f] of VALUE_FEATURES.entries()) expect(text).toContain(`${f}: ${j / 10}`);
  });
});
