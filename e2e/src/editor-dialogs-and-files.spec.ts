import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { recordConsoleErrors } from './support/console-errors';
import { startingWith } from './support/url-pattern';
import { EDITOR_URL, GAME_URL } from './support/urls';

const hiveSample = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/hive-destroy-the-hive.mission.json', import.meta.url));

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByLabel('Mission file').setInputFiles(hiveSample);
  await expect(page.locator('.mission-title')).toHaveText('Destroy the Hive');
});

test('the share dialog copies each link and closes with Escape', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this mission' });
  await expect(dialog).toBeVisible();
  const gameLink = await dialog.getByLabel('Game link', { exact: true }).inputValue();
  expect(gameLink).toMatch(startingWith(`${GAME_URL}#m=`));
  await dialog.getByRole('button', { name: 'Copy: Link to play it' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Game link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(gameLink);
  await dialog.getByRole('button', { name: 'Copy: Link to edit it' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await dialog.getByLabel('Editor link', { exact: true }).inputValue());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test("an export is named after the mission's title", async ({ page }, testInfo) => {
  const title = page.getByRole('region', { name: 'Mission' }).getByLabel('Title');
  await title.fill('Bug Hunt: Deck 7!');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('bug-hunt-deck-7.mission.json');
  const saved = testInfo.outputPath('exported.json');
  await file.saveAs(saved);
  expect((JSON.parse(await readFile(saved, 'utf8')) as { meta: { title: string } }).meta.title).toBe('Bug Hunt: Deck 7!');
});

test('after New, the Simulate panel no longer shows the previous mission’s results', async ({ page }) => {
  test.setTimeout(120_000);
  const panel = page.getByRole('region', { name: 'Simulate' });
  await panel.getByLabel('Bot').selectOption('random');
  await panel.getByLabel('Games').fill('4');
  await panel.getByRole('button', { name: 'Run 4 games' }).click();
  const report = panel.getByLabel('Simulation report');
  await expect(report).toContainText(/Win rate \d+\.\d% \(\d+ of 4\)/, { timeout: 90_000 });

  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Derelict' }).click();
  await expect(page.locator('.mission-title')).toHaveText('Untitled mission');
  await expect(report).toHaveCount(0);
  await expect(panel.getByText('Hero deaths are shown on the map in red.')).toHaveCount(0);
  // The new mission's first message says what to do, in the author's words.
  await expect(page.getByRole('region', { name: 'Validation' }).getByRole('list', { name: 'Problems' }).getByRole('listitem').first()).toContainText(
    'The map has no tiles yet: drag a tile from the palette onto the map.',
  );
});

test('Playtest starts with the party size the author picks', async ({ page }) => {
  const party = page.getByRole('combobox', { name: 'Playtest party' });
  // Destroy the Hive suggests six heroes: that is the default.
  await expect(party).toHaveValue('');
  await expect(party.locator('option').first()).toHaveText("Mission's party");
  await party.selectOption('2');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Playtest' }).click();
  const game = await popup;
  await expect(game.getByRole('heading', { level: 1 })).toHaveText('Destroy the Hive');
  await expect(game.getByRole('list', { name: 'Squad' }).getByRole('listitem')).toHaveCount(2);
});
