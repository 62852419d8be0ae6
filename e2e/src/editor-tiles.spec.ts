import { expect, test } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { dragOntoMap, HIVE_AREA } from './support/map-cells';
import { EDITOR_URL } from './support/urls';

test.beforeEach(async ({ page }) => {
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Hive crawl' }).click();
});

test('paint a custom tile and use it in the mission', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.getByRole('button', { name: 'New tile…' }).click();
  const painter = page.getByRole('dialog', { name: 'Tile painter' });
  await painter.getByLabel('Name').fill('Command Post');
  // Wall off two corners (the Wall brush is chosen first), then put a console in the middle.
  await painter.getByRole('button', { name: 'Cell (0, 0): floor' }).click();
  await painter.getByRole('button', { name: 'Cell (4, 4): floor' }).click();
  await painter.getByRole('radio', { name: 'Obstacle' }).click();
  await painter.getByRole('button', { name: 'Cell (2, 2): floor' }).click();
  await painter.getByRole('button', { name: 'Opening on the east side of (4, 2)' }).click();
  await expect(painter.getByRole('button', { name: 'Opening on the east side of (4, 2)' })).toHaveAttribute('aria-pressed', 'true');
  await testInfo.attach('tile painter', { body: await page.screenshot(), contentType: 'image/png' });
  await painter.getByRole('button', { name: 'Save tile' }).click();
  await expect(painter).toBeHidden();

  const palette = page.getByRole('navigation', { name: 'Palette' });
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  await dragOntoMap(page, palette.getByRole('button', { name: 'Command Post', exact: true }), canvas, { x: 8, y: 8 }, HIVE_AREA);
  for (const cell of [
    { x: 9, y: 8 },
    { x: 10, y: 8 },
    { x: 11, y: 8 },
    { x: 8, y: 9 },
  ]) {
    await dragOntoMap(page, palette.getByRole('button', { name: 'Start square' }), canvas, cell, HIVE_AREA);
  }
  const validation = page.getByRole('region', { name: 'Validation' });
  // The opening leads nowhere yet: that is allowed (exploration continues there); the mission is valid.
  await expect(validation).toContainText('No problems found.');

  // The tile travels inside the mission: exported, it carries its own definition.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = testInfo.outputPath('with-custom-tile.json');
  await (await download).saveAs(file);
  const exported = JSON.parse(await (await import('node:fs/promises')).readFile(file, 'utf8')) as { tiles: { id: string; name: string; cells: string[] }[] };
  expect(exported.tiles).toEqual([expect.objectContaining({ id: 'custom-1', name: 'Command Post', cells: ['#....', '.....', '..x..', '.....', '....#'] })]);
  expect(errors).toEqual([]);
});

test('typing a title is one undo step', async ({ page }) => {
  const title = page.getByRole('region', { name: 'Mission' }).getByLabel('Title');
  await title.fill('');
  await title.pressSequentially('Bug Hunt');
  await expect(page.locator('.mission-title')).toHaveText('Bug Hunt');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.mission-title')).toHaveText('Untitled mission');
});
