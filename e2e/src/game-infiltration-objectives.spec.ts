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
