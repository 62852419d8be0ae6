import { buildReport } from './report';
import type { GameRecord } from './record';
import { histogram, meanInterval95, median, wilson95 } from './stats';

const record = (index: number, won: boolean, rounds: number, deaths: string[] = [], score: number | null = null): GameRecord => ({
  index,
  gameSeed: 100 + index,
  botSeed: 200 + index,
  won,
  outcome: won ? 'won: done' : 'lost: every Valkyrie is dead',
  rounds,
  actions: 10,
  unfinished: false,
  deaths,
  progress: won ? 10 : 2,
  score,
});

describe('playtest statistics', () => {
  it('computes the 95% Wilson interval (textbook values)', () => {
    const [lo, hi] = wilson95(5, 10);
    expect(lo).toBeCloseTo(0.2366, 3);
    expect(hi).toBeCloseTo(0.7634, 3);
    expect(wilson95(0, 10)[0]).toBe(0);
    expect(wilson95(0, 10)[1]).toBeCloseTo(0.2775, 3);
  });

  it('takes medians and histograms', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(histogram([3, 1, 3])).toEqual([[1, 1], [3, 2]]);
  });

  it('builds the same report from records in any order, with losses, deaths and notable games', () => {
    const records = [record(0, true, 6), record(1, false, 3, ['4,5']), record(2, true, 4), record(3, false, 9, ['4,5', '1,1'])];
    const meta = { mission: 'm', ruleset: 'hive', bot: 'b', seed: 1 };
    const report = buildReport(meta, records);
    expect(buildReport(meta, [...records].reverse())).toEqual(report);
    expect(report).toMatchObject({ games: 4, wins: 2, losses: 2, winRate: 0.5, meanRounds: 5.5, medianRounds: 5 });
    expect(report.lossReasons).toEqual({ 'every Valkyrie is dead': 2 });
    expect(report.deaths).toEqual({ '1,1': 1, '4,5': 2 });
    expect(report.notable.quickestWin).toMatchObject({ index: 2, gameSeed: 102, botSeed: 202, rounds: 4 });
    expect(report.notable.quickestLoss).toMatchObject({ index: 1, rounds: 3 });
    expect(report.progress).toEqual({ mean: 6, meanLost: 2 });
    expect(report.score).toBeNull();
  });

  it('reports the mean score with its 95% interval when the ruleset keeps a score (horde.md §9.1 high score)', () => {
    const records = [record(0, false, 6, [], 30), record(1, false, 3, [], 0), record(2, true, 60, [], 2000), record(3, false, 9, [], 90)];
    const report = buildReport({ mission: 'm', ruleset: 'horde', bot: 'b', seed: 1 }, records);
    const expected = meanInterval95([30, 0, 2000, 90]);
    expect(report.score?.mean).toBe(530);
    expect(report.score?.ci95[0]).toBeCloseTo(expected.ci95[0], 2);
    expect(report.score?.ci95[1]).toBeCloseTo(expected.ci95[1], 2);
    // sample sd of (30, 0, 2000, 90) is 981.02…; half-width 1.96 × sd / 2
    expect(expected.ci95[1] - 530).toBeCloseTo((1.959964 * 981.0199) / 2, 0);
  });
});

