import { beatsOutright, difficultyTable, type DifficultyCell } from './difficulty';

const cell = (mission: string, bot: string, wins: number, ci95: [number, number], secondsPerGame = 0.01): DifficultyCell => ({
  mission,
  bot,
  games: 100,
  wins,
  ci95,
  meanRounds: 5,
  unfinished: 0,
  secondsPerGame,
});

describe('the derelict difficulty table (issue 17: heuristic over random, search over heuristic, outside the 95% intervals)', () => {
  it('counts a column as beating the one before only when its interval lies wholly above', () => {
    expect(beatsOutright(cell('m', 'heuristic', 20, [0.13, 0.29]), cell('m', 'random', 0, [0, 0.037]))).toBe(true);
    expect(beatsOutright(cell('m', 'search', 30, [0.22, 0.4]), cell('m', 'heuristic', 20, [0.13, 0.29]))).toBe(false);
    expect(beatsOutright(undefined, cell('m', 'random', 0, [0, 0.037]))).toBe(false);
  });

  it('prints one row per mission with a ✓ where a column beats the one before, the counts, and the missions the last bot never won', () => {
    const table = difficultyTable(
      [
        cell('derelict-cg01-close-the-door', 'random', 0, [0, 0.037]),
        cell('derelict-cg00-noisy-neighbours', 'random', 0, [0, 0.037]),
        cell('derelict-cg00-noisy-neighbours', 'heuristic', 35, [0.264, 0.447]),
        cell('derelict-cg00-noisy-neighbours', 'search', 60, [0.502, 0.691], 1.5),
        cell('derelict-cg01-close-the-door', 'heuristic', 1, [0.002, 0.054]),
        cell('derelict-cg01-close-the-door', 'search', 0, [0, 0.037]),
      ],
      ['random', 'heuristic', 'search'],
    );
    const lines = table.split('\n');
    expect(lines[0]).toBe('| Mission | random | heuristic | search |');
    expect(lines[2]).toBe(
      '| CG00 `cg00-noisy-neighbours` | 0/100 = 0.0% [0.0–3.7%], 5.0 rounds, 10 ms/game | 35/100 = 35.0% [26.4–44.7%], 5.0 rounds, 10 ms/game ✓ | 60/100 = 60.0% [50.2–69.1%], 5.0 rounds, 1.5 s/game ✓ |',
    );
    expect(lines[3]).not.toContain('✓');
    expect(table).toContain('heuristic beats random outside the 95% intervals on 1 of 2 missions.');
    expect(table).toContain('search beats heuristic outside the 95% intervals on 1 of 2 missions.');
    expect(table).toContain('Missions search never won: CG01 `cg01-close-the-door`.');
  });

  it('leaves a cell not measured as a dash', () => {
    const table = difficultyTable([cell('derelict-co13-time-for-walkies', 'random', 0, [0, 0.037])], ['random', 'search']);
    expect(table).toContain('| CO13 `co13-time-for-walkies` | 0/100 = 0.0% [0.0–3.7%], 5.0 rounds, 10 ms/game | — |');
    expect(table).toContain('Missions search never won: none (1 not measured).');
  });
});
