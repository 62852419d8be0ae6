import { describeCondition } from './describe-condition';
import type { Condition } from './vocabulary';

// Defeat and victory reasons a player reads on the end screen (issue 15 build 1: "with its text as the reason").
const OBJECTIVES = [{ id: 'exit', label: 'Reach the exit', optional: false, state: 'open' as const }];
const say = (c: object): string => describeCondition(c as Condition, OBJECTIVES);

describe('a negated condition reads as plain words, never "Not so: …"', () => {
  it.each([
    [{ test: 'not', condition: { test: 'objective', objective: 'exit', state: 'done' } }, 'Reach the exit is not done'],
    [{ test: 'not', condition: { test: 'counter', counter: 'kills', op: '>=', value: 3 } }, 'kills is below 3'],
    [{ test: 'not', condition: { test: 'count', of: 'heroes', op: '>', value: 0 } }, 'Heroes in the game is at most 0'],
    [{ test: 'not', condition: { test: 'round', op: '>', value: 12 } }, 'Round 12 is not over yet'],
    [{ test: 'not', condition: { test: 'alarm', raised: true } }, 'The alarm is not raised'],
    [{ test: 'not', condition: { test: 'not', condition: { test: 'alarm', raised: true } } }, 'The alarm is raised'],
    [{ test: 'not', condition: { test: 'any', conditions: [{ test: 'alarm', raised: true }, { test: 'objective', objective: 'exit', state: 'failed' }] } }, 'The alarm is not raised; Reach the exit has not failed'],
    [{ test: 'all', conditions: [{ test: 'round', op: '>', value: 8 }, { test: 'not', condition: { test: 'objective', objective: 'exit', state: 'done' } }] }, 'Round 8 is over; Reach the exit is not done'],
  ])('%j → %s', (condition, words) => {
    expect(say(condition)).toBe(words);
    expect(say(condition)).not.toMatch(/not so/i);
  });
});
