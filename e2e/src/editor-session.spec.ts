import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { startingWith } from './support/url-pattern';
import { EDITOR_URL, GAME_URL } from './support/urls';

const title = (page: Page) => page.locator('.mission-title');
const validation = (page: Page) => page.getByRole('region', { name: 'Validation' });

async function newHiveMission(page: Page) {
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Hive crawl' }).click();
  await expect(title(page)).toHaveText('Untitled mission');
}

test.beforeEach(async ({ page }) => {
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
});

test('undo and redo a change from the keyboard, with validation following along', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await expect(validation(page)).toContainText('No problems found.');
  await newHiveMission(page);
  await expect(validation(page)).toContainText(/problem/);
  await page.keyboard.press('Control+z');
  await expect(title(page)).toHaveText('First Steps');
  await expect(validation(page)).toContainText('No problems found.');
  await page.keyboard.press('Control+Shift+z');
  await expect(title(page)).toHaveText('Untitled mission');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  await expect(title(page)).toHaveText('Untitled mission');
  expect(errors).toEqual([]);
});

test('a reload offers the autosaved mission back, with its undo history', async ({ page }) => {
  await newHiveMission(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Recover autosaved mission' })).toContainText('Untitled mission');
  await page.getByRole('button', { name: 'Recover' }).click();
  await expect(title(page)).toHaveText('Untitled mission');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(title(page)).toHaveText('First Steps');
});

test('export a mission and open the file again: the identical document', async ({ page }, testInfo) => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = testInfo.outputPath((await download).suggestedFilename());
  await (await download).saveAs(file);
  expect((await download).suggestedFilename()).toBe('first-steps.mission.json');

  await newHiveMission(page);
  await page.getByLabel('Mission file').setInputFiles(file);
  await expect(title(page)).toHaveText('First Steps');

  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const second = testInfo.outputPath('again.json');
  await (await again).saveAs(second);
  expect(await readFile(second, 'utf8')).toBe(await readFile(file, 'utf8'));
});

test('a malformed file shows its located errors and leaves the mission as it was', async ({ page }, testInfo) => {
  await page.getByLabel('Mission file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{\n  "format": "breachline-mission",\n  "id": oops\n}'),
  });
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText("'broken.json' was not opened; your mission is unchanged.");
  await expect(dialog).toContainText(/line 3, column 9/);
  await testInfo.attach('malformed file notice', { body: await page.screenshot(), contentType: 'image/png' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(title(page)).toHaveText('First Steps');
  await expect(validation(page)).toContainText('No problems found.');
});

test('a share link opens the mission in the game, and Playtest opens it in one click', async ({ page, context }) => {
  await page.getByRole('button', { name: 'Share' }).click();
  const gameLink = await page.getByLabel('Game link').inputValue();
  expect(gameLink).toMatch(startingWith(`${GAME_URL}#m=1.`));
  await page.getByRole('button', { name: 'Close' }).click();

  const game = await context.newPage();
  await game.goto(gameLink);
  await expect(game.getByRole('heading', { level: 1 })).toHaveText('First Steps');
  await waitForBoardFrame(game.getByLabel('Game board').locator('canvas'));

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Playtest' }).click();
  const playtest = await popup;
  await expect(playtest.getByRole('heading', { level: 1 })).toHaveText('First Steps');
  await waitForBoardFrame(playtest.getByLabel('Game board').locator('canvas'));

  // Playtest again with the game's tab still open: the same tab opens the mission as it is now.
  await page.getByRole('region', { name: 'Mission', exact: true }).getByRole('textbox', { name: 'Title', exact: true }).fill('First Steps, again');
  await page.getByRole('button', { name: 'Playtest' }).click();
  await expect(playtest.getByRole('heading', { level: 1 })).toHaveText('First Steps, again');
  await waitForBoardFrame(playtest.getByLabel('Game board').locator('canvas'));
});

test('a tampered share link is refused with a clear message; the editor keeps its work', async ({ page, context }) => {
  await newHiveMission(page);
  const tampered = await context.newPage();
  await tampered.goto(`${EDITOR_URL}#m=1.eJzLSM3JyVcozy_KSQEAGgQEXQ`);
  const dialog = tampered.getByRole('alertdialog');
  await expect(dialog).toContainText('The shared mission could not be opened; your work is unchanged.');
  await expect(dialog).toContainText(/damaged or incomplete/);
  await dialog.getByRole('button', { name: 'OK' }).click();
  // The autosaved work is still what the editor holds.
  await expect(title(tampered)).toHaveText('Untitled mission');
});
