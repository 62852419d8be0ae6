import { expect, test } from '@playwright/test';
import { recordConsoleErrors } from './support/console-errors';
import { attachScreenshot } from './support/pointer-play';
import { startMission } from './support/start-mission';

// infiltration.md §12.3 Demolition: four objective locations (three face-up targets, the Detonator face down).
// The log names them by the token's back, "objective token" (it read "an objective item token"), and a hero's
// action cards by the hero and the card (it read "a card is drawn from the actions:anvil deck: quick step").
test('Demolition raid: the objective tokens and the heroes\' action cards are worded in the log', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await startMission(page, /^Play Raid: East Passage — Demolition/, { seed: 1 });
  const log = page.getByRole('region', { name: 'Event log' });
  await expect(log.getByRole('listitem').filter({ hasText: /^An objective token is placed at [A-Z]+\d+\.$/ })).toHaveCount(4);
  await expect(log).toContainText(/\b\w+ draws [A-Z][A-Za-z ]+\./);
  await expect(log).not.toContainText('actions:');
  await attachScreenshot(page, testInfo, 'demolition raid start: targets ringed red, the detonator face down');
  expect(errors).toEqual([]);
});

// infiltration.md §4.1, §6.10 (issue 19's UI pass at 1280×720): the alarm-track line read "6 left" over a 0/6 bar,
// and the HUD listed every hero's hand. The count now says what the words say, and each hand is on its hero's card.
test('Night Courier: the alarm track counts the rounds left, and each hero\'s hand is on that hero\'s card', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const errors = recordConsoleErrors(page);
  await startMission(page, /^Play Night Courier/, { seed: 1 });
  const objectives = page.getByRole('region', { name: 'Objectives' });
  const track = objectives.getByRole('listitem').filter({ hasText: /^○Quiet rounds before the alarm: \d+ left/ });
  const left = /: (\d+) left/.exec((await track.textContent()) ?? '')?.[1] ?? '?';
  await expect(track.locator('.objective-count')).toHaveText(new RegExp(`^${left}/\\d+$`));
  // The HUD keeps a count per hero; the cards themselves are on the Squad list's hero cards.
  const hands = objectives.getByLabel('Trackers').locator('div').filter({ has: page.locator('dt', { hasText: /^Action cards$/ }) }).locator('dd');
  await expect(hands).toHaveText(/^\w+ \d+(, \w+ \d+)*$/);
  await expect(page.getByRole('list', { name: 'Squad' }).getByRole('listitem').first()).toContainText(/Action cards ?[A-Z][a-z]+/);
  await attachScreenshot(page, testInfo, 'night courier start at 1280x720: the alarm track and the heroes\' hands');
  expect(errors).toEqual([]);
});
