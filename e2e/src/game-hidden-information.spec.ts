import { expect, test } from '@playwright/test';
import { recordConsoleErrors } from './support/console-errors';
import { startMission } from './support/start-mission';

// boarding.md: blips are drawn face down from the enemy's pool, and what one holds is learned only when it
// converts. The screen is drawn from the heroes' view and eventsForSide(events, 'heroes') alone.
test('a boarding game logs the blips drawn, never what they hold', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = recordConsoleErrors(page);
  await startMission(page, 'Purge');
  const log = page.getByRole('region', { name: 'Event log' });
  // End the heroes' turns and skip the enemy's until the enemy has drawn blips.
  await expect(async () => {
    for (const key of ['e', 'Space', '1']) await page.keyboard.press(key);
    await expect(log).toContainText('A card is drawn from the blips deck.', { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(log).not.toContainText(/blips deck: /);
  expect(errors).toEqual([]);
});
