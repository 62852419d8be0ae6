import { expect, test } from '@playwright/test';
import { recordConsoleErrors } from './support/console-errors';
import { attachScreenshot, playUntil } from './support/pointer-play';
import { startMission } from './support/start-mission';

// infiltration.md §14 TC12: in the enemy's turn a hero holding a heroic point is asked how to defend. The banner
// says what the heroes are asked (it read "Your turn: choose who acts" before), and the choices are on the bar.
test('Night Courier: the heroic defence choice inside the enemy turn is what the banner asks, and answering it goes on', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const errors = recordConsoleErrors(page);
  const canvas = await startMission(page, /^Play Night Courier/, { seed: 1 });
  const banner = page.locator('.turn-banner');
  // Played as a person would (the bar's buttons, marked squares) until an enemy attacks a hero who holds a point.
  const ended = await playUntil(page, canvas, async () => /must defend against \d+/.test((await banner.textContent()) ?? ''), 240_000);
  expect(ended, 'the game ended before any defence choice').toBe(false);
  await expect(banner).toHaveText(/^Your choice: \w+ must defend against \d+\.$/);
  // An enemy turn: the enemy phase, or the alarm's free enemy turn, which runs in the end-of-round phase (§8.10).
  await expect(page.locator('.hud-meta')).toContainText(/enemy turn|end of round/i);
  const bar = page.getByRole('region', { name: 'Actions' });
  await expect(bar.getByRole('button', { name: /^Choose Roll the defence dice against \d+/ })).toBeVisible();
  await expect(bar.getByRole('button', { name: /heroic point/ }).first()).toBeVisible();
  // The log words the question as one sentence.
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText(/must defend against \d+ — roll the defence dice against \d+; or /);
  await attachScreenshot(page, testInfo, 'infiltration defence choice banner');
  // Answering it (spend the point) is played and logged; the enemy turn goes on from there.
  const asked = (await banner.textContent()) ?? '';
  const hero = /: (\w+) must defend/.exec(asked)?.[1] ?? '';
  await bar.getByRole('button', { name: /heroic point/ }).first().click();
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText('Chosen: Spend 1 heroic point');
  await expect(page.getByRole('list', { name: 'Squad' }).getByRole('listitem').filter({ hasText: hero })).toContainText('Heroic points 0');
  expect(errors).toEqual([]);
});
