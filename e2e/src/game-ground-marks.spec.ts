import { expect, test } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { attachScreenshot } from './support/pointer-play';
import { GAME_URL } from './support/urls';

/**
 * A player sees the ground a ruleset names (horde.md §11 G5: cover, difficult and dangerous terrain):
 * Broken Ground's generated table is tinted on the board and keyed in the HUD.
 */
test('Broken Ground shows its cover, difficult and dangerous ground on the board and in a key', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.goto(GAME_URL);
  await page.getByRole('button', { name: /Broken Ground/ }).click();
  await page.getByRole('button', { name: 'Start the mission' }).click();
  const canvas = page.getByLabel('Game board').locator('canvas');
  await waitForBoardFrame(canvas);
  const key = page.getByRole('region', { name: 'Ground' }).getByRole('listitem');
  // The table's own ground, in order; the game's drawn seed may add an event's quarter (31 or 34) after them.
  await expect(key).toContainText([/^Cover/, /^Difficult ground/, /^Dangerous ground/]);
  await attachScreenshot(page, testInfo, 'broken-ground-terrain');
  // One instanced mesh per kind of ground: the whole table stays within the render budget (issue 6, ≤100).
  const drawCalls = Number(await page.getByLabel('Game board').locator('canvas[data-draw-calls]').getAttribute('data-draw-calls'));
  testInfo.annotations.push({ type: 'draw calls', description: String(drawCalls) });
  expect(drawCalls).toBeGreaterThan(0);
  expect(drawCalls).toBeLessThanOrEqual(100);
  expect(errors).toEqual([]);
});
