import { expect, test } from '@playwright/test';
import { screenshotCanvas, waitForBoardFrame, webglRenderer } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { GAME_URL } from './support/urls';

test('the game opens the sample mission and draws its board in 3D', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.goto(GAME_URL);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Steps');
  await expect(page.getByRole('complementary', { name: 'Mission' }).getByRole('listitem')).toHaveText([/Sgt\. Vance/, /Okafor/]);

  testInfo.annotations.push({ type: 'webgl renderer', description: await webglRenderer(page) });
  const canvas = page.getByLabel('Game board').locator('canvas');
  const drawCalls = await waitForBoardFrame(canvas);
  // Floors, walls and obstacles are instanced: the frame needs few draw calls, well under one per cell (31 cells here).
  expect(drawCalls).toBeLessThan(31);

  const pixels = await screenshotCanvas(page, canvas, testInfo, 'game board');
  expect(pixels.drawnPixels / (pixels.width * pixels.height)).toBeGreaterThan(0.05);
  expect(pixels.distinctColours).toBeGreaterThan(20);
  expect(errors).toEqual([]);
});
