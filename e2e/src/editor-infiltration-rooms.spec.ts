import { expect, test } from '@playwright/test';
import { screenshotCanvas, waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { cellPoint, dragOntoMap } from './support/map-cells';
import { EDITOR_URL } from './support/urls';

// infiltration.md §7: areas lie in rooms and corridors, which lie on tiles. An author paints a tile's areas, puts
// them in a room, places the tile, and sees on the map which area, room and tile a square belongs to.

test.beforeEach(async ({ page }) => {
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Infiltration', exact: true }).click();
});

test('areas painted on a tile are put in a room, and the map names the area, its room and its tile', async ({ page }, testInfo) => {
  // Many steps on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  const errors = recordConsoleErrors(page);
  await page.getByRole('button', { name: 'New tile…' }).click();
  const painter = page.getByRole('dialog', { name: 'Tile painter' });
  await painter.getByLabel('Name').fill('Great hall');
  await painter.getByRole('radio', { name: 'Zone' }).click();
  // The west half is area a, the east half area b.
  for (let y = 0; y < 5; y++) for (let x = 0; x < 5; x++) {
    if (x === 2) continue;
    await painter.getByLabel('Zone letter').selectOption(x < 2 ? 'a' : 'b');
    await painter.getByRole('button', { name: new RegExp(`^Cell \\(${x}, ${y}\\)`) }).click();
  }
  const zones = painter.getByRole('table', { name: 'Zones' });
  await zones.getByLabel('Name of zone a').fill('Hall (west)');
  await zones.getByLabel('Name of zone b').fill('Hall (east)');
  await zones.getByLabel('Kind of zone a').selectOption('area');
  // A new room for it: zone c, which marks no square itself (its squares are its areas').
  await zones.getByLabel('Room zone a lies in').selectOption({ label: 'a new room…' });
  await expect(zones.getByLabel('Kind of zone c')).toHaveValue('room');
  await zones.getByLabel('Name of zone c').fill('Great hall');
  await zones.getByLabel('Kind of zone b').selectOption('area');
  await zones.getByLabel('Room zone b lies in').selectOption({ label: 'c (Great hall)' });
  // The middle column stays squares of their own: the tile is valid as it is.
  await expect(painter.getByRole('list', { name: 'Tile problems' })).toHaveCount(0);
  await testInfo.attach('tile painter: areas in a room', { body: await painter.screenshot(), contentType: 'image/png' });
  await painter.getByRole('button', { name: 'Save tile' }).click();
  await expect(painter).toBeHidden();

  const palette = page.getByRole('navigation', { name: 'Palette' });
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  await dragOntoMap(page, palette.getByRole('button', { name: 'Great hall', exact: true }), canvas, { x: 8, y: 8 });
  await page.keyboard.press('Escape');
  await waitForBoardFrame(canvas);
  await screenshotCanvas(page, canvas, testInfo, 'areas-on-the-map');

  // A press on the east half picks its area: named, with the room and tile it lies in.
  const east = await cellPoint(canvas, { x: 12, y: 10 });
  await page.mouse.click(east.x, east.y);
  const picked = page.getByRole('region', { name: 'Picked room' });
  await expect(picked.locator('.picked-room-name')).toHaveText('Hall (east)');
  await expect(picked).toContainText('(area)');
  await expect(picked.getByRole('list', { name: 'Lies in' })).toContainText('in room Great hall');
  await expect(picked.getByRole('list', { name: 'Lies in' })).toContainText('in tile');
  await testInfo.attach('picked area', { body: await page.screenshot(), contentType: 'image/png' });

  // Its tile is the mission's own: it opens again in the painter, with its areas where they were put.
  await picked.getByRole('button', { name: "Edit this tile's rooms and areas" }).click();
  await expect(painter.getByRole('table', { name: 'Zones' }).getByLabel('Room zone b lies in')).toHaveValue('c');
  await expect(painter.getByRole('table', { name: 'Zones' }).getByLabel('Kind of zone a')).toHaveValue('area');
  await painter.getByRole('button', { name: 'Cancel' }).click();
  expect(errors).toEqual([]);
});
