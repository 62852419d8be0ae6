import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { cellPoint, dragOntoMap, HIVE_AREA } from './support/map-cells';
import { EDITOR_URL } from './support/urls';

type Feature = { type: string; x: number; y: number };

async function exportedFeatures(page: Page, file: string): Promise<Feature[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await (await download).saveAs(file);
  return (JSON.parse(await readFile(file, 'utf8')) as { features: Feature[] }).features;
}

test('a selected feature is moved, kept selected through undo, and deleted — and only it', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Hive crawl' }).click();
  const palette = page.getByRole('navigation', { name: 'Palette' });
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  await dragOntoMap(page, palette.getByRole('button', { name: 'Landing Site' }), canvas, { x: 10, y: 10 }, HIVE_AREA);
  await dragOntoMap(page, palette.getByRole('button', { name: 'Start square' }), canvas, { x: 11, y: 11 }, HIVE_AREA);
  await dragOntoMap(page, palette.getByRole('button', { name: 'Exit' }), canvas, { x: 12, y: 11 }, HIVE_AREA);
  await dragOntoMap(page, palette.getByRole('button', { name: 'Objective' }), canvas, { x: 13, y: 11 }, HIVE_AREA);

  // Select the exit (the middle one of three features) and move it down.
  const exit = await cellPoint(canvas, { x: 12, y: 11 }, HIVE_AREA);
  await page.mouse.click(exit.x, exit.y);
  await page.keyboard.press('ArrowDown');
  expect(await exportedFeatures(page, testInfo.outputPath('moved.json'))).toEqual([
    { type: 'start', x: 11, y: 11 },
    { type: 'exit', x: 12, y: 12 },
    { type: 'objective', x: 13, y: 11 },
  ]);
  // Undo the move: the exit is still the one selected, so Delete takes it and nothing else.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Delete');
  expect(await exportedFeatures(page, testInfo.outputPath('deleted.json'))).toEqual([
    { type: 'start', x: 11, y: 11 },
    { type: 'objective', x: 13, y: 11 },
  ]);
  expect(errors).toEqual([]);
});
