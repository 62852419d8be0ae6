import { expect, test } from '@playwright/test';
import { screenshotCanvas, waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { EDITOR_URL } from './support/urls';

test('the editor opens the sample mission top-down and finds no problems in it', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.goto(EDITOR_URL);

  await expect(page.locator('.mission-title')).toHaveText('First Steps');
  await expect(page.getByRole('region', { name: 'Validation' })).toContainText('No problems found.');

  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  const pixels = await screenshotCanvas(page, canvas, testInfo, 'editor map');
  expect(pixels.drawnPixels / (pixels.width * pixels.height)).toBeGreaterThan(0.05);
  expect(pixels.distinctColours).toBeGreaterThan(10);
  expect(errors).toEqual([]);
});
