import { expect, test } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { cellPoint, dragOntoMap, HIVE_AREA } from './support/map-cells';
import { EDITOR_URL } from './support/urls';

test('build a valid hive mission from an empty board by drag and drop, watching validation follow', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Hive crawl' }).click();

  const validation = page.getByRole('region', { name: 'Validation' });
  const palette = page.getByRole('navigation', { name: 'Palette' });
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  await expect(validation).toContainText(/The layout|layout/);

  // The landing site, dragged onto the empty map.
  await dragOntoMap(page, palette.getByRole('button', { name: 'Landing Site' }), canvas, { x: 10, y: 10 }, HIVE_AREA);
  await expect(validation).toContainText(/has no start/);

  // A tunnel east of it, turned with R so its openings meet the landing site's.
  await palette.getByRole('button', { name: 'Ribbed Tunnel' }).click();
  await page.keyboard.press('r');
  await expect(page.getByRole('status')).toHaveText(/turned 90°/);
  const tunnelCell = await cellPoint(canvas, { x: 15, y: 10 }, HIVE_AREA);
  await page.mouse.click(tunnelCell.x, tunnelCell.y);
  await page.keyboard.press('Escape');

  // A drop on top of a tile is refused, with the reason.
  await dragOntoMap(page, palette.getByRole('button', { name: 'Ribbed Tunnel' }), canvas, { x: 11, y: 10 }, HIVE_AREA);
  await expect(page.getByRole('status')).toHaveText(/It would overlap tile 'hive\/hive-landing-site'/);

  // Four start squares, then an exit, an objective and a spawn point down the tunnel.
  for (const cell of [
    { x: 11, y: 11 },
    { x: 12, y: 11 },
    { x: 13, y: 11 },
    { x: 11, y: 12 },
  ]) {
    await dragOntoMap(page, palette.getByRole('button', { name: 'Start square' }), canvas, cell, HIVE_AREA);
  }
  await dragOntoMap(page, palette.getByRole('button', { name: 'Exit' }), canvas, { x: 19, y: 12 }, HIVE_AREA);
  await dragOntoMap(page, palette.getByRole('button', { name: 'Objective' }), canvas, { x: 17, y: 12 }, HIVE_AREA);
  await dragOntoMap(page, palette.getByRole('button', { name: 'Spawn point' }), canvas, { x: 18, y: 12 }, HIVE_AREA);
  await expect(validation).toContainText('No problems found.');
  await testInfo.attach('authored hive mission', { body: await page.screenshot(), contentType: 'image/png' });

  // Undo takes the last piece away, redo puts it back; the mission stays valid throughout.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+Shift+z');
  await expect(validation).toContainText('No problems found.');
  expect(errors).toEqual([]);
});
