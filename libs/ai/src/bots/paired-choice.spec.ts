import { pairedChoice, pairedGain, promising } from './paired-choice';

// Candidate 0 is the heuristic's choice; each row holds one candidate's values in the same worlds.
describe('pairedChoice: the search leaves the heuristic only for a significant gain', () => {
  it('keeps the heuristic choice on a tie', () => {
    expect(pairedChoice([[10, 20, 30, 40], [10, 20, 30, 40]], 0, 2)).toBe(0);
  });

  it('keeps the heuristic choice when the gain is one lucky world (mean above the margin, not significant)', () => {
    // +400 in one world, nothing in the others: mean 100, margin 30, but the error is as large as the mean.
    expect(pairedChoice([[0, 0, 0, 0], [400, 0, 0, 0]], 30, 2)).toBe(0);
  });

  it('takes a challenger that gains steadily in every world beyond the margin', () => {
    expect(pairedChoice([[0, 100, -50, 20], [60, 170, 10, 75]], 30, 2)).toBe(1);
  });

  it('pairs by world: a challenger that is better in each world wins even when the worlds differ widely', () => {
    // The worlds swing by thousands; the gain is 50 ± 5 in each, so the unpaired means would be noise.
    expect(pairedChoice([[-3000, 0, 4000, 100], [-2945, 55, 4045, 150]], 30, 2)).toBe(1);
  });

  it('keeps the heuristic choice when the steady gain is within the margin', () => {
    expect(pairedChoice([[0, 0, 0, 0], [25, 25, 25, 25]], 30, 2)).toBe(0);
  });

  it('among significant challengers takes the largest mean gain', () => {
    expect(pairedChoice([[0, 0, 0], [50, 50, 50], [90, 80, 100], [-10, 500, 0]], 10, 2)).toBe(2);
  });

  it('never decides on fewer than two worlds', () => {
    expect(pairedGain([0], [100])).toBeNull();
    expect(pairedChoice([[0], [100]], 0, 0)).toBe(0);
  });
});

describe('promising: the challenger worth more worlds', () => {
  it('is the one with the largest mean gain above the margin', () => {
    expect(promising([[0, 0, 0, 0], [400, 0, 0, 0], [50, 50, 50, 50]], 30)).toBe(1);
  });

  it('is none when no challenger gains more than the margin', () => {
    expect(promising([[0, 0], [20, 30], [-100, 0]], 30)).toBeNull();
  });
});
