import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { screenshotCanvas, waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { cellPoint, dragOntoMap, HIVE_AREA } from './support/map-cells';
import { EDITOR_URL } from './support/urls';

const sample = (name: string) => fileURLToPath(new URL(`../../libs/scenario-schema/src/samples/${name}.mission.json`, import.meta.url));

async function exported(page: Page, testInfo: TestInfo, name: string): Promise<Record<string, unknown>> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = testInfo.outputPath(name);
  await (await download).saveAs(file);
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
}

test.beforeEach(async ({ page }) => {
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
});

test('a unit dropped from the palette is drawn on the map, selected by a click and deleted', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Hive crawl' }).click();
  const palette = page.getByRole('navigation', { name: 'Palette' });
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  await dragOntoMap(page, palette.getByRole('button', { name: 'Landing Site' }), canvas, { x: 10, y: 10 }, HIVE_AREA);
  await waitForBoardFrame(canvas);
  const drawsBefore = Number(await canvas.getAttribute('data-draw-calls'));

  const unit = palette.getByRole('list', { name: 'Units' }).getByRole('button').first();
  const unitType = (await unit.textContent())?.trim() ?? '';
  await dragOntoMap(page, unit, canvas, { x: 12, y: 11 }, HIVE_AREA);
  const placed = (await exported(page, testInfo, 'placed.json'))['units'] as { type: string; x: number; y: number }[];
  expect(placed).toEqual([expect.objectContaining({ x: 12, y: 11 })]);
  expect(placed[0]?.type.replace(/-/g, ' ').toLowerCase()).toBe(unitType.toLowerCase());
  // Drawn: the figure adds draw calls to the frame (its body's parts are instanced meshes).
  await expect.poll(async () => Number(await canvas.getAttribute('data-draw-calls'))).toBeGreaterThan(drawsBefore);
  await screenshotCanvas(page, canvas, testInfo, 'unit-on-the-map');

  // A click on its square selects the unit (not the tile under it): Delete takes the unit and leaves the tile.
  const at = await cellPoint(canvas, { x: 12, y: 11 }, HIVE_AREA);
  await page.mouse.click(at.x, at.y);
  await page.keyboard.press('Delete');
  const after = await exported(page, testInfo, 'deleted.json');
  expect(after['units'] ?? []).toEqual([]);
  expect(after['layout']).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a hive option added from the rules’ own list validates', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.getByLabel('Mission file').setInputFiles(sample('hive-kill-the-queen'));
  const validation = page.getByRole('region', { name: 'Validation' });
  await expect(validation.getByText('No problems found.')).toBeVisible();
  const options = page.getByRole('region', { name: 'Ruleset options' });
  const add = options.getByLabel('Add option');
  // Only the options the hive rules know and the mission does not set yet are offered.
  await expect(add.locator('option')).toHaveText(['(choose an option)', 'roundCap']);
  await add.selectOption('roundCap');
  await expect(options.getByLabel('roundCap')).toHaveValue('1');
  await options.getByLabel('roundCap').fill('20');
  await expect(validation.getByText('No problems found.')).toBeVisible();
  expect((await exported(page, testInfo, 'options.json'))['options']).toEqual({ objective: 'kill-the-queen', difficulty: 'hard', roundCap: 20 });
  expect(errors).toEqual([]);
});

test('the 3D view frames the whole derelict board, and a room picked on it is named', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.getByLabel('Mission file').setInputFiles(sample('derelict-cg00-noisy-neighbours'));
  await expect(page.locator('.mission-title')).toHaveText('Noisy Neighbours');
  await page.getByRole('button', { name: '3D view' }).click();
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no map');
  // Every room's name sits inside the map: the board is framed whole (it was cut off on the right).
  const names = page.locator('.zone-name span');
  await expect(names.filter({ hasText: 'Cold room' })).toBeVisible();
  let [left, right] = [Infinity, -Infinity];
  for (const name of await names.all()) {
    const at = await name.boundingBox();
    if (!at) throw new Error('a room name is not drawn');
    expect(at.x).toBeGreaterThanOrEqual(box.x);
    expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width);
    expect(at.y).toBeGreaterThanOrEqual(box.y);
    expect(at.y + at.height).toBeLessThanOrEqual(box.y + box.height);
    [left, right] = [Math.min(left, at.x), Math.max(right, at.x + at.width)];
  }
  // And framed close, centred (no room kept for a HUD the editor does not have): the names spread over
  // more than half the map's width (about 0.44 when the editor opened with the game's view).
  expect((right - left) / box.width).toBeGreaterThan(0.5);
  await screenshotCanvas(page, canvas, testInfo, 'derelict-3d-framed');

  // Pressing the floor under the "Main lab" name picks that room (names do not take the click).
  const lab = await names.filter({ hasText: 'Main lab' }).boundingBox();
  if (!lab) throw new Error('no Main lab name');
  await page.mouse.click(lab.x + lab.width / 2, lab.y + lab.height / 2);
  const picked = page.getByRole('region', { name: 'Picked room' });
  await expect(picked.locator('.picked-room-name')).toHaveText('Main lab');
  await expect(page.locator('.zone-name span.picked')).toHaveText('Main lab');
  await screenshotCanvas(page, canvas, testInfo, 'derelict-3d-room-picked');
  expect(errors).toEqual([]);
});
