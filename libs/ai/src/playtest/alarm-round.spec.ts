import { describe, expect, it } from 'vitest';
import type { GameRecord } from './record';
import { buildReport } from './report';

const META = { mission: 'm', ruleset: 'infiltration', bot: 'random', seed: 1 };
const record = (index: number, alarmRound?: number | null): GameRecord => ({
  index,
  gameSeed: index,
  botSeed: index,
  won: false,
  outcome: 'lost: x',
  rounds: 9,
  score: null,
  actions: 10,
  unfinished: false,
  deaths: [],
  progress: null,
  ...(alarmRound === undefined ? {} : { alarmRound }),
});

describe('playtest reports: the alarm round (infiltration.md §8.8, issue 19)', () => {
  it('gives the mean and histogram of alarm rounds, games without an alarm counted apart', () => {
    const report = buildReport(META, [record(0, 4), record(1, 6), record(2, null), record(3, 4)]);
    expect(report.alarmRound).toEqual({ mean: 4.667, histogram: [[4, 2], [6, 1]], withoutAlarm: 1 });
  });

  it('says nothing of an alarm for rulesets without one', () => {
    expect(buildReport(META, [record(0), record(1)])).not.toHaveProperty('alarmRound');
  });

  it('has no mean when no game had an alarm', () => {
    expect(buildReport(META, [record(0, null)]).alarmRound).toEqual({ mean: null, histogram: [], withoutAlarm: 1 });
  });
});
