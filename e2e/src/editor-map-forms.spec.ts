import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { screenshotCanvas, waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { cellPoint, dragOntoMap } from './support/map-cells';
import { EDITOR_URL } from './support/urls';

// Close the Door Behind You (derelict CG01): the Exo-Loader feature on 4,7; cell door B on the south edge of 7,7.
// The editor fits its 32 × 32 work area (the board is smaller) to the map, as map-cells' cellPoint assumes.
const SAMPLE = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/derelict-cg01-close-the-door.mission.json', import.meta.url));

test('a click on a feature, a door or a setup unit on the map opens its form in the properties panels', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByLabel('Mission file').setInputFiles(SAMPLE);
  await expect(page.locator('.mission-title')).toHaveText('Close the Door Behind You');
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  const click = async (cell: { x: number; y: number }) => {
    const at = await cellPoint(canvas, cell);
    await page.mouse.click(at.x, at.y);
  };

  const features = page.getByRole('region', { name: 'Features' });
  await expect(features.getByRole('group')).toHaveCount(0);
  await click({ x: 4, y: 7 });
  await expect(features.getByRole('group', { name: 'Feature 7' }).getByLabel('Id', { exact: true })).toHaveValue('exo-loader');

  // The square inside cell B, below the door: the door's form (a door lies between two squares).
  const doors = page.getByRole('region', { name: 'Doors' });
  await click({ x: 7, y: 8 });
  await expect(doors.getByRole('group', { name: 'Door 2' }).getByLabel('Id', { exact: true })).toHaveValue('cell-door-b');
  await expect(doors.getByRole('group', { name: 'Door 2' })).toBeInViewport();

  const palette = page.getByRole('navigation', { name: 'Palette' });
  await dragOntoMap(page, palette.getByRole('list', { name: 'Units' }).getByRole('button').first(), canvas, { x: 3, y: 4 });
  const units = page.getByRole('region', { name: 'Setup units' });
  await expect(units.getByRole('button', { name: /at 3,4$/ })).toBeVisible();
  await click({ x: 3, y: 4 });
  await expect(units.getByRole('group', { name: 'Unit 1' }).getByLabel('Column (x)')).toHaveValue('3');
  await expect(units.getByRole('group', { name: 'Unit 1' }).getByLabel('Row (y)')).toHaveValue('4');
  // The map keeps the keys: Delete takes the selected unit, and its form goes with it.
  await page.keyboard.press('Delete');
  await expect(units.getByRole('group')).toHaveCount(0);
  await screenshotCanvas(page, canvas, testInfo, 'editor-map-forms');
  expect(errors).toEqual([]);
});
