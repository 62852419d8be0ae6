import { expect, test } from '@playwright/test';
import { newLogLines } from './support/log-lines';

// The pointer specs read what a click did from the event log; these cases need no browser.

test('a repeated line is still new: a second miss on the same bug after a first one', () => {
  const before = ['Freya rolls for attack: 2.', 'Freya misses Small bug.'];
  const after = [...before, 'Freya rolls for attack: 3.', 'Freya misses Small bug.'];
  expect(newLogLines(before, after)).toEqual(['Freya rolls for attack: 3.', 'Freya misses Small bug.']);
});

test('nothing new when the log is as it was, and the new lines when old ones dropped off its front', () => {
  expect(newLogLines(['a', 'b', 'a'], ['a', 'b', 'a'])).toEqual([]);
  expect(newLogLines(['a', 'b', 'c'], ['b', 'c', 'd', 'e'])).toEqual(['d', 'e']);
  expect(newLogLines([], ['a'])).toEqual(['a']);
});
